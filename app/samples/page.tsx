import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { SamplesPage } from '@/components/pages/samples-page';

export const metadata: Metadata = pageMetadata({
  title: 'Sample Deliverables to Download',
  description: 'Download samples of our work: a cost estimate by CSI division, a quantity takeoff, a BS 8666 bar bending schedule, a clash report and a shop drawing.',
  path: '/samples',
});

export default function Page() {
  return <SamplesPage />;
}
