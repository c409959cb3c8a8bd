import { RUSH_MULTIPLIER, SQ_FT_PER_M2, rateCards, type RateCard } from '@/content/pricing';

/** What the fee calculator asks: the measure that matters for the service, and how fast. */
export interface FeeInput {
  cardId: string;
  /** Floor area (area services), sheets (shop drawings) or tons of reinforcement (schedules). */
  quantity: number;
  areaUnit?: 'ft2' | 'm2';
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

export function rateCard(id: string): RateCard {
  const card = rateCards.find((c) => c.id === id);
  if (!card) throw new Error(`No rate card "${id}".`);
  return card;
}

const roundDown = (n: number) => Math.floor(n / 10) * 10;
const roundUp = (n: number) => Math.ceil(n / 10) * 10;

/** A fee range for the inputs, rounded outward to $10 (packages at their price); null when the inputs do not describe a job. */
export function estimateFee(input: FeeInput): FeeRange | null {
  const card = rateCard(input.cardId);
  if (!Number.isFinite(input.quantity) || input.quantity <= 0) return null;
  const speed = input.rush ? RUSH_MULTIPLIER : 1;
  let low: number;
  let high: number;
  let packageName: string | undefined;
  if (card.basis === 'tonnage') {
    const fits = card.packages.find((p) => input.quantity <= p.maxTons);
    if (fits) {
      low = high = fits.price;
      packageName = fits.name;
    } else {
      const largest = card.packages[card.packages.length - 1]!;
      const extra = input.quantity - largest.maxTons;
      low = largest.price + extra * card.overRate.low;
      high = largest.price + extra * card.overRate.high;
    }
  } else {
    const units = card.basis === 'area' && input.areaUnit === 'm2' ? input.quantity * SQ_FT_PER_M2 : input.quantity;
    const trades = card.basis === 'area' && card.perTrade ? Math.min(Math.max(1, Math.round(input.trades ?? 1)), card.perTrade.max) : 1;
    low = units * card.rate.low * trades;
    high = units * card.rate.high * trades;
  }
  const minimumApplied = high * speed <= card.minimum;
  // A package is a published price: it is quoted as it stands, not rounded into a range.
  if (packageName) return { low: Math.round(low * speed), high: Math.round(high * speed), minimumApplied: false, packageName };
  return {
    low: roundDown(Math.max(card.minimum, low * speed)),
    high: roundUp(Math.max(card.minimum, high * speed)),
    minimumApplied,
    ...(packageName ? { packageName } : {}),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 });

export function formatRange(range: FeeRange): string {
  return range.low === range.high ? usd.format(range.low) : `${usd.format(range.low)}-${usd.format(range.high)}`;
}

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usd.format(amount) : usdCents.format(amount);
}

/** How a card's rate reads in a table: "$0.035-$0.06 per ft²", "$499 up to 50 tons" … */
export function rateText(card: RateCard): string {
  if (card.basis === 'tonnage') {
    return card.packages.map((p) => `${usd.format(p.price)} up to ${p.maxTons} tons`).join('; ');
  }
  const per = card.basis === 'sheets' ? 'per sheet' : card.perTrade ? `per ft² per ${card.perTrade.label.toLowerCase().replace(/s? .*$/, '').replace(/s$/, '')}` : 'per ft²';
  return `${formatUsd(card.rate.low)}-${formatUsd(card.rate.high)} ${per}`;
}

/** The quantity the calculator asks for, in words. */
export function quantityLabel(card: RateCard): string {
  if (card.basis === 'tonnage') return 'Reinforcement (tons)';
  if (card.basis === 'sheets') return 'Drawing sheets';
  return 'Gross floor area';
}

/** The calculator's inputs, in words, for the quote form's message. */
export function describeInput(input: FeeInput, range: FeeRange): string {
  const card = rateCard(input.cardId);
  const amount = new Intl.NumberFormat('en-US').format(input.quantity);
  const size =
    card.basis === 'tonnage' ? `${amount} tons of reinforcement` : card.basis === 'sheets' ? `${amount} sheets` : `${amount} ${input.areaUnit === 'm2' ? 'm²' : 'ft²'}`;
  const trades = card.basis === 'area' && card.perTrade ? `, ${input.trades ?? 1} ${card.perTrade.label.toLowerCase()}` : '';
  return `${card.label}, ${size}${trades}, ${input.rush ? 'rush' : 'standard'} turnaround (fee calculator: ${formatRange(range)})`;
}
