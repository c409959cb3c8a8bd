import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/pages';

export const dynamic = 'force-static';

/** Every indexable page with its content date, from the page registrations (lib/pages.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
