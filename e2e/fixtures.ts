import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resendingDevProxyDrops } from './dev-proxy';
import { closeLocalState } from './local-state';

/**
 * Every test runs with the outside world cut off on purpose: the browser resolves no host but this
 * machine's (the resolver rule in tools/chromium.mjs), so a request to another host fails at once. The
 * scheduling script, which the contact page loads once its calendar nears the screen, comes from a
 * local stub (tests can override it). That stub is a route, which sends every request of the page
 * through the test's process and turns the browser's cache off: the whole-site pass, 150 visits, sets
 * `calendlyStub: false` and serves it on the one page that loads it.
 * `problems` collects console errors, CSP violations and failed same-origin requests.
 */

export const CALENDLY_SCRIPT = /assets\.calendly\.com\/assets\/external\/widget\.js/;
const calendlyStub = readFileSync(fileURLToPath(new URL('./stubs/calendly.js', import.meta.url)), 'utf8');

export interface PageProblems {
  list: string[];
}

function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:';
}

export const test = base.extend<{ problems: PageProblems; calendlyStub: boolean }, { localStateClosed: void }>({
  // The runtime a worker opened on the local D1 and R2 (e2e/local-state.ts) ends with the worker.
  localStateClosed: [
    async ({}, use) => {
      await use();
      await closeLocalState();
    },
    { scope: 'worker', auto: true },
  ],
  calendlyStub: [true, { option: true }],
  context: async ({ context, calendlyStub }, use) => {
    if (calendlyStub) await serveCalendlyStub(context);
    await use(context);
  },
  request: async ({ request }, use) => {
    await use(resendingDevProxyDrops(request));
  },
  problems: async ({ page }, use) => {
    await reportCspViolations(page);
    const watch = watchProblems(page);
    await use(watch.problems);
    watch.stop();
  },
});

export { expect };

/** The scheduling script comes from the local stub (e2e/stubs/calendly.js), for `target` only. */
export async function serveCalendlyStub(target: Page | BrowserContext): Promise<void> {
  await target.route(CALENDLY_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: calendlyStub }));
}

/** Every document of the page (or of every page of the context) logs its CSP violations as errors. */
export async function reportCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

/**
 * Console errors, uncaught errors, failed same-origin requests and error answers on `page` from now
 * until `stop()`: a page kept across tests is watched by each test in turn.
 */
export function watchProblems(page: Page): { problems: PageProblems; stop: () => void } {
  const problems: PageProblems = { list: [] };
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problems.list.push(`console: ${msg.text()}`);
  };
  const onPageError = (err: Error) => problems.list.push(`pageerror: ${err.message}`);
  const onRequestFailed = (req: Request) => {
    const url = new URL(req.url());
    // Cancelled prefetches of pages we navigated away from are not failures.
    if (isLocal(url) && req.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.list.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
    }
  };
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (isLocal(url) && res.status() >= 400 && res.request().resourceType() !== 'document') {
      problems.list.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's WCAG 2.2 AA rules and best practices on the page as it is now, each violation as its rule and
 * the elements it found. axe runs in the page itself (`axe.run`, the builder's "legacy" mode): the
 * default runs it frame by frame and then opens a blank page to merge the results, a second or more
 * per check on this machine, for frames the site does not have (tests/export/files.test.ts).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are gathered in full (passes would be serialised node by node for nothing).
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Scroll through the whole page so lazy content and observers run. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // A frame for what scrolled in to render and its observers to run.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Wait until React has hydrated the page, so a click reaches its handler instead of the browser's
 * default (a click on a Next link before hydration is a full page load, not a client-side navigation).
 * The root layout marks the document with `data-hydrated` once every island has hydrated.
 */
export async function hydrated(target: Locator | Page): Promise<void> {
  const page = 'page' in target ? target.page() : target;
  // Hydration waits for the page's scripts, which wait for its first paint and the visitor's last
  // press: on a busy machine that is seconds. The ceiling is a failure's, not a promise's.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 45_000 });
}

/**
 * Hold the framework's scripts back, as a slow network would, so the page can be checked (or tapped)
 * as its static HTML; call the returned function to let them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Wait until the browser has rendered `count` more frames: by then the effects of React's last commit
 * (which run before the next paint) have run. For "it did not happen" checks, instead of a fixed sleep.
 */
export async function framesRendered(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** Scroll by `y` and wait until the page has handled the scroll event and painted after it. */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (dy) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
        window.scrollBy(0, dy);
      }),
    y,
  );
}
