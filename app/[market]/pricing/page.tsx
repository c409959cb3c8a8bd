import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { marketMetadata, marketPath, prefixedMarkets } from '@/lib/markets';
import { PricingPage } from '@/components/pages/pricing-page';

/** /uk/pricing and /eu/pricing: the pricing page in each market's currency, units and standards. */

export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedMarkets.map((m) => ({ market: m.id }));
}

type Props = { params: Promise<{ market: string }> };

const copy: Record<string, { title: string; description: string }> = {
  uk: {
    title: 'UK Pricing in GBP and Fee Calculator',
    description: 'Published UK rates in pounds sterling, excluding VAT: estimating and NRM2 measurement per m², bar bending schedules per tonne, with a fee calculator.',
  },
  eu: {
    title: 'Europe Pricing in EUR and Fee Calculator',
    description: 'Published rates in euros for European projects, excluding VAT: estimating and takeoff per m², bar bending schedules per tonne, with a fee calculator.',
  },
};

function market(id: string) {
  const found = prefixedMarkets.find((m) => m.id === id);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const m = market((await params).market);
  return pageMetadata({ ...copy[m.id]!, path: marketPath(m, pages.pricing.path), ...marketMetadata(pages.pricing.path, m) });
}

export default async function Page({ params }: Props) {
  const m = market((await params).market);
  return <PricingPage market={m.id} />;
}
