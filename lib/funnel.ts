import { firmDesks } from './content/firm';

/**
 * The firm's funnel, as the desk, its API and the tests agree on it: visits beside quote
 * requests per landing page, referring site and campaign, and how fast the firm acted on each request,
 * counted in its working hours. Pure: `now` and the rows are passed in, so every figure can be
 * reproduced from D1 with the same arithmetic.
 */

/** The periods the funnel covers, in days. */
export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const isFunnelPeriod = (value: number): value is FunnelPeriod => FUNNEL_PERIODS.includes(value as FunnelPeriod);

/**
 * New distinct referrers, and new distinct campaigns (source, medium and name together), a day may add;
 * visits with any further value are counted under OTHER. Real traffic brings a handful; a script
 * inventing names brings thousands, and they must not crowd the desk out.
 */
export const NEW_VALUES_PER_DAY = 50;

/**
 * The day's new-value places open by `now`, a share in proportion to the UTC hour: by hour h at most
 * ceil(50 × (h + 1) / 24). A burst at midnight takes the first few, not the day's, so a real referrer
 * arriving later still finds one.
 */
export function newValuesBy(now: number): number {
  return Math.ceil((NEW_VALUES_PER_DAY * (new Date(now).getUTCHours() + 1)) / 24);
}
/** What a referrer or a campaign past the day's cap is counted as. */
export const OTHER = '(other)';
/** Visits one network may have counted in the sender limit's window (functions/_shared/endpoint.ts RATE_LIMIT). */
export const VISITS_PER_NETWORK = 30;

/** A path as the site serves it ('/about' → '/about/'), so that a visit and a lead's landing meet. */
export function servedPath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.endsWith('/') || /\.[a-z0-9]+$/i.test(bare) ? bare : `${bare}/`;
}

/** The UTC day ('YYYY-MM-DD') `days` days before `now`'s: the first day a period of `days` days counts. */
export function firstDay(now: number, days: number): string {
  return new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Requests over visits as a whole percentage ('' when there were no visits to divide by). */
export function rate(requests: number, visits: number): string {
  return visits > 0 ? `${Math.round((requests / visits) * 100)}%` : '';
}

export interface FunnelRow {
  value: string;
  visits: number;
  requests: number;
  /** requests / visits, as a whole percentage ('' with no visits). */
  rate: string;
  won: number;
}

export interface FunnelWeek {
  /** The week's first day (UTC), 'YYYY-MM-DD'. */
  from: string;
  visits: number;
  requests: number;
}

export interface SpeedToLead {
  /** Requests in the period the firm has acted on, and those still waiting for a first action. */
  answered: number;
  waiting: number;
  /** Working minutes from arrival to first action: the median over those answered, the slowest over all (a waiting one by its wait so far). */
  medianMinutes: number | null;
  slowestMinutes: number | null;
  /** Requests whose wait (to a first action, or until now) is past the promised reply time. */
  late: number;
  /** The promise, in working minutes, as the firm's facts state it. */
  promiseMinutes: number;
}

export interface FunnelReport {
  days: FunnelPeriod;
  totals: { visits: number; requests: number; rate: string; won: number };
  landing: FunnelRow[];
  referrer: FunnelRow[];
  campaign: FunnelRow[];
  weeks: FunnelWeek[];
  speed: SpeedToLead;
  /** Time to proposal and acceptance rates (functions/_shared/proposals/stats.ts). */
  proposals?: import('../functions/_shared/proposals/types').ProposalStats;
}

/**
 * A referrer or campaign with fewer visits than this in the period, and no request, is shown under OTHER:
 * a name a script made up once is not a row of the desk (and no rare value singles out one visit).
 */
export const FEWEST_VISITS_SHOWN = 2;

/**
 * The rows of one dimension, most visits first, then most requests. With `fold`, values below
 * FEWEST_VISITS_SHOWN that brought no request are added into the OTHER row.
 */
export function funnelRows(visits: Map<string, number>, leads: Map<string, { requests: number; won: number }>, fold = false): FunnelRow[] {
  const sums = new Map<string, { visits: number; requests: number; won: number }>();
  for (const value of new Set([...visits.keys(), ...leads.keys()])) {
    const v = visits.get(value) ?? 0;
    const l = leads.get(value) ?? { requests: 0, won: 0 };
    const key = fold && v < FEWEST_VISITS_SHOWN && l.requests === 0 ? OTHER : value;
    const sum = sums.get(key) ?? { visits: 0, requests: 0, won: 0 };
    sums.set(key, { visits: sum.visits + v, requests: sum.requests + l.requests, won: sum.won + l.won });
  }
  return [...sums]
    .map(([value, sum]) => ({ value, visits: sum.visits, requests: sum.requests, rate: rate(sum.requests, sum.visits), won: sum.won }))
    .sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.value.localeCompare(b.value));
}

