import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { QuoteNotSentPage } from '@/components/contact/quote-not-sent-page';

// What the quote endpoint shows a browser that posted the form without JavaScript when it refuses it.
export const metadata: Metadata = pageMetadata({
  title: 'Your quote request was not sent',
  description: 'Our server could not accept your quote request as it was sent. Go back to the form, where everything you typed is kept, and send it again.',
  path: '/contact/not-sent',
  noindex: true,
});

export default function Page() {
  return <QuoteNotSentPage />;
}
