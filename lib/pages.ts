import { allServices } from '@/lib/services';
import { projects } from '@/content/projects';
import { blogPosts } from '@/lib/blogs';

/**
 * Every indexable page the export contains, as plain paths. The sitemap is generated from this list
 * and the end-to-end suite checks the export against it, so a page cannot go missing from either.
 * (/blog is a redirect to /blogs and the 404 page is not a page: neither is listed.)
 */
export const staticPaths = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/case-studies',
  '/blogs',
  '/contact',
  '/team',
  '/testimonials',
  '/careers',
  '/faqs',
  '/samples',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
] as const;

/**
 * Old addresses that forward elsewhere. Each is an exported page (a meta refresh, for hosts without
 * redirect rules) and a 301 in every host's redirect file (lib/hosting.ts); not in the sitemap.
 */
export const redirectPages = [{ from: '/blog', to: '/blogs' }] as const;
export const redirectPaths = redirectPages.map((page) => page.from);

/** Pages a visitor only reaches by doing something (sending the quote form): noindex, not in the sitemap. */
export const noindexPaths = ['/contact/thanks'] as const;

export function allPagePaths(): string[] {
  return [
    ...staticPaths,
    ...allServices.map((s) => `/services/${s.slug}`),
    ...projects.map((p) => `/projects/${p.id}`),
    ...blogPosts.map((b) => `/blogs/${b.id}`),
  ];
}
