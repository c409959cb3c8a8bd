import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { FaqsPage } from '@/components/pages/faqs-page';

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description: 'Answers on our services, turnaround, pricing, file formats, quality standards and how we work with teams in the UK, USA and Europe.',
  path: '/faqs',
});

export default function Page() {
  return <FaqsPage />;
}
