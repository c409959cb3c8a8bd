import type { Metadata } from 'next';
import { site } from '@/lib/content/site';
import type { FixedPage } from '@/content/pages';
import { toHref } from '@/lib/routes';

export const DEFAULT_OG_IMAGE = '/og/default.png';
export const FEED_PATH = '/feed.xml';

export interface PageMetaInput {
  /** Page title without the site name (the layout's template adds it). */
  title: string;
  description: string;
  /** Plain path of the page, e.g. '/services/bim'. */
  path: string;
  /** 1200x630 PNG under public/og; the branded default otherwise. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Articles: ISO 8601 date-times with zone, and the author's profile URL (article:author). */
  publishedTime?: string;
  modifiedTime?: string;
  authorUrl?: string;
  /** Use the title as is, without the template (home page). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** hreflang -> absolute URL of every variant of the page, x-default included (lib/markets.ts). */
  languages?: Record<string, string>;
  /** Open Graph locale of a market variant ('en_GB'); the site's otherwise. */
  locale?: string;
}

/**
 * Metadata for one page: title, description, a self-referencing canonical, Open Graph and Twitter.
 * Next merges metadata shallowly, so every object is set here in full rather than half-inherited.
 */
export function pageMetadata(input: PageMetaInput): Metadata {
  const url = toHref(input.path);
  const image = {
    url: input.image ?? DEFAULT_OG_IMAGE,
    width: 1200,
    height: 630,
    alt: input.imageAlt ?? `${site.name}: ${input.title}`,
  };
  const socialTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: {
      canonical: url,
      ...(input.languages ? { languages: input.languages } : {}),
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.name} blog` }] },
    },
    openGraph: {
      type: input.type ?? 'website',
      url,
      title: socialTitle,
      description: input.description,
      siteName: site.name,
      locale: input.locale ?? site.locale,
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.modifiedTime ? { modifiedTime: input.modifiedTime } : {}),
      ...(input.authorUrl ? { authors: [input.authorUrl] } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: input.description,
      images: [image.url],
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * Metadata for a fixed page of content/pages.ts: the path and whether it is indexed come from its
 * registry entry, so the route file names its entry once and states only its words.
 */
export function fixedPageMetadata(
  page: Extract<FixedPage, { kind: 'listed' | 'noindex' }>,
  input: Omit<PageMetaInput, 'path' | 'noindex'>,
): Metadata {
  return pageMetadata({ ...input, path: page.path, ...(page.kind === 'noindex' ? { noindex: true } : {}) });
}

/** An old address's page (a registry `redirect`): canonical to where it forwards, kept out of search. */
export function redirectPageMetadata(page: Extract<FixedPage, { kind: 'redirect' }>, input: { title: string; description: string }): Metadata {
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: toHref(page.to) },
    robots: { index: false, follow: true },
  };
}
