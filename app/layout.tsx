import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { site } from '@/lib/content/site';
import { DEFAULT_OG_IMAGE, FEED_PATH } from '@/lib/metadata';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { RouteTransition } from '@/components/layout/route-transition';
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link';
import { HydrationBoundary, HydrationMarker } from '@/paint-first/react';
import { VisitSourceTracker } from '@/components/layout/visit-source-tracker';

/** Defaults for every page; pages override title, description, canonical and images via lib/metadata. */
export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | Preconstruction Consulting`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.legalName }],
  formatDetection: { telephone: false, email: false, address: false },
  alternates: { types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.name} blog` }] } },
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: site.locale,
    images: [{ url: DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: site.name }],
  },
  twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE] },
  // PNG, not SVG: Chrome renders an SVG tab icon on the page's main thread while the page loads.
  icons: {
    icon: [{ url: '/icon-48.png', type: 'image/png', sizes: '48x48' }],
    apple: [{ url: '/apple-icon.png', type: 'image/png', sizes: '180x180' }],
  },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language}>
      <head>
        {/* No first paint before <main> is parsed, so the header is whole when it is first drawn. It
            ends about 64 KB into every page, where a network's chunk can end: a paint between chunks
            drew the header's buttons without the menu button, which then arrived and moved them 48 px
            (a layout shift, seen on a slow line). Browsers without `rel=expect` paint as before. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <SkipLink />
        <HydrationBoundary>
          <SiteHeader />
        </HydrationBoundary>
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <HydrationBoundary>{children}</HydrationBoundary>
        </main>
        <HydrationBoundary>
          <SiteFooter />
        </HydrationBoundary>
        <RouteTransition />
        <VisitSourceTracker />
        <HydrationMarker />
      </body>
    </html>
  );
}
