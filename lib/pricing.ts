import { RUSH_MULTIPLIER as RUSH } from '@/content/pricing-rules';
import type { PriceBook, RateCard } from '@/lib/content/pricing';
import type { Market } from '@/content/markets';
import { currencies } from '@/content/currencies';

/**
 * The fee calculator's rules, per market: its price book, currency and units, never a conversion.
 * Pure functions of a book and a market, so the calculator island is sent only its own market's book
 * (as props) and none of the content modules; lib/price-books.ts looks books and markets up.
 */

/** What the fee calculator asks: the measure that matters for the service, and how fast. */
export interface FeeInput {
  cardId: string;
  /** Floor area in the market's unit (area services), sheets (shop drawings) or tons/tonnes of reinforcement. */
  quantity: number;
  /** Trades or disciplines, for services priced per trade. */
  trades?: number;
  rush?: boolean;
}

export interface FeeRange {
  low: number;
  high: number;
  /** The minimum fee set the range. */
  minimumApplied: boolean;
  /** The bar bending schedule package that covers the job, if one does. */
  packageName?: string;
}

/** Whether a size is one the calculator prices: nothing typed yet, a job, or above the largest it sizes. */
export type SizeCheck = 'empty' | 'ok' | 'too-large';

/** The size the calculator starts from for each kind of service: a typical job, in the book's units. */
export function typicalSize(book: PriceBook, basis: RateCard['basis']): number {
  return book.typical[basis];
}

/** The calculator's worked example: the book's first service at its typical size, standard turnaround. */
export function typicalInput(book: PriceBook): FeeInput {
  const first = book.cards[0]!;
  return { cardId: first.id, quantity: typicalSize(book, first.basis), trades: 1, rush: false };
}

export function sameInput(a: FeeInput, b: FeeInput): boolean {
  return a.cardId === b.cardId && a.quantity === b.quantity && (a.trades ?? 1) === (b.trades ?? 1) && !!a.rush === !!b.rush;
}

export function rateCard(book: PriceBook, id: string): RateCard {
  const card = book.cards.find((c) => c.id === id);
  if (!card) throw new Error(`No rate card "${id}" in the ${book.market} price book.`);
  return card;
}

export function checkSize(book: PriceBook, input: FeeInput): SizeCheck {
  if (!Number.isFinite(input.quantity) || input.quantity <= 0) return 'empty';
  return input.quantity > book.maxima[rateCard(book, input.cardId).basis] ? 'too-large' : 'ok';
}

// Outward to 10, after trimming floating-point dust: 6,000 x 3 x 0.14 is 2520.0000000000005, not over 2,520.
const roundDown = (n: number) => Math.floor(n / 10 + 1e-9) * 10;
const roundUp = (n: number) => Math.ceil(n / 10 - 1e-9) * 10;

/**
 * A fee range for the inputs from the market's published rates, rounded outward to 10 currency units
 * (packages at their price); null when the inputs do not describe a job the calculator sizes.
 */
export function estimateFee(book: PriceBook, input: FeeInput): FeeRange | null {
  if (checkSize(book, input) !== 'ok') return null;
  const card = rateCard(book, input.cardId);
  const speed = input.rush ? RUSH : 1;
  let low: number;
  let high: number;
  if (card.basis === 'tonnage') {
    const fits = card.packages.find((p) => input.quantity <= p.maxTons);
    // A package is a published price: it is quoted as it stands, not rounded into a range.
    if (fits) return { low: Math.round(fits.price * speed), high: Math.round(fits.price * speed), minimumApplied: false, packageName: fits.name };
    const largest = card.packages[card.packages.length - 1]!;
    const extra = input.quantity - largest.maxTons;
    low = largest.price + extra * card.overRate.low;
    high = largest.price + extra * card.overRate.high;
  } else {
    const trades = card.basis === 'area' && card.perTrade ? Math.min(Math.max(1, Math.round(input.trades ?? 1)), card.perTrade.max) : 1;
    low = input.quantity * card.rate.low * trades;
    high = input.quantity * card.rate.high * trades;
  }
  return {
    low: roundDown(Math.max(card.minimum, low * speed)),
    high: roundUp(Math.max(card.minimum, high * speed)),
    minimumApplied: high * speed <= card.minimum,
  };
}

/* words and numbers, in the market's currency and units */

