import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { PortfolioPage } from '@/components/pages/portfolio-page';

export const metadata: Metadata = pageMetadata({
  title: 'Portfolio of Preconstruction Projects',
  description: 'Commercial, industrial, residential, healthcare, infrastructure and education projects we have estimated, detailed and coordinated.',
  path: '/portfolio',
});

export default function Page() {
  return <PortfolioPage />;
}
