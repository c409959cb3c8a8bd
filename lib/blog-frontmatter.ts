import { getPerson } from '@/lib/team';
import type { BlogPost } from '@/content/types';
import { DESCRIPTION_LENGTH, postFrontmatter, SEO_TITLE_LENGTH, TITLE_LENGTH, TITLE_SUFFIX } from '@/lib/collections/posts';
import { checkFrontmatter, FrontmatterError, splitFrontmatter } from '@/lib/collections/files';
import type { FormRule } from '@/lib/collections/fields';
import { BLOG_IMAGE_SIZE, DEFAULT_POST_IMAGE } from '@/content/blog-images';

/**
 * A blog post's frontmatter, checked. `parsePost` runs for every file in content/blogs/ when the site
 * builds (and in the unit tests, and in the draft's check before publish, tools/check-content.mjs), so a
 * missing or wrong field stops it with the file and the field named. The fields and their checks are
 * lib/collections/posts.ts's, which the editor's form is made from too; the checks across fields are
 * `POST_RULES` below.
 */

export { DESCRIPTION_LENGTH, TITLE_LENGTH, TITLE_SUFFIX };

/** The <title> a post page gets: its SEO title or headline, plus the site suffix. */
export function postDocumentTitle(post: Pick<BlogPost, 'title' | 'seoTitle'>): string {
  return `${post.seoTitle ?? post.title}${TITLE_SUFFIX}`;
}

type Frontmatter = { title: string; seoTitle?: string; published: string; updated: string; image?: string; imageAlt?: string };

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
  const checked = checkFrontmatter(file, data, postFrontmatter, 'title') as Frontmatter & { description: string; author: string };
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
