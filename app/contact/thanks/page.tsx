import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { QuoteThanksPage } from '@/components/pages/quote-thanks-page';

// Where the quote endpoint sends a browser that posted the form without JavaScript.
export const metadata: Metadata = fixedPageMetadata(pages.quoteThanks, {
  title: 'Thank you: your quote request has arrived',
  description: 'We have your project details and drawings. Our estimating team reviews every request and replies with scope, price and turnaround.',
});

export default function Page() {
  return <QuoteThanksPage />;
}
