import type { Testimonial } from '@/lib/content/testimonials';
import { SiteImage } from './site-image';
import { QuoteIcon } from './icons';
import type { Slide } from '@/components/home/testimonial-carousel';

/**
 * Static testimonial card (the /testimonials grid); the home carousel reuses its layout. `fitted`
 * is for the carousel's fixed square cards: the quote mark goes on phones and the quote is clamped
 * (the whole text stays in the DOM and on /testimonials) so the attribution always shows.
 */
export function TestimonialBody({ t, fitted = false }: { t: Testimonial; fitted?: boolean }) {
  return (
    <>
      <QuoteIcon width={32} height={32} className={`shrink-0 text-accent-500 ${fitted ? 'hidden sm:block' : ''}`} />
      <blockquote className={fitted ? 'min-h-0 flex-1 leading-6 sm:mt-3 sm:leading-[26px]' : 'mt-3 flex-1 leading-7'}>
        <p className={fitted ? 'line-clamp-7' : undefined}>{t.testimonial}</p>
      </blockquote>
      <figcaption className="mt-5 flex shrink-0 items-center gap-3">
        <SiteImage src={t.imgSrc} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full" />
        <span className="text-sm">
          <span className="block font-bold">{t.by.name}</span>
          <span className="block opacity-80">{t.by.role}, {t.by.company}</span>
        </span>
      </figcaption>
    </>
  );
}

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="card flex h-full flex-col p-6 text-navy-900">
      <TestimonialBody t={t} />
    </figure>
  );
}

/** The home carousel's cards: each testimonial rendered here, on the server, in the carousel's fitted form. */
export function testimonialSlides(testimonials: Testimonial[]): Slide[] {
  return testimonials.map((t) => ({ id: String(t.tempId), person: `${t.by.name}, ${t.by.company}`, body: <TestimonialBody t={t} fitted /> }));
}
