import type { MetadataRoute } from 'next';
import { allPagePaths, pageLastModified } from '@/lib/pages';
import { absoluteUrl } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * Every indexable page, from the same list the e2e suite checks the export against, with the date
 * its own content last changed.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePaths().map((path) => ({
    url: absoluteUrl(path),
    lastModified: pageLastModified(path),
    changeFrequency: path.startsWith('/blogs') ? 'monthly' : 'yearly',
    priority: path === '/' ? 1 : path === '/contact' ? 0.9 : path.startsWith('/services') ? 0.8 : 0.6,
  }));
}
