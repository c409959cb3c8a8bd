import { getPerson } from '@/lib/team';
import { site } from '@/content/site';
import type { BlogPost } from '@/content/types';
import { DESCRIPTION_LENGTH, postFrontmatter } from '@/lib/collections/posts';
import { checkFrontmatter, FrontmatterError, splitFrontmatter } from '@/lib/collections/files';
import { isUploadedPhoto, UPLOADS_PATH } from '@/lib/photos';
import { BLOG_IMAGE_SIZE, DEFAULT_POST_IMAGE } from '@/content/blog-images';

/**
 * A blog post's frontmatter, checked. `parsePost` runs for every file in content/blogs/ when the site
 * builds (and in the unit tests), so a missing or wrong field stops the build with the file and the
 * field named. The fields and their checks are lib/collections/posts.ts's, which the editor's form is made
 * from too; the checks across fields (dates in order, the page title's length, the drawing) are here.
 */


/** The layout's title template appends this; lib/metadata.ts and the e2e gate count it in. */
export const TITLE_SUFFIX = ` | ${site.name}`;
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export { DESCRIPTION_LENGTH };


/** The <title> a post page gets: its SEO title or headline, plus the site suffix. */
export function postDocumentTitle(post: Pick<BlogPost, 'title' | 'seoTitle'>): string {
  return `${post.seoTitle ?? post.title}${TITLE_SUFFIX}`;
}

/** Checks one post file (path as shown in errors, e.g. content/blogs/x.md) and returns the typed post. */
export function parsePost(file: string, source: string): Omit<BlogPost, 'ogImage'> {
  const id = file.replace(/^.*\//, '').replace(/\.mdx?$/, '');
  const { data, body } = splitFrontmatter(file, source);
  const fail = (field: string, problem: string): never => {
    throw new FrontmatterError(file, field, problem);
  };
  const checked = checkFrontmatter(file, data, postFrontmatter, 'title') as Record<string, string>;
  const { title, seoTitle, description, published, updated, image, imageAlt } = checked;
  const documentTitle = postDocumentTitle({ title: title!, seoTitle });
  if (documentTitle.length < TITLE_LENGTH.min || documentTitle.length > TITLE_LENGTH.max) {
    fail(seoTitle ? 'seoTitle' : 'title', `gives the page title "${documentTitle}" (${documentTitle.length} characters); it must be ${TITLE_LENGTH.min}-${TITLE_LENGTH.max}: add or shorten seoTitle`);
  }
  if (Date.parse(updated!) < Date.parse(published!)) fail('updated', `(${updated}) is before published (${published})`);
  const author = getPerson(checked.author!)!;
  if (image && image !== `/images/blog/${id}.svg` && !isUploadedPhoto(image)) {
    fail('image', `must be a photo uploaded to ${UPLOADS_PATH} (JPEG, PNG or WebP), /images/blog/${id}.svg (the drawing named after the post), or empty for the default drawing (got "${image}")`);
  }
  if (image && !imageAlt) fail('imageAlt', 'is missing: say what the picture shows');
  if (!body.trim()) fail('body', 'is empty: write the post below the frontmatter');

  return {
    id,
    title: title!,
    ...(seoTitle ? { seoTitle } : {}),
    description: description!,
    published: published!,
    updated: updated!,
    author,
    image: image ? { src: image, alt: imageAlt!, ...BLOG_IMAGE_SIZE } : { ...DEFAULT_POST_IMAGE, ...BLOG_IMAGE_SIZE },
    body,
  };
}
