'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LogoMark } from '@/components/ui/logo-mark';

/** How long the logo overlay shows on a client-side navigation. */
export const ROUTE_OVERLAY_MS = 300;

/**
 * On each client-side navigation (not the first load): scroll to the top and fade a full-screen
 * logo overlay in and out over 300 ms. Skipped entirely under prefers-reduced-motion.
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
    if (!visit) return;
    // Keep the browser's position for in-page anchors; a new page starts at the top.
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const timer = window.setTimeout(() => setVisit(0), ROUTE_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [visit]);

  if (!visit || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return (
    <div
      key={visit}
      data-testid="route-overlay"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-[100] flex animate-route-overlay items-center justify-center bg-navy-950/90"
    >
      <LogoMark tone="light" size={72} />
    </div>
  );
}
