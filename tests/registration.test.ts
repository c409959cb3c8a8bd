/**
 * One place per page: a page registered once (a fixed page's entry in content/pages.ts, a post's MDX
 * file in content/blogs/) lands in every list the site derives (page paths, sitemap and its dates,
 * search, feed, blog order) and passes the checks that run per page, with no edit of any test. The
 * fixtures add an entry the way the README's recipe says and read them through the same functions
 * the site uses. The blog the post joins is the fixture copies' (tests/fixtures/content/), not the
 * marketer's posts, which she may change, date ahead or remove.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FixedPage } from '@/content/pages';
import { pages } from '@/content/pages';
import { loadPosts } from '@/lib/blogs';
import { rssFeed } from '@/lib/feed';
import { fixedPageMetadata, redirectPageMetadata } from '@/lib/metadata';
import { allPagePaths, pageLastModified, redirectsOf, siteRegistrations, sitemapEntries, type Registrations } from '@/lib/pages';
import { absoluteUrl, blogPath, toHref } from '@/lib/routes';
import { pageType, searchablePaths } from '../lib/search-index.mjs';
import { linkResolver, postProblems } from '@/lib/post-checks';
import { fixturePostsDir, fixtureFileExists, liveAuthor, readFixture } from './content-fixtures';

/** What the search index takes in: the sitemap Next writes from the same entries. */
const searched = (r: Registrations) => searchablePaths(sitemapEntries(r).map((e) => `<url><loc>${e.url}</loc></url>`).join(''));

describe('a post added the way the README says: one MDX file in content/blogs/', () => {
  const id = 'fixture-scan-to-bim';
  const date = '2026-11-20T09:00:00Z';
  const path = blogPath(id);
  const frontmatter = (fields: Record<string, string>) => `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')}\n---\n`;
  const fields = {
    title: 'Scan to BIM: Turning Laser Surveys into Models You Can Price From',
    seoTitle: 'Scan to BIM for Refurbishment Estimates',
    description: 'How a point cloud of an existing building becomes a Revit model that estimators, detailers and designers can trust for refurbishment work.',
    published: date,
    updated: date,
    author: liveAuthor,
    image: `/images/blog/${id}.svg`,
    imageAlt: 'A point cloud of a brick warehouse beside the Revit model traced from it',
  };
  // The body of a post (long enough, its links resolving), with a sentence of its own.
  const body = `${readFixture('blogs/fixture-estimating-guide.md').replace(/^---[\s\S]*?\n---\n/, '')}\n\nFor existing buildings, the model starts from the laser scan.\n`;

  let dir: string;
  /** The fixture posts plus the new one, as the build would read the folder. */
  const withPost = (source: string) => {
    dir = fixturePostsDir();
    writeFileSync(join(dir, `${id}.md`), source);
    return loadPosts(dir);
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lands in the page list, the sitemap with its date, search, the feed and the blog order, and passes the per-post checks', () => {
    const posts = withPost(frontmatter(fields) + body);
    const r: Registrations = { ...siteRegistrations, posts };
    const post = posts.find((p) => p.id === id)!;

    expect(allPagePaths(r)).toContain(path);
    expect(allPagePaths(siteRegistrations)).not.toContain(path);
    expect(sitemapEntries(r).find((e) => e.url === absoluteUrl(path))).toMatchObject({ lastModified: date, changeFrequency: 'monthly' });
    expect(pageLastModified(path, r)).toBe(date);
    expect(searched(r).has(toHref(path))).toBe(true);
    expect(pageType(toHref(path))).toBe('Article');
    // Newest first: first on the blog list, on home's three and in the feed.
    expect(posts.map((p) => p.id)).toEqual([id, 'fixture-early-involvement', 'fixture-estimating-guide']);
    const feedLinks = [...rssFeed(posts).matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(1);
    expect(feedLinks).toEqual(posts.map((p) => absoluteUrl(blogPath(p.id))));
    // The per-post checks the real posts pass; its drawing is the one file the recipe adds beside it.
    const drawn = (src: string) => src === post.image.src || fixtureFileExists(src);
    expect(postProblems(posts, linkResolver(r), drawn)).toEqual([]);
  });

  it('fails when the registration is incomplete: a missing date, a dead link, no drawing', () => {
    const undated: Record<string, string> = { ...fields };
    delete undated.updated;
    expect(() => withPost(frontmatter(undated) + body)).toThrow(/updated/);
    rmSync(dir, { recursive: true, force: true });

    const posts = withPost(frontmatter(fields) + body.replace('the laser scan.', 'the [laser scan](/services/scan-to-bim).'));
    const r: Registrations = { ...siteRegistrations, posts };
    expect(postProblems(posts, linkResolver(r), fixtureFileExists)).toEqual([
      `${id}: /services/scan-to-bim does not resolve`,
      `${id}: no drawing at public/images/blog/${id}.svg`,
    ]);
  });
});

