'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isCurrentPath } from '@/lib/routes';

/**
 * Marks the NavLinks (nav-link.tsx) that lead to the current page with `aria-current="page"`, which
 * the header's and the menu's styles read too. One client part for every link, on each route change.
 * The links are the server's; the attribute is not in their props, so React never sets or clears it
 * itself and the mark stays as written here.
 */
export function CurrentLinks() {
  const pathname = usePathname() ?? '/';
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]')) {
      link.ariaCurrent = isCurrentPath(pathname, link.getAttribute('href')!, { prefix: link.dataset.navLink === 'prefix' }) ? 'page' : null;
    }
  }, [pathname]);
  return null;
}
