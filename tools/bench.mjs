#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse (mobile preset) over the built site. Writes bench/results/latest.{json,md} and prints the
 * table. A benchmark, not a test: it never fails.
 *
 *   npm run bench                       one page of each type (about 4 minutes)
 *   npm run bench -- --all              every page in the sitemap (about 16 minutes on 2 cores)
 *   npm run bench -- --runs 3           the median of three runs per page, taken in rounds over the pages
 *                                       (TBT varies most between runs, so its column also lists each run)
 *   npm run bench -- /blogs/            only the pages named
 *   npm run bench -- --host cloudflare  served by Cloudflare's local runtime instead of nginx
 *   npm run bench -- --beside ../prev   beside the previous build: another checkout, built (its out/ and
 *                                       deploy/nginx.conf), each page measured there right after here, in
 *                                       the same rounds, and a table of the two side by side
 *   npm run bench -- --interaction-only the interaction latency table alone (about 8 minutes)
 *   npm run bench -- --no-interaction   the Lighthouse table alone
 *   npm run bench -- --interaction-runs 5   runs per interaction scenario (default 3)
 *   npm run bench -- --interaction-only --scenarios home-menu,pricing-input   only those scenarios
 *   npm run bench -- --interaction-only --floor   also the framework's floor: the same pages' HTML as a
 *                                       Next.js app with none of our code (tools/framework-floor.mjs),
 *                                       beside it without scripts (a `next build` more; about twice as long),
 *                                       and home's menu tapped at fixed moments after the navigation
 *                                       commits on the site, the floor and the page without scripts
 *                                       (--tap-at 450,700,1000 ms)
 *
 * Interaction latency (tools/interaction.mjs): on home, /contact/ and /pricing/, the longest Event
 * Timing entry of a tap or key press at 4x CPU, as soon as the page shows and after it has hydrated,
 * beside the same pages with every script removed, served by the same nginx. It needs nginx.
 *
 * The host: by default Debian's nginx with the committed deploy/nginx.conf (the site's own headers,
 * gzip), which uses almost no CPU. Cloudflare's local runtime (`wrangler dev`: workerd, and the Node
 * process that runs it) spends CPU on each Lighthouse run on the same two cores as the
 * browser it serves, and Lighthouse multiplies the main-thread time that steals by four: on one build,
 * home measured a median TBT of 139 ms served by it (then Pages' runtime) against 22 ms from nginx
 * (docs/performance.md).
 * A visitor's phone shares no CPU with the CDN, so nginx is the honest stand-in; `--host cloudflare`
 * is there to compare.
 *
 * It refuses to measure pages that would not run their scripts: a host whose CSP lacks the loader's
 * hash stops it at the start, and a page none of whose scripts ran is reported as an error row.
 *
 * Long tasks: Lighthouse lists every main-thread task of 50 ms or more at its 4x CPU slowdown. The
 * table gives the longest one run by the page's scripts and the longest one that is the browser's own
 * (navigating, parsing the HTML, layout: no script on the stack), the worst over the runs. Its first
 * row is a page with one heading and no script, served the same way: what the browser alone costs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredScripts, loaderScript, scriptHash } from '../paint-first/index.mjs';
import { nginxBinary, startNginx } from './nginx-site.mjs';
import { CPU_SLOWDOWN, SCENARIOS, fixedMomentTable, interactionTable, measureInteractions, measureMenuTapAt, referenceExport } from './interaction.mjs';
import { buildFloor } from './framework-floor.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

// BENCH_PORT (and the next port) when another bench runs on the same machine.
const PORT = Number(process.env.BENCH_PORT) || 4300;
const SAMPLE = [
  '/', '/about/', '/services/', '/services/bim/', '/services/bar-bending-schedule/', '/portfolio/',
  '/projects/metro-commercial/', '/blogs/', '/blogs/benefits-of-bim/', '/contact/', '/faqs/', '/testimonials/',
  '/privacy-policy/',
];
const chrome = chromiumExecutable();
// Lighthouse reads its Chrome flags as one string: a value with spaces in it (the resolver rule) is quoted.
const flags = ['--headless=new', ...chromiumArgs.map((arg) => arg.replace(/^(--[\w-]+=)(.* .*)$/, '$1"$2"'))].join(' ');

