import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { CaseStudiesPage } from '@/components/pages/case-studies-page';

export const metadata: Metadata = pageMetadata({
  title: 'Case Studies: Measured Results',
  description: 'How our estimating, detailing and BIM work changed real outcomes: the problem, our scope and the outcomes in numbers for each project.',
  path: '/case-studies',
});

export default function Page() {
  return <CaseStudiesPage />;
}
