import type { MarketId } from '@/content/markets';
import { marketPages, variantPrefixes } from '@/content/market-pages';

/**
 * The shared copy's US terms as the UK and European pages say them. The shared text (a turnaround, a
 * card, a software note) is written once in US English; a variant page shows it through this, so a
 * UK reader gets working days and take-offs without a second copy of every sentence. Words that need
 * more than a swap (bid dates, general conditions) get their own text in service-markets.ts.
 */
const BRITISH_TERMS: readonly [RegExp, string][] = [
  [/\bbusiness day(s?)\b/g, 'working day$1'],
  [/\bBusiness day(s?)\b/g, 'Working day$1'],
  [/\btakeoff(s?)\b/g, 'take-off$1'],
  [/\bTakeoff(s?)\b/g, 'Take-off$1'],
  [/\bbidding\b/g, 'tendering'],
  [/\bBidding\b/g, 'Tendering'],
  [/\bmodeling\b/g, 'modelling'],
  [/\bModeling\b/g, 'Modelling'],
];

/** Fields that name a page, a file or an entry rather than say something: never reworded. */
const IDENTIFIERS = new Set(['href', 'slug', 'id', 'src', 'group', 'parent', 'related', 'children', 'quoteService', 'ogImage', 'imgSrc']);

/** `value` in the market's words: every string in it, at any depth, for the UK and Europe; as it is for the US. */
export function inMarketWords<T>(value: T, market: MarketId): T {
  if (market === 'us') return value;
  if (typeof value === 'string') return BRITISH_TERMS.reduce<string>((text, [us, uk]) => text.replace(us, uk), value) as T;
  if (Array.isArray(value)) return value.map((v) => inMarketWords(v, market)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, IDENTIFIERS.has(k) ? v : inMarketWords(v, market)])) as T;
  return value;
}

/** The market whose pages a path is among: 'uk' under /uk/, 'eu' under /eu/, else the US (x-default). */
export function marketOfPath(path: string): MarketId {
  const prefix = variantPrefixes.find((p) => path === p || path.startsWith(`${p}/`));
  return prefix ? (prefix.slice(1) as MarketId) : 'us';
}

/**
 * Where a menu link leads a reader of `market`: their own variant of a market page (with its anchor),
 * else the one page. Menus on a UK page link to /uk/pricing, not to the US prices.
 */
export function hrefInMarket(href: string, market: MarketId): string {
  if (market === 'us') return href;
  const [path = '', anchor] = href.split('#');
  const page = path.replace(/\/$/, '');
  if (!(marketPages as readonly string[]).includes(page)) return href;
  return `/${market}${page}${anchor === undefined ? '' : `#${anchor}`}`;
}
