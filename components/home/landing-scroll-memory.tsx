'use client';

import { useEffect } from 'react';

/** The one localStorage entry the site uses (named in the cookie policy). */
export const LANDING_SCROLL_KEY = 'landingScrollY';
const WRITE_INTERVAL_MS = 200;

/**
 * Remembers how far down the landing page the visitor was and returns them there on the next load,
 * unless they have already moved: the page is readable before its scripts start, and a visitor who
 * scrolled in that time (or whose browser restored the position itself) stays where they are.
 */
export function LandingScrollMemory() {
  useEffect(() => {
    const saved = Number(window.localStorage.getItem(LANDING_SCROLL_KEY));
    if (window.scrollY === 0 && Number.isFinite(saved) && saved > 0) window.scrollTo({ top: saved, behavior: 'instant' });

    let last = 0;
    let pending: number | undefined;
    const write = () => {
      pending = undefined;
      last = Date.now();
      window.localStorage.setItem(LANDING_SCROLL_KEY, String(Math.round(window.scrollY)));
    };
    const onScroll = () => {
      if (pending !== undefined) return;
      pending = window.setTimeout(write, Math.max(0, WRITE_INTERVAL_MS - (Date.now() - last)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (pending !== undefined) window.clearTimeout(pending);
    };
  }, []);
  return null;
}
