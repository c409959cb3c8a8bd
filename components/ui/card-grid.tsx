import type { ReactNode } from 'react';

/**
 * The list grid every set of cards sits in: one column on phones, two from md, three from lg.
 * `compact` goes straight to three from md (short "related" rows of three cards).
 */
export function CardGrid({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return <ul className={compact ? 'grid gap-8 md:grid-cols-3' : 'grid gap-8 md:grid-cols-2 lg:grid-cols-3'}>{children}</ul>;
}
