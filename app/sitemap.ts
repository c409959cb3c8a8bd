import type { MetadataRoute } from 'next';
import { allPagePaths, pageLastModified } from '@/lib/pages';
import { absoluteUrl } from '@/lib/routes';
import { hreflangAlternates, variantOf } from '@/lib/markets';

export const dynamic = 'force-static';

/**
 * Every indexable page, from the same list the e2e suite checks the export against, with the date
 * its own content last changed. A page with market variants lists every variant and x-default as
 * xhtml:link alternates, the same map its own head carries.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePaths().map((path) => {
    const variant = variantOf(path);
    return {
      url: absoluteUrl(path),
      ...(variant ? { alternates: { languages: hreflangAlternates(variant.page) } } : {}),
      lastModified: pageLastModified(path),
      changeFrequency: path.startsWith('/blogs') ? 'monthly' : 'yearly',
      priority: path === '/' ? 1 : path === '/contact' ? 0.9 : path.startsWith('/services') || path.includes('/services/') ? 0.8 : 0.6,
    };
  });
}
