import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { SamplesPage } from '@/components/pages/samples-page';

export const metadata: Metadata = pageMetadata({
  title: 'Sample Deliverables: Estimates, BBS, Clash Reports',
  description: 'Download real-format samples of our work: a cost estimate by CSI division, a quantity takeoff, a BS 8666 bar bending schedule, a clash report and a shop drawing.',
  path: '/samples',
});

export default function Page() {
  return <SamplesPage />;
}
