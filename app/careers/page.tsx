import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { CareersPage } from '@/components/pages/careers-page';

export const metadata: Metadata = fixedPageMetadata(pages.careers, {
  title: 'Careers in Preconstruction',
  description: 'Join our estimators, detailers, BIM modelers and planners. See the roles we hire for and how to apply by email with your CV and portfolio.',
});

export default function Page() {
  return <CareersPage />;
}
