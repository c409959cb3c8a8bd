import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { pricingPages } from '@/content/markets';
import { marketMetadata, marketPath, prefixedMarkets } from '@/lib/markets';
import { PricingPage } from '@/components/pages/pricing-page';

/** /uk/pricing and /eu/pricing: the pricing page in each market's currency, units and standards. */

export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedMarkets.map((m) => ({ market: m.id }));
}

type Props = { params: Promise<{ market: string }> };

function market(id: string) {
  const found = prefixedMarkets.find((m) => m.id === id);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const m = market((await params).market);
  return pageMetadata({ title: pricingPages[m.id].title, description: pricingPages[m.id].description, path: marketPath(m, pages.pricing.path), ...marketMetadata(pages.pricing.path, m) });
}

export default async function Page({ params }: Props) {
  const m = market((await params).market);
  return <PricingPage market={m.id} />;
}
