import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { TestimonialsPage } from '@/components/pages/testimonials-page';

export const metadata: Metadata = pageMetadata({
  title: 'Client Testimonials',
  description: 'What contractors, developers and architects say about working with us on estimates, shop drawings, rebar detailing and BIM coordination.',
  path: '/testimonials',
});

export default function Page() {
  return <TestimonialsPage />;
}
