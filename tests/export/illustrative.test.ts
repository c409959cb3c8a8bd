import { parse } from 'node-html-parser';
import { clientLogos, clientLogosProvenance } from '@/content/clients';
import { testimonialsProvenance } from '@/lib/content/testimonials';
import { testimonials } from '@/lib/content/testimonials';
import { figuresProvenance } from '@/lib/content/figures';
import { allProjects } from '@/lib/content/projects';
import { people } from '@/lib/content/team';
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

/**
 * Fiction labelled where it is shown (content/README.md, "Illustrative or to confirm"): every person,
 * project and client the firm has not confirmed carries the plain label (components/ui/provenance-label.tsx)
 * on every page that names them, each card and byline included, and every counter its figures' label.
 */

/** An item a page may show, the words that show it, and its label's `data-for`. */
interface Shown {
  id: string;
  names: string[];
}

const unconfirmedPeople: Shown[] = people.filter((p) => p.provenance !== 'confirmed').map((p) => ({ id: p.id, names: [p.name] }));
const unconfirmedProjects: Shown[] = allProjects.filter((p) => p.provenance !== 'confirmed').map((p) => ({ id: p.id, names: [p.title, p.client] }));

/** The items a page's main content names without the label for them. */
export function unlabelledItems(html: string, items: Shown[]): string[] {
  const main = parse(html).querySelector('main');
  if (!main) return [];
  const labelled = new Set(main.querySelectorAll('[data-provenance]').map((el) => el.getAttribute('data-for')));
  for (const el of main.querySelectorAll('script, style, template')) el.remove();
  const text = main.text.replace(/\s+/g, ' ');
  return items.filter((item) => item.names.some((n) => text.includes(n)) && !labelled.has(item.id)).map((item) => item.id);
}

test('every page naming an unconfirmed person or project labels it', () => {
  const problems = indexablePaths().flatMap((path) => unlabelledItems(readPage(path).html, [...unconfirmedPeople, ...unconfirmedProjects]).map((id) => `${path}: ${id}`));
  expect(problems).toEqual([]);
});

test('each card of an unconfirmed person or project carries its own label', () => {
  const team = readPage('/team/').root;
  for (const person of unconfirmedPeople) expect([person.id, team.querySelector(`#${person.id} [data-for="${person.id}"]`) !== null]).toEqual([person.id, true]);
  for (const path of indexablePaths()) {
    for (const card of readPage(path).root.querySelectorAll('main article')) {
      const project = /^\/projects\/([^/]+)\/$/.exec(card.querySelector('a[href^="/projects/"]')?.getAttribute('href') ?? '')?.[1];
      const item = unconfirmedProjects.find((p) => p.id === project);
      if (item) expect([path, item.id, card.querySelector(`[data-for="${item.id}"]`) !== null]).toEqual([path, item.id, true]);
    }
  }
});

test('every page with a counter labels the figures while the firm has not confirmed them', () => {
  if (figuresProvenance === 'confirmed') return;
  const pages = indexablePaths().filter((p) => readPage(p).root.querySelector('main [data-counter]'));
  expect(pages).toEqual(expect.arrayContaining(['/', '/about/']));
  expect(pages.filter((p) => !readPage(p).root.querySelector('main [data-for="figures"]'))).toEqual([]);
});

test('the check finds a person or project shown without the label', () => {
  const person = { id: 'jo-bloggs', names: ['Jo Bloggs'] };
  expect(unlabelledItems('<main><h3>Jo Bloggs</h3><p>MRICS</p></main>', [person])).toEqual(['jo-bloggs']);
  expect(unlabelledItems('<main><h3>Jo Bloggs</h3><span data-provenance="illustrative" data-for="jo-bloggs">Illustrative</span></main>', [person])).toEqual([]);
  expect(unlabelledItems('<main><h3>Someone else</h3></main>', [person])).toEqual([]);
});
