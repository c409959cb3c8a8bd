#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) over the site served by Cloudflare's local runtime, as `npm start` serves it.
 * Writes bench/results/latest.{json,md} and prints the table. A benchmark, not a test: it never fails.
 *
 *   npm run bench                 one page of each type (about 4 minutes)
 *   npm run bench -- --all        every page in the sitemap (about 16 minutes on 2 cores)
 *   npm run bench -- --runs 3     the median of three runs per page (TBT varies most between runs)
 *   npm run bench -- /blogs/      only the pages named
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredScripts } from './first-paint.mjs';

const PORT = 4300;
const SAMPLE = [
  '/', '/about/', '/services/', '/services/bim/', '/services/bar-bending-schedule/', '/portfolio/',
  '/projects/metro-commercial/', '/blogs/', '/blogs/benefits-of-bim/', '/contact/', '/faqs/', '/testimonials/',
  '/privacy-policy/',
];
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-features=AsyncDns';

if (!existsSync('out/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 1;

// Paths named on the command line (`npm run bench -- /blogs/ /portfolio/`) replace the sample.
const named = process.argv.slice(2).filter((arg, i, args) => arg.startsWith('/') && args[i - 1] !== '--runs');
let paths = named.length ? named : SAMPLE;
if (process.argv.includes('--all')) {
  const sitemap = readFileSync('out/sitemap.xml', 'utf8');
  paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

/** Gzip bytes of the scripts the page's loader starts (the same measure as the e2e budget test). */
function pageScriptGzipBytes(path) {
  const html = readFileSync(join('out', path, 'index.html'), 'utf8');
  return deferredScripts(html).reduce((sum, src) => sum + gzipSync(readFileSync(join('out', decodeURIComponent(src)))).length, 0);
}

/** One Lighthouse run of a page: its scores and metrics. */
function lighthouse(path) {
  const file = `/tmp/lh-${path.replace(/\W+/g, '_') || 'home'}.json`;
  const run = () =>
    execFileSync(
      join('node_modules', '.bin', 'lighthouse'),
      [`http://127.0.0.1:${PORT}${path}`, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'ignore', timeout: 120_000 },
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
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const ms = (a) => Math.round(lhr.audits[a]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

// The site as Cloudflare's runtime serves it (Brotli, its headers), like `npm start`.
const server = spawn(process.execPath, ['scripts/pages-dev.mjs', '--port', String(PORT), '--state', '.wrangler/bench-state'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => {
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('Ready on')) resolve();
  });
});
// Warm the runtime's first responses, so the first page measured is not the one that pays for them.
for (const path of paths) await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'Accept-Encoding': 'br' } }).then((r) => r.arrayBuffer());

const rows = [];
try {
  for (const path of paths) {
    try {
      const results = [];
      for (let i = 0; i < RUNS; i++) results.push(lighthouse(path));
      const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
      rows.push({
        path,
        ...Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(key)])),
        jsGzipKiB: Number((pageScriptGzipBytes(path) / 1024).toFixed(1)),
      });
    } catch (error) {
      rows.push({ path, error: String(error).slice(0, 120) });
    }
    console.error(`measured ${path}`);
  }
} finally {
  server.kill();
}

const header = '| page | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS gzip KiB |';
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    r.error
      ? `| ${r.path} | error: ${r.error} |||||||||`
      : `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsGzipKiB} |`,
  ),
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2));
writeFileSync('bench/results/latest.md', `# Lighthouse, mobile preset, median of ${RUNS} run(s), ${new Date().toISOString()}\n\n${table}\n`);
console.log(table);
