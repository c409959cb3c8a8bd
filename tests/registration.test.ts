/**
 * @jest-environment node
 */
/**
 * One place per page: a page registered once (a fixed page's entry in content/pages.ts, a post's MDX
 * file in content/blogs/) lands in every list the site derives (page paths, sitemap and its dates,
 * search, feed, blog order) and passes the checks that run per page, with no edit of any test. The
 * fixtures add an entry the way the README's recipe says and read them through the same functions
 * the site uses. The blog the post joins is the fixture copies' (tests/fixtures/content/), not the
 * marketer's posts, which she may change, date ahead or remove.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import type { FixedPage } from '@/content/pages';
import { pages } from '@/content/pages';
import { loadPosts } from '@/lib/content/posts';
import { ogImages } from '@/lib/og-images';
import { loadProjects } from '@/lib/content/projects';
import { PHOTO_FORMATS, PHOTO_WIDTHS, sizedPhoto } from '@/lib/photos';
import { projectJsonLd } from '@/lib/structured-data';
import { ogFromArtwork } from '../tools/og-render.mjs';
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

describe('a project added the way the editor adds it: one Markdown file and an uploaded photo, no Open Graph picture', () => {
  const id = 'fixture-school-extension';
  const photo = `/images/uploads/${id}.jpg`;
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gets its Open Graph picture from the build: a 1200x630 PNG made from its photo, at the address its page names', async () => {
    dir = mkdtempSync(join(tmpdir(), 'projects-'));
    const projectsDir = join(dir, 'content', 'projects');
    mkdirSync(projectsDir, { recursive: true });
    // What the editor writes: the fixture's fields, its own order, and the photo she uploaded as its
    // picture, in public/images/uploads/ with the sized copies the build's first step makes (named only:
    // the loader checks they are there).
    const upload = join(dir, 'public', photo);
    mkdirSync(join(dir, 'public', 'images', 'uploads'), { recursive: true });
    await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#8a7f70' } }).jpeg().toFile(upload);
    for (const width of PHOTO_WIDTHS) for (const format of PHOTO_FORMATS) {
      const copy = join(dir, 'public', sizedPhoto(photo, width, format));
      mkdirSync(join(copy, '..'), { recursive: true });
      writeFileSync(copy, '');
    }
    const source = readFixture('projects/fixture-office-block.md')
      .replace(/^order: \d+$/m, `order: ${siteRegistrations.projects.length + 1}`)
      .replace(/^title: .*$/m, 'title: Fixture School Extension')
      .replace(/^ {2}src: .*$/m, `  src: ${photo}`);
    writeFileSync(join(projectsDir, `${id}.md`), source);
    const cwd = process.cwd();
    process.chdir(dir);
    let added: ReturnType<typeof loadProjects>;
    try {
      added = loadProjects(projectsDir);
    } finally {
      process.chdir(cwd);
    }
    const projects = [...siteRegistrations.projects, ...added];
    const project = projects.find((p) => p.id === id)!;

    const r: Registrations = { ...siteRegistrations, projects };
    const image = ogImages(r).find((i) => i.art === photo);
    // The page's head and its structured data name the picture the build makes (tools/make-og-images.mjs).
    expect(image).toBeDefined();
    expect(projectJsonLd(project).image).toBe(absoluteUrl(image!.path));
    expect(ogImages(siteRegistrations).some((i) => i.path === image!.path)).toBe(false);

    // The build's step draws it from the photo: what tests/export/files.test.ts asks of every og:image.
    const out = join(dir, 'og', image!.path.split('/').at(-1)!);
    const bytes = await ogFromArtwork(upload, out);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(bytes).toBeLessThanOrEqual(120 * 1024);
  });
});
