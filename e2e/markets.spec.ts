import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, hydrated } from './fixtures';
import { indexablePaths, OUT_DIR, readPage, SITE_URL } from './export';
import { marketPages, markets, type Market } from '../content/markets';
import { hreflangAlternates, marketPath } from '../lib/markets';
import { toHref } from '../lib/routes';

/**
 * Market variants (content/markets.ts): every variant is its own page with a self-canonical,
 * reciprocal hreflang to every variant plus x-default, and a sitemap entry with the same alternates;
 * each shows only its own currency and units; and the calculator answers in each market's terms.
 */

const variants = marketPages.flatMap((page) => markets.map((market) => ({ page, market, path: toHref(marketPath(market, page)) })));

/** What a variant must not show: the other markets' currencies and units. */
const FOREIGN: Record<Market['id'], RegExp[]> = {
  us: [/£/, /€/, /\bGBP\b/, /\bEUR\b/, /m²/, /m³/, /\btonnes?\b/i],
  uk: [/\$/, /€/, /\bUSD\b/, /\bEUR\b/, /ft²/, /\bsq\.? ?ft\b/i, /square f(oo|ee)t/i, /\btons?\b/i, /cubic yards?/i],
  eu: [/\$/, /£/, /\bUSD\b/, /\bGBP\b/, /ft²/, /\bsq\.? ?ft\b/i, /square f(oo|ee)t/i, /\btons?\b/i, /cubic yards?/i],
};
const OWN: Record<Market['id'], RegExp> = { us: /\$\d/, uk: /£\d/, eu: /€\d/ };

test.describe('files', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'file checks run once'));

  test('every variant is exported, self-canonical, with reciprocal hreflang to every variant plus x-default', () => {
    const exported = new Set(indexablePaths());
    const problems: string[] = [];
    for (const { page, path } of variants) {
      if (!exported.has(path)) {
        problems.push(`${path} is not exported`);
        continue;
      }
      const { root } = readPage(path);
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (canonical !== `${SITE_URL}${path}`) problems.push(`${path}: canonical ${canonical}`);
      const links = root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!] as const);
      const found = Object.fromEntries(links);
      if (links.length !== Object.keys(found).length) problems.push(`${path}: an hreflang is listed twice`);
      // The same map on every variant of the page: each links to all the others and to itself.
      expect.soft(found, path).toEqual(hreflangAlternates(page));
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
      expect(entry, `${path} in the sitemap`).toBeDefined();
      const alternates = Object.fromEntries([...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
      expect(alternates, path).toEqual(hreflangAlternates(page));
    }
  });

  test('each variant shows only its own currency and units, in its text and its structured data', () => {
    const problems: string[] = [];
    for (const { market, path } of variants) {
      const { root } = readPage(path);
      const main = root.querySelector('main')!;
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
      expect(nav, path).not.toBeNull();
      const links = nav!.querySelectorAll('a').map((a) => [a.getAttribute('href'), a.getAttribute('aria-current') ?? null]);
      expect(links, path).toEqual(markets.map((m) => [toHref(marketPath(m, page)), m.id === market.id ? 'page' : null]));
    }
  });
});

test.describe('calculator per market', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'calculator behaviour is viewport-independent'));

  test('UK: pounds per m² and per tonne, a message above the largest size, and the quote form with the service', async ({ page }) => {
    await page.goto('/uk/pricing/');
    await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
    const output = page.locator('output');
    // 4,000 m² of cost estimation at £0.30-£0.50, the worked example in the HTML.
    await expect(output).toHaveText('£1,200-£2,000');
    await page.getByLabel('Gross floor area (m²)').fill('250000');
    await expect(output).toHaveText('Quoted from the drawings');
    await expect(page.getByText('The calculator sizes jobs up to 200,000 m².')).toBeVisible();
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
    await expect(page.getByLabel('Reinforcement (tonnes)')).toHaveValue('30');
    await expect(output).toHaveText('£395');
    await page.getByLabel('Reinforcement (tonnes)').fill('130');
    // £645 + 40 t at £6.50-£8.50, the rate the table publishes.
    await expect(output).toHaveText('£900-£990');
    await expect(page.getByRole('table', { name: 'Turnaround and rates by service' })).toContainText('£6.50-£8.50 per tonne above 90 tonnes');
    await page.getByRole('button', { name: 'Request a quote with these details' }).click();
    await expect(page).toHaveURL(/\/contact\/\?service=structural&topic=/);
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await expect(page.getByLabel('Service of Interest')).toHaveValue('structural');
    await expect(page.getByLabel('Project Details')).toHaveValue(/Bar bending schedule, 130 tonnes of reinforcement, standard turnaround, United Kingdom rates \(fee calculator: £900-£990\)/);
  });

  test('Europe: euros per m², and the market switch is a plain link to the other markets', async ({ page }) => {
    await page.goto('/eu/pricing/');
    await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Quantity takeoff' });
    await page.getByLabel('Gross floor area (m²)').fill('6000');
    await page.getByLabel('Trades measured').fill('3');
    // 6,000 m² x 3 trades x €0.08-€0.14
    await expect(page.locator('output')).toHaveText('€1,440-€2,520');
    await page.getByRole('navigation', { name: 'Market' }).getByRole('link', { name: /United Kingdom/ }).click();
    await expect(page).toHaveURL(/\/uk\/pricing\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('UK');
  });

  test('a UK package button names the market and its price in the quote form', async ({ page }) => {
    await page.goto('/uk/services/bar-bending-schedule/');
    await page.getByRole('link', { name: 'Choose Standard Package' }).click();
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await expect(page.getByLabel('Project Details')).toHaveValue(/Standard Package \(United Kingdom, £395\)/);
  });

  test('without JavaScript the calculator still opens the quote form with the service chosen', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/uk/pricing/');
    await expect(noScript.locator('output')).toHaveText('£1,200-£2,000');
    await noScript.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
    await noScript.getByRole('button', { name: 'Request a quote with these details' }).click();
    await expect(noScript).toHaveURL(/\/contact\/\?service=structural&/);
    // The page arrives with the service chosen in its HTML (functions/_middleware.ts)…
    await expect(noScript.getByLabel('Service of Interest')).toHaveValue('structural');
    const url = noScript.url();
    // …and a pricing button's topic begins the message the same way.
    await noScript.goto('/contact/?service=estimation&topic=NRM2%20bill%20of%20quantities');
    await expect(noScript.getByLabel('Service of Interest')).toHaveValue('estimation');
    await expect(noScript.getByLabel('Project Details')).toHaveValue('I would like a quote for: NRM2 bill of quantities.\n\n');
    await context.close();
    // …and with scripts the form picks the service up from the address as well.
    await page.goto(url);
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await expect(page.getByLabel('Service of Interest')).toHaveValue('structural');
  });

  test('US: dollars per ft² and per ton, nothing larger than the published maximum', async ({ page }) => {
    await page.goto('/pricing/');
    await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
    await expect(page.locator('output')).toHaveText('$1,400-$2,400');
    await expect(page.getByLabel('Area unit')).toHaveCount(0);
    await page.getByLabel('Gross floor area (ft²)').fill('2500000');
    await expect(page.getByText('The calculator sizes jobs up to 2,000,000 ft².')).toBeVisible();
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
    await page.getByLabel('Reinforcement (tons)').fill('140');
    await expect(page.locator('output')).toHaveText('$1,090-$1,180');
  });
});
