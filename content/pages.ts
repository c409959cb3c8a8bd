import { POLICIES_UPDATED } from './policies';
import type { Policy } from './types';

/**
 * The site's fixed pages: the one registry that the sitemap, the page lists, the content dates, the
 * search index, noindex and every host's redirect files read (lib/pages.ts derives them). Adding a
 * fixed page is its route file in app/ plus one entry here; the route file names its entry once
 * (`fixedPageMetadata(pages.about, { … })`), so the path is written nowhere else.
 *
 * Services, projects and posts are not here: an entry in content/services/, a file in content/projects/ or a
 * file in content/blogs/ is their registration, with its own `updated` date.
 *
 * - `listed`: an ordinary page. In the sitemap with its content date, in the site search,
 *   self-canonical. `updated` is when its own content last changed (ISO 8601 date): change it when
 *   you change what the page says, not when the site is rebuilt.
 * - `noindex`: a page a visitor only reaches by doing something (sending the quote form, or having it
 *   refused). Not in the sitemap, not in search, `noindex` in its head.
 * - `redirect`: an old address that forwards to `to`. An exported page (a meta refresh, for hosts
 *   without redirect rules) and a 301 in every host's redirect file; not in the sitemap or search.
 */
export type FixedPage =
  | { kind: 'listed'; path: string; updated: string }
  | { kind: 'noindex'; path: string }
  | { kind: 'redirect'; path: string; to: string };

/** A policy page is dated by its policy (content/policies.ts). */
function policyPage(slug: Policy['slug']) {
  return { kind: 'listed', path: `/${slug}`, updated: POLICIES_UPDATED } as const;
}

/** In the sitemap's order. */
export const pages = {
  home: { kind: 'listed', path: '/', updated: '2026-11-23' },
  about: { kind: 'listed', path: '/about', updated: '2026-11-22' },
  services: { kind: 'listed', path: '/services', updated: '2026-11-23' },
  portfolio: { kind: 'listed', path: '/portfolio', updated: '2026-11-23' },
  caseStudies: { kind: 'listed', path: '/case-studies', updated: '2026-11-23' },
  blogs: { kind: 'listed', path: '/blogs', updated: '2026-11-23' },
  contact: { kind: 'listed', path: '/contact', updated: '2026-11-24' },
  pricing: { kind: 'listed', path: '/pricing', updated: '2026-11-24' },
  team: { kind: 'listed', path: '/team', updated: '2026-11-23' },
  testimonials: { kind: 'listed', path: '/testimonials', updated: '2026-11-23' },
  careers: { kind: 'listed', path: '/careers', updated: '2026-11-22' },
  faqs: { kind: 'listed', path: '/faqs', updated: '2026-11-23' },
  samples: { kind: 'listed', path: '/samples', updated: '2026-11-24' },
  workingWithUs: { kind: 'listed', path: '/working-with-us', updated: '2026-11-25' },
  privacyPolicy: policyPage('privacy-policy'),
  termsOfService: policyPage('terms-of-service'),
  cookiePolicy: policyPage('cookie-policy'),
  quoteThanks: { kind: 'noindex', path: '/contact/thanks' },
  quoteNotSent: { kind: 'noindex', path: '/contact/not-sent' },
  blog: { kind: 'redirect', path: '/blog', to: '/blogs' },
} as const satisfies Record<string, FixedPage>;
