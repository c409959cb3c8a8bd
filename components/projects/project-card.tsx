import { ProjectMeta } from '@/components/projects/project-meta';
import { Link } from '@/components/ui/link';
import type { Project } from '@/lib/content/projects';
import { SiteImage } from '@/components/ui/site-image';
import { CARD_IMAGE_SIZES } from '@/components/ui/card-grid';
import { AnimatedUnderline } from '@/components/ui/animated-underline';
import { projectPath } from '@/lib/routes';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

/**
 * Project card for the home page, portfolio and case studies. Shows only the first two services
 * (as the portfolio always has); `showOutcome` adds the measurable result line for case studies.
 * `priority` for the first card of a page's list, whose image is the largest paint on a phone.
 */
export function ProjectCard({
  project,
  headingLevel = 'h3',
  showOutcome = false,
  priority = false,
}: {
  project: Project;
  headingLevel?: 'h2' | 'h3';
  showOutcome?: boolean;
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="card card-with-link group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised">
      <SiteImage src={project.image.src} alt={project.image.alt} width={project.image.width} height={project.image.height} load={priority ? 'first' : 'lazy'} sizes={CARD_IMAGE_SIZES} />
      <div className="flex flex-1 flex-col p-6">
        <ProjectMeta project={project} />
        <ProvenanceLabel status={project.provenance} kind="project" item={project.id} className="mt-3 self-start" />
        <Heading className="mt-3 text-xl font-bold text-navy-900">
          {/* The whole card is clickable through this link's ::after overlay. */}
          <Link href={projectPath(project.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            <AnimatedUnderline>{project.title}</AnimatedUnderline>
          </Link>
        </Heading>
        {showOutcome ? (
          <p className="mt-2 flex-1 font-medium text-accent-700">{project.outcome}</p>
        ) : (
          <p className="mt-2 flex-1 text-sm leading-6 text-muted">{project.description}</p>
        )}
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Services">
          {project.services.slice(0, 2).map((s) => (
            <li key={s} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">{s}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
