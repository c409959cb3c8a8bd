import { Suspense, type ReactNode } from 'react';
import { BoundaryHydrated } from './hydration-marker';

/**
 * A part of the page React hydrates on its own (a Suspense boundary): the header, the page's content,
 * each section, the footer. Hydrating a page is ~200 ms of main-thread work on a mid-range phone; a tap
 * that arrives meanwhile makes React finish, at once, the boundary it landed in, so small boundaries keep
 * an early tap cheap (docs/interaction.md). Nothing here suspends: the export writes every boundary's
 * content in place (scripts/suspense-boundaries.mjs), and the page reads the same with or without scripts.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <BoundaryHydrated />
    </Suspense>
  );
}
