// @ts-check
/**
 * Interaction latency for `npm run bench`: how long the page takes to answer a tap or a key press, on a
 * phone-sized screen at Lighthouse's 4x CPU slowdown, beside the same page with every script removed
 * and served the same way (what the browser alone costs to answer the same input).
 *
 * Each scenario loads the page in a fresh browser context (390 x 844, touch), does one thing a visitor
 * does, and records every Event Timing entry (the measure INP is made of: from the input to the next
 * paint after its handlers) with the lowest threshold the API allows, 16 ms. The scenario's value is the
 * longest entry; the bench reports the median over the runs. "early" acts as soon as the target shows
 * (the page painted from its HTML, its scripts not yet run: the tap or scroll starts them); "late" acts
 * once the page has hydrated and gone quiet. Entries come in steps of 8 ms (the API rounds them).
 *
 * A scenario passes when the site's median is within 1.3 times the reference's, or one frame (16 ms)
 * over it, whichever is larger.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {'early' | 'late'} When */
/**
 * @typedef {{ id: string, path: string, label: string, when: When[],
 *   act: (page: Page, scripted: boolean) => Promise<void> }} Scenario
 */

export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 390, height: 844 };
/** The allowance: 1.3 times the reference, or the reference plus one frame, whichever is larger. */
export const RATIO_ALLOWED = 1.3;
export const FRAME_MS = 16;

/** @param {number} site @param {number} reference */
export function withinAllowance(site, reference) {
  return site <= Math.max(reference * RATIO_ALLOWED, reference + FRAME_MS);
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[mid]) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

/**
 * The page without any script: every <script> element removed (the loader, its data block, JSON-LD)
 * and nothing else changed, so the browser parses, lays out and paints the same HTML.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * A copy of the export whose `paths` have no scripts, to serve beside the real one.
 * @param {string} outDir
 * @param {string[]} paths
 */
export function referenceExport(outDir, paths) {
  const root = mkdtempSync(join(tmpdir(), 'stratum-bench-noscript-'));
  cpSync(outDir, root, { recursive: true });
  for (const path of paths) {
    const file = join(root, path, 'index.html');
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Tap the centre of the first element matching `selector`, visible or not (a control the reference page
 * hides until scripts run is tapped where it would be: the browser answers a tap there all the same).
 * @param {Page} page @param {string} selector */
async function tapOn(page, selector) {
  const box = await page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await page.touchscreen.tap(box.x, box.y);
}

/** Bring an element into view as a visitor's scroll would, and wait for the frame after it.
 * @param {Page} page @param {string} selector */
async function scrollTo(page, selector) {
  await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await afterFrame(page);
}

/** @param {Page} page */
const afterFrame = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** Wait until the main thread has been idle twice in a row, then a little more (entries are queued
 * after the paint that ends them).
 * @param {Page} page */
const quiet = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = (/** @type {() => void} */ then) => requestIdleCallback(then, { timeout: 3000 });
        idle(() => idle(() => setTimeout(resolve, 300)));
      }),
  );

/** A tiny file that is what it says it is (the form sniffs bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    id: 'home-menu',
    path: '/',
    label: 'home: tap the menu button',
    when: ['early', 'late'],
    act: (page) => tapOn(page, 'button[aria-controls="mobile-menu"]'),
  },
  {
    id: 'home-faq',
    path: '/',
    label: 'home: tap the first FAQ question',
    when: ['early', 'late'],
    act: async (page) => {
      await scrollTo(page, '#faq summary');
      await tapOn(page, '#faq summary');
    },
  },
  {
    id: 'home-carousel',
    path: '/',
    // The arrows exist only once the scripts have run, so there is no "early" for it.
    label: 'home: tap the carousel\'s next arrow',
    when: ['late'],
    act: async (page) => {
      await scrollTo(page, '[data-testid="testimonial-carousel"]');
      await quiet(page);
      await tapOn(page, 'button[aria-label="Next testimonial"]');
    },
  },
  {
    id: 'contact-typing',
    path: '/contact/',
    label: 'contact: tap the message and type',
    when: ['early', 'late'],
    act: async (page) => {
      await scrollTo(page, 'textarea[name="message"]');
      await tapOn(page, 'textarea[name="message"]');
      await page.keyboard.type('Four-story steel frame, bid due Friday', { delay: 60 });
    },
  },
  {
    id: 'contact-file',
    path: '/contact/',
    label: 'contact: choose a drawing to attach',
    when: ['early', 'late'],
    act: async (page) => {
      await scrollTo(page, 'input[type="file"]');
      const chooser = page.waitForEvent('filechooser');
      await tapOn(page, 'input[type="file"]');
      await (await chooser).setFiles({ name: 'plans.pdf', mimeType: 'application/pdf', buffer: PDF });
    },
  },
  {
    id: 'pricing-input',
    path: '/pricing/',
    label: 'pricing: type in the calculator',
    when: ['early', 'late'],
    act: async (page) => {
      await scrollTo(page, 'input[name="quantity"]');
      await tapOn(page, 'input[name="quantity"]');
      await page.keyboard.type('00', { delay: 60 });
    },
  },
];

/** Records every Event Timing entry of 16 ms or more from the start of the document. */
const OBSERVE = `(() => {
  window.__eventTiming = [];
  const take = (list) => { for (const e of list.getEntries()) window.__eventTiming.push({ name: e.name, duration: e.duration, interaction: e.interactionId > 0 }); };
  try { new PerformanceObserver(take).observe({ type: 'event', buffered: true, durationThreshold: 16 }); } catch {}
  try { new PerformanceObserver(take).observe({ type: 'first-input', buffered: true }); } catch {}
})();`;

