import { proposalFacts } from '../../../lib/content/firm';
import { MARKET_IDS, markets, type MarketId } from '../../../content/markets';

/**
 * A fee proposal's content as the desk sends it, checked, and its money: pure, so every figure the
 * sender, the desk and the PDF show is the same arithmetic on integer minor units (pence, cents), with
 * no floating point on a fee. `check` answers the first problem in the firm's words, or the draft.
 */

export const MARKETS = MARKET_IDS;
export type Market = MarketId;
export const CURRENCY: Record<Market, 'USD' | 'GBP' | 'EUR'> = { us: 'USD', uk: 'GBP', eu: 'EUR' };
/** How each market writes money and dates: its locale in the site's market records. */
export const MARKET_LOCALE = Object.fromEntries(markets.map((m) => [m.id, m.locale])) as Record<Market, string>;

/** The tax each market's proposal may carry: none on US pages, UK VAT, the EU reverse charge for a business client or VAT where the site is. */
export const TAX_MODES: Record<Market, readonly TaxMode[]> = { us: ['none'], uk: ['uk-vat'], eu: ['reverse-charge', 'excluded'] };
export type TaxMode = 'none' | 'uk-vat' | 'reverse-charge' | 'excluded';
/** Each tax mode as the desk's proposal form names it (the sender reads `taxLine`). */
export const TAX_MODE_LABELS: Record<TaxMode, string> = { none: 'No sales tax', 'uk-vat': 'UK VAT', 'reverse-charge': 'Reverse charge (EU business)', excluded: 'Excluding VAT (site country)' };

export const UNITS = ['sheet', 'tonne', 'model', 'drawing', 'm²', 'ft²', 'hour', 'day'] as const;
export type Unit = (typeof UNITS)[number];

export const LIMITS = {
  lines: 30,
  text: 600,
  longText: 4000,
  /** A line's fee, in minor units: 5,000,000.00 at most; a fee above that is a typo, not a quote. */
  maxFee: 500_000_000,
  maxTotal: 2_000_000_000,
  maxQuantity: 100_000,
  maxTurnaround: 250,
  maxRevisions: 10,
  validity: [1, 180] as const,
} as const;

export interface Line {
  service: string;
  /** What is delivered. */
  scope: string;
  /** In what format (PDF, Excel, native Revit, …). */
  format: string;
  pricing: 'lump' | 'rate';
  /** For a rate: its unit, the quantity and the rate per unit (minor units); the fee is their product, rounded. */
  unit?: Unit;
  quantity?: number;
  rate?: number;
  fee: number;
}

export interface Draft {
  market: Market;
  currency: 'USD' | 'GBP' | 'EUR';
  lines: Line[];
  taxMode: TaxMode;
  turnaroundDays: number;
  revisions: number;
  depositPercent: number;
  paymentTerms: string;
  validityDays: number;
  assumptions: string;
  exclusions: string;
}

export interface Totals {
  subtotal: number;
  taxPercent: number;
  tax: number;
  total: number;
}

