#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) over the served export, gzip on, as a CDN would serve it.
 * Writes bench/results/latest.{json,md} and prints the table. A benchmark, not a test: it never fails.
 *
 *   npm run bench            one page of each type (about 3 minutes)
 *   npm run bench -- --all   every page in the sitemap (about 13 minutes on 2 cores)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PORT = 4300;
const SAMPLE = [
  '/', '/about/', '/services/', '/services/bim/', '/services/bar-bending-schedule/', '/portfolio/',
  '/projects/metro-commercial/', '/blogs/', '/blogs/benefits-of-bim/', '/contact/', '/faqs/', '/testimonials/',
  '/privacy-policy/',
];
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-features=AsyncDns';

if (!existsSync('out/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

let paths = SAMPLE;
if (process.argv.includes('--all')) {
  const sitemap = readFileSync('out/sitemap.xml', 'utf8');
  paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));

const rows = [];
try {
  for (const path of paths) {
    const file = `/tmp/lh-${path.replace(/\W+/g, '_') || 'home'}.json`;
    const run = () =>
      execFileSync(
        join('node_modules', '.bin', 'lighthouse'),
        [`http://localhost:${PORT}${path}`, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'ignore', timeout: 120_000 },
      );
    try {
      // Lighthouse occasionally fails to start Chrome on a busy 2-core machine: one retry.
      try {
        run();
      } catch {
        run();
      }
      const lhr = JSON.parse(readFileSync(file, 'utf8'));
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const ms = (a) => Math.round(lhr.audits[a]?.numericValue ?? 0);
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        jsGzipKiB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
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
writeFileSync('bench/results/latest.json', JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
writeFileSync('bench/results/latest.md', `# Lighthouse, mobile preset, ${new Date().toISOString()}\n\n${table}\n`);
console.log(table);
