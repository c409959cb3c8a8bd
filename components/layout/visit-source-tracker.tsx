'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { whenIdle } from '@/lib/idle';
import { VISIT_KEY, parseVisitSource, recordPageView } from '@/lib/visit-source';

/** The page last counted in this document: React runs an effect twice in development, a page once. */
let countedPath: string | null = null;

/** Counts each page of a visit and remembers where the visit began (lib/visit-source.ts says what and why). */
export function VisitSourceTracker() {
  const pathname = usePathname();
  useEffect(() => {
    const count = () => {
      if (countedPath === pathname) return;
      countedPath = pathname;
      try {
        const previous = parseVisitSource(window.sessionStorage.getItem(VISIT_KEY));
        const { origin, search } = window.location;
        const next = recordPageView(previous, { origin, path: pathname, search, referrer: document.referrer });
        window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(next));
      } catch {
        // Storage blocked or full: the lead simply carries no source.
      }
    };
    // When the page is idle: storage and the text clean-up cost 10-15 ms on a phone, and this effect may
    // run inside the tap that made React hydrate the page's frame, or just before the next one. A visitor
    // who moves on sooner is counted as they go (to another of our pages, or another document): the
    // landing page and its campaign were once lost that way, to a link followed within the second.
    const cancel = whenIdle(count, 1000);
    window.addEventListener('pagehide', count);
    return () => {
      cancel();
      window.removeEventListener('pagehide', count);
      count();
    };
  }, [pathname]);
  return null;
}
