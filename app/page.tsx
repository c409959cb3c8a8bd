import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { site } from '@/lib/content/site';
import { allProjects } from '@/lib/content/projects';
import { blogPosts } from '@/lib/content/posts';
import { organizationJsonLd, websiteJsonLd, faqPageJsonLd } from '@/lib/structured-data';
import { processStages } from '@/lib/content/company';
import { homeFaqs } from '@/lib/content/faqs';
import { testimonialsFraming } from '@/lib/content/testimonials';
import { testimonials } from '@/lib/content/testimonials';
import { clientLogos, clientLogosHeading, CLIENT_MARQUEE_REPEAT } from '@/content/clients';
import { Section } from '@/components/ui/section';
import { Stats } from '@/components/ui/stats';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { FaqList } from '@/components/ui/faq-list';
import { JsonLd } from '@/components/ui/json-ld';
import { Marquee } from '@/components/ui/marquee';
import { ProcessSteps } from '@/components/services/process-steps';
import { ProjectCard } from '@/components/projects/project-card';
import { BlogCard } from '@/components/blog/blog-card';
import { Hero } from '@/components/home/hero';
import { ServicesGrid } from '@/components/home/services-grid';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { testimonialSlides } from '@/components/ui/testimonial-card';
import { LandingScrollMemory } from '@/components/home/landing-scroll-memory';
import { CardGrid } from '@/components/ui/card-grid';

export const metadata: Metadata = fixedPageMetadata(pages.home, {
  title: `${site.name} | Preconstruction Estimating, Detailing & BIM`,
  description: site.description,
  absoluteTitle: true,
});

/**
 * Sections well below the fold are laid out and painted only when they near the viewport
 * (content-visibility), which takes most of the style, layout and paint work off the page's load.
 * The size hint keeps the scrollbar honest until they render, and the browser remembers the real size.
 */
const DEFERRED = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';

/** How many projects and posts the home page previews (spec). */
const HOME_PREVIEW_COUNT = 3;

export default function Page() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <JsonLd data={faqPageJsonLd(homeFaqs)} />
      <LandingScrollMemory />

      <Hero />

      <Section id="services" eyebrow="What we do" title="Our Services" intro={<p>Six disciplines, one team: pick the service you need or combine them into a single preconstruction package.</p>}>
        <ServicesGrid />
      </Section>

      <Section id="statistics" eyebrow="Track record" title="Numbers that build trust" tone="navy">
        <Stats />
      </Section>

      <Section id="projects" className={DEFERRED} eyebrow="Portfolio" title="Recently Completed Projects" elsewhere>
        <CardGrid>
          {allProjects.slice(0, HOME_PREVIEW_COUNT).map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </CardGrid>
        <div className="mt-10">
          <ButtonLink href="/portfolio" variant="secondary">View More</ButtonLink>
        </div>
      </Section>

      <section id="clients" aria-labelledby="clients-heading" className={`border-y border-line bg-white py-14 ${DEFERRED}`}>
        <h2 id="clients-heading" className="text-center text-sm font-bold uppercase tracking-widest text-muted">
          {clientLogosHeading}
        </h2>
        <Marquee
          repeat={CLIENT_MARQUEE_REPEAT}
          gap={56}
          approxWidth={1800}
          pauseLabel="Pause the client logos"
          className="mt-8 pr-4 sm:pr-6"
          viewportClassName="[mask-image:linear-gradient(90deg,transparent,black_8%,black_92%,transparent)]"
        >
          {clientLogos.map((logo) => (
            // eslint-disable-next-line @next/next/no-img-element -- local SVG wordmark
            <img key={logo.name} src={logo.url} alt={logo.name} width={200} height={64} loading="lazy" className="h-12 w-auto sm:h-14" />
          ))}
        </Marquee>
      </section>

      <Section id="process" className={DEFERRED} eyebrow="How we work" title="Our Process" tone="mist">
        <ProcessSteps steps={processStages} />
      </Section>

      <Section id="blogs" className={DEFERRED} eyebrow="Insights" title="Recent Blogs" elsewhere>
        <CardGrid>
          {blogPosts.slice(0, HOME_PREVIEW_COUNT).map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </CardGrid>
        <div className="mt-10">
          <ButtonLink href="/blogs" variant="secondary">View All Blogs</ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" className={DEFERRED} eyebrow={testimonialsFraming.eyebrow} title={testimonialsFraming.title} tone="paper" intro={testimonialsFraming.note ? <p>{testimonialsFraming.lede}</p> : undefined}>
        <TestimonialCarousel slides={testimonialSlides(testimonials)} />
      </Section>

      <Section id="faq" className={DEFERRED} eyebrow="FAQ" title="Frequently asked questions" tone="mist">
        <div className="max-w-3xl">
          <FaqList faqs={homeFaqs} group="home-faq" />
        </div>
      </Section>

      <CtaBand
        heading="Ready to price and plan your next project?"
        text="Send us your drawings and deadline. We will reply with a scope, a fixed price and a delivery date."
        primary={{ label: 'Start Your Project', href: '/contact' }}
        secondary={{ label: 'Learn About Us', href: '/about' }}
      />
    </>
  );
}
