import { Suspense, type ReactNode } from 'react';
import { BoundaryHydrated } from './hydration-marker';
import { HydrationGate } from './hydration-gate';

/**
 * A part of the page React hydrates on its own (a Suspense boundary): the header, the page's content,
 * each section, the footer. Hydrating a page is ~200 ms of main-thread work on a mid-range phone; a tap
 * that arrives meanwhile makes React finish, at once, the boundary it landed in, so small boundaries keep
 * an early tap cheap (docs/interaction.md). Nothing here suspends: the export writes every boundary's
 * content in place (paint-first/suspense-boundaries.mjs), and the page reads the same with or without scripts.
 * While the visitor presses, the gate holds the boundary's hydration back (hydration-gate.tsx).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <HydrationGate />
      {children}
      <BoundaryHydrated />
    </Suspense>
  );
}
