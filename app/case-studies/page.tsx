import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { CaseStudiesPage } from '@/components/pages/case-studies-page';

export const metadata: Metadata = fixedPageMetadata(pages.caseStudies, {
  title: 'Case Studies: Measured Results',
  description: 'How our estimating, detailing and BIM work changed real outcomes: the problem, our scope and the outcomes in numbers for each project.',
});

export default function Page() {
  return <CaseStudiesPage />;
}
