#!/usr/bin/env node
/**
 * Headless screenshots of pages at phone and desktop widths, for looking at the site as a visitor.
 * Usage: node tools/screenshot.mjs [--base http://localhost:3000] [--out <dir>] [--widths 390,1280]
 *        [--full yes|no] /path [/path ...]
 * PNGs go to --out, by default shots/ in the system's temporary folder.
 *
 * A full-page capture paints only what Chrome has rendered, and it skips sections styled
 * `content-visibility: auto` (home defers its lower sections that way) that were off screen: they came
 * out blank. Before a full-page capture the script therefore makes every such section visible, which
 * lays them out at their real size, as a visitor scrolling down would see them.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const base = take('base', 'http://localhost:3000');
const outDir = take('out', join(tmpdir(), 'shots'));
const widths = take('widths', '390,1280').split(',').map(Number);
const full = take('full', 'yes') === 'yes';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
for (const path of args.length ? args : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
    await page.route((url) => !['localhost', '127.0.0.1'].includes(url.hostname), (r) => r.abort());
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
      localStorage.clear();
    });
    if (full) {
      await page.addStyleTag({ content: '*, ::before, ::after { content-visibility: visible !important; }' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await page.waitForTimeout(2500);
    const file = join(outDir, `${path.replace(/\//g, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: full });
    console.log(file);
    await page.close();
  }
}
await browser.close();
