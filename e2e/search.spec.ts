import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { test, expect, hydrated } from './fixtures';
import { allProjects, PROJECTS_DIR } from '@/lib/content/projects';
import { readPage } from '../tests/export/out';

/** Site search (Pagefind, indexed by `next build`): a dialog from the header, by mouse, keyboard and screen reader. */


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
  // The index loads at a sixth of the machine's speed: wait for the dialog to say it has searched.
  await expect(dialog.getByRole('status')).toHaveText(/results? for “BBS”/, { timeout: 60_000 });
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

/**
 * The words of a page's <main> as Pagefind indexes them: its parts marked `data-pagefind-ignore` left
 * out. Read from the export the server serves (reading each result through the browser cost this file
 * most of its time).
 */
function ownWords(url: string): string {
  const main = parse(readPage(url).html).querySelector('main');
  main?.querySelectorAll('[data-pagefind-ignore]').forEach((el) => el.remove());
  return main?.textContent ?? '';
}

/** Each result's excerpt, straight from Pagefind's API in the page, and the result page's own words. */
async function searchResults(page: import('@playwright/test').Page, term: string) {
  const results = await page.evaluate(async (term) => {
    const pagefind = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
    const { results } = await pagefind.search(term);
    return Promise.all(
      results.map(async (r: { data: () => Promise<{ url: string; excerpt: string }> }) => {
        const { url, excerpt } = await r.data();
        return { url, excerpt: excerpt.replace(/<\/?mark>/g, '') };
      }),
    );
  }, term);
  return results.map((r) => ({ ...r, own: ownWords(r.url) }));
}

test('excerpts keep the spaces the page shows between links, badges and lines', async ({ page }) => {
  await page.goto('/');
  const found = await searchResults(page, 'sample deliverables');
  const portfolio = found.find((r) => r.url === '/portfolio/');
  expect(portfolio?.excerpt).toContain('Discuss Your Project See Sample Deliverables');
  // A project card's kind, place and year, each a badge or line of its own (whichever cards are near).
  const cardLines = allProjects.map((p) => `${p.category} ${p.location} ${p.year}`);
  expect(cardLines.some((line) => portfolio?.excerpt.includes(line)), `${portfolio?.excerpt} has one of ${cardLines.join('; ')}`).toBe(true);
  // Runs that the page never shows together, in any excerpt of these queries.
  const joined = ['ProjectSee', 'deliverablesJoin', 'Experience15+', ...allProjects.flatMap((p) => [`${p.category}${p.location}`, `${p.location}·`])];
  for (const term of ['sample deliverables', 'NRM', 'experience']) {
    for (const { url, excerpt } of await searchResults(page, term)) {
      expect(joined.filter((run) => excerpt.includes(run)), `${url}: ${excerpt}`).toEqual([]);
    }
  }
  // The dialog shows `excerpt` as Pagefind gives it (components/search/search-dialog.tsx).
});

test('a page is found by its own words, not by the cards of other pages it shows', async ({ page }) => {
  await page.goto('/');
  for (const term of ['NRM', 'Tekla', 'hospital']) {
    const found = await searchResults(page, term);
    expect(found.length, term).toBeGreaterThan(0);
    const byNeighbours = found.filter(({ own }) => !own.toLowerCase().includes(term.toLowerCase())).map(({ url }) => url);
    expect(byNeighbours, term).toEqual([]);
  }
  // The case: of the projects, only those about NRM work are found for "NRM", not every one
  // whose page lists the others' cards.
  const projects = (await searchResults(page, 'NRM')).map(({ url }) => url).filter((url) => url.startsWith('/projects/'));
  // NRM1, NRM2: Pagefind finds a word by its start.
  const aboutNrm = allProjects.filter((p) => /\bNRM/.test(readFileSync(`${PROJECTS_DIR}/${p.id}.md`, 'utf8'))).map((p) => `/projects/${p.id}/`);
  expect(projects.sort()).toEqual(aboutNrm.sort());
});
