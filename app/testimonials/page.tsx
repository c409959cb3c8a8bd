import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { testimonialsFraming } from '@/lib/content/testimonials';
import { testimonials } from '@/lib/content/testimonials';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { TestimonialCard } from '@/components/ui/testimonial-card';

export const metadata: Metadata = fixedPageMetadata(pages.testimonials, {
  title: 'Client Testimonials',
  description: 'What contractors, developers and architects say about working with us on estimates, shop drawings, rebar detailing and BIM coordination.',
});

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow={testimonialsFraming.eyebrow}
        title={testimonialsFraming.title}
        lede={<p>{testimonialsFraming.lede}</p>}
        crumbs={[{ name: 'Testimonials', path: pages.testimonials.path }]}
      />
      <Section>
        <h2 className="sr-only">All testimonials</h2>
        <ul className="columns-1 gap-6 md:columns-2 lg:columns-3 [&>li]:mb-6 [&>li]:break-inside-avoid">
          {testimonials.map((t) => (
            <li key={t.tempId}>
              <TestimonialCard t={t} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        heading="Become our next success story"
        text="Send us your drawings and deadline; we reply with a scope, a price and a delivery date."
        primary={{ label: 'Start Your Project', href: '/contact' }}
        secondary={{ label: 'Read the Case Studies', href: '/case-studies' }}
      />
    </>
  );
}
