import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '@/content/types';
import { parsePost } from '@/lib/blog-frontmatter';
import { FrontmatterError } from '@/lib/collections/files';
import { pictureProblem } from '@/lib/photo-files';
import { isUploadedPhoto } from '@/lib/photos';
import { internalLinks } from '@/lib/post-text';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';

/** Posts are files in content/blogs/, one per post: `<id>.md`, the editor's files (an `.mdx` file works too); every body is compiled as MDX, so `<Claim id="…" />` works in either. */
export const POSTS_DIR = 'content/blogs';

const time = (isoDateTime: string) => Date.parse(isoDateTime);

/**
 * The published posts in a folder of Markdown and MDX files, newest first (the blog list's order; home shows the first
 * three). A file there is a post's whole registration: the sitemap, page lists, search and feed read it.
 */
export function loadPosts(dir: string = POSTS_DIR, now: number = Date.now()): BlogPost[] {
  const folder = path.resolve(process.cwd(), dir);
  return readdirSync(folder)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => checkedPicture(`${dir}/${name}`, parsePost(`${dir}/${name}`, readFileSync(path.join(folder, name), 'utf8'))))
    // A post dated ahead is scheduled: checked like any other, on the site from the build on its day
    // (the pipeline rebuilds every morning, .github/workflows/site.yml).
    .filter((post) => time(post.published) <= now)
    .map((post) => ({ ...post, ogImage: ogImageOf(post.id) }))
    .sort((a, b) => time(b.published) - time(a.published));
}

/**
 * A post whose uploaded photo is not on disk (or not yet sized) stops the build, naming the file. A
 * developer's drawing is checked with the other per-post checks (lib/post-checks.ts).
 */
function checkedPicture<T extends Pick<BlogPost, 'image'>>(file: string, post: T): T {
  const problem = isUploadedPhoto(post.image.src) ? pictureProblem(post.image.src) : null;
  if (problem) throw new FrontmatterError(file, 'image', problem);
  return post;
}

/** A post's own Open Graph picture where one was made (tools/make-og-images.mjs), else the site's. */
function ogImageOf(id: string): string {
  const own = `/og/blog/${id}.png`;
  return existsSync(path.resolve(process.cwd(), 'public', own.slice(1))) ? own : DEFAULT_OG_IMAGE;
}

/** When this build runs: a post dated after it is scheduled. */
const BUILD_TIME = Date.now();

/**
 * A draft's preview shows its scheduled posts ahead of their day, each with a note saying so (the
 * pipeline builds pull requests with SCHEDULED_POSTS=show, .github/workflows/site.yml); the live site
 * shows a post from the first build on or after its date and time.
 */
export const showsScheduledPosts = process.env.SCHEDULED_POSTS === 'show';

export const blogPosts: readonly BlogPost[] = loadPosts(POSTS_DIR, showsScheduledPosts ? Infinity : BUILD_TIME);

/** Whether a post is dated after this build (shown only in a draft's preview). */
export const isScheduled = (post: Pick<BlogPost, 'published'>) => time(post.published) > BUILD_TIME;

/**
 * Every post, those dated ahead (scheduled) included: what the draft's check and the tests hold to the
 * same rules at merge, whatever the date, so a scheduled post never fails the build on its day.
 */
export const allPosts: readonly BlogPost[] = loadPosts(POSTS_DIR, Infinity);

export function getPost(id: string): BlogPost | undefined {
  return blogPosts.find((p) => p.id === id);
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

