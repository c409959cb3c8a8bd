import { site } from '@/content/site';

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

/** Absolute URL on the configured host, e.g. for canonical links, sitemap and JSON-LD. */
export function absoluteUrl(path: string): string {
  return site.url + toHref(path);
}

/** True when `pathname` is `href` or below it (Blogs is current on every /blogs/... page). */
export function isCurrentPath(pathname: string, href: string, { prefix = false } = {}): boolean {
  const a = toHref(pathname);
  const b = toHref(href);
  if (a === b) return true;
  return prefix && b !== '/' && a.startsWith(b);
}
