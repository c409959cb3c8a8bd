import { blogPosts } from '@/lib/content/posts';
import { indexablePaths, readPage, requireExport } from './out';

/**
 * Editorial rules (content/README.md) checked on the exported HTML, so generated text (headings
 * built from titles, related-post cards) is held to them as well as the sources
 * (tests/editorial.test.ts).
 */

beforeAll(requireExport);

/** Acronyms that keep their case in every heading, and the pattern that finds them in any case. */
const ACRONYMS = ['BIM', 'MEP', 'BBS', 'RFI', 'RFIs', 'CPM', 'HVAC', 'CAD', 'NRM1', 'NRM2', 'ISO', 'LOD', 'IFC', 'DWG', 'PDF', 'QA/QC', 'NCR', 'O&M', 'VE', '2D', '3D', '4D', '5D'];
const ACRONYM_PATTERN = new RegExp(`(?<![\\w/])(${ACRONYMS.map((a) => a.replace(/[/&]/g, '\\$&')).join('|')})(?![\\w/])`, 'gi');

test('acronyms keep their case in every heading on every page', () => {
  const wrong: string[] = [];
  for (const path of indexablePaths()) {
    const { root } = readPage(path);
    for (const h of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const text = h.text.replace(/\s+/g, ' ').trim();
      for (const m of text.matchAll(ACRONYM_PATTERN)) {
        const written = m[0];
        const canonical = ACRONYMS.find((a) => a.toLowerCase() === written.toLowerCase());
        if (canonical && written !== canonical) wrong.push(`${path}: "${text}" has "${written}", not "${canonical}"`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test('no post page links to a post published after it (body or related cards)', () => {
  const published = new Map(blogPosts.map((p) => [p.id, Date.parse(p.published)]));
  const newer: string[] = [];
  for (const post of blogPosts) {
    const { root } = readPage(`/blogs/${post.id}/`);
    for (const a of root.querySelectorAll('main a[href^="/blogs/"]')) {
      const id = /^\/blogs\/([^/#?]+)/.exec(a.getAttribute('href') ?? '')?.[1];
      if (id && id !== post.id && (published.get(id) ?? 0) > Date.parse(post.published)) newer.push(`${post.id} -> ${id}`);
    }
  }
  expect(newer).toEqual([]);
});

test('every post heading links to itself, and every author byline to their place on /team/', () => {
  const team = readPage('/team/').root;
  for (const post of blogPosts) {
    const { root } = readPage(`/blogs/${post.id}/`);
    const headings = root.querySelectorAll('.prose-site h2, .prose-site h3');
    expect(headings.length).toBeGreaterThan(2);
    for (const h of headings) expect([post.id, h.querySelector('a')?.getAttribute('href')]).toEqual([post.id, `#${h.getAttribute('id')}`]);
    const byline = root.querySelector('a[rel="author"]');
    expect(byline?.getAttribute('href')).toBe(`/team/#${post.author.id}`);
    const person = team.querySelector(`#${post.author.id}`);
    expect(person?.text).toContain(post.author.name);
    expect(person?.text).toContain(post.author.role);
  }
});
