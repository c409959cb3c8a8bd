import * as v from 'valibot';
import path from 'node:path';
import { site } from '@/lib/content/site';
import { getPerson, people } from '@/lib/content/team';
import { PHOTO_TYPES, UPLOADS_PATH, isUploadedPhoto } from '@/lib/photos';
import { type CollectionField, type FormRule, dateTime, objectOf, optionalText, optionalTextOfLength, ruled, text, textOfLength } from '@/lib/content/fields';
import type { Artwork } from '@/lib/content/projects';
import type { Person } from '@/lib/content/team';
import { FrontmatterError, checkFrontmatter, splitFrontmatter } from '@/lib/content/files';
import { BLOG_IMAGE_SIZE, DEFAULT_POST_IMAGE } from '@/content/blog-images';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { pictureProblem } from '@/lib/photo-files';
import { internalLinks } from '@/lib/post-text';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';

/** Card text and meta description: long enough to say something, short enough for a search result. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;
/** The layout's title template appends this; lib/metadata.ts and the e2e gate count it in. */
export const TITLE_SUFFIX = ` | ${site.name}`;
/** A page title's length, suffix included: search results show about 60 characters. */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
/** The search title's own length: the page title's, less the suffix. */
export const SEO_TITLE_LENGTH = { min: TITLE_LENGTH.min - TITLE_SUFFIX.length, max: TITLE_LENGTH.max - TITLE_SUFFIX.length } as const;

const authors = people.map((person) => ({ value: person.id, label: `${person.name}, ${person.role}` }));
/** A post's own drawing (a developer's file, named after the post) or a photo uploaded in the editor. */
const POST_PICTURE = /^\/images\/blog\/[a-z0-9-]+\.svg$/;

/** A blog post's frontmatter (content/blogs/<id>.md or .mdx); the body below it is Markdown. */
const postFields = [
  { name: 'title', label: 'Title', widget: 'string', required: true, hint: 'The headline at the top of the article.', schema: text() },
  {
    name: 'seoTitle',
    label: 'Search title',
    widget: 'string',
    required: false,
    minLength: SEO_TITLE_LENGTH.min,
    maxLength: SEO_TITLE_LENGTH.max,
    hint: `A shorter title for search results, ${SEO_TITLE_LENGTH.min}-${SEO_TITLE_LENGTH.max} characters: needed when the headline is over ${SEO_TITLE_LENGTH.max} (the site adds " | ${site.name}").`,
    schema: optionalTextOfLength(SEO_TITLE_LENGTH.min, SEO_TITLE_LENGTH.max),
  },
  {
    name: 'description',
    label: 'Excerpt',
    widget: 'text',
    required: true,
    minLength: DESCRIPTION_LENGTH.min,
    maxLength: DESCRIPTION_LENGTH.max,
    hint: `What the post gives the reader, in ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters: shown on cards and in search results.`,
    schema: textOfLength(DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max),
  },
  { name: 'published', label: 'Date', widget: 'datetime', required: true, hint: 'When the post first appears: a date and time ahead keeps it off the site until then; it is live within the hour after.', schema: dateTime() },
  { name: 'updated', label: 'Last revised', widget: 'datetime', required: true, hint: 'The same as Date until the post is revised; never before it.', schema: dateTime() },
  {
    name: 'author',
    label: 'Author',
    widget: 'select',
    required: true,
    options: authors,
    schema: v.pipe(
      text(),
      ruled<string>({ form: 'options', values: authors.map((a) => a.value) }, (value) => authors.some((a) => a.value === value), (issue) => `must be the id of a person in content/team.yml (got "${issue.input}")`),
    ),
  },
  {
    name: 'image',
    label: 'Picture',
    widget: 'image',
    required: false,
    accept: PHOTO_TYPES,
    hint: 'A photo (JPEG, PNG or WebP, any size: the site makes the sizes it needs and keeps no camera details), or empty for the blog\'s default drawing.',
    schema: v.pipe(
      optionalText(),
      ruled<string | undefined>(
        { form: 'picture', accept: PHOTO_TYPES },
        (value) => value === undefined || POST_PICTURE.test(value) || isUploadedPhoto(value),
        (issue) => `must be a photo uploaded to ${UPLOADS_PATH} (JPEG, PNG or WebP, its name lower case letters, digits and hyphens), the post's own drawing in /images/blog/, or empty for the default drawing (got "${issue.input}")`,
      ),
    ),
  },
  { name: 'imageAlt', label: 'Picture description', widget: 'string', required: false, hint: 'What the picture shows, for people who cannot see it. Needed with a picture of its own.', schema: optionalText() },
] as const satisfies readonly CollectionField[];

