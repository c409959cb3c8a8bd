'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { mainNav, quoteCta, serviceGroups } from '@/content/navigation';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { NavLink } from './nav-link';

/**
 * Menu below the lg breakpoint. Service groups are an exclusive accordion built on <details name>,
 * so the browser keeps one open at a time and a second click collapses it. Choosing any link,
 * navigating, or pressing Escape closes the menu.
 */
export function MobileMenu() {
  const pathname = usePathname() ?? '/';
  // Open "on this page": a navigation changes the path, which closes the menu by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Read by ScrollHeader: the header stays visible while the menu is open.
    document.documentElement.dataset.menuOpen = String(open);
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenOn(null);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const pageLinks = mainNav.filter((l) => l.href !== '/' && l.href !== '/services');

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-button text-navy-900 hover:bg-navy-50"
      >
        {open ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
      </button>
      {/* Rendered only while open: a closed menu is invisible, so it need not be hydrated on every page. */}
      {open && (
        <nav
          id={panelId}
          aria-label="Mobile"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pb-8 pt-2 shadow-raised sm:px-6"
        >
          <p className="px-1 pb-1 pt-3 text-xs font-semibold uppercase tracking-widest text-muted">Services</p>
          <div className="divide-y divide-line border-y border-line">
            {serviceGroups.map((group) => (
              <details key={group.id} name="mobile-service-groups" className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3 pl-1 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
                  {group.title}
                  <ChevronDownIcon className="transition-transform duration-200 group-open:rotate-180" />
                </summary>
                <ul className="space-y-1 pb-3 pl-4">
                  <li>
                    <Link href={group.href} onClick={close} className="block py-1.5 text-sm font-medium text-accent-700">
                      {group.title} overview
                    </Link>
                  </li>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} onClick={close} className="block py-1.5 text-sm text-muted hover:text-navy-900">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
          <ul className="mt-2">
            {pageLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  href={link.href}
                  prefix={link.href === '/blogs'}
                  onClick={close}
                  className="block py-3 pl-1 font-semibold text-navy-900 data-[current=true]:text-accent-700"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link href={quoteCta.href} onClick={close} className={`${buttonClasses('primary', 'lg')} mt-4 w-full`}>
            {quoteCta.label}
          </Link>
        </nav>
      )}
    </div>
  );
}
