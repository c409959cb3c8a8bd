import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { site } from '@/lib/content/site';
import { allFaqTopics } from '@/lib/content/faqs';
import { faqPageJsonLd } from '@/lib/structured-data';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { FaqList } from '@/components/ui/faq-list';
import { JsonLd } from '@/components/ui/json-ld';
import { CtaBand } from '@/components/ui/cta-band';

export const metadata: Metadata = fixedPageMetadata(pages.faqs, {
  title: 'Frequently Asked Questions',
  description: 'Answers on our services, turnaround, pricing, file formats, quality standards and how we work with teams in the UK, USA and Europe.',
});

export default function Page() {
  const topics = allFaqTopics();
  return (
    <>
      {/* Home and service FAQs are marked up on their own pages; only the general topics live here. */}
      <JsonLd data={faqPageJsonLd(topics.filter((t) => t.markup).flatMap((t) => t.faqs))} />
      <PageHero
        eyebrow="FAQs"
        title="Frequently asked questions"
        lede={<p>Everything clients usually ask before sending us their first set of drawings. Not answered here? Ask us directly.</p>}
        crumbs={[{ name: 'FAQs', path: pages.faqs.path }]}
      />
      <Section>
        <nav aria-label="FAQ topics" className="mb-10">
          <ul className="flex flex-wrap gap-3">
            {topics.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}`} className="inline-block rounded-full border border-line px-4 py-2 text-sm font-medium text-navy-900 hover:border-accent-500">{t.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl space-y-14">
          {topics.map((t) => (
            <section key={t.id} id={t.id} aria-labelledby={`${t.id}-heading`} className="scroll-mt-28">
              <h2 id={`${t.id}-heading`} className="mb-5 text-2xl font-bold text-navy-900">{t.title}</h2>
              <FaqList faqs={t.faqs} group={`faq-${t.id}`} />
            </section>
          ))}
        </div>
      </Section>
      <CtaBand heading="Still have a question?" text={site.responseTime} primary={{ label: 'Contact Us', href: '/contact' }} />
    </>
  );
}