type Checked = { ok: true; draft: Draft } | { ok: false; message: string };

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length <= max;
const whole = (value: unknown, min: number, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** One line, checked: scope required, a positive whole fee in minor units, a rate's fee its quantity times its rate. */
function checkLine(raw: unknown, n: number, money: (minor: number) => string): Line | string {
  if (typeof raw !== 'object' || raw === null) return `Line ${n} is not a line of scope.`;
  const line = raw as Record<string, unknown>;
  if (!isText(line.service, 200) || !line.service.trim()) return `Line ${n} names no service.`;
  if (!isText(line.scope, LIMITS.text) || !line.scope.trim()) return `Line ${n} says nothing of what is delivered: give its scope.`;
  if (line.format !== undefined && !isText(line.format, 200)) return `Line ${n}: the format is at most 200 characters.`;
  const fee = line.fee;
  if (typeof fee !== 'number' || !Number.isFinite(fee)) return `Line ${n} has no fee.`;
  if (!Number.isSafeInteger(fee)) return `Line ${n}: the fee must be a whole number of pence or cents.`;
  if (fee <= 0) return `Line ${n}: the fee must be more than nothing.`;
  if (fee > LIMITS.maxFee) return `Line ${n}: a fee over ${money(LIMITS.maxFee)} is more than one line can carry; check the figure.`;
  const base = { service: line.service.trim(), scope: line.scope.trim(), format: String(line.format ?? '').trim(), fee };
  if (line.pricing === 'lump') return { ...base, pricing: 'lump' };
  if (line.pricing !== 'rate') return `Line ${n} is a lump sum or a rate.`;
  if (!UNITS.includes(line.unit as Unit)) return `Line ${n}: a rate is per ${UNITS.join(', ')}.`;
  const quantity = line.quantity;
  if (typeof quantity !== 'number' || !(quantity > 0) || quantity > LIMITS.maxQuantity || Math.round(quantity * 100) !== quantity * 100) return `Line ${n}: the quantity is more than 0 and at most ${LIMITS.maxQuantity}, to two decimals.`;
  if (!whole(line.rate, 1, LIMITS.maxFee)) return `Line ${n}: the rate is a positive whole number of minor units.`;
  if (lineFee(quantity, line.rate as number) !== fee) return `Line ${n}: the fee is not ${quantity} × the rate.`;
  return { ...base, pricing: 'rate', unit: line.unit as Unit, quantity, rate: line.rate as number };
}

/** A rate's fee: quantity × rate, rounded half away from zero to a minor unit. */
export function lineFee(quantity: number, rate: number): number {
  return Math.round((Math.round(quantity * 100) * rate) / 100);
}

/** The proposal as the desk sent it, for a request of `market` (null: the request's market is not recorded, the desk chooses it). */
export function check(raw: Record<string, unknown>, market: Market | null): Checked {
  const fail = (message: string): Checked => ({ ok: false, message });
  const chosen = (market ?? raw.market) as Market;
  if (!MARKETS.includes(chosen)) return fail('Choose the market the proposal is for: us, uk or eu.');
  if (market && raw.market !== undefined && raw.market !== market) return fail(`This request came from the ${market.toUpperCase()} pages: its proposal is for that market.`);
  const currency = CURRENCY[chosen];
  if (raw.currency !== currency) return fail(`This request's market is priced in ${currency}: a proposal in ${typeof raw.currency === 'string' && raw.currency ? raw.currency.slice(0, 3) : 'no currency'} cannot be sent for it.`);
  const money = (minor: number) => formatMoney(minor, chosen);
  if (!Array.isArray(raw.lines) || raw.lines.length === 0) return fail('A proposal has at least one line of scope.');
  if (raw.lines.length > LIMITS.lines) return fail(`A proposal has at most ${LIMITS.lines} lines.`);
  const lines: Line[] = [];
  for (const [index, item] of raw.lines.entries()) {
    const line = checkLine(item, index + 1, money);
    if (typeof line === 'string') return fail(line);
    lines.push(line);
  }
  if (!TAX_MODES[chosen].includes(raw.taxMode as TaxMode)) return fail(`The tax of a ${chosen.toUpperCase()} proposal is ${TAX_MODES[chosen].join(' or ')}.`);
  if (!whole(raw.turnaroundDays, 1, LIMITS.maxTurnaround)) return fail(`The turnaround is 1 to ${LIMITS.maxTurnaround} business days.`);
  if (!whole(raw.revisions, 0, LIMITS.maxRevisions)) return fail(`The revisions included are 0 to ${LIMITS.maxRevisions}.`);
  if (!whole(raw.depositPercent, 0, 100)) return fail('The deposit is 0 to 100 percent.');
  if (!isText(raw.paymentTerms, LIMITS.longText) || !raw.paymentTerms.trim()) return fail('Give the payment terms.');
  if (!whole(raw.validityDays, LIMITS.validity[0], LIMITS.validity[1])) return fail(`A proposal is valid for ${LIMITS.validity[0]} to ${LIMITS.validity[1]} days.`);
  for (const field of ['assumptions', 'exclusions'] as const) if (raw[field] !== undefined && !isText(raw[field], LIMITS.longText)) return fail(`The ${field} are at most ${LIMITS.longText} characters.`);
  const draft: Draft = {
    market: chosen,
    currency,
    lines,
    taxMode: raw.taxMode as TaxMode,
    turnaroundDays: raw.turnaroundDays as number,
    revisions: raw.revisions as number,
    depositPercent: raw.depositPercent as number,
    paymentTerms: (raw.paymentTerms as string).trim(),
    validityDays: raw.validityDays as number,
    assumptions: String(raw.assumptions ?? '').trim(),
    exclusions: String(raw.exclusions ?? '').trim(),
  };
  if (totals(draft).total > LIMITS.maxTotal) return fail(`A proposal over ${money(LIMITS.maxTotal)} in all is more than the desk takes; check the figures.`);
  return { ok: true, draft };
}

/** UK VAT is added at the firm's rate only once its registration is confirmed; every other mode adds none. */
export function taxPercentOf(mode: TaxMode, facts: { ukVatPercent: number; ukVatConfirmed: boolean } = proposalFacts): number {
  return mode === 'uk-vat' && facts.ukVatConfirmed ? facts.ukVatPercent : 0;
}

export function totals(draft: Pick<Draft, 'lines' | 'taxMode'>, facts?: { ukVatPercent: number; ukVatConfirmed: boolean }): Totals {
  const subtotal = draft.lines.reduce((sum, line) => sum + line.fee, 0);
  const taxPercent = taxPercentOf(draft.taxMode, facts);
  const tax = Math.round((subtotal * taxPercent) / 100);
  return { subtotal, taxPercent, tax, total: subtotal + tax };
}

/** The tax line as the sender reads it, labelled while the firm's registration is unconfirmed. */
export function taxLine(mode: TaxMode, taxPercent: number, facts: { ukVatPercent: number; ukVatConfirmed: boolean } = proposalFacts): string {
  if (mode === 'uk-vat') {
    return taxPercent > 0
      ? `VAT at ${taxPercent}%`
      : `VAT at ${facts.ukVatPercent}%: to be confirmed (our UK VAT registration is not yet confirmed), so none is added to this total`;
  }
  if (mode === 'reverse-charge') return 'Reverse charge: no VAT charged; the customer accounts for the VAT (VAT Directive 2006/112/EC, article 196)';
  if (mode === 'excluded') return 'Excluding VAT: work tied to a site is taxed in the country of the site, as the invoice states';
  return 'No sales tax added: any the project’s state applies to these services is stated on the invoice';
}

/** A rate line's quantity and rate as the sender reads them: "12 sheets at £95.50 per sheet" (areas keep their unit: "400 m²"). */
export function rateText(line: { quantity?: number; unit?: Unit; rate?: number }, market: Market): string {
  const unit = line.unit!;
  const counted = line.quantity === 1 || unit === 'm²' || unit === 'ft²' ? unit : `${unit}s`;
  return `${line.quantity} ${counted} at ${formatMoney(line.rate!, market)} per ${unit}`;
}

/** Minor units as the market writes money: "£1,250.00". */
export function formatMoney(minor: number, market: Market): string {
  return new Intl.NumberFormat(MARKET_LOCALE[market], { style: 'currency', currency: CURRENCY[market] }).format(minor / 100);
}

/** A day (YYYY-MM-DD, or a timestamp) as the market writes dates, in UTC: "2 December 2026" in the UK, "December 2, 2026" in the USA. */
export function formatDay(date: string, market: Market): string {
  return new Intl.DateTimeFormat(MARKET_LOCALE[market], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date.length === 10 ? `${date}T00:00:00.000Z` : date));
}

/** The day `days` after `from` (UTC), as YYYY-MM-DD: the last day a proposal sent at `from` can be accepted. */
export function validUntil(from: number, days: number): string {
  return new Date(from + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a proposal valid until `day` (inclusive, UTC) has expired at `now`. */
export const expired = (day: string, now: number) => new Date(now).toISOString().slice(0, 10) > day;
