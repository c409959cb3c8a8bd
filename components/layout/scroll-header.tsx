'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** Scroll past this many pixels and the header takes its solid background. */
export const HEADER_SCROLL_THRESHOLD = 20;

/**
 * Sticky header wrapper: hides while scrolling down, shows while scrolling up, and changes its
 * background past the threshold. It stays visible while the mobile menu (a dialog marked
 * data-mobile-menu) is open, and whenever something in it has focus.
 *
 * Once a frame while the page scrolls, the handler writes `data-hidden` and `data-scrolled` onto the
 * element and CSS does the rest: no React render per scroll, and the slide is a transform the
 * compositor runs on its own, so a tap right after a scroll does not wait for the header
 * (docs/interaction.md). The background changes at once: an animated colour, shadow or backdrop blur
 * would be painted again on the main thread in every frame of the slide.
 */
export function ScrollHeader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let frame = 0;
    let lastY = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const menuOpen = document.querySelector('dialog[data-mobile-menu][open]') !== null;
      header.dataset.scrolled = String(y > HEADER_SCROLL_THRESHOLD);
      if (menuOpen || y <= HEADER_SCROLL_THRESHOLD || y < lastY) header.dataset.hidden = 'false';
      else if (y > lastY) header.dataset.hidden = 'true';
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Keyboard users must always see where focus is: a focused header never stays hidden.
    const show = () => {
      header.dataset.hidden = 'false';
    };
    // Where the visitor scrolled before the scripts ran counts, from the next frame: read now, inside the
    // tap that may have started this hydration, the scroll position would force a layout of the page.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', show);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', show);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header
      ref={ref}
      data-hidden="false"
      data-scrolled="false"
      className="sticky top-0 z-40 border-b border-transparent bg-paper transition-transform duration-300 data-[hidden=true]:-translate-y-full data-[scrolled=true]:border-line data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-card"
    >
      {children}
    </header>
  );
}
