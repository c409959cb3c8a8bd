import { mainNav, quoteCta } from '@/content/navigation';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { ScrollHeader } from './scroll-header';
import { TopBar } from './top-bar';
import { NavLink } from './nav-link';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { SiteSearch } from '@/components/search/site-search';
import { HydrationBoundary } from '@/paint-first/react';

/**
 * Server-rendered header; only the scroll behaviour, the page links (which mark the current page) and
 * the menus are client islands.
 * The strip, the desktop navigation and search are hydration boundaries of their own (so is the phone
 * menu's content): a tap on the menu button before the page has hydrated makes React finish only the
 * header's frame and the button, not the hundred-odd links of both menus (docs/interaction.md).
 */
export function SiteHeader() {
  return (
    <ScrollHeader>
      <HydrationBoundary>
        <TopBar />
      </HydrationBoundary>
      <Container className="relative flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:gap-x-6 py-1 lg:min-h-[4.5rem]">
        <Logo compact />
        <HydrationBoundary>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex flex-wrap items-center gap-x-7 gap-y-1 text-[0.95rem] font-medium text-navy-900 [&_.nav-item]:py-2 [&_.nav-item:hover]:text-accent-600 [&_[aria-current=page]]:text-accent-700 [&_[aria-current=page]]:underline [&_[aria-current=page]]:decoration-2 [&_[aria-current=page]]:underline-offset-8">
              {mainNav.map((link) => (
                <li key={link.href}>
                  {link.href === '/services' ? (
                    <MegaMenu />
                  ) : (
                    <NavLink href={link.href} prefix={link.href === '/blogs'} className="nav-item">
                      {link.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </HydrationBoundary>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* On a phone the quote is one tap away too: a plain link in the HTML, there before any script. */}
          <Link
            href={quoteCta.href}
            data-header-quote
            className="inline-flex h-10 items-center rounded-button bg-accent-600 px-3 text-sm font-semibold text-white hover:bg-accent-700 focus-visible:outline-offset-2 sm:hidden"
          >
            <span className="sr-only">Get a </span>Quote
          </Link>
          <HydrationBoundary>
            <SiteSearch />
          </HydrationBoundary>
          <span className="hidden sm:block">
            <ButtonLink href={quoteCta.href}>{quoteCta.label}</ButtonLink>
          </span>
          <MobileMenu />
        </div>
      </Container>
    </ScrollHeader>
  );
}
