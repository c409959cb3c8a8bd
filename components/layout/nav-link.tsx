import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/**
 * A header or menu link to one of the site's pages, rendered on the server. Which one is the current
 * page is marked by one client part for all of them (CurrentLinks, current-links.tsx), which reads
 * `data-nav-link`: `exact`, or `prefix` when the link is also current on every path below it (Blogs).
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
  return (
    <Link href={href} data-nav-link={prefix ? 'prefix' : 'exact'} className={className}>
      {children}
    </Link>
  );
}
