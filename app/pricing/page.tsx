import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { PricingPage } from '@/components/pages/pricing-page';
import { marketMetadata } from '@/lib/markets';

export const metadata: Metadata = fixedPageMetadata(pages.pricing, {
  title: 'Pricing and Fee Calculator',
  description:
    'Published rates, minimum fees and turnaround for estimating, takeoff, bar bending schedules, shop drawings and BIM, with a calculator to size your fee.',
  ...marketMetadata(pages.pricing.path, 'us'),
});

export default function Page() {
  return <PricingPage />;
}
