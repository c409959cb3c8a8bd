import { readFileSync } from 'node:fs';
import { test, expect, holdScripts, hydrated } from './fixtures';
import { fileForPath } from '../tests/export/out';
import { CARD_SIZE_NARROW, CARD_SIZE_WIDE, CAROUSEL_HEIGHT } from '../lib/carousel';

/** The home page (issue: home): section order, buttons, counters, carousel, FAQ, scroll memory. */

/** Order, counters, the FAQ and scroll memory behave the same at every width: they run in the desktop project. */
const VIEWPORT_INDEPENDENT = 'viewport-independent: desktop only';

test('sections appear in the spec order, with their buttons', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', VIEWPORT_INDEPENDENT);
  await page.goto('/');
  const headings = (await page.locator('main h1, main h2').allTextContents()).map((t) => t.trim());
  const order = ['Preconstruction excellence', 'Our Services', 'Numbers that build trust', 'Recently Completed Projects', 'Trusted by Leading Contractors', 'Our Process', 'Recent Blogs', 'What our clients say', 'Frequently asked questions', 'Ready to price and plan'];
  const positions = order.map((h) => headings.findIndex((t) => t.startsWith(h)));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Start Your Project' }).first()).toHaveAttribute('href', '/contact/');
  await expect(main.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio/');
  await expect(main.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/portfolio/');
  await expect(main.getByRole('link', { name: 'View All Blogs' })).toHaveAttribute('href', '/blogs/');
  await expect(main.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute('href', '/about/');
  await expect(page.locator('#projects article')).toHaveCount(3);
  await expect(page.locator('#blogs article')).toHaveCount(3);
  await expect(page.locator('#services > div > ul > li')).toHaveCount(6);
  await expect(page.locator('#process ol > li')).toHaveCount(4);
  // The client list repeats 5 times; only the first copy is exposed to assistive technology.
  await expect(page.locator('#clients img')).toHaveCount(40);
  await expect(page.locator('#clients .marquee-track:not([aria-hidden])')).toHaveCount(1);
});

test('counters: final values in the HTML, count up when scrolled into view', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', VIEWPORT_INDEPENDENT);
  const html = readFileSync(fileForPath('/'), 'utf8');
  for (const v of ['500', '120', '15']) expect(html).toMatch(new RegExp(`data-counter="${v}" data-shown="${v}"`));

  await page.goto('/');
  const counter = page.locator('[data-counter="500"]');
  await expect(counter).toHaveAttribute('data-shown', '0');
  await counter.scrollIntoViewIfNeeded();
  await expect.poll(async () => Number(await counter.getAttribute('data-shown'))).toBeGreaterThan(0);
  await expect.poll(async () => Number(await counter.getAttribute('data-shown')), { timeout: 4000 }).toBe(500);
});

test('counters show the final value at once under reduced motion', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', VIEWPORT_INDEPENDENT);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-counter="120"]')).toHaveAttribute('data-shown', '120');
});

test('carousel: next, previous, click-to-centre and wrap-around', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const centre = () => carousel.locator('[data-position="0"]').getAttribute('data-tempid');
  expect(await centre()).toBe('7');
  await hydrated(page.getByRole('button', { name: 'Next testimonial' }));
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await centre()).toBe('8');
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  expect(await centre()).toBe('6');
  // Wrap round: from 6, eight steps forward pass 14 and land on 14 -> 0.
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await centre()).toBe('0');
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  expect(await centre()).toBe('14');
  // Click a card one to the right of centre: it becomes the centre.
  // Part of a side card sits under the centre card, so dispatch the click on the card itself.
  await carousel.locator('[data-position="1"]').dispatchEvent('click');
  expect(await centre()).toBe('0');
  // Arrow keys work when the carousel has focus.
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  expect(await centre()).toBe('1');
  await page.keyboard.press('ArrowLeft');
  expect(await centre()).toBe('0');
});

test('carousel cards are 365 px at 640 px and wider, 290 px below, before and after hydration; the carousel is 600 px high', async ({ page }, testInfo) => {
  // The first measurement is of the static HTML, as a slow phone sees it.
  const release = await holdScripts(page);
  await page.goto('/');
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.scrollIntoViewIfNeeded();
  // The component sizes cards in CSS classes and places them from these constants: they must agree.
  const expected = testInfo.project.name === 'phone' ? CARD_SIZE_NARROW : CARD_SIZE_WIDE;
  const centreCardWidth = () => carousel.locator('[data-position="0"]').evaluate((el) => (el as HTMLElement).offsetWidth);
  expect((await carousel.boundingBox())?.height).toBe(CAROUSEL_HEIGHT);
  expect(await centreCardWidth()).toBe(expected);
  release();
  await hydrated(page.getByRole('button', { name: 'Next testimonial' }));
  expect(await centreCardWidth()).toBe(expected);
  expect((await carousel.boundingBox())?.height).toBe(CAROUSEL_HEIGHT);
  // Every card shows who said it: the attribution fits inside the square card, however long the quote.
  const cut = await carousel.locator('[data-position]').evaluateAll((cards) =>
    cards
      .filter((card) => {
        const figure = card.querySelector('figure') as HTMLElement;
        const caption = card.querySelector('figcaption') as HTMLElement;
        return caption.offsetTop + caption.offsetHeight > figure.offsetTop + figure.clientHeight;
      })
      .map((card) => card.getAttribute('data-tempid')),
  );
  expect(cut).toEqual([]);
});

test('FAQ accordion keeps one answer open at a time', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', VIEWPORT_INDEPENDENT);
  await page.goto('/');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(4);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).not.toHaveAttribute('open', '');
});

test('landingScrollY is written while scrolling and restored after reload', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', VIEWPORT_INDEPENDENT);
  await page.goto('/');
  // Scroll deep until the (hydrated) page has stored where it ended up: sections render lazily, and the
  // browser keeps the content in view steady while they do, so the final offset may differ from 5000.
  await expect(async () => {
    await page.evaluate(() => {
      window.scrollTo(0, 4900);
      window.scrollTo(0, 5000);
    });
    await page.waitForTimeout(300);
    const { stored, y } = await page.evaluate(() => ({ stored: localStorage.getItem('landingScrollY'), y: Math.round(window.scrollY) }));
    expect(y).toBeGreaterThan(4000);
    expect(stored).toBe(String(y));
  }).toPass({ timeout: 10_000 });
  const saved = await page.evaluate(() => localStorage.getItem('landingScrollY'));
  // The same content must be in view after reload, though a fresh load has placeholder heights.
  const inView = () =>
    page.evaluate(() => {
      const section = [...document.querySelectorAll('main section')].find((s) => s.getBoundingClientRect().bottom > 120);
      return `${section?.id} @ ${Math.round(section?.getBoundingClientRect().top ?? 0)}`;
    });
  // Let sections that have just come into view finish rendering before reading positions.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await inView();
  await page.reload();
  await expect.poll(() => page.evaluate(() => String(Math.round(window.scrollY)))).toBe(saved);
  await expect.poll(inView).toBe(before);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['landingScrollY']);
});

test('the home page renders its text without JavaScript, and no carousel arrows that would do nothing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-counter="500"]')).toContainText('500+');
  await expect(page.getByTestId('testimonial-carousel')).toContainText('Tyler Brooks');
  // Arrows that would do nothing are not shown (they keep their place, hidden, until the scripts run).
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeHidden();
  await context.close();
});
