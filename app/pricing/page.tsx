import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { PricingPage } from '@/components/pricing/pricing-page';
import { marketMetadata } from '@/lib/markets';

export const metadata: Metadata = pageMetadata({
  title: 'Pricing and Fee Calculator',
  description:
    'Published rates, minimum fees and turnaround for estimating, takeoff, bar bending schedules, shop drawings and BIM, with a calculator to size your fee.',
  path: '/pricing',
  ...marketMetadata('/pricing', 'us'),
});

export default function Page() {
  return <PricingPage />;
}
