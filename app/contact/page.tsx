import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { ContactPage } from '@/components/contact/contact-page';

export const metadata: Metadata = pageMetadata({
  title: 'Request a Quote or Book a Consultation',
  description: 'Send your drawings and deadline for a fixed quote, or book a 30-minute consultation with our estimating team by video call.',
  path: '/contact',
});

export default function Page() {
  return <ContactPage />;
}
