import * as v from 'valibot';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rushTurnaround, standardTurnaround, type PricedService } from '@/lib/content/commitments';
import { bbsPackagesByMarket } from '@/lib/content/bbs-packages';
import { markets, type MarketId } from '@/content/markets';
import type { Provenance } from '@/lib/content/facts';
import { facts, PRICED } from '@/lib/content/facts';
import { arrayOf, got, matching, KEBAB, oneOf, strictOf, text, wholeNumber } from '@/lib/content/fields';
import { parseDataFile } from '@/lib/content/files';
import { SERVICE_VALUES } from '@/lib/quote-schema';
import { leastConfirmed } from '@/lib/provenance';

/**
 * Fee rates and turnaround, per service and per market: what /pricing (and /uk/pricing, /eu/pricing),
 * their calculators and the turnaround tables show. Each market has its own price book, set from what
 * that market pays for the work, not converted from another currency. Rates are ranges because drawing
 * quality, complexity and the number of alternates move a fee within them; every quote is confirmed
 * as a fixed fee before work starts. The rates are content/prices.yml, checked here; each card's
 * turnaround is the facts' (lib/content/commitments.ts), the bar bending schedule's packages and
 * minimum are lib/content/bbs-packages.ts.
 */

export const PRICES_FILE = 'content/prices.yml';

/** The contact form's Service of Interest values a rate card maps to: the schema's, less "not specified". */
export type QuoteService = Exclude<(typeof SERVICE_VALUES)[number], ''>;
const QUOTE_SERVICES = SERVICE_VALUES.filter((s): s is QuoteService => s !== '');

const MARKET_IDS = markets.map((m) => m.id);

/** A positive amount of money or a rate, in the book's currency. */
const amount = () =>
  v.number((issue) => (issue.input === undefined ? 'is missing' : `must be a number (got ${got(issue.input)})`)),
  positive = () => v.pipe(amount(), v.check((n) => n > 0 && Number.isFinite(n), (issue) => `must be more than 0 (got ${got(issue.input)})`));

/** A rate range: what moves a fee within it is the card's `drivers`. */
const range = v.pipe(
  strictOf({ low: positive(), high: positive() }),
  v.check((r) => r.low <= r.high, (issue) => `must have low no higher than high (got ${got(issue.input)})`),
);

/** The largest quantity, or the typical one, per basis: floor area, sheets, tons or tonnes, in the market's units. */
const perBasis = strictOf({ area: wholeNumber(1, 10_000_000), sheets: wholeNumber(1, 10_000), tonnage: wholeNumber(1, 100_000) });

/** A card's name and what moves its fee: the parts a market's wording may replace (`british`). */
const wordsEntries = {
  /** Name as the calculator and tables show it. */
  label: text(),
  /** What moves a fee within the range. */
  drivers: arrayOf(text(), 1),
};

/** What every market's card for a service shares. */
const serviceSchema = strictOf({
  ...wordsEntries,
  /** Service page it belongs to. */
  slug: matching(KEBAB, 'lower case words joined by hyphens'),
  quoteService: oneOf(QUOTE_SERVICES),
  /** The UK and European wording where US English differs. */
  british: v.optional(v.partial(strictOf(wordsEntries))),
});

const cardId = { id: oneOf(PRICED) };
/** Smallest fee, in the price book's currency. */
const minimum = wholeNumber(1, 1_000_000);

/** A fee per unit of floor area (gross floor area in the US, gross internal area in the UK and Europe), per trade or discipline when `perTrade`. */
const areaCard = strictOf({
  ...cardId,
  basis: v.literal('area'),
  rate: range,
  perTrade: v.optional(strictOf({ label: text(), max: wholeNumber(2, 50) })),
  minimum,
});
/** A fee per drawing sheet. */
const sheetsCard = strictOf({ ...cardId, basis: v.literal('sheets'), rate: range, minimum });
/** Fixed-price packages up to a weight of reinforcement (joined from bbs-packages), then `overRate` per ton or tonne above the largest. */
const tonnageCard = strictOf({ ...cardId, basis: v.literal('tonnage'), overRate: range });

const BASES = ['area', 'sheets', 'tonnage'] as const;
const card = v.pipe(
  v.variant('basis', [areaCard, sheetsCard, tonnageCard], (issue) => `must be one of ${BASES.map((b) => `"${b}"`).join(', ')} (got ${got(issue.input)})`),
  v.check((c) => c.basis !== 'tonnage' || c.id === 'bar-bending-schedule', 'is priced by tonnage, which only the bar bending schedule is (its packages are lib/content/bbs-packages.ts)'),
);

