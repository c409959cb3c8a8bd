import type { MetadataRoute } from 'next';
import { pages, type FixedPage } from '@/content/pages';
import type { Service } from '@/content/types';
import type { BlogPost } from '@/lib/content/posts';
import type { Project } from '@/lib/content/projects';
import { services } from '@/lib/content/services';
import { allProjects } from '@/lib/content/projects';
import { blogPosts } from '@/lib/content/posts';
import { absoluteUrl, blogPath, projectPath, servicePath } from '@/lib/routes';
import { hreflangAlternates, variantOf, variantPaths } from '@/lib/markets';

/**
 * Every list of pages, derived from the registrations: the fixed pages of content/pages.ts and the
 * entries of each collection (services, projects, posts). The sitemap, the site search (through the
 * sitemap), the hosts' redirect files and the tests all read these, so a page registered once is in
 * all of them. Each function takes the registrations as an argument (the site's by default), so a
 * test can add an entry in a fixture and see where it lands.
 */
export interface Registrations {
  fixed: readonly FixedPage[];
  services: readonly Service[];
  projects: readonly Project[];
  posts: readonly BlogPost[];
}

export const siteRegistrations: Registrations = {
  fixed: Object.values(pages),
  services: services,
  projects: allProjects,
  posts: blogPosts,
};

/**
 * Old addresses that forward elsewhere. Each is an exported page (a meta refresh, for hosts without
 * redirect rules) and a 301 in every host's redirect file (lib/hosting.ts); not in the sitemap.
 */
export function redirectsOf(fixed: readonly FixedPage[]): { from: string; to: string }[] {
  return fixed.flatMap((p) => (p.kind === 'redirect' ? [{ from: p.path, to: p.to }] : []));
}
export const redirectPages = redirectsOf(siteRegistrations.fixed);
export const redirectPaths = redirectPages.map((page) => page.from);

/** Pages a visitor only reaches by doing something (sending the quote form, or having it refused): noindex, not in the sitemap. */
export const noindexPaths = siteRegistrations.fixed.filter((p) => p.kind === 'noindex').map((p) => p.path);

/**
 * Every indexable page the export contains, as plain paths: the sitemap lists exactly these, search
 * indexes exactly these, and the end-to-end suite checks the export against them. (Redirect and
 * noindex pages and the 404 page are not listed.)
 */
export function allPagePaths(r: Registrations = siteRegistrations): string[] {
  return [
    ...r.fixed.flatMap((p) => (p.kind === 'listed' ? [p.path] : [])),
    ...r.services.map((s) => servicePath(s.slug)),
    ...r.projects.map((p) => projectPath(p.id)),
    ...r.posts.map((b) => blogPath(b.id)),
    // The UK and Europe variants of the pages whose prices, units or standards differ (content/markets.ts).
    ...variantPaths(),
  ];
}

/**
 * When a page's own content last changed, from its registration (never the build date): a fixed
 * page's `updated` in content/pages.ts, a post's, service's or project's own `updated`.
 */
export function pageLastModified(path: string, r: Registrations = siteRegistrations): string {
  // A market variant is dated with its US page: the variants of a page change together.
  const variant = variantOf(path);
  if (variant && variant.market.prefix) return pageLastModified(variant.page, r);
  const [, section, id] = path.split('/');
  if (section === 'blogs' && id) return required(r.posts.find((p) => p.id === id)?.updated, path);
  if (section === 'services' && id) return required(r.services.find((s) => s.slug === id)?.updated, path);
  if (section === 'projects' && id) return required(r.projects.find((p) => p.id === id)?.updated, path);
  const page = r.fixed.find((p) => p.path === path);
  return required(page?.kind === 'listed' ? page.updated : undefined, path);
}

function required(date: string | undefined, path: string): string {
  if (!date) throw new Error(`No content date for ${path}: register it (content/pages.ts for fixed pages) with an updated date`);
  return date;
}

/**
 * The sitemap: every indexable page with the date its own content last changed. A page with market
 * variants lists every variant and x-default as xhtml:link alternates, the same map its own head carries.
 */
export function sitemapEntries(r: Registrations = siteRegistrations): MetadataRoute.Sitemap {
  return allPagePaths(r).map((path) => {
    const variant = variantOf(path);
    return {
      url: absoluteUrl(path),
      ...(variant ? { alternates: { languages: hreflangAlternates(variant.page) } } : {}),
      lastModified: pageLastModified(path, r),
      changeFrequency: path.startsWith('/blogs') ? 'monthly' : 'yearly',
      priority: path === '/' ? 1 : path === '/contact' ? 0.9 : path.startsWith('/services') || path.includes('/services/') ? 0.8 : 0.6,
    };
  });
}
