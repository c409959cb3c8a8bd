import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { getService } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';
import { marketMetadata, marketPath, marketServiceSlugs, prefixedMarkets, serviceForMarket } from '@/lib/markets';
import type { MarketPage } from '@/content/markets';
import { ServicePage } from '@/components/pages/service-page';
import { ogImagePath } from '@/lib/og-images';

/** /uk/services/… and /eu/services/…: the service pages whose standards, units or prices differ by market. */

export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedMarkets.flatMap((m) => marketServiceSlugs().map((slug) => ({ market: m.id, slug })));
}

type Props = { params: Promise<{ market: string; slug: string }> };

async function resolve(params: Props['params']) {
  const { market: id, slug } = await params;
  const market = prefixedMarkets.find((m) => m.id === id);
  const base = getService(slug);
  if (!market || !base || !marketServiceSlugs().includes(slug)) notFound();
  return { market, service: serviceForMarket(base, market.id), page: servicePath(slug) as MarketPage };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market, service, page } = await resolve(params);
  return pageMetadata({
    title: service.seoTitle ?? `${service.title} (${market.name})`,
    description: service.summary,
    path: marketPath(market, page),
    image: ogImagePath.serviceGroup(service.group),
    ...marketMetadata(page, market),
  });
}

export default async function Page({ params }: Props) {
  const { market, service } = await resolve(params);
  return <ServicePage service={service} market={market.id} />;
}
