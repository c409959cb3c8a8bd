import { site } from '@/lib/content/site';
import type { BlogPost } from '@/lib/content/posts';
import { absoluteUrl, blogPath } from '@/lib/routes';
import { FEED_PATH } from '@/lib/metadata';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 feed of the given posts, in their order (the blog's: newest first). */
export function rssFeed(posts: readonly BlogPost[]): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${absoluteUrl(blogPath(post.id))}</link>
      <guid isPermaLink="true">${absoluteUrl(blogPath(post.id))}</guid>
      <pubDate>${new Date(post.published).toUTCString()}</pubDate>
      <author>${escapeXml(`${site.email} (${post.author.name})`)}</author>
      <description>${escapeXml(post.description)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} blog`)}</title>
    <link>${absoluteUrl('/blogs')}</link>
    <atom:link href="${site.url}${FEED_PATH}" rel="self" type="application/rss+xml" />
    <description>${escapeXml('Articles on estimating, BIM, detailing and preconstruction from ' + site.name)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
}
