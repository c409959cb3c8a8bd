import { parse } from 'node-html-parser';
import { clientLogos, clientLogosProvenance } from '@/content/clients';
import { testimonialsProvenance } from '@/content/testimonials';
import { testimonials } from '@/lib/testimonials';
import { indexablePaths, readPage, requireExport } from './out';

/**
 * Nothing content/ marks as illustrative is presented as a real client's words: wherever a page shows
 * a testimonial (a quote with its person) or the client logos, the page says they are illustrative,
 * until the firm sets their Provenance to 'confirmed' (content/README.md).
 */

beforeAll(requireExport);

const ILLUSTRATIVE = /illustrative/i;

function mainText(path: string): string {
  const main = parse(readPage(path).html).querySelector('main')!;
  for (const el of main.querySelectorAll('script, style, template')) el.remove();
  return main.text.replace(/\s+/g, ' ');
}

test('every page quoting a testimonial says it is illustrative, while content marks it so', () => {
  if (testimonialsProvenance === 'confirmed') return;
  // A testimonial is a quote in a figure with its person (components/ui/quote-block.tsx, testimonial-card.tsx).
  const pages = indexablePaths().filter((p) => readPage(p).root.querySelectorAll('main figure blockquote').length > 0);
  expect(pages).toEqual(expect.arrayContaining(['/', '/testimonials/']));
  expect(pages.length).toBeGreaterThan(testimonials.length > 0 ? 2 : 0);
  const unlabelled = pages.filter((p) => !ILLUSTRATIVE.test(mainText(p)));
  expect(unlabelled).toEqual([]);
});

test('the client logos are introduced as illustrative, while content marks them so', () => {
  if (clientLogosProvenance === 'confirmed') return;
  const home = readPage('/').root;
  const heading = home.querySelector('#clients-heading')!.text;
  expect(heading).toMatch(ILLUSTRATIVE);
  expect(home.querySelectorAll('#clients img').length).toBeGreaterThanOrEqual(clientLogos.length);
});
