import { test, expect } from './fixtures';
import { allHtmlPaths, readPage } from '../tests/export/out';

/** Layout at a phone's width and a laptop's: tables that fit, nothing clipped. */

/** Every exported page that holds a data table: /pricing/, /services/ and the service pages with one. */
const pagesWithTables = allHtmlPaths().filter((path) => readPage(path).root.querySelector('table'));

test.describe('tables at 390 px', { tag: '@phone' }, () => {

  test('every table reads without a sideways scroll: rows as cards, every cell on screen, each value under its column', async ({ page }) => {
    test.setTimeout(240_000);
    // The list cannot come out empty: the export has tables on /pricing/ and on service pages.
    expect(pagesWithTables).toContain('/pricing/');
    expect(pagesWithTables.filter((p) => p.startsWith('/services/') && p !== '/services/').length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const path of pagesWithTables) {
      await page.goto(path);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const vw = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > vw) out.push(`page scrolls sideways (${document.documentElement.scrollWidth}px)`);
        for (const table of document.querySelectorAll('table')) {
          const name = table.caption?.textContent ?? 'table';
          // Nothing scrolls inside the table's frame either.
          for (let el: HTMLElement | null = table; el && el !== document.body; el = el.parentElement) {
            if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') out.push(`${name}: scrolls sideways in its frame`);
          }
          const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
          for (const row of table.querySelectorAll('tbody tr')) {
            const rowBox = row.getBoundingClientRect();
            if (rowBox.left < 0 || rowBox.right > vw) out.push(`${name}: a row spans ${Math.round(rowBox.left)}-${Math.round(rowBox.right)}px`);
            for (const cell of row.children) {
              const box = cell.getBoundingClientRect();
              if (box.width === 0 || box.left < rowBox.left - 1 || box.right > rowBox.right + 1) out.push(`${name}: cell "${cell.textContent}" cut`);
              if (cell.scrollWidth > cell.clientWidth + 1) out.push(`${name}: "${cell.textContent}" overflows its cell`);
              const index = [...row.children].indexOf(cell);
              const label = getComputedStyle(cell, '::before').content;
              // A value cell that names its column shows that name, and it is the column's heading.
              if (cell.hasAttribute('data-label')) {
                if (!label.includes(cell.getAttribute('data-label') ?? '\u0000')) out.push(`${name}: "${cell.textContent}" shows no column name`);
                if (cell.getAttribute('data-label') !== heads[index]) out.push(`${name}: label "${cell.getAttribute('data-label')}" is not column "${heads[index]}"`);
              }
            }
          }
          // The column headings are for screen readers only here; the cells say what they are.
          const thead = table.tHead?.getBoundingClientRect();
          if (thead && thead.height > 1) out.push(`${name}: column headings still laid out as a row`);
        }
        return out;
      });
      problems.push(...found.map((f) => `${path} ${f}`));
    }
    expect(problems).toEqual([]);
  });
});

test('from 640 px up the tables are tables again, with their headings in a row', async ({ page }) => {
  await page.goto('/pricing/');
  const table = page.getByRole('table', { name: /Turnaround and rates/ });
  const heads = table.locator('thead th');
  await expect(heads).toHaveCount(4);
  const boxes = await heads.evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().top));
  expect(new Set(boxes).size).toBe(1);
  expect(await table.locator('td[data-label]').first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe('none');
});

test.describe('nothing clipped', () => {
  // 390 px on the phone profile, 1280 px on the desktop one.
  for (const width of [390, 1280]) {
    const tag = width < 640 ? ['@phone'] : [];
    test(`at ${width} px the carousel shows words only on cards wholly in view, and moving it keeps that so`, { tag }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const carousel = page.getByTestId('testimonial-carousel');
      await carousel.scrollIntoViewIfNeeded();
      const cutOrCovered = () =>
        carousel.evaluate((root) => {
          const box = root.getBoundingClientRect();
          const cards = [...root.querySelectorAll<HTMLElement>('[data-position]')];
          const centre = cards.find((c) => c.dataset.position === '0');
          const shown = cards.filter((c) => getComputedStyle(c.querySelector('figure')!).visibility === 'visible');
          const problems = shown
            .filter((c) => {
              const r = c.getBoundingClientRect();
              // A card whose words show lies wholly inside the carousel and under no other card.
              const under = c !== centre && centre && r.left < centre.getBoundingClientRect().right && r.right > centre.getBoundingClientRect().left;
              return r.left < box.left || r.right > box.right || under;
            })
            .map((c) => c.dataset.tempid);
          // Cards whose words are not shown are not read out either.
          const heard = cards.filter((c) => !shown.includes(c) && c.getAttribute('aria-hidden') !== 'true').map((c) => c.dataset.tempid);
          return { problems, heard, centreShown: !!centre && shown.includes(centre) };
        });
      expect(await cutOrCovered()).toEqual({ problems: [], heard: [], centreShown: true });
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      // Once the cards have moved (the transition ends on the new centre card), the same holds.
      await expect.poll(cutOrCovered).toEqual({ problems: [], heard: [], centreShown: true });
    });

    test(`at ${width} px a card's meta line never starts a line with a "·", however narrow it gets`, { tag }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/portfolio/', '/blogs/']) {
        await page.goto(path);
        const lines = page.locator('.meta-line');
        expect(await lines.count()).toBeGreaterThan(2);
        const dangling = await lines.evaluateAll((all) =>
          all.flatMap((line) => {
            const out: string[] = [];
            // As the card lays it out, and squeezed so that every fact wraps onto a line of its own.
            for (const squeeze of ['', '4em']) {
              (line as HTMLElement).style.width = squeeze;
              const clip = line.getBoundingClientRect();
              const facts = [...line.firstElementChild!.children] as HTMLElement[];
              facts.forEach((fact, i) => {
                const box = fact.getBoundingClientRect();
                const dot = getComputedStyle(fact, '::before');
                const dotLeft = box.left; // the separator is drawn at the start of the fact's box
                const dotShown = dot.content !== 'none' && dotLeft + parseFloat(dot.width) / 2 > clip.left;
                const startsLine = i === 0 || box.top > facts[i - 1]!.getBoundingClientRect().top;
                if (dotShown && startsLine) out.push(`${line.textContent} (width ${squeeze || 'as laid out'})`);
              });
              (line as HTMLElement).style.width = '';
            }
            // Separators are drawn, never written: the text has none to dangle.
            if (line.textContent?.includes('·')) out.push(`${line.textContent}: a written separator`);
            return out;
          }),
        );
        expect(dangling, path).toEqual([]);
      }
    });
  }
});
