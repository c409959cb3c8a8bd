import { claims } from './figures';
import { bbsPackages } from './bbs-packages';

/**
 * Fee rates and turnaround, per service: what /pricing, its calculator and the turnaround tables show.
 * Rates are ranges because drawing quality, complexity and the number of alternates move a fee within
 * them; every quote is confirmed as a fixed fee before work starts.
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
  minimum: number;
  turnaround: { standard: string; rush: string };
  /** What moves a fee within the range. */
  drivers: string[];
}

export interface AreaRateCard extends RateCardBase {
  basis: 'area';
  /** USD per square foot of gross floor area (per trade or discipline when `perTrade`). */
  rate: { low: number; high: number };
  perTrade?: { label: string; max: number };
}

export interface SheetRateCard extends RateCardBase {
  basis: 'sheets';
  /** USD per drawing sheet. */
  rate: { low: number; high: number };
}

export interface TonnageRateCard extends RateCardBase {
  basis: 'tonnage';
  /** Fixed-price packages, cheapest first, each up to a tonnage of reinforcement. */
  packages: { name: string; price: number; maxTons: number }[];
  /** USD per ton above the largest package. */
  overRate: { low: number; high: number };
}

export type RateCard = AreaRateCard | SheetRateCard | TonnageRateCard;

/** A rush job is scheduled ahead of others and staffed with a second detailer or estimator. */
export const RUSH_MULTIPLIER = 1.5;
export const SQ_FT_PER_M2 = 10.7639;

export const rateCards: RateCard[] = [
  {
    id: 'cost-estimation',
    label: 'Cost estimation',
    slug: 'cost-estimation',
    quoteService: 'estimation',
    basis: 'area',
    rate: { low: 0.035, high: 0.06 },
    minimum: 650,
    turnaround: { standard: claims.estimateTurnaround, rush: '48 hours' },
    drivers: ['Building type and number of trades priced', 'Design stage and drawing quality', 'Alternates and bid packages requested'],
  },
  {
    id: 'material-takeoff',
    label: 'Quantity takeoff',
    slug: 'material-takeoff',
    quoteService: 'estimation',
    basis: 'area',
    rate: { low: 0.008, high: 0.015 },
    perTrade: { label: 'Trades measured', max: 16 },
    minimum: 300,
    turnaround: { standard: '2-3 business days', rush: claims.averageDelivery },
    drivers: ['Trades measured (concrete, masonry, drywall, MEP …)', 'Repetition across floors', 'Output format (Excel, PlanSwift, Bluebeam markups)'],
  },
  {
    id: 'bar-bending-schedule',
    label: 'Bar bending schedule',
    slug: 'bar-bending-schedule',
    quoteService: 'structural',
    basis: 'tonnage',
    packages: bbsPackages.map(({ name, price, maxTons }) => ({ name, price, maxTons })),
    overRate: { low: 7.5, high: 9.5 },
    minimum: 499,
    turnaround: { standard: claims.estimateTurnaround, rush: '48 hours' },
    drivers: ['Tonnage of reinforcement', 'Number of pours or delivery loads', 'Formats (PDF, DWG, BVBS or CSV)'],
  },
  {
    id: 'shop-drawings',
    label: 'Shop drawings',
    slug: 'shop-drawings',
    quoteService: 'shop-drawings',
    basis: 'sheets',
    rate: { low: 70, high: 110 },
    minimum: 600,
    turnaround: { standard: '5-10 business days', rush: '3-5 business days' },
    drivers: ['Sheet size and detail density', 'Connection design or detailing only', 'Review cycles with the engineer of record'],
  },
  {
    id: '3d-revit-modeling',
    label: '3D Revit modeling',
    slug: '3d-revit-modeling',
    quoteService: 'bim',
    basis: 'area',
    rate: { low: 0.06, high: 0.1 },
    perTrade: { label: 'Disciplines modeled', max: 6 },
    minimum: 1500,
    turnaround: { standard: '10-15 business days', rush: '7-10 business days' },
    drivers: ['Level of development (LOD 300-400)', 'Disciplines modeled', 'Families to be built from scratch'],
  },
  {
    id: 'clash-detection-coordination',
    label: 'Clash detection, per cycle',
    slug: 'clash-detection-coordination',
    quoteService: 'bim',
    basis: 'area',
    rate: { low: 0.025, high: 0.04 },
    minimum: 1200,
    turnaround: { standard: '5 business days', rush: '3 business days' },
    drivers: ['Models federated and their quality', 'Clash tests and tolerances', 'Coordination meetings attended'],
  },
];