/*
 * Written out rather than through Intl.NumberFormat, for the three markets' English locales (en-US,
 * en-GB, en-IE: the symbol before the amount, commas between thousands, a point before decimals). The
 * page's first Intl formatter costs ~13 ms on a mid-range phone (52 ms at 4x CPU), in one task nothing
 * can interrupt: in the calculator's hydration, or in the first keystroke, a tap waited for it.
 * lib/pricing.test.ts checks every form used here against Intl's output for each market.
 */

/** `n` (not negative) with at least `min` and at most `max` decimals (trailing zeros past `min` dropped), thousands grouped. */
function formatNumber(n: number, min: number, max: number): string {
  const [whole = '0', fraction = ''] = n.toFixed(max).split('.');
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/** "£1,250", "€0.35", "$0.035": whole amounts without pence or cents. */
export function formatMoney(market: Market, amount: number): string {
  const digits = Number.isInteger(amount) ? formatNumber(Math.abs(amount), 0, 0) : formatNumber(Math.abs(amount), 2, 3);
  return `${amount < 0 ? '-' : ''}${currencies[market.currency].symbol}${digits}`;
}

/** "40,000", "2.5": up to three decimals, as Intl's default. */
export function formatQuantity(market: Market, n: number): string {
  void market; // every market writes numbers alike (see above)
  return `${n < 0 ? '-' : ''}${formatNumber(Math.abs(n), 0, 3)}`;
}

export function formatRange(market: Market, range: FeeRange): string {
  return range.low === range.high ? formatMoney(market, range.low) : `${formatMoney(market, range.low)}-${formatMoney(market, range.high)}`;
}

/** The unit the calculator's size is in: "ft²", "m²", "sheets", "tons", "tonnes". */
export function unitText(market: Market, card: RateCard): string {
  if (card.basis === 'tonnage') return market.mass.many;
  if (card.basis === 'sheets') return 'sheets';
  return market.area.symbol;
}

/** How a card's rate reads in a table: "$0.035-$0.06 per ft²", "£395 up to 45 tonnes; … ; £6.50-£8.50 per tonne above 90 tonnes". */
export function rateText(market: Market, card: RateCard): string {
  if (card.basis === 'tonnage') {
    const largest = card.packages[card.packages.length - 1]!;
    return [
      ...card.packages.map((p) => `${formatMoney(market, p.price)} up to ${formatQuantity(market, p.maxTons)} ${market.mass.many}`),
      `${formatMoney(market, card.overRate.low)}-${formatMoney(market, card.overRate.high)} per ${market.mass.one} above ${formatQuantity(market, largest.maxTons)} ${market.mass.many}`,
    ].join('; ');
  }
  const unit = card.basis === 'sheets' ? 'per sheet' : `per ${market.area.symbol}`;
  const per = card.basis === 'area' && card.perTrade ? ` per ${card.perTrade.label === 'Trades measured' ? 'trade' : 'discipline'}` : '';
  return `${formatMoney(market, card.rate.low)}-${formatMoney(market, card.rate.high)} ${unit}${per}`;
}

export function minimumText(market: Market, card: RateCard): string {
  return `minimum ${formatMoney(market, card.minimum)}`;
}

/** The quantity the calculator asks for, in words. */
export function quantityLabel(market: Market, card: RateCard): string {
  if (card.basis === 'tonnage') return `Reinforcement (${market.mass.many})`;
  if (card.basis === 'sheets') return 'Drawing sheets';
  return `${market.area.measure} (${market.area.symbol})`;
}

/** What the calculator says above the largest size it prices. */
export function tooLargeText(book: PriceBook, market: Market, card: RateCard): string {
  return `The calculator sizes jobs up to ${formatQuantity(market, book.maxima[card.basis])} ${unitText(market, card)}. For a larger job, send the drawings and we quote it from them.`;
}

/** The calculator's inputs, in words, for the quote form's message. */
export function describeInput(book: PriceBook, market: Market, input: FeeInput, range: FeeRange): string {
  const card = rateCard(book, input.cardId);
  const amount = formatQuantity(market, input.quantity);
  const size = card.basis === 'tonnage' ? `${amount} ${market.mass.many} of reinforcement` : `${amount} ${unitText(market, card)}`;
  const trades = card.basis === 'area' && card.perTrade ? `, ${input.trades ?? 1} ${card.perTrade.label.toLowerCase()}` : '';
  return `${card.label}, ${size}${trades}, ${input.rush ? 'rush' : 'standard'} turnaround, ${market.name} rates (fee calculator: ${formatRange(market, range)})`;
}
