import { rushTurnaround, standardTurnaround, type PricedService } from './commitments';
import { bbsPackagesByMarket } from './bbs-packages';
import type { MarketId } from './markets';
import type { Provenance } from './types';
import { facts } from '@/lib/facts';
import { leastConfirmed } from '@/lib/provenance';

/**
 * Fee rates and turnaround, per service and per market: what /pricing (and /uk/pricing, /eu/pricing),
 * their calculators and the turnaround tables show. Each market has its own price book, set from what
 * that market pays for the work, not converted from another currency. Rates are ranges because drawing
 * quality, complexity and the number of alternates move a fee within them; every quote is confirmed
 * as a fixed fee before work starts.
 */

/** The contact form's Service of Interest values (lib/quote-schema.ts) a rate card maps to. */
export type QuoteService = 'estimation' | 'bim' | 'design' | 'shop-drawings' | 'mep' | 'structural' | 'other';

interface RateCardBase {
  id: string;
  /** Name as the calculator and tables show it. */
  label: string;
  /** Service page it belongs to. */
  slug: string;
  quoteService: QuoteService;
  /** Smallest fee, in the price book's currency. */
  minimum: number;
  turnaround: { standard: string; rush: string };
  /** What moves a fee within the range. */
  drivers: string[];
}

export interface AreaRateCard extends RateCardBase {
  basis: 'area';
  /** Currency per unit of floor area (gross floor area in the US, gross internal area in the UK and Europe), the market's unit (per trade or discipline when `perTrade`). */
  rate: { low: number; high: number };
  perTrade?: { label: string; max: number };
}

export interface SheetRateCard extends RateCardBase {
  basis: 'sheets';
  /** Currency per drawing sheet. */
  rate: { low: number; high: number };
}

export interface TonnageRateCard extends RateCardBase {
  basis: 'tonnage';
  /** Fixed-price packages, cheapest first, each up to a weight of reinforcement (the market's ton or tonne). */
  packages: { name: string; price: number; maxTons: number }[];
  /** Currency per ton or tonne above the largest package. */
  overRate: { low: number; high: number };
}

export type RateCard = AreaRateCard | SheetRateCard | TonnageRateCard;

/** One market's prices: its rate cards and the largest job the calculator sizes (above it, we quote). */
export interface PriceBook {
  market: MarketId;
  cards: RateCard[];
  /** Largest quantity per basis, in the market's units (floor area, sheets, tons or tonnes). */
  maxima: Record<RateCard['basis'], number>;
  /** The size the calculator starts from per basis: a typical job, in the market's units. */
  typical: Record<RateCard['basis'], number>;
}

export { RUSH_MULTIPLIER } from './pricing-rules';

/** The firm must confirm every rate, minimum and package price in the three books before launch. */
export const ratesProvenance: Provenance = 'confirm';

/** What a rate card shows (its rates and the turnarounds of content/facts.yml `delivery`): the least confirmed of the two, labelled wherever a rate is shown. */
export const priceProvenance: Provenance = leastConfirmed([{ provenance: ratesProvenance }, { provenance: facts.delivery.provenance }]);


function turnaroundOf(service: PricedService) {
  return { standard: standardTurnaround(service), rush: rushTurnaround(service) };
}

/** What every market's card for a service shares: name, page, turnaround and what moves the fee. */
const services: Record<PricedService, Omit<RateCardBase, 'minimum'>> = {
  'cost-estimation': {
    id: 'cost-estimation',
    label: 'Cost estimation',
    slug: 'cost-estimation',
    quoteService: 'estimation',
    turnaround: turnaroundOf('cost-estimation'),
    drivers: ['Building type and number of trades priced', 'Design stage and drawing quality', 'Alternates and bid packages requested'],
  },
  'material-takeoff': {
    id: 'material-takeoff',
    label: 'Quantity takeoff',
    slug: 'material-takeoff',
    quoteService: 'estimation',
    turnaround: turnaroundOf('material-takeoff'),
    drivers: ['Trades measured (concrete, masonry, drywall, MEP …)', 'Repetition across floors', 'Output format (Excel, PlanSwift, CostX, Bluebeam markups)'],
  },
  'bar-bending-schedule': {
    id: 'bar-bending-schedule',
    label: 'Bar bending schedule',
    slug: 'bar-bending-schedule',
    quoteService: 'structural',
    turnaround: turnaroundOf('bar-bending-schedule'),
    drivers: ['Weight of reinforcement', 'Number of pours or delivery loads', 'Formats (PDF, DWG, BVBS or CSV)'],
  },
  'shop-drawings': {
    id: 'shop-drawings',
    label: 'Shop drawings',
    slug: 'shop-drawings',
    quoteService: 'shop-drawings',
    turnaround: turnaroundOf('shop-drawings'),
    drivers: ['Sheet size and detail density', 'Connection design or detailing only', 'Review cycles with the design engineer'],
  },
  '3d-revit-modeling': {
    id: '3d-revit-modeling',
    label: '3D Revit modeling',
    slug: '3d-revit-modeling',
    quoteService: 'bim',
    turnaround: turnaroundOf('3d-revit-modeling'),
    drivers: ['Level of development (LOD 300-400)', 'Disciplines modeled', 'Families to be built from scratch'],
  },
  'clash-detection-coordination': {
    id: 'clash-detection-coordination',
    label: 'Clash detection, per cycle',
    slug: 'clash-detection-coordination',
    quoteService: 'bim',
    turnaround: turnaroundOf('clash-detection-coordination'),
    drivers: ['Models federated and their quality', 'Clash tests and tolerances', 'Coordination meetings attended'],
  },
};

