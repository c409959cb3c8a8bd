import type { ReactNode } from 'react';

export function Badge({ children, tone = 'accent' }: { children: ReactNode; tone?: 'accent' | 'navy' }) {
  const colours = tone === 'accent' ? 'bg-accent-100 text-accent-700' : 'bg-navy-100 text-navy-800';
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}
