'use client';

import { usePathname } from 'next/navigation';
import { Suspense, lazy, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';

const loadOverlay = () => import('./route-overlay');
// React's own lazy (next/dynamic would add its loader to every page's first scripts); never rendered on the server.
const RouteOverlay = lazy(loadOverlay);

/** If the overlay's animation never reports its end (its code did not arrive), it goes anyway. */
const OVERLAY_DEADLINE_MS = 1500;

/**
 * On each client-side navigation (not the first load): scroll to the top and show the logo overlay
 * (framer-motion, components/layout/route-overlay.tsx), whose code is fetched once the page has
 * hydrated so no first paint or first tap waits for it. Skipped entirely under prefers-reduced-motion.
 */
export function RouteTransition() {
  const pathname = usePathname();
  const [previous, setPrevious] = useState(pathname);
  const [visit, setVisit] = useState(0);

  // A new path since the last render is a client-side navigation (React's "adjust state on prop change").
  if (pathname !== previous) {
    setPrevious(pathname);
    setVisit((v) => v + 1);
  }

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // After hydration, when the page is idle: the overlay is ready before the first navigation, and
    // running its code (a 10-30 ms task on a phone) holds up no tap.
    return whenIdle(() => void loadOverlay());
  }, []);

  useEffect(() => {
    if (!visit) return;
    // Keep the browser's position for in-page anchors; a new page starts at the top.
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const timer = window.setTimeout(() => setVisit(0), OVERLAY_DEADLINE_MS);
    return () => window.clearTimeout(timer);
  }, [visit]);

  if (!visit || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return (
    <Suspense fallback={null}>
      <RouteOverlay key={visit} onDone={() => setVisit(0)} />
    </Suspense>
  );
}
