import type { Page } from '@playwright/test';
import { test, expect, holdScripts, hydrated } from './fixtures';
import { CARD_SIZE_NARROW, CARD_SIZE_WIDE, CAROUSEL_HEIGHT, centreIndex } from '../lib/carousel';
import { homeFaqs } from '@/lib/content/faqs';
import { testimonials } from '@/lib/content/testimonials';

/** The home page in a browser: counters, carousel, FAQ, scroll memory (its structure: tests/export/home.test.ts). */

/** Order, counters, the FAQ and scroll memory behave the same at every width: they run in the desktop project. */

// The order of the sections, their items and the counters' final values are in the HTML:
// tests/export/home.test.ts.
test('counters count up from 0 when scrolled into view', async ({ page }) => {
  await page.goto('/');
  const counter = page.locator('[data-counter="500"]');
  await expect(counter).toHaveAttribute('data-shown', '0');
  await counter.scrollIntoViewIfNeeded();
  await expect.poll(async () => Number(await counter.getAttribute('data-shown'))).toBeGreaterThan(0);
  await expect.poll(async () => Number(await counter.getAttribute('data-shown'))).toBe(500);
});

test('counters show the final value at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-counter="120"]')).toHaveAttribute('data-shown', '120');
});

test('carousel: next, previous, click-to-centre and wrap-around', { tag: '@every-width' }, async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.scrollIntoViewIfNeeded();
  // However many testimonials the marketer keeps: the card `steps` from the first centre card, wrapping round.
  const n = testimonials.length;
  const first = centreIndex(n);
  const card = (steps: number) => String((((first + steps) % n) + n) % n);
  const centre = () => carousel.locator('[data-position="0"]').getAttribute('data-tempid');
  expect(await centre()).toBe(card(0));
  await hydrated(page.getByRole('button', { name: 'Next testimonial' }));
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await centre()).toBe(card(1));
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  expect(await centre()).toBe(card(-1));
  // Wrap round: forward past the last card to the first.
  for (let i = 0; i < n - first + 1; i++) await page.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await centre()).toBe('0');
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  expect(await centre()).toBe(String(n - 1));
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

/**
 * Start a step of the hydrated carousel (after framer-motion has arrived) and record, frame by frame,
 * where the card that comes to the centre is and what is animating it, until nothing is.
 */
async function stepAndWatch(page: Page, button: 'Next testimonial' | 'Previous testimonial') {
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await hydrated(page);
  // lib/motion has delivered framer-motion to the carousel.
  await expect(carousel).toHaveAttribute('data-motion', '');
  return carousel.evaluate(async (root, name) => {
    const x = (el: Element) => new DOMMatrix(getComputedStyle(el).transform).m41;
    const oldCentre = root.querySelector('[data-position="0"]')!;
    const centreX = x(oldCentre);
    const button = root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    const incoming = root.querySelector(`[data-position="${name === 'Next testimonial' ? 1 : -1}"]`)!;
    const startX = x(incoming);
    button.click();
    const frames: { x: number; animations: string[] }[] = [];
    for (let i = 0; i < 120; i++) {
      await new Promise(requestAnimationFrame);
      const animations = incoming.getAnimations().map((a) => (a instanceof CSSTransition ? `transition:${a.transitionProperty}` : a.constructor.name));
      frames.push({ x: x(incoming), animations });
      // Done when the card rests in the centre and nothing but the colours' transition is running.
      if (Math.abs(frames.at(-1)!.x - centreX) < 0.5 && animations.every((a) => /^transition:.*color$/.test(a))) break;
    }
    return { centreX, startX, frames, position: incoming.getAttribute('data-position') };
  }, button);
}

test('carousel: after hydration framer-motion slides the cards (Web Animations on the transform), not a CSS transition', { tag: '@every-width' }, async ({ page }) => {
  await page.goto('/');
  const { centreX, startX, frames, position } = await stepAndWatch(page, 'Next testimonial');
  expect(position).toBe('0');
  // The card passes through places between where it was and the centre, then rests exactly there. How
  // many frames the browser draws in the half second is the machine's: pinned to one busy core it drew
  // one. One is what tells a slide from a jump (under reduced motion the first frame is at the centre).
  const between = frames.filter((f) => Math.abs(f.x - startX) > 1 && Math.abs(f.x - centreX) > 1);
  expect(between.length).toBeGreaterThanOrEqual(1);
  expect(between.every((f) => (f.x - startX) * (f.x - centreX) < 0)).toBe(true);
  expect(frames.at(-1)!.x).toBeCloseTo(centreX, 0);
  // What moved it was a script's animation (framer-motion runs it through Web Animations), and never a
  // CSS transition of the transform.
  const seen = new Set(frames.flatMap((f) => f.animations));
  expect([...seen].filter((a) => a === 'Animation')).toEqual(['Animation']);
  expect([...seen].filter((a) => a.startsWith('transition:') && !/color$/.test(a))).toEqual([]);
});

test('carousel: under reduced motion a step jumps, with nothing animating the cards\' places', { tag: '@every-width' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const { centreX, frames, position } = await stepAndWatch(page, 'Previous testimonial');
  expect(position).toBe('0');
  // From the first frame after the tap the card is in the centre, and no animation moves it.
  expect(frames[0]!.x).toBeCloseTo(centreX, 0);
  expect(frames.flatMap((f) => f.animations).filter((a) => !/^transition:.*color$/.test(a))).toEqual([]);
});

test('carousel cards are 365 px at 640 px and wider, 290 px below, before and after hydration; the carousel is 600 px high', { tag: '@every-width' }, async ({ page }, testInfo) => {
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

test('FAQ accordion keeps one answer open at a time', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(homeFaqs.length);
  await items.first().locator('summary').click();
  await expect(items.first()).toHaveAttribute('open', '');
  await items.last().locator('summary').click();
  await expect(items.last()).toHaveAttribute('open', '');
  await expect(items.first()).not.toHaveAttribute('open', '');
  await items.last().locator('summary').click();
  await expect(items.last()).not.toHaveAttribute('open', '');
});

test('landingScrollY is written while scrolling and restored after reload', async ({ page }) => {
  await page.goto('/');
  // Scroll deep until the (hydrated) page has stored where it ended up: sections render lazily, and the
  // browser keeps the content in view steady while they do, so the final offset may differ from 5000.
  await hydrated(page);
  await page.evaluate(() => {
    window.scrollTo(0, 4900);
    window.scrollTo(0, 5000);
  });
  // Each scroll (the browser's own, while sections render, included) is written within the write
  // interval: wait until what is stored is where the page is.
  await expect
    .poll(() => page.evaluate(() => ({ deep: window.scrollY > 4000, stored: localStorage.getItem('landingScrollY') === String(Math.round(window.scrollY)) })))
    .toEqual({ deep: true, stored: true });
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
  // Back down the page, with the same content in view. The offset itself may end well above the saved
  // one: sections above the view that render after the restore are shorter than their placeholders, and
  // the browser keeps what is in view steady by scrolling up by the difference (1,800 px once, under
  // load). What proves the restore is the same section at the same place, below.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(Number(saved) / 2);
  await expect.poll(inView).toBe(before);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['landingScrollY']);
});

test('the home page renders its text without JavaScript, and no carousel arrows that would do nothing', { tag: '@every-width' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-counter="500"]')).toContainText('500+');
  await expect(page.getByTestId('testimonial-carousel')).toContainText(testimonials[centreIndex(testimonials.length)]!.by.name);
  // Arrows that would do nothing are not shown (they keep their place, hidden, until the scripts run).
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeHidden();
  await context.close();
});