if (!existsSync('out/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

/** @param {string} flag */
const option = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Math.max(1, Number(option('--runs')) || 1);
const INTERACTION_RUNS = Math.max(1, Number(option('--interaction-runs')) || 3);
const LIGHTHOUSE = !process.argv.includes('--interaction-only');
const INTERACTION = !process.argv.includes('--no-interaction');
const SCENARIO_IDS = (option('--scenarios') ?? '').split(',').filter(Boolean);
const FLOOR = process.argv.includes('--floor');
// With --floor: when home's menu is tapped, in ms after the navigation commits (--tap-at 450,700,1000).
const TAP_AT_MS = (option('--tap-at') ?? '450,700,1000').split(',').map(Number).filter((ms) => ms >= 0);
const HOST = option('--host') ?? 'nginx';
const BESIDE = option('--beside');
if (BESIDE && !existsSync(join(BESIDE, 'out', 'index.html'))) throw new Error(`--beside ${BESIDE}: no build there (run npm run build in that checkout first).`);
if (BESIDE && HOST !== 'nginx') throw new Error('--beside serves both builds with nginx: run it without --host.');
if (HOST !== 'nginx' && HOST !== 'cloudflare') throw new Error(`--host ${HOST}: expected nginx or cloudflare`);

// Paths named on the command line (`npm run bench -- /blogs/ /portfolio/`) replace the sample.
const named = process.argv.slice(2).filter((arg, i, args) => arg.startsWith('/') && !['--runs', '--host', '--interaction-runs', '--scenarios', '--tap-at', '--beside'].includes(args[i - 1] ?? ''));
let paths = named.length ? named : SAMPLE;
if (process.argv.includes('--all')) {
  const sitemap = readFileSync('out/sitemap.xml', 'utf8');
  paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

/**
 * The scripts the page's loader starts.
 * @param {string} path
 */
const pageScripts = (path) => deferredScripts(readFileSync(join('out', path, 'index.html'), 'utf8'));

/**
 * Gzip bytes of the scripts the page's loader starts (the same measure as the e2e budget test).
 * @param {string} path
 */
function pageScriptGzipBytes(path) {
  return pageScripts(path).reduce((sum, src) => sum + gzipSync(readFileSync(join('out', decodeURIComponent(src)))).length, 0);
}

/**
 * The scenarios again on the framework's floor, beside the floor without scripts; then home's menu
 * tapped at fixed moments on the site, the floor and the site without scripts. The floor's inline
 * scripts are not ours, so its server sends no Content-Security-Policy.
 * @param {string} root the floor's export
 * @param {string[]} scenarioPaths
 * @param {string} siteBase @param {string} noScriptBase the site and its copy without scripts
 */
async function measureOnFloor(root, scenarioPaths, siteBase, noScriptBase) {
  const copy = referenceExport(root, scenarioPaths);
  const floor = await startNginx({ root, port: PORT + 3, csp: false });
  const floorNoScript = await startNginx({ root: copy.root, port: PORT + 4 });
  try {
    const rows = await measureInteractions({ site: floor.base, reference: floorNoScript.base, runs: INTERACTION_RUNS, only: SCENARIO_IDS, log: (line) => console.error(`floor: ${line}`) });
    const moments = await measureMenuTapAt({
      targets: [
        { label: 'site', base: siteBase, scripted: true },
        { label: 'floor', base: floor.base, scripted: true },
        { label: 'no script', base: noScriptBase, scripted: false },
      ],
      delaysMs: TAP_AT_MS,
      runs: INTERACTION_RUNS,
      log: (line) => console.error(line),
    });
    return { rows, moments };
  } finally {
    floor.stop();
    floorNoScript.stop();
    copy.remove();
  }
}

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, cls: number, bytesKiB: number,
 *   scriptTaskMs: number, browserTaskMs: number }} Run
 */

/**
 * One Lighthouse run of a page: its scores and metrics.
 * @param {string} base
 * @param {string} path
 * @param {boolean} scripted false for the reference page, which has no script to check for
 * @returns {Run}
 */
function lighthouse(base, path, scripted = true) {
  const file = `/tmp/lh-${scripted ? '' : 'reference'}${path.replace(/\W+/g, '_')}.json`;
  const run = () =>
    execFileSync(
      join('node_modules', '.bin', 'lighthouse'),
      [`${base}${path}`, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }, stdio: 'ignore', timeout: 120_000 },
    );
  // Lighthouse occasionally fails to start Chrome or to record a trace on a busy 2-core machine.
  let lhr;
  for (let attempt = 1; !lhr; attempt++) {
    try {
      run();
      const result = JSON.parse(readFileSync(file, 'utf8'));
      if (result.runtimeError) throw new Error(result.runtimeError.message);
      lhr = result;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  // A page whose scripts never ran (a policy blocking the loader, data that failed to load) measures as
  // a fast page: refuse its numbers. Lighthouse's script boot-up list names every script that ran.
  /** @type {Array<{ url: string }>} */
  const ran = lhr.audits['bootup-time']?.details?.items ?? [];
  if (scripted && pageScripts(path).length > 0 && !ran.some((script) => script.url.includes('/_next/static/'))) {
    throw new Error(`${path}: none of its scripts ran, so its numbers would mean nothing (see the page's console)`);
  }
  const score = (/** @type {string} */ c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const ms = (/** @type {string} */ a) => Math.round(lhr.audits[a]?.numericValue ?? 0);
  // Tasks of 50 ms or more (at 4x), each attributed to the script on its stack, else to the document
  // or "Unattributable" (the browser's own work).
  /** @type {Array<{ url: string, duration: number }>} */
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = (/** @type {boolean} */ scripts) =>
    Math.round(Math.max(0, ...longTasks.filter((task) => task.url.includes('/_next/static/') === scripts).map((task) => task.duration)));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    bytesKiB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    scriptTaskMs: longest(true),
    browserTaskMs: longest(false),
  };
}

/**
 * Cloudflare's local runtime, as `npm start` serves the site (Brotli, its headers).
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
async function startCloudflare() {
  const server = spawn(process.execPath, ['tools/worker-dev.mjs', '--port', String(PORT), '--access-port', String(PORT + 2), '--state', '.wrangler/bench-state'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready on')) resolve(undefined);
    });
  });
  return { base: `http://127.0.0.1:${PORT}`, stop: () => server.kill() };
}

const site = HOST === 'nginx' ? await startNginx({ root: 'out', port: PORT }) : await startCloudflare();
// A policy without the loader's hash (deploy/nginx.conf older than the loader) blocks every script, and
// the bench would measure pages that never start: refuse instead.
const loaderHash = scriptHash(loaderScript());
const policy = (await fetch(`${site.base}/`)).headers.get('content-security-policy') ?? '';
if (!policy.includes(loaderHash)) {
  site.stop();
  throw new Error(`The ${HOST} host's Content-Security-Policy does not allow this build's loader (${loaderHash}): run npm run host-files.`);
}
// (The local Access stand-in takes PORT + 2: PORT + 1 is the reference's.)
// The reference: one heading, no script, an empty tab icon (a missing one would be a console error).
// Served by nginx with the site's config; without nginx (`--host cloudflare` elsewhere) there is none.
const referenceRoot = mkdtempSync(join(tmpdir(), 'stratum-bench-reference-'));
writeFileSync(
  join(referenceRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Reference page</title><meta name="description" content="One heading and no script: what the browser alone costs.">' +
    '<link rel="icon" href="data:,"></head><body><h1>Reference page</h1><p>One heading and no script.</p></body></html>',
);
const reference = nginxBinary() ? await startNginx({ root: referenceRoot, port: PORT + 1 }) : null;
// The previous build, served the same way on a port of its own (PORT + 5), with its own server block.
const previous = BESIDE ? await startNginx({ root: join(BESIDE, 'out'), port: PORT + 5, conf: join(BESIDE, 'deploy', 'nginx.conf') }) : null;
const previousCommit = BESIDE ? execFileSync('git', ['-C', BESIDE, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() : '';
/** @type {Map<string, Run[]>} */
const previousResults = new Map();
const REFERENCE = '(one heading, no script)';
// Warm the host's first responses, so the first page measured is not the one that pays for them.
for (const path of paths) await fetch(`${site.base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } }).then((r) => r.arrayBuffer());

// The runs go round the pages (every page once, then again), not page after page, so that a slow spell
// of this shared machine lands on several pages' single runs, not on all of one page's runs.
const pages = !LIGHTHOUSE ? [] : reference ? [REFERENCE, ...paths] : paths;
/** @type {Map<string, Run[]>} */
const results = new Map(pages.map((path) => [path, []]));
/** @type {Map<string, string>} */
const errors = new Map();
/** @type {import('./interaction.mjs').InteractionRow[]} */
let interactions = [];
/** @type {import('./interaction.mjs').InteractionRow[]} */
let floorInteractions = [];
/** @type {import('./interaction.mjs').FixedMomentRow[]} */
let fixedMoments = [];
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const path of pages) {
      if (errors.has(path)) continue;
      try {
        results.get(path)?.push(reference && path === REFERENCE ? lighthouse(reference.base, '/', false) : lighthouse(site.base, path));
        // Each page there right after here, so a slow spell of the machine falls on both alike.
        if (previous && path !== REFERENCE) previousResults.set(path, [...(previousResults.get(path) ?? []), lighthouse(previous.base, path)]);
      } catch (error) {
        errors.set(path, String(error).slice(0, 120));
      }
      console.error(`measured ${path}${RUNS > 1 ? ` (round ${round} of ${RUNS})` : ''}`);
    }
  }
  // Interaction latency, beside the same pages without their scripts, served by the same nginx.
  if (INTERACTION && HOST === 'nginx') {
    const scenarioPaths = [...new Set(SCENARIOS.map((s) => s.path))];
    // Built before anything is measured: a build beside a measurement would slow it.
    const floor = FLOOR ? buildFloor('out', scenarioPaths) : null;
    const copy = referenceExport('out', scenarioPaths);
    const noScript = await startNginx({ root: copy.root, port: PORT + 2 });
    try {
      interactions = await measureInteractions({ site: site.base, reference: noScript.base, runs: INTERACTION_RUNS, only: SCENARIO_IDS, log: (line) => console.error(line) });
      if (floor) ({ rows: floorInteractions, moments: fixedMoments } = await measureOnFloor(floor.root, scenarioPaths, site.base, noScript.base));
    } finally {
      noScript.stop();
      copy.remove();
      floor?.remove();
    }
  } else if (INTERACTION) {
    console.error('Interaction latency is measured with nginx serving both the site and its no-script copy: run without --host cloudflare.');
  }
} finally {
  site.stop();
  reference?.stop();
  previous?.stop();
  rmSync(referenceRoot, { recursive: true, force: true });
}

/** One measure's median over a page's runs. @param {Run[]} runs @param {keyof Run} key */
const medianOf = (runs, key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;

/** @type {Array<{ path: string, error: string } | (Run & { path: string, tbtRunsMs: number[], jsGzipKiB: number, error?: undefined })>} */
const rows = pages.map((path) => {
  const error = errors.get(path);
  if (error !== undefined) return { path, error };
  const runs = results.get(path) ?? [];
  const medians = /** @type {Run} */ (Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, medianOf(runs, /** @type {keyof Run} */ (key))])));
  // Long tasks: the worst run, not the median.
  const worst = (/** @type {keyof Run} */ key) => Math.max(...runs.map((r) => r[key]));
  return {
    path,
    ...medians,
    scriptTaskMs: worst('scriptTaskMs'),
    browserTaskMs: worst('browserTaskMs'),
    tbtRunsMs: runs.map((r) => r.tbtMs),
    jsGzipKiB: path === REFERENCE ? 0 : Number((pageScriptGzipBytes(path) / 1024).toFixed(1)),
  };
});

// TBT varies most from run to run: with several runs its column also lists each run's value.
// A long-task cell: the longest task of 50 ms or more at 4x, or "-" when there was none.
const task = (/** @type {number} */ ms) => (ms > 0 ? String(ms) : '-');
const header =
  `| page | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms${RUNS > 1 ? ' (each run)' : ''} | CLS | KiB transferred | JS gzip KiB ` +
  `| longest task ≥ 50 ms at 4x: scripts | browser |`;
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    r.error !== undefined
      ? `| ${r.path} | error: ${r.error} ||||||||||||`
      : `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs}${RUNS > 1 ? ` (${r.tbtRunsMs.join(', ')})` : ''} | ${r.cls} | ${r.bytesKiB} | ${r.jsGzipKiB} | ${task(r.scriptTaskMs)} | ${task(r.browserTaskMs)} |`,
  ),
].join('\n');
// Beside the previous build: each measure's median here and there, and the difference.
const besideMd = previous
  ? (() => {
      const cell = (/** @type {number} */ now, /** @type {number} */ before) => `${now} / ${before}${now === before ? '' : ` (${now > before ? '+' : ''}${Number((now - before).toFixed(3))})`}`;
      const lines = paths
        .filter((path) => results.get(path)?.length && previousResults.get(path)?.length)
        .map((path) => {
          const [now, before] = [results.get(path) ?? [], previousResults.get(path) ?? []];
          const keys = /** @type {(keyof Run)[]} */ (['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'bytesKiB']);
          return `| ${path} | ${keys.map((key) => cell(medianOf(now, key), medianOf(before, key))).join(' | ')} |`;
        });
      return `## Beside the previous build (${BESIDE}, ${previousCommit}): this build / the previous, medians of ${RUNS}\n\n| page | perf | FCP ms | LCP ms | TBT ms | CLS | KiB transferred |\n|---|---|---|---|---|---|---|\n${lines.join('\n')}\n`;
    })()
  : '';
