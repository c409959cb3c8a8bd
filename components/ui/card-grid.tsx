import type { ReactNode } from 'react';

/**
 * The list grid every set of cards sits in: one column on phones, two from md, three from lg.
 * `compact` goes straight to three from md (short "related" rows of three cards).
 */
export function CardGrid({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return <ul className={compact ? 'grid gap-8 md:grid-cols-3' : 'grid gap-8 md:grid-cols-2 lg:grid-cols-3'}>{children}</ul>;
}

/**
 * How wide a card's picture is in that grid, for an uploaded photo's `sizes`: a third of the 1,280 px
 * container from lg, half the screen from md, the whole screen below.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