describe('a fixed page added the way the README says: a route file and one entry in content/pages.ts', () => {
  const withPage = (page: FixedPage): Registrations => ({ ...siteRegistrations, fixed: [...siteRegistrations.fixed, page] });

  it('a listed entry lands in the page list, the sitemap with its date, and search', () => {
    const r = withPage({ kind: 'listed', path: '/glossary', updated: '2026-11-25' });
    expect(allPagePaths(r)).toContain('/glossary');
    expect(sitemapEntries(r).find((e) => e.url === absoluteUrl('/glossary'))).toMatchObject({ lastModified: '2026-11-25' });
    expect(pageLastModified('/glossary', r)).toBe('2026-11-25');
    expect(searched(r).has('/glossary/')).toBe(true);
    expect(linkResolver(r)('/glossary/#terms')).toBe(true);
  });

  it('a noindex entry stays out of the lists, a redirect entry goes to the hosts, and an unregistered page has no date', () => {
    const hidden = withPage({ kind: 'noindex', path: '/contact/received' });
    expect(allPagePaths(hidden)).not.toContain('/contact/received');
    expect(searched(hidden).has('/contact/received/')).toBe(false);
    const moved = withPage({ kind: 'redirect', path: '/news', to: '/blogs' });
    expect(redirectsOf(moved.fixed)).toContainEqual({ from: '/news', to: '/blogs' });
    expect(allPagePaths(moved)).not.toContain('/news');
    expect(() => pageLastModified('/glossary')).toThrow('No content date for /glossary');
  });

  it('its kind decides its head: self-canonical and indexed, noindex, or canonical to where it forwards', () => {
    const words = { title: 'A title', description: 'A description' };
    expect(fixedPageMetadata({ kind: 'listed', path: '/glossary', updated: '2026-11-25' }, words)).toMatchObject({ alternates: { canonical: '/glossary/' } });
    expect(fixedPageMetadata({ kind: 'listed', path: '/glossary', updated: '2026-11-25' }, words).robots).toBeUndefined();
    expect(fixedPageMetadata({ kind: 'noindex', path: '/contact/received' }, words)).toMatchObject({
      alternates: { canonical: '/contact/received/' },
      robots: { index: false, follow: true },
    });
    expect(redirectPageMetadata({ kind: 'redirect', path: '/news', to: '/blogs' }, words)).toMatchObject({
      alternates: { canonical: '/blogs/' },
      robots: { index: false, follow: true },
    });
  });

  it('every fixed route file in app/ has exactly one entry, and every entry a route file', () => {
    const routeFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
        const full = join(dir, d.name);
        if (d.isDirectory()) return d.name.startsWith('[') ? [] : routeFiles(full);
        return d.name === 'page.tsx' ? [full] : [];
      });
    const routes = routeFiles('app').map((f) => `/${relative('app', f).split(sep).slice(0, -1).join('/')}`);
    const registered = Object.values(pages).map((p) => p.path);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...routes].sort()).toEqual([...registered].sort());
  });
});
