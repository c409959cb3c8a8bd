import { Link } from '@/components/ui/link';
import { MarketLink } from './market-link';
import { mainNav, quoteCta, serviceGroups } from '@/content/navigation';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { NavLink } from './nav-link';
import { MobileMenuLinks } from './mobile-menu-links';
import { HydrationBoundary } from '@/paint-first/react';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The `commandfor` / `command` attributes (invoker commands) open and close the dialog in the browser
 * itself, from the static HTML: no script has to start before the menu works. React does not know
 * these attributes yet, so they are passed through as plain ones.
 */
function invokes(command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: MOBILE_MENU_ID, command };
}

/**
 * The header's navigation below the lg breakpoint: a menu button and the menu, a modal <dialog>.
 * Everything here works without JavaScript: the browser opens and closes the dialog, keeps focus
 * inside it and makes the page behind it inert, closes it on Escape and returns focus to the button.
 * Service groups are an exclusive accordion built on <details name>, so the browser keeps one open at
 * a time and a second click collapses it. The one script (MobileMenuLinks) closes the menu when a
 * link is chosen, since a client-side navigation keeps the page and its open dialog.
 */
export function MobileMenu() {
  const pageLinks = mainNav.filter((l) => l.href !== '/' && l.href !== '/services');
  const iconButton = 'inline-flex h-11 w-11 items-center justify-center rounded-button text-navy-900 hover:bg-navy-50';

  return (
    <nav aria-label="Main" className="lg:hidden">
      <button type="button" {...invokes('show-modal')} aria-haspopup="dialog" aria-controls={MOBILE_MENU_ID} className={iconButton}>
        <MenuIcon width={24} height={24} />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        data-mobile-menu
        aria-label="Menu"
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-white p-0 text-ink backdrop:bg-transparent lg:hidden"
      >
        {/* Its own hydration boundary: the button's tap hydrates the button, not these forty links. */}
        <HydrationBoundary>
          <div className="sticky top-0 z-10 border-b border-line bg-white">
            <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between px-4 sm:px-6">
              <Logo />
              <button type="button" {...invokes('close')} className={iconButton}>
                <CloseIcon width={24} height={24} />
                <span className="sr-only">Close menu</span>
              </button>
            </div>
          </div>
          <div className="mx-auto w-full max-w-7xl px-4 pb-8 pt-2 sm:px-6">
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
                      <Link href={group.href} className="block py-1.5 text-sm font-medium text-accent-700">
                        {group.title} overview
                      </Link>
                    </li>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <MarketLink href={link.href} label={link.label} className="block py-1.5 text-sm text-muted hover:text-navy-900" />
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
                    className="block py-3 pl-1 font-semibold text-navy-900 aria-[current=page]:text-accent-700"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link href={quoteCta.href} className={`${buttonClasses('primary', 'lg')} mt-4 w-full`}>
              {quoteCta.label}
            </Link>
          </div>
          <MobileMenuLinks menuId={MOBILE_MENU_ID} />
        </HydrationBoundary>
      </dialog>
    </nav>
  );
}
