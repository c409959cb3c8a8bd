import type { Metadata } from 'next';
import { redirectPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { BlogMovedPage } from '@/components/pages/blog-moved-page';

// /blog is an old address: a static redirect page to /blogs (hosts with redirect rules use out/_redirects).
export const metadata: Metadata = redirectPageMetadata(pages.blog, {
  title: 'Blog has moved',
  description: 'Our blog lives at /blogs. This page forwards you there.',
});

export default function Page() {
  return <BlogMovedPage to={pages.blog.to} />;
}
