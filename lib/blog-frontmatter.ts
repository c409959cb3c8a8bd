import { parse as parseYaml } from 'yaml';
import { getPerson } from '@/content/team';
import { site } from '@/content/site';
import type { BlogPost } from '@/content/types';

/**
 * The typed schema of a blog post's frontmatter. `parsePost` runs for every file in content/blogs/
 * when the site builds (and in the unit tests), so a missing or wrong field stops the build with
 * the file and the field named.
 */

/** Every blog drawing is drawn at this size (public/images/blog/*.svg). */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** The layout's title template appends this; lib/metadata.ts and the e2e gate count it in. */
export const TITLE_SUFFIX = ` | ${site.name}`;
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** ISO 8601 date-time with seconds and an explicit zone: 2025-02-18T09:00:00Z or ...T09:00:00-05:00. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

const FIELDS = ['title', 'seoTitle', 'description', 'published', 'updated', 'author', 'image', 'imageAlt'] as const;

export class FrontmatterError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: frontmatter field "${field}" ${problem}`);
    this.name = 'FrontmatterError';
  }
}

/** Splits `---\n yaml \n---\n body`; a file without frontmatter is an error. */
export function splitFrontmatter(file: string, source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new FrontmatterError(file, 'title', 'is missing: the file has no frontmatter block between --- lines');
  const data: unknown = parseYaml(match[1] ?? '');
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontmatterError(file, 'title', 'is missing: the frontmatter is not a YAML mapping');
  }
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

/** The <title> a post page gets: its SEO title or headline, plus the site suffix. */
export function postDocumentTitle(post: Pick<BlogPost, 'title' | 'seoTitle'>): string {
  return `${post.seoTitle ?? post.title}${TITLE_SUFFIX}`;
}

/** Checks one post file (path as shown in errors, e.g. content/blogs/x.mdx) and returns the typed post. */
export function parsePost(file: string, source: string): BlogPost {
  const id = file.replace(/^.*\//, '').replace(/\.mdx$/, '');
  const { data, body } = splitFrontmatter(file, source);
  const fail = (field: string, problem: string): never => {
    throw new FrontmatterError(file, field, problem);
  };
  for (const key of Object.keys(data)) {
    if (!(FIELDS as readonly string[]).includes(key)) fail(key, `is not a known field (allowed: ${FIELDS.join(', ')})`);
  }
  const text = (field: (typeof FIELDS)[number], optional = false): string | undefined => {
    const value = data[field];
    if (value === undefined || value === null) return optional ? undefined : fail(field, 'is missing');
    if (typeof value !== 'string' || !value.trim()) return fail(field, `must be a non-empty string (got ${JSON.stringify(value)})`);
    return value.trim();
  };
  const dateTime = (field: 'published' | 'updated'): string => {
    const value = text(field)!;
    if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
      fail(field, `must be an ISO 8601 date-time with zone, e.g. 2025-02-18T09:00:00Z (got "${value}")`);
    }
    return value;
  };

  const title = text('title')!;
  const seoTitle = text('seoTitle', true);
  const description = text('description')!;
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    fail('description', `must be ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters (has ${description.length})`);
  }
  const documentTitle = postDocumentTitle({ title, seoTitle });
  if (documentTitle.length < TITLE_LENGTH.min || documentTitle.length > TITLE_LENGTH.max) {
    fail(seoTitle ? 'seoTitle' : 'title', `gives the page title "${documentTitle}" (${documentTitle.length} characters); it must be ${TITLE_LENGTH.min}-${TITLE_LENGTH.max}: add or shorten seoTitle`);
  }
  const published = dateTime('published');
  const updated = dateTime('updated');
  if (Date.parse(updated) < Date.parse(published)) fail('updated', `(${updated}) is before published (${published})`);
  const authorId = text('author')!;
  const author = getPerson(authorId) ?? fail('author', `must be the id of a person in content/team.ts (got "${authorId}")`);
  const image = text('image')!;
  if (image !== `/images/blog/${id}.svg`) fail('image', `must be /images/blog/${id}.svg, the drawing named after the post (got "${image}")`);
  const imageAlt = text('imageAlt')!;
  if (!body.trim()) fail('body', 'is empty: write the post below the frontmatter');

  return {
    id,
    title,
    ...(seoTitle ? { seoTitle } : {}),
    description,
    published,
    updated,
    author,
    image: { src: image, alt: imageAlt, ...BLOG_IMAGE_SIZE },
    body,
  };
}
