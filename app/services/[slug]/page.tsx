import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getService, serviceSlugs } from '@/lib/services';
import { pageMetadata } from '@/lib/metadata';
import { ServicePage } from '@/components/services/service-page';
import { servicePath } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  return pageMetadata({
    title: service.seoTitle ?? service.title,
    description: service.summary,
    path: servicePath(service.slug),
    image: `/og/services/${service.group}.png`,
  });
}

export default async function Page({ params }: Props) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return <ServicePage service={service} />;
}
