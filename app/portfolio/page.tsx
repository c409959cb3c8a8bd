import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { PortfolioPage } from '@/components/pages/portfolio-page';

export const metadata: Metadata = fixedPageMetadata(pages.portfolio, {
  title: 'Portfolio of Preconstruction Projects',
  description: 'Commercial, industrial, residential, healthcare, infrastructure and education projects we have estimated, detailed and coordinated.',
});

export default function Page() {
  return <PortfolioPage />;
}
