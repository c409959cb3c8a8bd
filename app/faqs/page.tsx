import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { FaqsPage } from '@/components/pages/faqs-page';

export const metadata: Metadata = fixedPageMetadata(pages.faqs, {
  title: 'Frequently Asked Questions',
  description: 'Answers on our services, turnaround, pricing, file formats, quality standards and how we work with teams in the UK, USA and Europe.',
});

export default function Page() {
  return <FaqsPage />;
}
