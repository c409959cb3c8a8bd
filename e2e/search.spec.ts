import { test, expect, hydrated } from './fixtures';

/** Site search (Pagefind, indexed by `next build`): a dialog from the header, by mouse, keyboard and screen reader. */

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the dialog behaves the same at every width'));

test('"rebar" finds the rebar pages, with their type and an excerpt', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Search the site' });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search for' })).toBeFocused();
  await page.keyboard.type('rebar');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results for “rebar”\.$/);
  const results = dialog.getByRole('list', { name: 'Results for rebar' }).getByRole('link');
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining(['/services/rebar-detailing/']));
  await expect(results.first()).toContainText(/Service|Project|Article|Page/);
  await expect(results.first().locator('mark').first()).toBeVisible();
  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('Ctrl+K opens search from anywhere; "BBS" finds the bar bending schedule page', async ({ page }) => {
  await page.goto('/about/');
  await hydrated(page.getByRole('button', { name: 'Search the site' }));
  // Typed straight after the shortcut, while the dialog is still loading, on a slow phone's CPU (the
  // first key can then arrive before React has re-rendered): nothing is lost.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('BBS');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog.getByRole('searchbox', { name: 'Search for' })).toHaveValue('BBS');
  const results = dialog.getByRole('list', { name: 'Results for BBS' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain('/services/bar-bending-schedule/');
  await page.keyboard.press('Tab');
  await expect(results.first()).toBeFocused();
});

test('without JavaScript there is no search button, and pages are complete without it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search the site' })).toBeHidden();
  await context.close();
});

test('the search index leaves out the thanks page, the redirect and the error pages', async ({ request }) => {
  const entry = await request.get('/pagefind/pagefind-entry.json');
  expect(entry.ok()).toBe(true);
  const { languages } = (await entry.json()) as { languages: Record<string, { page_count: number }> };
  const { page_count } = Object.values(languages)[0]!;
  // Every indexable page (the sitemap), nothing else.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(page_count).toBe((sitemap.match(/<loc>/g) ?? []).length);
});
