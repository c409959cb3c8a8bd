import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { allProjects } from '@/lib/content/projects';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { ProjectCard } from '@/components/projects/project-card';
import { figures, figuresProvenance, figureText } from '@/lib/content/figures';
import { CardGrid } from '@/components/ui/card-grid';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { site } from '@/lib/content/site';

export const metadata: Metadata = fixedPageMetadata(pages.portfolio, {
  title: 'Portfolio of Preconstruction Projects',
  description: 'Commercial, industrial, residential, healthcare, infrastructure and education projects we have estimated, detailed and coordinated.',
});

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Projects we have helped build"
        lede={
          <>
            <p>A selection from the {figureText(figures.projectsDelivered)} projects our team has estimated, detailed and coordinated for contractors, developers and architects in {site.markets}.</p>
            <ProvenanceLabel status={figuresProvenance} kind="figures" className="mt-3" />
          </>
        }
        crumbs={[{ name: 'Portfolio', path: pages.portfolio.path }]}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">Discuss Your Project</ButtonLink>
            <ButtonLink href="/samples" variant="inverse" size="lg">See Sample Deliverables</ButtonLink>
          </>
        }
      />
      <Section>
        <CardGrid>
          {allProjects.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        heading="Have a project like these?"
        text="Tell us what you are bidding or building. We will come back with a scope, a fixed price and a delivery date."
        primary={{ label: 'Discuss Your Project', href: '/contact' }}
        secondary={{ label: 'Read the Case Studies', href: '/case-studies' }}
      />
    </>
  );
}
