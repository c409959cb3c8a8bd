'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { serviceGroups } from '@/content/navigation';
import { isCurrentPath } from '@/lib/routes';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * Services in the desktop header: opens on hover and on keyboard focus, closes on mouse leave,
 * on Escape (focus returns to the trigger), when focus leaves, and when a link is chosen.
 * 850 px wide, six groups in three columns.
 */
export function MegaMenu() {
  const pathname = usePathname() ?? '/';
  // Open "on this page": a navigation changes the path, which closes the menu by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const current = isCurrentPath(pathname, '/services', { prefix: true });

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
          // Focus moving back to the trigger would reopen the menu; keep it closed this time.
          requestAnimationFrame(() => setOpen(false));
        }
      }}
    >
      <Link
        ref={trigger}
        href="/services"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={current ? 'page' : undefined}
        data-current={current}
        className="nav-item inline-flex items-center gap-1"
      >
        Services
        <ChevronDownIcon width={16} height={16} className={`transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
      </Link>
      {/* Rendered only while open: a closed menu is invisible, so it need not be hydrated on every page. */}
      {open && (
        <div
          id={panelId}
          className="absolute left-1/2 top-full z-50 w-[850px] -translate-x-1/2 pt-3"
        >
          <div className="grid grid-cols-3 gap-x-8 gap-y-6 rounded-card border border-line bg-white p-7 shadow-raised">
            {serviceGroups.map((group) => (
              <div key={group.id}>
                <Link
                  href={group.href}
                  onClick={() => setOpen(false)}
                  className="text-sm font-bold uppercase tracking-wide text-navy-900 hover:text-accent-600"
                >
                  {group.title}
                </Link>
                <ul className="mt-3 space-y-2">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={() => setOpen(false)}
                        className="text-sm text-muted hover:text-accent-600"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
