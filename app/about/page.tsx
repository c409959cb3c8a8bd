import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { AboutPage } from '@/components/pages/about-page';

export const metadata: Metadata = pageMetadata({
  title: 'About Us: Mission, Figures and Values',
  description: 'Why contractors, developers and architects in the UK, USA and Europe trust us with their estimates, shop drawings and models: our mission, figures and values.',
  path: '/about',
});

export default function Page() {
  return <AboutPage />;
}
