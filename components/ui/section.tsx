import type { ReactNode } from 'react';
import { HydrationBoundary } from '@/paint-first/react';
import { Container } from './container';

const tones = {
  paper: 'bg-paper',
  mist: 'bg-mist',
  navy: 'bg-navy-900 text-white',
} as const;

/**
 * A page section with an optional eyebrow, h2 and intro; `id` doubles as an anchor. `elsewhere` marks a
 * strip of cards for other pages (related services, other projects): site search leaves it out, so a
 * page is found by its own words, not its neighbours'.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'paper',
  children,
  className = '',
  elsewhere = false,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
  elsewhere?: boolean;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  const dark = tone === 'navy';
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      data-pagefind-ignore={elsewhere ? 'all' : undefined}
      className={`py-16 sm:py-20 ${tones[tone]} ${className}`}
    >
      <HydrationBoundary>
        <Container>
        {(eyebrow || title || intro) && (
          <div className="mb-10 max-w-3xl">
            {eyebrow && (
              <p className={`mb-2 text-sm font-semibold uppercase tracking-widest ${dark ? 'text-accent-400' : 'text-accent-600'}`}>
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-navy-900'}`}>
                {title}
              </h2>
            )}
            {intro && <div className={`mt-4 text-lg leading-8 ${dark ? 'text-navy-100' : 'text-muted'}`}>{intro}</div>}
          </div>
        )}
        {children}
        </Container>
      </HydrationBoundary>
    </section>
  );
}
