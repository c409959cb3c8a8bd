import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { BlogListPage } from '@/components/pages/blog-list-page';

export const metadata: Metadata = fixedPageMetadata(pages.blogs, {
  title: 'Preconstruction Blog: Estimating and BIM',
  description: 'Practical articles on estimating accuracy, material takeoff, BIM coordination, risk and sustainable preconstruction from our estimators and detailers.',
});

export default function Page() {
  return <BlogListPage />;
}
