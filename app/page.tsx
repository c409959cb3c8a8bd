import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import { HomePage } from '@/components/home/home-page';

export const metadata: Metadata = pageMetadata({
  title: `${site.name} | Preconstruction Estimating, Detailing & BIM`,
  description: site.description,
  path: '/',
  absoluteTitle: true,
});

export default function Page() {
  return <HomePage />;
}
