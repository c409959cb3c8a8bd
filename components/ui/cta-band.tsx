import type { Cta } from '@/content/types';
import { ButtonLink } from './button';
import { Container } from './container';

/** Closing call to action: every page ends by pointing at the quote form. */
export function CtaBand({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-navy-950 py-16 text-white sm:py-20">
      <Container className="flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>
          <p className="mt-4 text-lg text-navy-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={primary.href} size="lg">{primary.label}</ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} variant="inverse" size="lg">{secondary.label}</ButtonLink>
          )}
        </div>
      </Container>
    </section>
  );
}