/** The frontmatter's check: exactly these fields, each as its definition says. */
export const postFrontmatter = objectOf(postFields);

type Frontmatter = v.InferOutput<typeof postFrontmatter>;

/**
 * A blog post: its frontmatter as checked, with its author the person the id names, its picture sized
 * (its own, or the blog's default drawing), its Open Graph picture (public/og/blog/<id>.png where one
 * was made, else the site's) and its MDX body.
 */
export type BlogPost = Omit<Frontmatter, 'author' | 'image' | 'imageAlt'> & { id: string; author: Person; image: Artwork; ogImage: string; body: string };

/**
 * A blog post's frontmatter, checked. `parsePost` runs for every file in content/blogs/ when the site
 * builds (and in the unit tests, and in the draft's check before publish, tools/check-content.mjs), so a
 * missing or wrong field stops it with the file and the field named. The fields and their checks are
 * lib/content/posts.ts's, which the editor's form is made from too; the checks across fields are
 * `POST_RULES` below.
 */

/** The <title> a post page gets: its SEO title or headline, plus the site suffix. */
export function postDocumentTitle(post: Pick<BlogPost, 'title' | 'seoTitle'>): string {
  return `${post.seoTitle ?? post.title}${TITLE_SUFFIX}`;
}


/** A rule across a post's fields: the field it is reported on, how the form says it, and its problem, if any. */
export interface PostRule {
  field: string;
  rule: FormRule;
  problem: (post: Frontmatter, id: string, body: string) => string | null;
}

export const POST_RULES: readonly PostRule[] = [
  {
    field: 'title',
    rule: { beforePublish: 'whether the headline needs a search title depends on both fields' },
    problem: (post) => {
      const documentTitle = postDocumentTitle(post);
      return !post.seoTitle && (documentTitle.length < TITLE_LENGTH.min || documentTitle.length > TITLE_LENGTH.max)
        ? `gives the page title "${documentTitle}" (${documentTitle.length} characters); it must be ${TITLE_LENGTH.min}-${TITLE_LENGTH.max}: add a search title of ${SEO_TITLE_LENGTH.min}-${SEO_TITLE_LENGTH.max} characters`
        : null;
    },
  },
  {
    field: 'updated',
    rule: { beforePublish: 'the revision date is compared with the first date' },
    problem: (post) => (Date.parse(post.updated) < Date.parse(post.published) ? `(${post.updated}) is before published (${post.published})` : null),
  },
  {
    field: 'image',
    rule: { beforePublish: 'a drawing in /images/blog/ is a developer\'s file, named after its post' },
    problem: (post, id) => (post.image?.startsWith('/images/blog/') && post.image !== `/images/blog/${id}.svg` ? `names ${post.image}: a post's drawing is /images/blog/${id}.svg, named after the post` : null),
  },
  {
    field: 'imageAlt',
    rule: { beforePublish: 'the description is needed only with a picture' },
    problem: (post) => (post.image && !post.imageAlt ? 'is missing: say what the picture shows' : null),
  },
  {
    field: 'body',
    rule: { beforePublish: 'the article is the form\'s required Article field; a file written by hand may still lack it' },
    problem: (_, __, body) => (body.trim() ? null : 'is empty: write the post below the frontmatter'),
  },
];

/** Checks one post file (path as shown in errors, e.g. content/blogs/x.md) and returns the typed post. */
export function parsePost(file: string, source: string): Omit<BlogPost, 'ogImage'> {
  const id = file.replace(/^.*\//, '').replace(/\.mdx?$/, '');
  const { data, body } = splitFrontmatter(file, source);
  const checked = checkFrontmatter(file, data, postFrontmatter, 'title');
  for (const { field, problem } of POST_RULES) {
    const found = problem(checked, id, body);
    if (found) throw new FrontmatterError(file, field, found);
  }
  const { title, seoTitle, description, published, updated, image, imageAlt } = checked;
  return {
    id,
    title,
    ...(seoTitle ? { seoTitle } : {}),
    description,
    published,
    updated,
    author: getPerson(checked.author)!,
    image: image ? { src: image, alt: imageAlt!, ...BLOG_IMAGE_SIZE } : { ...DEFAULT_POST_IMAGE, ...BLOG_IMAGE_SIZE },
    body,
  };
}

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