/**
 * The UK and European books' wording where US English differs: the shared names and drivers above
 * are US English, the x-default's; these replace them on /uk/ and /eu/ pages (tested: no US-only words there).
 */
const british: Partial<Record<PricedService, Partial<Pick<RateCardBase, 'label' | 'drivers'>>>> = {
  'cost-estimation': { drivers: ['Building type and number of trades priced', 'Design stage and drawing quality', 'Alternatives and tender packages requested'] },
  'material-takeoff': { drivers: ['Trades measured (concrete, masonry, partitions, MEP …)', 'Repetition across floors', 'Output format (Excel, CostX, Bluebeam markups)'] },
  '3d-revit-modeling': { label: '3D Revit modelling', drivers: ['Level of development (LOD 300-400)', 'Disciplines modelled', 'Families to be built from scratch'] },
};

/** A service's shared card fields in one market's wording. */
function shared(service: PricedService, market: MarketId): Omit<RateCardBase, 'minimum'> {
  return market === 'us' ? services[service] : { ...services[service], ...british[service] };
}

const TRADES = { label: 'Trades measured', max: 16 };
const DISCIPLINES = { label: 'Disciplines modeled', max: 6 };
const DISCIPLINES_GB = { label: 'Disciplines modelled', max: 6 };

function tonnage(market: MarketId, overRate: { low: number; high: number }): TonnageRateCard {
  const packages = bbsPackagesByMarket[market].map(({ name, price, maxTons }) => ({ name, price, maxTons }));
  return { ...shared('bar-bending-schedule', market), basis: 'tonnage', packages, overRate, minimum: packages[0]!.price };
}

/** The three price books. US rates per ft² and per US ton; UK and European rates per m² and per tonne. */
export const priceBooks: Record<MarketId, PriceBook> = {
  us: {
    market: 'us',
    maxima: { area: 2_000_000, sheets: 400, tonnage: 3_000 },
    typical: { area: 40_000, sheets: 24, tonnage: 35 },
    cards: [
      { ...services['cost-estimation'], basis: 'area', rate: { low: 0.035, high: 0.06 }, minimum: 650 },
      { ...services['material-takeoff'], basis: 'area', rate: { low: 0.008, high: 0.015 }, perTrade: TRADES, minimum: 300 },
      tonnage('us', { low: 7.5, high: 9.5 }),
      { ...services['shop-drawings'], basis: 'sheets', rate: { low: 70, high: 110 }, minimum: 600 },
      { ...services['3d-revit-modeling'], basis: 'area', rate: { low: 0.06, high: 0.1 }, perTrade: DISCIPLINES, minimum: 1500 },
      { ...services['clash-detection-coordination'], basis: 'area', rate: { low: 0.025, high: 0.04 }, minimum: 1200 },
    ],
  },
  uk: {
    market: 'uk',
    maxima: { area: 200_000, sheets: 400, tonnage: 2_500 },
    typical: { area: 4_000, sheets: 24, tonnage: 30 },
    cards: [
      { ...shared('cost-estimation', 'uk'), basis: 'area', rate: { low: 0.3, high: 0.5 }, minimum: 550 },
      { ...shared('material-takeoff', 'uk'), basis: 'area', rate: { low: 0.07, high: 0.12 }, perTrade: TRADES, minimum: 250 },
      tonnage('uk', { low: 6.5, high: 8.5 }),
      { ...shared('shop-drawings', 'uk'), basis: 'sheets', rate: { low: 60, high: 90 }, minimum: 500 },
      { ...shared('3d-revit-modeling', 'uk'), basis: 'area', rate: { low: 0.55, high: 0.9 }, perTrade: DISCIPLINES_GB, minimum: 1250 },
      { ...shared('clash-detection-coordination', 'uk'), basis: 'area', rate: { low: 0.22, high: 0.35 }, minimum: 1000 },
    ],
  },
  eu: {
    market: 'eu',
    maxima: { area: 200_000, sheets: 400, tonnage: 2_500 },
    typical: { area: 4_000, sheets: 24, tonnage: 30 },
    cards: [
      { ...shared('cost-estimation', 'eu'), basis: 'area', rate: { low: 0.35, high: 0.6 }, minimum: 600 },
      { ...shared('material-takeoff', 'eu'), basis: 'area', rate: { low: 0.08, high: 0.14 }, perTrade: TRADES, minimum: 280 },
      tonnage('eu', { low: 7.5, high: 9.5 }),
      { ...shared('shop-drawings', 'eu'), basis: 'sheets', rate: { low: 65, high: 100 }, minimum: 550 },
      { ...shared('3d-revit-modeling', 'eu'), basis: 'area', rate: { low: 0.6, high: 1 }, perTrade: DISCIPLINES_GB, minimum: 1400 },
      { ...shared('clash-detection-coordination', 'eu'), basis: 'area', rate: { low: 0.25, high: 0.4 }, minimum: 1100 },
    ],
  },
};

/** The US rate cards (the x-default pages). */
export const rateCards: RateCard[] = priceBooks.us.cards;
