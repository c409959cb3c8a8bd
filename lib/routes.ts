import { siteUrl } from '@/lib/site-url.mjs';

/**
 * URL formatting for the whole site. The export uses trailingSlash: true (see next.config.mjs),
 * so every page URL ends in '/'. Content is written with plain paths ('/about'); this module is the
 * one place that turns them into the served form ('/about/').
 */

const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/** '/about' -> '/about/', '/a#b' -> '/a/#b'; files, external, mailto, tel and '#x' pass through. */
export function toHref(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const match = /^([^?#]*)(.*)$/.exec(path);
  let pathname = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  if (!pathname.endsWith('/') && !FILE_EXTENSION.test(pathname)) pathname += '/';
  return pathname + rest;
}

/** The page of a service, a project, a blog post: one helper per collection, used wherever one is linked. */
export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

export function projectPath(id: string): string {
  return `/projects/${id}`;
}

export function blogPath(id: string): string {
  return `/blogs/${id}`;
}

/**
 * Absolute URL on the configured host, e.g. for canonical links, sitemap and JSON-LD. From the address
 * the build resolved (the same as site.url), not lib/content/site.ts: the menus run this module in the
 * browser, and the firm's contact facts have no business in every page's script.
 */
export function absoluteUrl(path: string): string {
  return siteUrl() + toHref(path);
}

/** True when `pathname` is `href` or below it (Blogs is current on every /blogs/... page). */
export function isCurrentPath(pathname: string, href: string, { prefix = false } = {}): boolean {
  const a = toHref(pathname);
  const b = toHref(href);
  if (a === b) return true;
  return prefix && b !== '/' && a.startsWith(b);
}
