'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { isCurrentPath } from '@/lib/routes';

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
  const current = isCurrentPath(usePathname() ?? '/', href, { prefix });
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
