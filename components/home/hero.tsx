import { site } from '@/lib/content/site';
import { figures, figuresProvenance, figureText, isoPhrase, qualityCertificate } from '@/lib/content/figures';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SiteImage } from '@/components/ui/site-image';
import { CheckIcon } from '@/components/ui/icons';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

/** The LCP: plain server-rendered headline text, never hidden behind an entrance animation. */
export function Hero() {
  const proof = [`${figureText(figures.yearsExperience)} years of experience`, `${figureText(figures.projectsDelivered)} projects delivered`, `Quality management ${isoPhrase}`];
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-blueprint"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">Preconstruction consulting for {site.markets}</p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Preconstruction excellence, from first takeoff to final model
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-navy-100">
            Accurate estimates, fabrication-ready shop drawings, rebar detailing and coordinated BIM for contractors,
            developers and architects in {site.markets}, delivered to your standards and your bid dates.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink href="/contact" size="lg">Start Your Project</ButtonLink>
            <ButtonLink href="/portfolio" variant="inverse" size="lg">View Portfolio</ButtonLink>
          </div>
          <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100">
            {proof.map((p) => (
              <li key={p} className="flex items-center gap-1.5">
                <CheckIcon width={16} height={16} className="text-accent-400" />
                {p}
              </li>
            ))}
          </ul>
          <ProvenanceLabel status={figuresProvenance} kind="figures" className="mt-3" />{' '}
          <ProvenanceLabel status={qualityCertificate.provenance} kind="certificate" item="certificate" className="mt-3" />
        </div>
        <SiteImage
          src="/images/hero.svg"
          alt="Isometric drawing of a building frame under construction with a rebar cage detail and a highlighted clash"
          width={1200}
          height={900}
          load="first"
          media="(min-width: 1024px)"
          className="hidden rounded-card shadow-raised ring-1 ring-white/10 lg:block"
        />
      </Container>
    </section>
  );
}
