import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { QuoteNotSentPage } from '@/components/pages/quote-not-sent-page';

// What the quote endpoint shows a browser that posted the form without JavaScript when it refuses it.
export const metadata: Metadata = fixedPageMetadata(pages.quoteNotSent, {
  title: 'Your quote request was not sent',
  description: 'Our server could not accept your quote request as it was sent. Go back to the form, where everything you typed is kept, and send it again.',
});

export default function Page() {
  return <QuoteNotSentPage />;
}
