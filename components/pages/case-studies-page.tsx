import { allProjects } from '@/lib/projects';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { ProjectCard } from '@/components/projects/project-card';
import { CardGrid } from '@/components/ui/card-grid';

export function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Measured results, project by project"
        lede={<p>Each case study sets out the brief, the scope we delivered, what made it hard and the result we can measure. Start with the outcome that matters to you.</p>}
        crumbs={[{ name: 'Case Studies', path: '/case-studies' }]}
      />
      <Section>
        <CardGrid>
          {allProjects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel="h2" showOutcome />
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        heading="Want results like these on your next bid?"
        text="Send the drawings you are pricing or building from, and we will propose a scope that fits your deadline."
        primary={{ label: 'Request a Quote', href: '/contact' }}
        secondary={{ label: 'View Portfolio', href: '/portfolio' }}
      />
    </>
  );
}
