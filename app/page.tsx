import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { HomePage } from '@/components/pages/home-page';

export const metadata: Metadata = fixedPageMetadata(pages.home, {
  title: `${site.name} | Preconstruction Estimating, Detailing & BIM`,
  description: site.description,
  absoluteTitle: true,
});

export default function Page() {
  return <HomePage />;
}
