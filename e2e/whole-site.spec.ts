import AxeBuilder from '@axe-core/playwright';
import { test, expect, framesRendered, scrollThrough } from './fixtures';
import { allHtmlPaths, REDIRECT_PAGES, requireExport } from '../tests/export/out';

/**
 * Every exported page, in a real browser at desktop and phone widths: it loads, has real content,
 * hydrates without a hydration warning, passes axe (WCAG 2.2 AA and axe's best practices; see
 * axeOnPhone below), logs no errors or CSP violations, and on a phone nothing shifts while it loads and hydrates, the largest
 * paint is not a lazy image, no image is fetched that the page does not show, and at 320 px nothing
 * scrolls sideways. What the pages'
 * files say (lang, one h1, canonical, title, description, Open Graph, Twitter, JSON-LD) is checked on
 * the files themselves: tests/export/files.test.ts. The redirect page (/blog/) is not visited: hosts
 * answer it with a redirect (e2e/hosting.spec.ts), so a browser would check /blogs/ twice.
 */

requireExport();

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const paths = allHtmlPaths().filter((p) => !REDIRECT_PAGES.has(p));

/**
 * axe runs once per page, in the desktop project, after the scroll-through has rendered every lazy
 * part. A page's DOM is the same at both widths: what the phone adds is its layout (header, menu, tables
 * as cards), which the pages of one template share, so the phone runs axe on one page of each template:
 * every page outside a collection, and the first of each collection (a service, a project, a post, a
 * market's service page).
 */
const COLLECTION = /^(\/(uk|eu))?\/(services|projects|blogs)\/[^/]+\/$/;
const axeOnPhone = new Set(
  [...new Map(paths.map((p) => [COLLECTION.test(p) ? p.replace(/[^/]+\/$/, '*') : p, p] as const).reverse()).values()],
);

for (const path of paths) {
  test(`page ${path}`, { tag: '@every-width' }, async ({ page, problems }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
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

    const words = (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, 'real content in <main>').toBeGreaterThan(60);

    if (!phone) {
      // Let lazy parts (images, observers, the scheduler) run before judging the page. Lazy images
      // that stay off screen (later marquee copies) never load; the export checks cover their files.
      await scrollThrough(page);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
    }

    // The root layout marks the document once React has hydrated it.
    await expect(page.locator('html'), 'hydrated').toHaveAttribute('data-hydrated', 'true', { timeout: 45_000 });
    expect(hydrationWarnings, 'hydration warnings').toEqual([]);

    if (phone) {
      // Two frames after hydration, whatever hydrating moved has been laid out and reported.
      await framesRendered(page);
      const found = await page.evaluate(() => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        type Paint = PerformanceEntry & { element?: Element | null };
        const describe = (node?: Node | null) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80) : String(node?.nodeName);
        // Buffered entries wait in each observer's queue: takeRecords() hands them over at once.
        const entries = <T extends PerformanceEntry>(type: string) => {
          const observer = new PerformanceObserver(() => {});
          observer.observe({ type, buffered: true });
          const list = observer.takeRecords() as T[];
          observer.disconnect();
          return list;
        };
        const largest = entries<Paint>('largest-contentful-paint').at(-1);
        return {
          // Nothing moves while the page loads and hydrates (CLS 0): no input has happened on this run.
          shifts: entries<Shift>('layout-shift')
            .filter((shift) => !shift.hadRecentInput)
            .map((shift) => `${shift.value.toFixed(4)}: ${(shift.sources ?? []).map((source) => describe(source.node)).join(', ')}`),
          largestPainted: Boolean(largest),
          lazyLargest: largest?.element instanceof HTMLImageElement && largest.element.loading === 'lazy' ? largest.element.currentSrc : '',
          shown: [...document.images].filter((img) => img.getClientRects().length > 0).map((img) => img.currentSrc || img.src),
        };
      });
      expect(found.shifts, 'layout shifts').toEqual([]);
      // The largest paint on a phone is never an image the browser was told to fetch late (a lazy card
      // image there cost /blogs/ 0.3 s of LCP in Lighthouse): the first card of a list is `priority`.
      expect(found.largestPainted, 'a largest paint was reported').toBe(true);
      expect(found.lazyLargest, 'the largest paint is a lazy image').toBe('');
      expect(images.filter((url) => !found.shown.includes(url)), 'images fetched but not shown').toEqual([]);
    }

    if (!phone || axeOnPhone.has(path)) {
      // Only violations are gathered in full (passes would be serialised node by node for nothing).
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
      const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(violations, 'axe violations').toEqual([]);
    }

    if (phone) {
      // WCAG 1.4.10 Reflow: at 320 CSS px the page does not scroll sideways (the phone narrowed to it).
      await page.setViewportSize({ width: 320, height: 640 });
      await framesRendered(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 320 px').toBeLessThanOrEqual(320);
    }
    expect(problems.list, 'console errors, CSP violations, failed requests').toEqual([]);
  });
}
