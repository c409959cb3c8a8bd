import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '@/content/types';
import { claims, figures, figureText } from '@/content/figures';
import { parsePost } from '@/lib/blog-frontmatter';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';

/** Posts are files in content/blogs/, one per post: `<id>.mdx`, or `<id>.md` (what the editor at /admin/ writes). */
export const POSTS_DIR = 'content/blogs';

/** Words a reader gets through in a minute; the usual figure for professional prose. */
export const WORDS_PER_MINUTE = 225;

const time = (isoDateTime: string) => Date.parse(isoDateTime);

/**
 * The posts in a folder of Markdown and MDX files, newest first (the blog list's order; home shows the first
 * three). A file there is a post's whole registration: the sitemap, page lists, search and feed read it.
 */
export function loadPosts(dir: string = POSTS_DIR): BlogPost[] {
  const folder = path.resolve(process.cwd(), dir);
  return readdirSync(folder)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => parsePost(`${dir}/${name}`, readFileSync(path.join(folder, name), 'utf8')))
    .map((post) => ({ ...post, ogImage: ogImageOf(post.id) }))
    .sort((a, b) => time(b.published) - time(a.published));
}

/** A post's own Open Graph picture where one was made (tools/make-og-images.mjs), else the site's. */
function ogImageOf(id: string): string {
  const own = `/og/blog/${id}.png`;
  return existsSync(path.resolve(process.cwd(), 'public', own.slice(1))) ? own : DEFAULT_OG_IMAGE;
}

export const blogPosts: readonly BlogPost[] = loadPosts();

export function getPost(id: string): BlogPost | undefined {
  return blogPosts.find((p) => p.id === id);
}

/** The MDX components a post may use for figures, resolved to their text (for word counts). */
export function figureComponentText(name: string, id: string): string {
  if (name === 'Claim' && id in claims) return claims[id as keyof typeof claims];
  if (name === 'Figure' && id in figures) return figureText(figures[id as keyof typeof figures]);
  throw new Error(`Unknown <${name} id="${id}" />: use an id from content/figures.ts`);
}

/** The reader's text of an MDX body: figures filled in, markdown syntax removed. */
export function mdxToText(body: string): string {
  return body
    .replace(/<(Claim|Figure) id="([^"]+)" \/>/g, (_, name: string, id: string) => figureComponentText(name, id))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|>|-|\d+\.)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(body: string): number {
  return mdxToText(body).split(/\s+/).filter(Boolean).length;
}

/** Read time in whole minutes, computed from the text (never typed by hand). */
export function readTimeMinutes(body: string): number {
  return Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
}

/** Internal links in an MDX body as written, e.g. '/services/bim' (for link tests and related posts). */
export function internalLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '');
}

/** "October 2025", as the spec shows dates (month and year). */
export function formatMonthYear(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Up to three other posts to read next, preferring those that link to the same service pages.
 * Only posts published before this one: a page never links to an article newer than itself.
 */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const services = (p: BlogPost) => new Set(internalLinks(p.body).filter((l) => l.startsWith('/services/')));
  const mine = services(post);
  return blogPosts
    .filter((p) => p.id !== post.id && time(p.published) < time(post.published))
    .map((p) => ({ p, shared: [...services(p)].filter((l) => mine.has(l)).length }))
    .sort((a, b) => b.shared - a.shared || time(b.p.published) - time(a.p.published))
    .slice(0, count)
    .map(({ p }) => p);
}

/** Posts that link to a service page, newest first (service pages list them as further reading). */
export function postsLinkingTo(servicePath: string): BlogPost[] {
  return blogPosts.filter((p) => internalLinks(p.body).includes(servicePath));
}
