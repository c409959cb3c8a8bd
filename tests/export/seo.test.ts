import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageLastModified } from '@/lib/pages';
import { blogPosts } from '@/lib/content/posts';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '@/lib/content/posts';
import { indexablePaths, OUT_DIR, readPage, requireExport, SITE_URL } from './out';

/**
 * What a search engine sees, checked on the export's files: title and description lengths, links in
 * to every page, sitemap dates from content, robots.txt, and structured data that describes one
 * firm consistently and only what the page shows.
 */

beforeAll(requireExport);

test(`every indexable page has a ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} character title and a ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} character description`, () => {
  const wrong: string[] = [];
  for (const path of indexablePaths()) {
    const { root } = readPage(path);
    const title = root.querySelector('title')?.text.trim() ?? '';
    const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) wrong.push(`${path}: title ${title.length} "${title}"`);
    if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
      wrong.push(`${path}: description ${description.length} "${description}"`);
    }
  }
  expect(wrong).toEqual([]);
});

test('every indexable page has links in from at least three other pages', () => {
  const pages = indexablePaths();
  const linkedFrom = new Map<string, Set<string>>(pages.map((p) => [p, new Set()]));
  for (const source of pages) {
    for (const a of readPage(source).root.querySelectorAll('a[href^="/"]')) {
      const target = new URL(a.getAttribute('href') ?? '', 'http://site.test').pathname;
      if (target !== source) linkedFrom.get(target)?.add(source);
    }
  }
  const few = [...linkedFrom].filter(([, from]) => from.size < 3).map(([path, from]) => `${path}: ${from.size} (${[...from].join(', ')})`);
  expect(few).toEqual([]);
});

test('sitemap.xml lists every indexable page and nothing else, each with its lastmod from content dates; robots.txt points to it and has no Host line', () => {
  const sitemap = readFileSync(join(OUT_DIR, 'sitemap.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  const listed = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '');
  expect([...listed].sort()).toEqual(indexablePaths().map((p) => `${SITE_URL}${p}`).sort());
  for (const [i, entry] of entries.entries()) {
    const path = listed[i]!.replace(SITE_URL, '').replace(/(.)\/$/, '$1');
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1];
    expect([path, lastmod]).toEqual([path, pageLastModified(path)]);
  }
  const robots = readFileSync(join(OUT_DIR, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toMatch(/Allow: \//);
  expect(robots).not.toMatch(/^Host:/im);
});

type Node = Record<string, unknown>;
function jsonLd(path: string): Node[] {
  return readPage(path)
    .root.querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.text) as Node);
}
/** Every object inside a JSON-LD tree. */
function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node && typeof node === 'object') {
    visit(node as Node);
    Object.values(node).forEach((v) => walk(v, visit));
  }
}

test('structured data describes one firm one way, defines every @id it references, and names only visible areas', () => {
  const problems: string[] = [];
  let firmNodes = 0;
  for (const path of indexablePaths()) {
    const nodes = jsonLd(path);
    // What a visitor can read: the HTML without scripts (JSON-LD must not vouch for itself) or styles.
    const text = readPage(path)
      .html.replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    const defined = new Set<string>();
    const referenced = new Set<string>();
    walk(nodes, (n) => {
      const id = n['@id'];
      if (typeof id === 'string') (Object.keys(n).length > 1 ? defined : referenced).add(id);
      if ('address' in n && (n.address as Node)['@type'] !== 'PostalAddress') problems.push(`${path}: address is not a PostalAddress`);
      if ('openingHours' in n) problems.push(`${path}: openingHours has no time zone; give the hours as text`);
      if (n['@type'] === 'ProfessionalService') {
        firmNodes++;
        for (const key of ['name', 'url', 'logo', 'address']) if (!(key in n)) problems.push(`${path}: firm node lacks ${key}`);
      }
      if (n['@type'] === 'ContactPoint') {
        for (const code of (n.areaServed as string[]) ?? []) if (!/^[A-Z]{2}$/.test(code) || code === 'EU') problems.push(`${path}: contactPoint areaServed ${code} is not a country code`);
      }
      for (const area of (Array.isArray(n.areaServed) ? n.areaServed : []) as unknown[]) {
        const name = typeof area === 'string' ? area : ((area as Node).name as string);
        if (n['@type'] !== 'ContactPoint' && !text.includes(name.replace('United Kingdom', 'UK').replace('United States', 'USA'))) {
          problems.push(`${path}: areaServed "${name}" is not in the page's text`);
        }
      }
      if (n['@type'] === 'Offer' && n.availability !== 'https://schema.org/InStock') problems.push(`${path}: Offer without availability`);
    });
    for (const id of referenced) if (!defined.has(id)) problems.push(`${path}: references ${id}, which the page does not define`);
  }
  expect(firmNodes).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

test('posts: BlogPosting author with a /team/ URL, publisher with name and logo, dates with time and zone, article meta', () => {
  const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
  const team = readPage('/team/').root;
  expect(blogPosts.length).toBeGreaterThan(0);
  for (const post of blogPosts) {
    const path = `/blogs/${post.id}/`;
    const posting = jsonLd(path).find((n) => n['@type'] === 'BlogPosting')!;
    const author = posting.author as Node;
    const named = post.author.provenance === 'confirmed';
    // A confirmed person is the author, with a card on /team/; anyone else is not named as fact: the firm is.
    expect(author.url).toBe(named ? `${SITE_URL}/team/#${post.author.id}` : `${SITE_URL}/`);
    expect(JSON.stringify(posting).includes(post.author.name)).toBe(named);
    expect(team.querySelector(`#${post.author.id}`)).not.toBeNull();
    const publisher = posting.publisher as Node;
    expect(publisher.name).toBeTruthy();
    expect((publisher.logo as Node).url).toBe(`${SITE_URL}/icon-512.png`);
    expect(posting.datePublished).toMatch(dateTime);
    expect(posting.dateModified).toMatch(dateTime);
    const { root } = readPage(path);
    const meta = (property: string) => root.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('article:published_time')).toBe(post.published);
    expect(meta('article:modified_time')).toBe(post.updated);
    expect(meta('article:author')).toBe(named ? `${SITE_URL}/team/#${post.author.id}` : undefined);
  }
});