const interactionMd =
  (interactions.length
    ? `## Interaction latency: longest Event Timing entry at ${CPU_SLOWDOWN}x CPU, 390 px, median of ${INTERACTION_RUNS}, beside the same page without scripts\n\n${interactionTable(interactions, INTERACTION_RUNS)}\n`
    : '') +
  (floorInteractions.length
    ? `\n## The framework's floor: the same HTML as a Next.js app with none of our code, beside it without scripts (the same measure)\n\n${interactionTable(floorInteractions, INTERACTION_RUNS)}\n`
    : '') +
  (fixedMoments.length
    ? `\n## Home's menu tapped at fixed moments (the same moment on every page, whatever its main thread is doing), median of ${INTERACTION_RUNS}\n\n${fixedMomentTable(fixedMoments)}\n`
    : '');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ date: new Date().toISOString(), host: HOST, runs: RUNS, rows, beside: BESIDE ? { checkout: BESIDE, commit: previousCommit, runs: Object.fromEntries(previousResults) } : undefined, interactionRuns: INTERACTION_RUNS, interactions, floorInteractions, fixedMoments }, null, 2));
writeFileSync(
  'bench/results/latest.md',
  `# Lighthouse, mobile preset, median of ${RUNS} run(s), served by ${HOST}, ${new Date().toISOString()}\n\n${LIGHTHOUSE ? `${table}\n` : '(not run)\n'}\n${besideMd ? `${besideMd}\n` : ''}${interactionMd}`,
);
if (LIGHTHOUSE) console.log(table);
if (besideMd) console.log(`\n${besideMd}`);
if (interactionMd) console.log(`\n${interactionMd}`);
