import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getService, serviceSlugs } from '@/lib/content/services';
import { pageMetadata } from '@/lib/metadata';
import { ServicePage } from '@/components/pages/service-page';
import { servicePath } from '@/lib/routes';
import { isMarketPage, marketMetadata, serviceForMarket } from '@/lib/markets';
import { ogImagePath } from '@/lib/og-images';

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

/** The shared entry, or for a service with market variants the US one (the x-default). */
function usService(slug: string) {
  const service = getService(slug);
  return service && isMarketPage(servicePath(slug)) ? serviceForMarket(service, 'us') : service;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = usService((await params).slug);
  if (!service) return {};
  const path = servicePath(service.slug);
  return pageMetadata({
    title: service.seoTitle ?? service.title,
    description: service.summary,
    path,
    image: ogImagePath.serviceGroup(service.group),
    ...(isMarketPage(path) ? marketMetadata(path, 'us') : {}),
  });
}

export default async function Page({ params }: Props) {
  const service = usService((await params).slug);
  if (!service) notFound();
  return <ServicePage service={service} />;
}
