import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { ServicesIndex } from '@/components/services/services-index';

export const metadata: Metadata = pageMetadata({
  title: 'Preconstruction Services',
  description:
    'Every preconstruction service we offer: estimating, shop drawings, rebar detailing, BIM, project management and design, grouped so you can find the right one.',
  path: '/services',
});

export default function Page() {
  return <ServicesIndex />;
}
