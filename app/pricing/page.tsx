import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { PricingPage } from '@/components/pages/pricing-page';
import { marketMetadata } from '@/lib/markets';
import { pricingPages } from '@/content/markets';

export const metadata: Metadata = fixedPageMetadata(pages.pricing, {
  title: pricingPages.us.title,
  description: pricingPages.us.description,
  ...marketMetadata(pages.pricing.path, 'us'),
});

export default function Page() {
  return <PricingPage />;
}
