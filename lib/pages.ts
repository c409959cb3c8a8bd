import { allServices } from '@/lib/services';
import { projects } from '@/content/projects';
import { blogPosts } from '@/lib/blogs';
import { pageUpdated } from '@/content/page-dates';
import { policies } from '@/content/policies';
import { blogPath, projectPath, servicePath } from '@/lib/routes';
import { variantOf, variantPaths } from '@/lib/markets';

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
  '/pricing',
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

/** Pages a visitor only reaches by doing something (sending the quote form, or having it refused): noindex, not in the sitemap. */
export const noindexPaths = ['/contact/thanks', '/contact/not-sent'] as const;

export function allPagePaths(): string[] {
  return [
    ...staticPaths,
    ...allServices.map((s) => servicePath(s.slug)),
    ...projects.map((p) => projectPath(p.id)),
    ...blogPosts.map((b) => blogPath(b.id)),
    // The UK and Europe variants of the pages whose prices, units or standards differ (content/markets.ts).
    ...variantPaths(),
  ];
}

/**
 * When a page's own content last changed, from content/ (never the build date): a post's
 * `updated`, a service's or project's `updated`, a policy's `updated`, else content/page-dates.ts.
 */
export function pageLastModified(path: string): string {
  // A market variant is dated with its US page: the variants of a page change together.
  const variant = variantOf(path);
  if (variant && variant.market.prefix) return pageLastModified(variant.page);
  const [, section, id] = path.split('/');
  if (section === 'blogs' && id) return required(blogPosts.find((p) => p.id === id)?.updated, path);
  if (section === 'services' && id) return required(allServices.find((s) => s.slug === id)?.updated, path);
  if (section === 'projects' && id) return required(projects.find((p) => p.id === id)?.updated, path);
  const policy = policies.find((p) => `/${p.slug}` === path);
  if (policy) return policy.updated;
  return required((pageUpdated as Record<string, string>)[path], path);
}

function required(date: string | undefined, path: string): string {
  if (!date) throw new Error(`No content date for ${path}: give it an updated field (content/page-dates.ts for fixed pages)`);
  return date;
}
