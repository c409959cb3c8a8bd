import type { ReactNode } from 'react';
import { Container } from './container';

/**
 * The navy blueprint band at the top of every inner page: `top` (the breadcrumb), eyebrow, h1 and
 * lede as plain server-rendered text (the LCP element). `aside` takes an image or a facts panel on wide
 * screens. PageHero adds the breadcrumb; the editor's preview (components/admin/) uses the band alone.
 */
export function HeroBand({
  top,
  eyebrow,
  title,
  lede,
  actions,
  aside,
}: {
  top?: ReactNode;
  eyebrow?: string;
  title: string;
  lede?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-blueprint" />
      <Container className={`relative py-12 sm:py-16 ${aside ? 'lg:grid lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-12' : ''}`}>
        <div>
          {top}
          {eyebrow && <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-accent-400">{eyebrow}</p>}
          <h1 className={`${eyebrow ? 'mt-2' : 'mt-6'} max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl`}>{title}</h1>
          {lede && <div className="mt-5 max-w-2xl text-lg leading-8 text-navy-100">{lede}</div>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="mt-10 lg:mt-0">{aside}</div>}
      </Container>
    </section>
  );
}
