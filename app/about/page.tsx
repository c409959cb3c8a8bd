import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { mission, values, markets, qualityStatement, qualityCommitments } from '@/lib/content/company';
import { claims, figures, figuresProvenance, figureText, qualityCertificate } from '@/lib/content/figures';
import { site } from '@/lib/content/site';
import { quoteCta } from '@/content/navigation';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Stats } from '@/components/ui/stats';
import { CtaBand } from '@/components/ui/cta-band';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckIcon } from '@/components/ui/icons';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

export const metadata: Metadata = fixedPageMetadata(pages.about, {
  title: 'About Us: Mission, Figures and Values',
  description: 'Why contractors, developers and architects in the UK, USA and Europe trust us with their estimates, shop drawings and models: our mission, figures and values.',
});

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow={`About ${site.name}`}
        title={mission.heading}
        lede={
          <>
            <p>{site.tagline} in {site.markets}: {figureText(figures.yearsExperience)} years of experience and a team of {figureText(figures.teamMembers)} specialists.</p>
            <ProvenanceLabel status={figuresProvenance} kind="figures" className="mt-3" />
          </>
        }
        crumbs={[{ name: 'About', path: pages.about.path }]}
      />
      <Section id="mission" eyebrow="Our mission" title="Why we exist">
        <div className="grid gap-10 lg:grid-cols-2">
          {mission.text.map((p) => (
            <p key={p.slice(0, 40)} className="text-lg leading-8">{p}</p>
          ))}
        </div>
      </Section>
      <Section id="figures" eyebrow="By the numbers" title="The record behind the work" tone="navy">
        <Stats />
        <ul className="mt-8 grid gap-4 text-center text-navy-100 sm:grid-cols-2">
          <li className="rounded-card bg-navy-800 p-5"><span className="block text-3xl font-extrabold text-white">{figureText(figures.teamMembers)}</span>{figures.teamMembers.label}</li>
          <li className="rounded-card bg-navy-800 p-5"><span className="block text-3xl font-extrabold text-white">{claims.progressUpdate}</span>{figures.progressUpdateHours.label}</li>
        </ul>
      </Section>
      <Section id="values" eyebrow="Our values" title="How we work">
        <ul className="grid gap-6 sm:grid-cols-2">
          {values.map((v) => (
            <li key={v.title} className="card p-6">
              <h3 className="text-lg font-bold text-navy-900">{v.title}</h3>
              <p className="mt-2 leading-7 text-muted">{v.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="markets" eyebrow="Where we work" title={`Working with clients in ${site.markets}`} tone="mist">
        <ul className="grid gap-6 lg:grid-cols-3">
          {markets.map((m) => (
            <li key={m.region} className="card p-6">
              <h3 className="text-lg font-bold text-navy-900">{m.region}</h3>
              <p className="mt-2 leading-7 text-muted">{m.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="quality" eyebrow="Quality" title={`${claims.iso} quality management`}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <p className="text-lg leading-8">{qualityStatement}</p>
            <ProvenanceLabel status={qualityCertificate.provenance} kind="certificate" item="certificate" className="mt-3" />
          </div>
          <ul className="space-y-3 self-start rounded-card bg-mist p-6">
            {qualityCommitments.map((item) => (
              <li key={item} className="flex gap-2.5 font-medium text-navy-900">
                <CheckIcon width={18} height={18} className="mt-1 shrink-0 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-10 flex flex-wrap gap-6">
          <ArrowLink href="/team">Meet our disciplines</ArrowLink>
          <ArrowLink href="/case-studies">Read our case studies</ArrowLink>
          <ArrowLink href="/samples">See sample deliverables</ArrowLink>
          <ArrowLink href="/careers">Join the team</ArrowLink>
        </div>
      </Section>
      <CtaBand
        heading="Let's talk about your next project"
        text="Tell us what you are bidding or building. We reply with a scope, a price and a delivery date."
        primary={quoteCta}
        secondary={{ label: 'View Portfolio', href: '/portfolio' }}
      />
    </>
  );
}
