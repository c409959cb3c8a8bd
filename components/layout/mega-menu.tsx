'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { serviceGroups } from '@/content/navigation';
import { isCurrentPath } from '@/lib/routes';
import { hrefInMarket, inMarketWords, marketOfPath } from '@/lib/market-words';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * Services in the desktop header, as a disclosure: the Services link goes to /services, and the
 * button beside it opens the panel (Enter, Space, a click, or ArrowDown, which also moves focus to the
 * first link). The panel also opens on hover, as the spec asks, and closes on mouse leave, when focus
 * leaves it, when a link is chosen, and on Escape wherever focus is (a hover-opened panel too).
 * 850 px wide, six groups in three columns.
 *
 * Before hydration the button is not shown (`once-hydrated`, app/globals.css): the chevron sits inside
 * the Services link instead (`until-hydrated`), so a click on it is not lost but follows the link.
 */
export function MegaMenu() {
  const pathname = usePathname() ?? '/';
  // Open "on this page": a navigation changes the path, which closes the menu by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirstLink = useRef(false);
  // Opened by the pointer arriving, not by a click: the click that follows (on the way to the button the
  // pointer crosses Services) keeps it open instead of toggling shut the menu the person just saw open.
  const openedByHover = useRef(false);
  const current = isCurrentPath(pathname, '/services', { prefix: true });
  // On a UK or European page the links lead to that market's variants, in its words (MarketLink).
  const market = marketOfPath(pathname);

  useEffect(() => {
    // A pointer that is already on Services when the scripts start gets the menu it came for (in the
    // next frame: a state change inside hydration's last task would re-render synchronously in it).
    const frame = requestAnimationFrame(() => {
      if (wrapper.current?.matches(':hover')) setOpenOn(pathname);
    });
    return () => cancelAnimationFrame(frame);
    // Only on mount: later hovers arrive as mouseenter events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      panel.current?.querySelector('a')?.focus();
    }
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const hadFocus = wrapper.current?.contains(document.activeElement);
      setOpenOn(null);
      if (hadFocus) button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusFirstLink.current = true;
      if (open) panel.current?.querySelector('a')?.focus();
      else setOpen(true);
    }
  };

  const chevron = <ChevronDownIcon width={16} height={16} className={`transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />;

  return (
    <div
      ref={wrapper}
      className="relative flex items-center gap-1"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        href="/services"
        aria-current={current ? 'page' : undefined}
        className="nav-item inline-flex items-center"
      >
        Services
        <span className="ml-1 inline-flex w-6 justify-center until-hydrated">{chevron}</span>
      </Link>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Services menu"
        onClick={() => {
          const keep = open && openedByHover.current;
          openedByHover.current = false;
          setOpen(keep || !open);
        }}
        onKeyDown={onButtonKey}
        className="inline-flex h-8 w-6 items-center justify-center rounded text-navy-900 hover:text-accent-600 once-hydrated"
      >
        {chevron}
      </button>
      {/* Rendered only while open: a closed menu is invisible, so it need not be hydrated on every page. */}
      {open && (
        <div ref={panel} id={panelId} className="absolute left-1/2 top-full z-50 w-[850px] -translate-x-1/2 pt-3">
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
                      <Link href={hrefInMarket(link.href, market)} onClick={() => setOpen(false)} className="text-sm text-muted hover:text-accent-600">
                        {inMarketWords(link.label, market)}
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
