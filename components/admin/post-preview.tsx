import type { ReactElement } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { PostByline } from '@/components/blog/post-byline';
import { HeroBand } from '@/components/ui/hero-band';
import { BLOG_IMAGE_SIZE, DEFAULT_POST_IMAGE } from '@/content/blog-images';
import { readTimeMinutes } from '@/lib/post-text';

/** The editor's author choices, "Name, Role" by person id (tools/build-admin.mjs writes them in from lib/editor-config.ts). */
declare const POST_AUTHORS: Record<string, string>;

/** What Sveltia CMS hands a preview template (its types: @sveltia/cms CustomPreviewTemplateProps). */
export interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown };
  widgetFor: (field: string) => ReactElement;
  getAsset: (path: string) => { url: string } | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The editor's preview of a post, laid out by the article page's own parts (hero band, byline,
 * picture, excerpt, text in `prose-site`) in the site's stylesheet: what the marketer sees is the page.
 * The breadcrumb and the related posts are left out; they come from the rest of the site.
 */
export function PostPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const field = (name: string) => text(entry.getIn(['data', name]));
  const [name = '', role = ''] = (POST_AUTHORS[field('author')] ?? '').split(/, (.*)/);
  const published = field('published') || new Date().toISOString();
  const picture = field('image');
  // A photo just uploaded is not in the site yet: the editor holds it as a blob URL.
  const image = picture ? { src: getAsset(picture)?.url ?? picture, alt: field('imageAlt'), ...BLOG_IMAGE_SIZE } : { ...DEFAULT_POST_IMAGE, ...BLOG_IMAGE_SIZE };
  return (
    <main className="font-sans">
      <HeroBand
        eyebrow="Blog"
        title={field('title') || 'Untitled post'}
        lede={
          <PostByline
            author={<span className="font-semibold text-white underline underline-offset-4">{name || 'Author'}</span>}
            role={role}
            published={published}
            updated={field('updated') || published}
            readMinutes={readTimeMinutes(field('body'))}
          />
        }
      />
      <ArticleBody image={image} description={field('description')}>
        {widgetFor('body')}
      </ArticleBody>
    </main>
  );
}
