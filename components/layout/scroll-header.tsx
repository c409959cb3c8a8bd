'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Scroll past this many pixels and the header takes its solid background. */
export const HEADER_SCROLL_THRESHOLD = 20;

/**
 * Sticky header wrapper: hides while scrolling down, shows while scrolling up, and changes its
 * background past the threshold. It stays visible while the mobile menu (a dialog marked
 * data-mobile-menu) is open.
 */
export function ScrollHeader({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const direction = y > lastY.current ? 'down' : y < lastY.current ? 'up' : null;
      const menuOpen = document.querySelector('dialog[data-mobile-menu][open]') !== null;
      setScrolled(y > HEADER_SCROLL_THRESHOLD);
      if (menuOpen || y <= HEADER_SCROLL_THRESHOLD) setHidden(false);
      else if (direction === 'down') setHidden(true);
      else if (direction === 'up') setHidden(false);
      lastY.current = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header
      data-hidden={hidden}
      data-scrolled={scrolled}
      // Keyboard users must always see where focus is: a focused header never stays hidden.
      onFocus={() => setHidden(false)}
      className={`sticky top-0 z-40 border-b transition-[transform,background-color,box-shadow] duration-300 ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      } ${scrolled ? 'border-line bg-white/95 shadow-card backdrop-blur' : 'border-transparent bg-paper'}`}
    >
      {children}
    </header>
  );
}
