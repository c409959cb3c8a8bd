import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientLogosHeading } from '@/content/clients';
import { headlineStats } from '@/lib/content/figures';
import { testimonialsFraming } from '@/lib/content/testimonials';
import { OUT_DIR, readPage, requireExport } from './out';
import { SPEC } from '../spec-facts';

/**
 * What the home page's HTML holds, read from the export: the sections in the brief's order, their
 * buttons, how many of each item, the counters' final values. Behaviour (counting up, the carousel,
 * the FAQ) is checked in a browser, in e2e/home.spec.ts.
 */

beforeAll(requireExport);

const text = (el: { textContent: string }) => el.textContent.replace(/\s+/g, ' ').trim();

test('home: the sections in the brief\'s order, with their buttons and items', () => {
  const { root } = readPage('/');
  const main = root.querySelector('main')!;
  const headings = main.querySelectorAll('h1, h2').map(text);
  // The logos' and testimonials' headings say "illustrative" until the firm confirms them (content/).
  const order = ['Preconstruction excellence', 'Our Services', 'Numbers that build trust', 'Recently Completed Projects', clientLogosHeading, 'Our Process', 'Recent Blogs', testimonialsFraming.title, 'Frequently asked questions', 'Ready to price and plan'];
  const positions = order.map((h) => headings.findIndex((t) => t.startsWith(h)));
  expect(positions.filter((p) => p < 0)).toEqual([]);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const links = new Map(main.querySelectorAll('a').map((a) => [text(a), a.getAttribute('href')]));
  expect(Object.fromEntries(['Start Your Project', 'View Portfolio', 'View More', 'View All Blogs', 'Learn About Us'].map((name) => [name, links.get(name)]))).toEqual({
    'Start Your Project': '/contact/',
    'View Portfolio': '/portfolio/',
    'View More': '/portfolio/',
    'View All Blogs': '/blogs/',
    'Learn About Us': '/about/',
  });
  expect(root.querySelectorAll('#projects article')).toHaveLength(SPEC.homePreviewCount);
  expect(root.querySelectorAll('#blogs article')).toHaveLength(SPEC.homePreviewCount);
  expect(root.querySelectorAll('#services > div > ul > li')).toHaveLength(6);
  expect(root.querySelectorAll('#process ol > li')).toHaveLength(4);
  // The client list repeats 5 times; only the first copy is exposed to assistive technology.
  expect(root.querySelectorAll('#clients img')).toHaveLength(40);
  expect(root.querySelectorAll('#clients .marquee-track').filter((track) => !track.hasAttribute('aria-hidden'))).toHaveLength(1);
});

test('home: every counter shows its final value in the HTML', () => {
  const { html } = readPage('/');
  // The numbers are the firm's (content/facts.yml): whatever it has set, the HTML shows it in full.
  for (const { value: v } of headlineStats) expect(html).toMatch(new RegExp(`data-counter="${v}" data-shown="${v}"`));
});

test('the search index holds every page the sitemap lists and nothing else (no thanks, redirect or error page)', () => {
  const entry = JSON.parse(readFileSync(join(OUT_DIR, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  const sitemap = readFileSync(join(OUT_DIR, 'sitemap.xml'), 'utf8');
  expect(Object.values(entry.languages)[0]!.page_count).toBe((sitemap.match(/<loc>/g) ?? []).length);
});