/** The weeks of a period, oldest first, the last ending today: day counts and request dates summed into them. */
export function weeksOf(now: number, days: number, visitsByDay: Map<string, number>, requestDays: string[]): FunnelWeek[] {
  const start = Date.parse(`${firstDay(now, days)}T00:00:00Z`);
  const weeks: FunnelWeek[] = [];
  for (let at = start; at <= now; at += 7 * 86_400_000) weeks.push({ from: new Date(at).toISOString().slice(0, 10), visits: 0, requests: 0 });
  const weekOf = (day: string) => weeks[Math.floor((Date.parse(`${day}T00:00:00Z`) - start) / (7 * 86_400_000))];
  for (const [day, count] of visitsByDay) {
    const week = weekOf(day);
    if (week) week.visits += count;
  }
  for (const day of requestDays) {
    const week = weekOf(day);
    if (week) week.requests += 1;
  }
  return weeks;
}

/* Working hours */

type Desk = { opens: string; closes: string; timeZone: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** How far `timeZone`'s clock is ahead of UTC at `at`, in ms. */
function zoneOffset(at: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(at).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - Math.floor(at / 60_000) * 60_000;
}

/** The instant a desk's clock shows `time` on the local date `day` ('YYYY-MM-DD'). */
function zonedInstant(day: string, time: string, timeZone: string): number {
  const key = `${timeZone} ${day} ${time}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const wall = Date.parse(`${day}T${time}:00Z`);
  let at = wall - zoneOffset(wall, timeZone);
  at = wall - zoneOffset(at, timeZone);
  offsets.set(key, at);
  return at;
}

/** Each desk's open hours on the local weekday `day` ('YYYY-MM-DD'), as instants. */
function daySpans(day: string, desks: readonly Desk[]): [number, number][] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return [];
  return desks.map((desk) => [zonedInstant(day, desk.opens, desk.timeZone), zonedInstant(day, desk.closes, desk.timeZone)]);
}

/** The time within [from, to] that the spans cover, overlaps counted once, in minutes. */
function covered(spans: [number, number][], from: number, to: number): number {
  let total = 0;
  let reach = from;
  for (const [open, close] of [...spans].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(open, reach);
    const end = Math.min(close, to);
    if (end > start) total += end - start;
    reach = Math.max(reach, Math.min(close, to));
  }
  return Math.round(total / 60_000);
}

/** Minutes between two instants during which at least one of the firm's desks was open (Monday to Friday, each in its own zone). */
export function workingMinutes(from: number, to: number, desks: readonly Desk[] = firmDesks): number {
  if (!(to > from)) return 0;
  const spans: [number, number][] = [];
  // Local dates run up to 14 hours either side of UTC's: one day more on each side covers them.
  for (let at = Math.floor(from / 86_400_000) * 86_400_000 - 86_400_000; at <= to + 86_400_000; at += 86_400_000) {
    spans.push(...daySpans(new Date(at).toISOString().slice(0, 10), desks));
  }
  return covered(spans, from, to);
}

/** The working minutes of one full working day: the firm's hours on the weekday at or after `near` (UTC date). */
export function workingDayMinutes(near: number, desks: readonly Desk[] = firmDesks): number {
  let at = Math.floor(near / 86_400_000) * 86_400_000;
  while ([0, 6].includes(new Date(at).getUTCDay())) at += 86_400_000;
  return covered(daySpans(new Date(at).toISOString().slice(0, 10), desks), -Infinity, Infinity);
}

/**
 * The firm's promise of a reply within `businessDays`, in working minutes: that many full working
 * days of its hours, measured from the day the request arrived.
 */
export function promiseMinutes(receivedAt: number, businessDays: number, desks: readonly Desk[] = firmDesks): number {
  return businessDays * workingDayMinutes(receivedAt, desks);
}

/** The speed-to-lead figures of the requests in a period. */
export function speedToLead(requests: { receivedAt: string; firstActionAt: string | null }[], now: number, businessDays: number, desks: readonly Desk[] = firmDesks): SpeedToLead {
  const answered: number[] = [];
  let slowest: number | null = null;
  let late = 0;
  for (const request of requests) {
    const from = Date.parse(request.receivedAt);
    const minutes = workingMinutes(from, request.firstActionAt ? Date.parse(request.firstActionAt) : now, desks);
    if (request.firstActionAt) answered.push(minutes);
    slowest = Math.max(slowest ?? 0, minutes);
    if (minutes > promiseMinutes(from, businessDays, desks)) late += 1;
  }
  answered.sort((a, b) => a - b);
  const mid = answered.length / 2;
  const median = answered.length === 0 ? null : answered.length % 2 ? answered[Math.floor(mid)]! : Math.round((answered[mid - 1]! + answered[mid]!) / 2);
  return { answered: answered.length, waiting: requests.length - answered.length, medianMinutes: median, slowestMinutes: slowest, late, promiseMinutes: promiseMinutes(now, businessDays, desks) };
}

/** Working minutes as a person reads them: "45 min", "3 h 20 min". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
