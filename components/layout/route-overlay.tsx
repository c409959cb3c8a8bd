'use client';

import { LazyMotion, m } from 'framer-motion';
import { LogoMark } from '@/components/ui/logo-mark';
import { loadMotion } from '@/lib/motion';

/** How long the logo overlay shows on a client-side navigation. */
export const ROUTE_OVERLAY_MS = 300;

// The animation features come in their own request, after the component itself.
const features = () => loadMotion().then((motion) => motion.domAnimation);

/**
 * The full-screen logo that fades in and out over 300 ms on a client-side navigation. Fetched after the
 * page has hydrated (components/layout/route-transition.tsx), never with the page's first scripts.
 */
export default function RouteOverlay({ onDone }: { onDone: () => void }) {
  return (
    <LazyMotion features={features} strict>
      <m.div
        data-testid="route-overlay"
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-[100] flex items-center justify-center bg-navy-950/90"
        initial={{ opacity: 0 }}
        animate={{ opacity: [0, 1, 0] }}
        transition={{ duration: ROUTE_OVERLAY_MS / 1000, times: [0, 0.5, 1], ease: 'easeInOut' }}
        onAnimationComplete={onDone}
      >
        <LogoMark tone="light" size={72} />
      </m.div>
    </LazyMotion>
  );
}
