import { test, expect, framesRendered, holdScripts, hydrated } from './fixtures';

/**
 * The paint-first window: pages are readable and usable from their HTML before the scripts start.
 * Whatever a visitor does in that window must behave as it would after hydration. (That every page
 * hydrates at all, without a hydration warning, is checked page by page in whole-site.spec.ts.)
 * Scroll position and its memory behave the same at every width: desktop project only.
 */


const SAVED = 2500;

test('a visitor who scrolls before the scripts start stays where they scrolled to', async ({ page }) => {
  await page.addInitScript((saved) => localStorage.setItem('landingScrollY', String(saved)), SAVED);
  const release = await holdScripts(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  release();
  await hydrated(page);
  // Restoration would happen in the first effects after hydration, before the frames that follow it.
  await framesRendered(page);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600);
});

test('a visitor who has not scrolled is returned to the remembered position', async ({ page }) => {
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('landingScrollY', String(saved));
      sessionStorage.setItem('seeded', '1');
    }
  }, SAVED);
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(SAVED - 200);
});
