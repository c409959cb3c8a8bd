/**
 * When each fixed page's own content last changed (ISO 8601 dates), for the sitemap's <lastmod>.
 * Change a page's date when you change what it says, not when the site is rebuilt. Services,
 * projects and posts carry their own `updated` field; the policies their own `updated` date.
 */
export const pageUpdated = {
  '/': '2026-11-23',
  '/about': '2026-11-22',
  '/services': '2026-11-23',
  '/portfolio': '2026-11-23',
  '/case-studies': '2026-11-23',
  '/blogs': '2026-11-23',
  '/contact': '2026-11-24',
  '/pricing': '2026-11-24',
  '/samples': '2026-11-24',
  '/team': '2026-11-23',
  '/testimonials': '2026-11-23',
  '/careers': '2026-11-22',
  '/faqs': '2026-11-23',
} as const;
