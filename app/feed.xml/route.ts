import { blogPosts } from '@/lib/content/posts';
import { rssFeed } from '@/lib/feed';

export const dynamic = 'force-static';

/** RSS 2.0 feed of the blog, written to out/feed.xml at build time. */
export function GET() {
  return new Response(rssFeed(blogPosts), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
