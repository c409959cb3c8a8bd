import type { ComponentProps } from 'react';
import { Breadcrumb } from './breadcrumb';
import { HeroBand } from './hero-band';
import type { Crumb } from '@/lib/structured-data';

/** Top of every inner page: the breadcrumb (with its BreadcrumbList) over the page's hero band. */
export function PageHero({ crumbs, ...band }: Omit<ComponentProps<typeof HeroBand>, 'top'> & { crumbs: Crumb[] }) {
  return <HeroBand top={<Breadcrumb crumbs={crumbs} />} {...band} />;
}
