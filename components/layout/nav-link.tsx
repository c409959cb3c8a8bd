'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { isCurrentPath } from '@/lib/routes';
import { hrefInMarket, marketOfPath } from '@/lib/market-words';

/**
 * A header or menu link to one of the site's pages, marked `aria-current="page"` when it leads to the
 * current page (with `prefix`, on every path below it too: Blogs). A client part only so that the mark
 * is computed where the page is rendered: the export renders each route with its own path, so the mark
 * is in the static HTML, and a client-side navigation moves it. The link itself is next/link, a client
 * component already; this adds one hook call to it.
 */
export function NavLink({
  href,
  children,
  prefix = false,
  className = '',
}: {
  href: string;
  children: ReactNode;
  /** Also current on every path below href. */
  prefix?: boolean;
  className?: string;
}) {
  const pathname = usePathname() ?? '/';
  // A reader on a UK or European page is led to their market's variant (Pricing: /uk/pricing).
  const to = hrefInMarket(href, marketOfPath(pathname));
  const current = isCurrentPath(pathname, to, { prefix });
  return (
    <Link href={to} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
