'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isCurrentPath } from '@/lib/routes';

/** Header link that marks the current page (Blogs stays current under /blogs/...). */
export function NavLink({
  href,
  children,
  prefix = false,
  className = '',
  onClick,
}: {
  href: string;
  children: ReactNode;
  /** Also current on every path below href. */
  prefix?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  const pathname = usePathname() ?? '/';
  const current = isCurrentPath(pathname, href, { prefix });
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      data-current={current}
      onClick={onClick}
      className={className}
    >
      {children}
    </Link>
  );
}
