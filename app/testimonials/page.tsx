import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { TestimonialsPage } from '@/components/pages/testimonials-page';

export const metadata: Metadata = fixedPageMetadata(pages.testimonials, {
  title: 'Client Testimonials',
  description: 'What contractors, developers and architects say about working with us on estimates, shop drawings, rebar detailing and BIM coordination.',
});

export default function Page() {
  return <TestimonialsPage />;
}
