import type { Testimonial } from '@/content/types';
import { SiteImage } from './site-image';
import { QuoteIcon } from './icons';

/** Static testimonial card (the /testimonials grid); the home carousel reuses its layout. */
export function TestimonialBody({ t }: { t: Testimonial }) {
  return (
    <>
      <QuoteIcon width={32} height={32} className="text-accent-500" />
      <blockquote className="mt-3 flex-1 leading-7">
        <p>{t.testimonial}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
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
