'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { whenIdle } from '@/lib/idle';
import { VISIT_ENDPOINT, VISIT_KEY, parseVisitSource, recordPageView, type VisitSource } from '@/lib/visit-source';

/** The page last counted in this document: React runs an effect twice in development, a page once. */
let countedPath: string | null = null;
/** Whether this document's visit was reported: in memory only, gone with the document. */
let reported = false;

/**
 * One beacon when a visit begins, so the firm can see which pages and campaigns bring its requests: a first page with no record yet, reached from another site
 * or none (not one of ours: recordPageView then counts it as a later page), and not a reload or a step
 * back, which the browser's own navigation entry tells without anything stored. Its landing path,
 * referring origin and UTM go to /api/visit, which adds one to a daily total; no cookie, nothing kept
 * on the device for it, no identifier.
 */
function report(previous: VisitSource | null, next: VisitSource) {
  const type = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (!VISIT_ENDPOINT || reported || previous || next.pages > 1 || type === 'reload' || type === 'back_forward') return;
  reported = true;
  navigator.sendBeacon(VISIT_ENDPOINT, new URLSearchParams({ landing: next.landing, referrer: next.referrer, ...next.utm }));
}

/** Counts each page of a visit and remembers where the visit began (lib/visit-source.ts says what and why). */
export function VisitSourceTracker() {
  const pathname = usePathname();
  useEffect(() => {
    const count = () => {
      if (countedPath === pathname) return;
      countedPath = pathname;
      let previous: VisitSource | null = null;
      try {
        previous = parseVisitSource(window.sessionStorage.getItem(VISIT_KEY));
      } catch {
        // Storage blocked: the lead carries no source, and the visit is still counted once.
      }
      const { origin, search } = window.location;
      const next = recordPageView(previous, { origin, path: pathname, search, referrer: document.referrer });
      try {
        window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(next));
      } catch {
        // Storage blocked or full: the lead simply carries no source.
      }
      try {
        report(previous, next);
      } catch {
        // No beacon API: the visit goes uncounted, and nothing else changes.
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
