import type { Page } from '@playwright/test';
import { test, expect, framesRendered, holdScripts, hydrated, scrollAndSettle } from './fixtures';
import { blogPosts } from '@/lib/content/posts';

/** Header, menus, navigation behaviour and not-found pages (issue: site shell). */

/** /about/ with its Services menu opened by the pointer resting on Services: the menu's button. */
async function menuOpenedByPointer(page: Page) {
  await page.goto('/about/');
  await hydrated(page);
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services menu' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

test.describe('desktop header', () => {

  test('mega-menu opens on hover, closes on leave, and has 6 groups of 3 links at 850 px', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await hydrated(page);
    const button = nav.getByRole('button', { name: 'Services menu' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel).toBeHidden();
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect((await panel.boundingBox())?.width).toBe(850);
    await expect(panel.locator('ul')).toHaveCount(6);
    await expect(panel.locator('ul li')).toHaveCount(18);
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();
  });

  test('mega-menu is a disclosure: focus passes it by, Enter, Space or ArrowDown open it, Escape closes it, a link click closes it', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'Services', exact: true });
    const button = nav.getByRole('button', { name: 'Services menu' });
    await hydrated(page);
    // Focus on the link alone does not open the panel: a keyboard pass through the header costs one stop.
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeFocused();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Construction Cost Estimation' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // Closed with Escape, it opens again without leaving it.
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Construction Cost Estimation' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    await link.hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monitoring & Control' }).click();
    await expect(page).toHaveURL(/\/services\/planning-scheduling\/#monitoring-control$/);
    await expect(page.locator('#monitoring-control')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on the menu button after the pointer opened the menu keeps it open; the next click closes it', async ({ page }) => {
    const button = await menuOpenedByPointer(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes a mega-menu opened by hover, wherever focus is', async ({ page }) => {
    const button = await menuOpenedByPointer(page);
    await expect(page.locator('body')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('before the scripts start the Services chevron is part of the link; then the menu button takes its place, nothing moves', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/about/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'Services', exact: true });
    const button = nav.getByRole('button', { name: 'Services menu' });
    await expect(link.locator('svg')).toBeVisible();
    await expect(button).toHaveCount(0);
    const next = await nav.getByRole('link', { name: 'Portfolio' }).boundingBox();
    release();
    await hydrated(page);
    await expect(button).toBeVisible();
    await expect(link.locator('svg')).toBeHidden();
    expect(await nav.getByRole('link', { name: 'Portfolio' }).boundingBox()).toEqual(next);
  });

  test('a pointer already on Services when the scripts start opens the mega-menu', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/about/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true });
    await link.hover();
    release();
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('current page link carries aria-current; Blogs stays current under /blogs/', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/about');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto(`/blogs/${blogPosts[0]!.id}`);
    await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
  });

  test('header hides on scroll down, shows on scroll up, changes background past 20 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a scroll before the first paint wakes the header at once, not after the 5 s fallback', async ({ page }) => {
    // Input before the first paint ends largest-paint reporting: make the observer silent, as then.
    await page.addInitScript(() => {
      class SilentObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        observe() {}
        disconnect() {}
      }
      Object.assign(window, { PerformanceObserver: SilentObserver });
    });
    // "At once, not after the fallback": the loader's 5 s fallback start is taken away, so only the
    // scroll can start the page. However slow the machine, the header wakes because of the scroll.
    await page.addInitScript(() => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        delay === 5000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
    });
    await page.goto('/about/');
    await page.mouse.wheel(0, 600);
    await expect(page.locator('header').first()).toHaveAttribute('data-hidden', 'true');
  });

  test('top strip shows address, email and social links', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('header').first();
    await expect(strip.getByText('Lahore', { exact: false }).first()).toBeVisible();
    await expect(strip.getByRole('link', { name: /^info@/ })).toBeVisible();
    for (const name of ['Facebook', 'LinkedIn', 'Instagram']) {
      await expect(strip.getByRole('link', { name: new RegExp(`on ${name}$`) })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('client-side navigation scrolls to top and shows the logo overlay for 300 ms', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' });
    await hydrated(link);
    // Record the overlay's life with a MutationObserver: a 300 ms element can fall between polls.
    await page.evaluate(() => {
      const seen: { added?: number; removed?: number } = {};
      (window as unknown as { overlaySeen: typeof seen }).overlaySeen = seen;
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="route-overlay"]') !== null;
        if (present && seen.added === undefined) seen.added = performance.now();
        if (!present && seen.added !== undefined && seen.removed === undefined) seen.removed = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      window.scrollTo(0, document.body.scrollHeight);
    });
    await link.click();
    await expect(page).toHaveURL(/\/team\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specialists in every preconstruction discipline');
    const seen = () => page.evaluate(() => (window as unknown as { overlaySeen: { added?: number; removed?: number } }).overlaySeen);
    // The window object survived, so this was a client-side navigation, and the overlay came and went.
    await expect.poll(async () => (await seen()).removed !== undefined).toBe(true);
    const { added = 0, removed = 0 } = await seen();
    expect(removed - added).toBeGreaterThanOrEqual(250);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('overlay is skipped under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    await hydrated(link);
    await page.evaluate(() => {
      (window as unknown as { overlaySeen: boolean }).overlaySeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="route-overlay"]')) (window as unknown as { overlaySeen: boolean }).overlaySeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await link.click();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await framesRendered(page);
    // Still the same window (a client-side navigation), and no overlay ever appeared.
    expect(await page.evaluate(() => (window as unknown as { overlaySeen?: boolean }).overlaySeen)).toBe(false);
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {

  test('opens, keeps one service group open at a time, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    // Below lg the header still has its navigation landmark, holding the menu button.
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' });
    await hydrated(page);
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    const groups = menu.locator('details');
    await expect(groups).toHaveCount(6);
    await groups.nth(0).locator('summary').click();
    await expect(groups.nth(0)).toHaveAttribute('open', '');
    await groups.nth(3).locator('summary').click();
    await expect(groups.nth(3)).toHaveAttribute('open', '');
    await expect(groups.nth(0)).not.toHaveAttribute('open', '');
    await groups.nth(3).locator('summary').click();
    await expect(groups.nth(3)).not.toHaveAttribute('open', '');

    for (const name of ['About', 'Portfolio', 'Blogs', 'Contact', 'Get Quote']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await groups.nth(1).locator('summary').click();
    await menu.getByRole('link', { name: 'Rebar Shop Drawings' }).click();
    await expect(page).toHaveURL(/\/services\/rebar-shop-drawings\/$/);
    await expect(menu).toBeHidden();
    // The same document: a client-side navigation, after which the menu is closed.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('menu and accordion work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const groups = menu.locator('details');
    await groups.nth(2).locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Bar Bending Schedule' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await context.close();
  });

  test('a tap on the toggle before the page has hydrated opens the menu once, and it stays open', async ({ page }) => {
    // Tap while the framework's scripts are on their way.
    const release = await holdScripts(page);
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    release();
    await hydrated(page);
    await framesRendered(page);
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
  });

  test('header stays visible while the menu is open', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await scrollAndSettle(page, 400);
    await expect(page.locator('header').first()).toHaveAttribute('data-hidden', 'false');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('phone header: a quote one tap away', { tag: '@phone' }, () => {

  // That every page's HTML holds this link, to /contact/ and named Get a Quote: tests/export/files.test.ts.
  for (const width of [390, 320]) {
    test(`at ${width} px the quote link shows beside the logo, search and menu before the scripts run, and does not move when they do`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const release = await holdScripts(page);
      await page.goto('/pricing/');
      const header = page.getByRole('banner');
      const quote = header.getByRole('link', { name: 'Get a Quote' });
      const menu = header.getByRole('button', { name: 'Open menu' });
      await expect(quote).toBeVisible();
      const before = await quote.boundingBox();
      const menuBox = await menu.boundingBox();
      const logoBox = await header.getByRole('link', { name: 'Stratum Precon' }).boundingBox();
      if (!before || !menuBox || !logoBox) throw new Error('header parts not laid out');
      // One row: the link sits between the logo and the menu button, all of it on screen.
      expect(before.x).toBeGreaterThan(logoBox.x + logoBox.width);
      expect(before.x + before.width).toBeLessThan(menuBox.x);
      expect(Math.abs(before.y + before.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThan(2);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      release();
      await hydrated(page);
      expect(await quote.boundingBox()).toEqual(before);
      await quote.tap();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the quote link works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/services/bim/');
    await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).tap();
    await expect(page).toHaveURL(/\/contact\/$/);
    await context.close();
  });

  test("from 640 px up the header's Get Quote button takes over and the short link is gone", async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 });
    await page.goto('/about/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Get Quote', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get a Quote' })).toBeHidden();
  });
});

test.describe('not found', () => {
  // Its text, Return Home link, no canonical and noindex are in 404.html: tests/export/files.test.ts; the
  // 404 status on each host and the /blog redirect: e2e/hosting.spec.ts. Here, what the page shows once
  // its scripts have run for each kind of unknown path. Viewport-independent: desktop only.

  test('unknown paths, project ids and blog ids each say what was not found and link back', async ({ page }) => {
    for (const [path, heading, link, href] of [
      ['/no-such-page/', 'Page not found', 'Return Home', '/'],
      ['/projects/no-such-project/', 'Project not found', 'View Portfolio', '/portfolio/'],
      ['/blogs/no-such-post/', 'Blog not found', 'View All Blogs', '/blogs/'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('link', { name: link }), path).toHaveAttribute('href', href);
    }
  });

  test('the served site sends Brotli where accepted and gzip otherwise', async ({ request }) => {
    // Cloudflare's runtime compresses with the first encoding the client lists that it supports. Its
    // security headers: e2e/hosting.spec.ts.
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.text()).toContain('<h1');
    const gzipOnly = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
    expect(await gzipOnly.text()).toContain('<h1');
  });
});
