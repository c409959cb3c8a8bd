import AxeBuilder from '@axe-core/playwright';
import { test, expect, scrollThrough } from './fixtures';
import { allHtmlPaths, exportExists, REDIRECT_PAGES, SITE_URL } from '../tests/export/out';

/**
 * Every exported page, in a real browser at desktop and phone widths: it loads, has one h1 and real
 * content, carries complete metadata, hydrates without a hydration warning, passes axe (WCAG 2.2 AA
 * and axe's best practices), logs no errors or CSP violations, and on a phone nothing shifts while it
 * loads and hydrates, the largest paint is not a lazy image, and no image is fetched that the page
 * does not show.
 */

if (!exportExists()) throw new Error('out/ is missing: run "npm run build" before the e2e suite.');

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const path of allHtmlPaths()) {
  test(`page ${path}`, async ({ page, problems }, testInfo) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:')) images.push(request.url());
    });
    const hydrationWarnings: string[] = [];
    page.on('console', (msg) => {
      if (/hydrat/i.test(msg.text())) hydrationWarnings.push(`${msg.type()}: ${msg.text()}`);
    });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), 'status').toBe(200);
    const redirect = REDIRECT_PAGES.has(path);

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    const words = (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, 'real content in <main>').toBeGreaterThan(redirect ? 5 : 60);

    if (testInfo.project.name === 'desktop') {
      const head = page.locator('head');
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, 'canonical').toBe(redirect ? `${SITE_URL}/blogs/` : `${SITE_URL}${path}`);
      expect(await head.locator('title').textContent()).toBeTruthy();
      expect(await head.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name']) {
        expect(await head.locator(`meta[property="${property}"]`).first().getAttribute('content'), property).toBeTruthy();
      }
      for (const name of ['twitter:card', 'twitter:title', 'twitter:image']) {
        expect(await head.locator(`meta[name="${name}"]`).first().getAttribute('content'), name).toBeTruthy();
      }
      for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        const data = JSON.parse(json) as { '@context'?: string; '@type'?: string };
        expect(data['@context']).toBe('https://schema.org');
        expect(data['@type']).toBeTruthy();
      }
      if (path !== '/' && !redirect) {
        expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toContainEqual(
          expect.stringContaining('"BreadcrumbList"'),
        );
      }
    }

    if (testInfo.project.name === 'desktop') {
      // Let lazy parts (images, observers, the scheduler) run before judging the page. Lazy images
      // that stay off screen (later marquee copies) never load; the export checks cover their files.
      await scrollThrough(page);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
    }

    if (!redirect) {
      // The root layout marks the document once React has hydrated it.
      await expect(page.locator('html'), 'hydrated').toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 });
    }
    expect(hydrationWarnings, 'hydration warnings').toEqual([]);

    // Nothing moves while the page loads and hydrates (CLS 0): no input has happened on the phone run.
    if (testInfo.project.name === 'phone' && !redirect) {
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
            const describe = (node?: Node | null) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80) : String(node?.nodeName);
            new PerformanceObserver((list) =>
              resolve(
                (list.getEntries() as Shift[])
                  .filter((shift) => !shift.hadRecentInput)
                  .map((shift) => `${shift.value.toFixed(4)}: ${(shift.sources ?? []).map((source) => describe(source.node)).join(', ')}`),
              ),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve([]), 500);
          }),
      );
      expect(shifts, 'layout shifts').toEqual([]);
    }

    // The largest paint on a phone is never an image the browser was told to fetch late (a lazy card
    // image there cost /blogs/ 0.3 s of LCP in Lighthouse): the first card of a list is `priority`.
    if (testInfo.project.name === 'phone' && !redirect) {
      const lazyLargest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element;
              resolve(element instanceof HTMLImageElement && element.loading === 'lazy' ? element.currentSrc : '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(''), 500);
          }),
      );
      expect(lazyLargest, 'the largest paint is a lazy image').toBe('');
    }

    // A redirect page forwards at once: what loads after that belongs to the page it forwards to.
    if (testInfo.project.name === 'phone' && !redirect) {
      const shown = await page.evaluate(() =>
        [...document.images].filter((img) => img.getClientRects().length > 0).map((img) => img.currentSrc || img.src),
      );
      expect(images.filter((url) => !shown.includes(url)), 'images fetched but not shown').toEqual([]);
    }

    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations, 'axe violations').toEqual([]);
    expect(problems.list, 'console errors, CSP violations, failed requests').toEqual([]);
  });
}
