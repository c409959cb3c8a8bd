import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { CareersPage } from '@/components/pages/careers-page';

export const metadata: Metadata = pageMetadata({
  title: 'Careers in Preconstruction',
  description: 'Join our estimators, detailers, BIM modelers and planners. See the roles we hire for and how to apply by email with your CV and portfolio.',
  path: '/careers',
});

export default function Page() {
  return <CareersPage />;
}