const bookSchema = v.pipe(
  strictOf({ maxima: perBasis, typical: perBasis, cards: arrayOf(card, 1) }),
  v.check((b) => BASES.every((basis) => b.typical[basis] <= b.maxima[basis]), 'has a typical size above its maximum'),
  v.check((b) => PRICED.every((id) => b.cards.filter((c) => c.id === id).length === 1), `must have one card for each of ${PRICED.join(', ')}`),
);

const byKey = <const K extends readonly string[], S extends v.GenericSchema>(keys: K, schema: S) =>
  strictOf(Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S });

/** content/prices.yml: each priced service's shared words, and each market's book. */
export const pricesFile = strictOf({ services: byKey(PRICED, serviceSchema), books: byKey(MARKET_IDS, bookSchema) });

type ServiceEntry = v.InferOutput<typeof serviceSchema>;
type CardEntry = v.InferOutput<typeof card>;

function turnaroundOf(service: PricedService) {
  return { standard: standardTurnaround(service), rush: rushTurnaround(service) };
}

function packagesOf(market: MarketId) {
  return bbsPackagesByMarket[market].map(({ name, price, maxTons }) => ({ name, price, maxTons }));
}

/** A tonnage card's joins: its packages (cheapest first, each up to a weight of the market's ton or tonne) and its minimum, the first's price. */
type Joined<C> = C extends { basis: 'tonnage' } ? C & { packages: ReturnType<typeof packagesOf>; minimum: number } : C;

/** A service's rate card in one market: its words in the market's wording, its turnaround (the facts') and its rates. */
export type RateCard = { turnaround: ReturnType<typeof turnaroundOf> } & Pick<ServiceEntry, 'label' | 'slug' | 'quoteService' | 'drivers'> & Joined<CardEntry>;

/** One market's prices: its rate cards and the largest job the calculator sizes (above it, we quote). */
export type PriceBook = { market: MarketId; cards: RateCard[] } & Omit<v.InferOutput<typeof bookSchema>, 'cards'>;

/** A card as the pages read it: the service's words (British on /uk/ and /eu/), then the market's numbers, with what is computed joined. */
function rateCard(service: ServiceEntry, entry: CardEntry, market: MarketId): RateCard {
  const words = market === 'us' ? service : { ...service, ...service.british };
  const shared = { id: entry.id, label: words.label, slug: service.slug, quoteService: service.quoteService, turnaround: turnaroundOf(entry.id), drivers: words.drivers };
  if (entry.basis === 'tonnage') {
    const packages = packagesOf(market);
    return { ...shared, basis: entry.basis, packages, overRate: entry.overRate, minimum: packages[0]!.price };
  }
  if (entry.basis === 'sheets') return { ...shared, basis: entry.basis, rate: entry.rate, minimum: entry.minimum };
  return { ...shared, basis: entry.basis, rate: entry.rate, ...(entry.perTrade ? { perTrade: entry.perTrade } : {}), minimum: entry.minimum };
}

/** The three price books from content/prices.yml's text; the first problem stops the build naming the file, the book and the card. */
export function parsePrices(file: string, source: string): Record<MarketId, PriceBook> {
  const { services, books } = parseDataFile(file, source, pricesFile, ['id']);
  return Object.fromEntries(
    MARKET_IDS.map((market) => {
      const { maxima, typical, cards } = books[market];
      return [market, { market, maxima, typical, cards: cards.map((entry) => rateCard(services[entry.id], entry, market)) }];
    }),
  ) as Record<MarketId, PriceBook>;
}

export function loadPrices(file: string = PRICES_FILE): Record<MarketId, PriceBook> {
  return parsePrices(file, readFileSync(path.resolve(process.cwd(), file), 'utf8'));
}

export { RUSH_MULTIPLIER } from '@/content/pricing-rules';

/** The firm must confirm every rate, minimum and package price in the three books before launch. */
export const ratesProvenance: Provenance = 'confirm';

/** What a rate card shows (its rates and the turnarounds of content/facts.yml `delivery`): the least confirmed of the two, labelled wherever a rate is shown. */
export const priceProvenance: Provenance = leastConfirmed([{ provenance: ratesProvenance }, { provenance: facts.delivery.provenance }]);

/** The three price books. US rates per ft² and per US ton; UK and European rates per m² and per tonne. */
export const priceBooks: Record<MarketId, PriceBook> = loadPrices();

/** The US rate cards (the x-default pages). */
export const rateCards: RateCard[] = priceBooks.us.cards;
