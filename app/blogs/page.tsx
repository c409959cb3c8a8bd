import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { BlogListPage } from '@/components/pages/blog-list-page';

export const metadata: Metadata = pageMetadata({
  title: 'Preconstruction Blog: Estimating and BIM',
  description: 'Practical articles on estimating accuracy, material takeoff, BIM coordination, risk and sustainable preconstruction from our estimators and detailers.',
  path: '/blogs',
});

export default function Page() {
  return <BlogListPage />;
}
