import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { AboutPage } from '@/components/pages/about-page';

export const metadata: Metadata = fixedPageMetadata(pages.about, {
  title: 'About Us: Mission, Figures and Values',
  description: 'Why contractors, developers and architects in the UK, USA and Europe trust us with their estimates, shop drawings and models: our mission, figures and values.',
});

export default function Page() {
  return <AboutPage />;
}
