import { test, expect } from './fixtures';

/**
 * Layout at a phone's width and a laptop's: tables that fit, nothing clipped. Every table at 390 px is
 * checked on its page's phone visit in e2e/whole-site.spec.ts.
 */

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
