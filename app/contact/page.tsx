import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { ContactPage } from '@/components/pages/contact-page';

export const metadata: Metadata = fixedPageMetadata(pages.contact, {
  title: 'Request a Quote or Book a Consultation',
  description: 'Send your drawings and deadline for a fixed quote, or book a 30-minute consultation with our estimating team by video call.',
});

export default function Page() {
  return <ContactPage />;
}