/** The phone the runs use: 390 x 844, touch. */
const PHONE = { viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The suite's Chromium (tools/chromium.mjs). Playwright is loaded here, not at the top: the unit
 * tests import this module's pure helpers without a browser. */
async function launchBrowser() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
}

/**
 * A fresh context (cold cache) with one page: every host but the local one cut off, Event Timing
 * recorded from the start of the document, the CPU slowed as Lighthouse's phone is.
 * @param {import('@playwright/test').Browser} browser
 */
async function phonePage(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * One run of one scenario: the longest Event Timing entry, and what it was.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {Scenario} scenario
 * @param {When} when
 * @param {boolean} scripted
 */
async function runOnce(browser, base, scenario, when, scripted) {
  const { context, page } = await phonePage(browser);
  try {
    if (when === 'early') {
      // As soon as the page shows: the HTML has painted, nothing else has been waited for.
      await page.goto(`${base}${scenario.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf' });
    } else {
      await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' });
      if (scripted) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
      await quiet(page);
    }
    await scenario.act(page, scripted);
    await quiet(page);
    /** @type {Array<{ name: string, duration: number, interaction: boolean }>} */
    const entries = await page.evaluate(() => /** @type {any} */ (window).__eventTiming);
    // The longest entry; of equally long ones (the events of one tap share its duration), the one that
    // counts as an interaction (pointerup, click, keydown) names it.
    const longest = entries.reduce(
      (a, b) => (b.duration > a.duration || (b.duration === a.duration && b.interaction && !a.interaction) ? b : a),
      { name: '-', duration: 0, interaction: false },
    );
    // The input started the scripts (early) or came after them (late): either way the page must have
    // hydrated, or its numbers are those of a page whose scripts never ran.
    if (scripted) {
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
        .catch(() => {
          throw new Error(`${scenario.id} (${when}): the page never hydrated, so its numbers would mean nothing`);
        });
    }
    return longest;
  } finally {
    await context.close();
  }
}

/**
 * A run again when it fails (a busy shared machine now and then misses a timeout); the third failure
 * stops the bench.
 * @template T
 * @param {() => Promise<T>} run
 * @param {(line: string) => void} log
 * @returns {Promise<T>}
 */
async function retried(run, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`retrying: ${String(error).slice(0, 160)}`);
    }
  }
}

/**
 * @typedef {{ id: string, label: string, when: When, siteMs: number, referenceMs: number,
 *   siteRunsMs: number[], referenceRunsMs: number[], slowest: string, ok: boolean }} InteractionRow
 */

/**
 * Every scenario, `runs` times each on the site and on the reference, in rounds (each round every
 * scenario once on each), so a slow spell of a shared machine falls on several scenarios' single runs.
 * @param {{ site: string, reference: string, runs: number, only?: string[], log?: (line: string) => void }} options
 *   `only`: scenario ids to measure (all when empty)
 * @returns {Promise<InteractionRow[]>}
 */
export async function measureInteractions({ site, reference, runs, only = [], log = () => {} }) {
  const browser = await launchBrowser();
  const cases = SCENARIOS.filter((s) => only.length === 0 || only.includes(s.id)).flatMap((scenario) => scenario.when.map((when) => ({ scenario, when })));
  /** @type {Map<string, { site: Array<{ name: string, duration: number }>, reference: number[] }>} */
  const samples = new Map(cases.map(({ scenario, when }) => [`${scenario.id}:${when}`, { site: [], reference: [] }]));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const { scenario, when } of cases) {
        const key = `${scenario.id}:${when}`;
        const entry = samples.get(key);
        if (!entry) continue;
        entry.site.push(await retried(() => runOnce(browser, site, scenario, when, true), log));
        entry.reference.push((await retried(() => runOnce(browser, reference, scenario, when, false), log)).duration);
        log(`interaction ${key} round ${round} of ${runs}: site ${entry.site.at(-1)?.duration} ms, reference ${entry.reference.at(-1)} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  return cases.map(({ scenario, when }) => {
    const entry = samples.get(`${scenario.id}:${when}`) ?? { site: [], reference: [] };
    const siteMs = median(entry.site.map((e) => e.duration));
    const referenceMs = median(entry.reference);
    const names = [...new Set(entry.site.filter((e) => e.duration === Math.max(...entry.site.map((x) => x.duration))).map((e) => e.name))];
    return {
      id: scenario.id,
      label: scenario.label,
      when,
      siteMs,
      referenceMs,
      siteRunsMs: entry.site.map((e) => e.duration),
      referenceRunsMs: entry.reference,
      slowest: names.join(', '),
      ok: withinAllowance(siteMs, referenceMs),
    };
  });
}

/** The markdown table of `measureInteractions`' rows.
 * @param {InteractionRow[]} rows @param {number} runs */
export function interactionTable(rows, runs) {
  const allowed = (/** @type {number} */ ref) => Math.floor(Math.max(ref * RATIO_ALLOWED, ref + FRAME_MS));
  return [
    `| interaction | when | site ms (median${runs > 1 ? '; each run' : ''}) | no script ms (median${runs > 1 ? '; each run' : ''}) | allowed ms | within | slowest event |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.when} | ${r.siteMs}${runs > 1 ? ` (${r.siteRunsMs.join(', ')})` : ''} | ${r.referenceMs}${runs > 1 ? ` (${r.referenceRunsMs.join(', ')})` : ''} | ${allowed(r.referenceMs)} | ${r.ok ? 'yes' : 'no'} | ${r.slowest} |`,
    ),
  ].join('\n');
}

/**
 * @typedef {{ label: string, base: string, scripted: boolean }} TapTarget a page to tap: the site, the
 *   floor or a copy without scripts (`scripted`: wait for it to hydrate before the run ends)
 * @typedef {{ delayMs: number, label: string, ms: number, runsMs: number[] }} FixedMomentRow
 */

/** The scenarios' first: home's menu button, at the top of the page, so no scroll comes before the tap. */
const MENU = 'button[aria-controls="mobile-menu"]';

/**
 * Home's menu tapped at fixed times after the navigation commits, at the button's position taken
 * beforehand from the same layout, with no script run in the page before the tap. The scenarios' "early"
 * finds its target through the page's main thread, so a page busy starting gets its tap only once it is
 * free; this sends the tap at the same moment on every page, whatever its main thread is doing (a
 * finger does not wait). Rounds as in `measureInteractions`.
 * @param {{ targets: TapTarget[], delaysMs: number[], runs: number, log?: (line: string) => void }} options
 * @returns {Promise<FixedMomentRow[]>}
 */
export async function measureMenuTapAt({ targets, delaysMs, runs, log = () => {} }) {
  const browser = await launchBrowser();
  /** @type {Map<string, number[]>} */
  const samples = new Map();
  try {
    // The same HTML lays out the same with or without its scripts: the copy without them tells where.
    const layout = await browser.newContext(PHONE);
    const probe = await layout.newPage();
    await probe.goto(`${(targets.find((t) => !t.scripted) ?? targets[0])?.base}/`);
    const box = await probe.locator(MENU).first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await layout.close();
    for (let round = 1; round <= runs; round++) {
      for (const delayMs of delaysMs) {
        for (const target of targets) {
          const ms = await retried(async () => {
            const { context, page } = await phonePage(browser);
            try {
              await page.goto(`${target.base}/`, { waitUntil: 'commit' });
              await new Promise((resolve) => setTimeout(resolve, delayMs));
              await page.touchscreen.tap(box.x, box.y);
              if (target.scripted) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
              await quiet(page);
              if (!(await page.locator('#mobile-menu').evaluate((dialog) => /** @type {HTMLDialogElement} */ (dialog).open))) {
                throw new Error(`${target.label}: the tap at ${delayMs} ms did not open the menu`);
              }
              /** @type {Array<{ duration: number }>} */
              const entries = await page.evaluate(() => /** @type {any} */ (window).__eventTiming);
              return Math.max(0, ...entries.map((e) => e.duration));
            } finally {
              await context.close();
            }
          }, log);
          const key = `${delayMs}:${target.label}`;
          samples.set(key, [...(samples.get(key) ?? []), ms]);
          log(`menu tap at ${delayMs} ms, round ${round} of ${runs}: ${target.label} ${ms} ms`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return delaysMs.flatMap((delayMs) =>
    targets.map((target) => {
      const runsMs = samples.get(`${delayMs}:${target.label}`) ?? [];
      return { delayMs, label: target.label, ms: median(runsMs), runsMs };
    }),
  );
}

/** The markdown table of `measureMenuTapAt`'s rows: a row a moment, a column a page.
 * @param {FixedMomentRow[]} rows */
export function fixedMomentTable(rows) {
  const labels = [...new Set(rows.map((r) => r.label))];
  const delays = [...new Set(rows.map((r) => r.delayMs))];
  const cell = (/** @type {number} */ delayMs, /** @type {string} */ label) => {
    const row = rows.find((r) => r.delayMs === delayMs && r.label === label);
    return row ? `${row.ms} (${row.runsMs.join(', ')})` : '-';
  };
  return [
    `| menu tap sent after commit | ${labels.map((l) => `${l} ms (median; each run)`).join(' | ')} |`,
    `|---|${labels.map(() => '---|').join('')}`,
    ...delays.map((d) => `| ${d} ms | ${labels.map((l) => cell(d, l)).join(' | ')} |`),
  ].join('\n');
}
