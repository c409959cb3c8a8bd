import { marketPages, markets, type Market, type MarketId, type MarketPage } from '@/content/markets';
import { inMarketWords } from '@/lib/market-words';
import { absoluteUrl } from '@/lib/routes';
import { serviceVariants } from '@/lib/content/services';
import { bbsPackagesByMarket } from '@/lib/content/bbs-packages';
import type { Service } from '@/content/types';

/** Market variants: which paths exist for which market, and the hreflang alternates between them. */

/** A market by its id (the one lookup: price books, pages and metadata all use it). */
export function marketOf(id: MarketId): Market {
  const market = markets.find((m) => m.id === id);
  if (!market) throw new Error(`Unknown market: ${id}`);
  return market;
}

/** The markets with their own path prefix (every market but the x-default). */
export const prefixedMarkets = markets.filter((m) => m.prefix !== '');

export function isMarketPage(path: string): path is MarketPage {
  return (marketPages as readonly string[]).includes(path);
}

/** '/pricing' in the UK -> '/uk/pricing'. */
export function marketPath(market: Market | MarketId, path: MarketPage): string {
  const m = typeof market === 'string' ? marketOf(market) : market;
  return `${m.prefix}${path}`;
}

/** Every variant path of every market page: the US paths are the site's own, listed with the rest. */
export function variantPaths(): string[] {
  return prefixedMarkets.flatMap((m) => marketPages.map((p) => marketPath(m, p)));
}

/** The US page a variant path belongs to, and its market; null for a path with no variants. */
export function variantOf(path: string): { market: Market; page: MarketPage } | null {
  for (const market of markets) {
    if (market.prefix && !path.startsWith(`${market.prefix}/`)) continue;
    const page = market.prefix ? path.slice(market.prefix.length) : path;
    if (isMarketPage(page)) return { market, page };
  }
  return null;
}

/**
 * hreflang -> absolute URL for a market page: every market's codes, plus x-default (the US page).
 * The same map for every variant of one page, so the links are reciprocal by construction.
 */
export function hreflangAlternates(page: MarketPage): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const market of markets) {
    for (const code of market.hreflang) languages[code] = absoluteUrl(marketPath(market, page));
  }
  languages['x-default'] = absoluteUrl(page);
  return languages;
}

/** The path a market's pages link to for `path`: its own variant where there is one, else the one page. */
export function localPath(market: Market | MarketId, path: string): string {
  return isMarketPage(path) ? marketPath(market, path) : path;
}

/**
 * A service as one market's page shows it: the shared entry with that market's variant fields
 * (content/service-markets.ts) and, where the service sells packages, that market's packages.
 */
export function serviceForMarket(service: Service, market: MarketId): Service {
  const found = serviceVariants[service.slug]?.[market];
  if (!found) return service;
  const { replaceFeatures, ...variant } = found;
  const packages = service.pricing ? { pricing: bbsPackagesByMarket[market] } : {};
  const features = replaceFeatures ? (variant.features ?? service.features).map((f) => replaceFeatures[f.title] ?? f) : undefined;
  return inMarketWords({ ...service, ...variant, ...packages, ...(features ? { features } : {}) }, market);
}

/** Slugs of the services that have market variants. */
export function marketServiceSlugs(): string[] {
  return marketPages.filter((p) => p.startsWith('/services/')).map((p) => p.slice('/services/'.length));
}

/** The metadata fields of a market page: its hreflang alternates and its Open Graph locale. */
export function marketMetadata(page: MarketPage, market: Market | MarketId): { languages: Record<string, string>; locale: string } {
  const m = typeof market === 'string' ? marketOf(market) : market;
  return { languages: hreflangAlternates(page), locale: m.locale.replace('-', '_') };
}
