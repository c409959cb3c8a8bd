import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { ServicesIndex } from '@/components/pages/services-index';

export const metadata: Metadata = fixedPageMetadata(pages.services, {
  title: 'Preconstruction Services',
  description:
    'Every preconstruction service we offer: estimating, shop drawings, rebar detailing, BIM, project management and design, grouped so you can find the right one.',
});

export default function Page() {
  return <ServicesIndex />;
}
