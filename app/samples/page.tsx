import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { SamplesPage } from '@/components/pages/samples-page';

export const metadata: Metadata = fixedPageMetadata(pages.samples, {
  title: 'Sample Deliverables to Download',
  description: 'Download samples of our work: a cost estimate by CSI division, a quantity takeoff, a BS 8666 bar bending schedule, a clash report and a shop drawing.',
});

export default function Page() {
  return <SamplesPage />;
}
