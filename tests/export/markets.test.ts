import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { marketPages, markets, type Market } from '@/content/markets';
import { hreflangAlternates, marketPath } from '@/lib/markets';
import { toHref } from '@/lib/routes';
import { indexablePaths, OUT_DIR, readPage, requireExport, SITE_URL } from './out';

/**
 * Market variants (content/markets.ts), in the export's files: every variant is its own page with
 * reciprocal hreflang to every variant plus x-default (its self-canonical is checked with every page's:
 * files.test.ts), and a sitemap entry with the same alternates; each shows only its own currency and
 * units; the market switch links every variant. The calculator per market: e2e/markets.spec.ts.
 */

beforeAll(requireExport);

const variants = marketPages.flatMap((page) => markets.map((market) => ({ page, market, path: toHref(marketPath(market, page)) })));

const currencySymbol = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).formatToParts(1).find((part) => part.type === 'currency')!.value;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The ways each unit system is written, beyond the market's own symbol. */
const UNIT_WORDS: Record<Market['area']['code'], RegExp[]> = {
  ft2: [/ft²/, /\bsq\.? ?ft\b/i, /square f(oo|ee)t/i, /cubic yards?/i],
  m2: [/m²/, /m³/],
};
const MASS_WORDS: Record<Market['mass']['one'], RegExp> = { ton: /\btons?\b/i, tonne: /\btonnes?\b/i };

/** What a variant must not show: the other markets' currencies and units (from content/markets.ts). */
const FOREIGN = Object.fromEntries(
  markets.map((market) => {
    const others = markets.filter((other) => other.currency !== market.currency);
    return [
      market.id,
      [
        ...others.flatMap((other) => [new RegExp(escape(currencySymbol(other.currency))), new RegExp(`\\b${other.currency}\\b`)]),
        ...markets.filter((other) => other.area.code !== market.area.code).flatMap((other) => UNIT_WORDS[other.area.code]),
        ...markets.filter((other) => other.mass.one !== market.mass.one).map((other) => MASS_WORDS[other.mass.one]),
      ],
    ];
  }),
) as Record<Market['id'], RegExp[]>;
const OWN = Object.fromEntries(markets.map((market) => [market.id, new RegExp(`${escape(currencySymbol(market.currency))}\\d`)])) as Record<Market['id'], RegExp>;

/** Two maps with the same keys and values, in any order. */
function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const sorted = (o: Record<string, string>) => JSON.stringify(Object.entries(o).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}

test('every variant is exported, with reciprocal hreflang to every variant plus x-default', () => {
  const exported = new Set(indexablePaths());
  const problems: string[] = [];
  for (const { page, path } of variants) {
    if (!exported.has(path)) {
      problems.push(`${path} is not exported`);
      continue;
    }
    const { root } = readPage(path);
    const links = root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!] as const);
    const found = Object.fromEntries(links);
    if (links.length !== Object.keys(found).length) problems.push(`${path}: an hreflang is listed twice`);
    // The same map on every variant of the page: each links to all the others and to itself.
    if (!sameEntries(found, hreflangAlternates(page))) {
      problems.push(`${path}: hreflang ${JSON.stringify(found)}, not ${JSON.stringify(hreflangAlternates(page))}`);
    }
    if (!Object.values(found).includes(`${SITE_URL}${path}`)) problems.push(`${path}: its own URL is not among its alternates`);
    if (found['x-default'] !== `${SITE_URL}${toHref(page)}`) problems.push(`${path}: x-default is not the US page`);
    for (const href of new Set(Object.values(found))) {
      if (!exported.has(href.replace(SITE_URL, ''))) problems.push(`${path}: hreflang to ${href}, which is not an exported page`);
    }
  }
  // No other page claims alternates: the rest of the site is one version.
  const variantSet = new Set(variants.map((v) => v.path));
  for (const path of indexablePaths()) {
    if (!variantSet.has(path) && readPage(path).root.querySelector('link[rel="alternate"][hreflang]')) problems.push(`${path} has hreflang but no variants`);
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists every variant with the same alternates as its page', () => {
  const sitemap = readFileSync(join(OUT_DIR, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = new Map(
    [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => [/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!, m[1]!] as const),
  );
  for (const { page, path } of variants) {
    const entry = entries.get(`${SITE_URL}${path}`);
    expect([path, entry === undefined ? 'not in the sitemap' : 'listed']).toEqual([path, 'listed']);
    const alternates = Object.fromEntries([...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    expect({ path, alternates }).toEqual({ path, alternates: hreflangAlternates(page) });
  }
});

test('each variant shows only its own currency and units, in its text and its structured data', () => {
  const problems: string[] = [];
  for (const { market, path } of variants) {
    // A tree of its own: the checks below remove parts of it.
    const main = parse(readPage(path).html).querySelector('main')!;
    // The market switch names every market's currency by design; everything else is the market's own.
    for (const el of main.querySelectorAll('script, style, template, nav[aria-label="Market"]')) el.remove();
    const text = main.text.replace(/\s+/g, ' ');
    for (const foreign of FOREIGN[market.id]) {
      const at = text.search(foreign);
      if (at >= 0) problems.push(`${path}: ${foreign} in "…${text.slice(Math.max(0, at - 50), at + 30)}…"`);
    }
    if (/pricing|bar-bending/.test(path) && !OWN[market.id].test(text)) problems.push(`${path}: no price in ${market.currency}`);
    const currencies = [...readPage(path).html.matchAll(/"priceCurrency":"([A-Z]{3})"/g)].map((m) => m[1]);
    for (const c of new Set(currencies)) if (c !== market.currency) problems.push(`${path}: JSON-LD priceCurrency ${c}`);
    const language = [...readPage(path).html.matchAll(/"inLanguage":"([^"]+)"/g)].map((m) => m[1]);
    if (!language.includes(market.locale)) problems.push(`${path}: no inLanguage ${market.locale}`);
  }
  expect(problems).toEqual([]);
});

test('the market switch links every variant and marks the current one', () => {
  for (const { page, market, path } of variants) {
    const nav = readPage(path).root.querySelector('nav[aria-label="Market"]');
    const links = nav?.querySelectorAll('a').map((a) => [a.getAttribute('href'), a.getAttribute('aria-current') ?? null]);
    expect({ path, links }).toEqual({ path, links: markets.map((m) => [toHref(marketPath(m, page)), m.id === market.id ? 'page' : null]) });
  }
});
