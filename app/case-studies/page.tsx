import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { ProjectMeta } from '@/components/projects/project-meta';
import { Link } from '@/components/ui/link';
import { allProjects, projectServiceLinks } from '@/lib/content/projects';
import { caseStudyJsonLd } from '@/lib/structured-data';
import type { Project } from '@/lib/content/projects';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { SiteImage } from '@/components/ui/site-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { JsonLd } from '@/components/ui/json-ld';
import { projectPath } from '@/lib/routes';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

export const metadata: Metadata = fixedPageMetadata(pages.caseStudies, {
  title: 'Case Studies: Measured Results',
  description: 'How our estimating, detailing and BIM work changed real outcomes: the problem, our scope and the outcomes in numbers for each project.',
});

/** `priority` for the first study, whose drawing is the largest paint on a phone. */
function CaseStudy({ project, priority }: { project: Project; priority: boolean }) {
  const study = project.caseStudy;
  return (
    <article id={project.id} aria-labelledby={`${project.id}-heading`} className="card scroll-mt-28 overflow-hidden">
      <JsonLd data={caseStudyJsonLd(project)} />
      <div className="grid lg:grid-cols-[2fr_3fr]">
        <SiteImage src={project.image.src} alt={project.image.alt} width={project.image.width} height={project.image.height} load={priority ? 'first' : 'lazy'} className="min-w-0 self-start" />
        <div className="min-w-0 p-6 sm:p-8">
          <ProjectMeta project={project} />
          <ProvenanceLabel status={project.provenance} kind="project" item={project.id} className="mt-3" />
          <h2 id={`${project.id}-heading`} className="mt-3 text-2xl font-bold text-navy-900">
            <Link href={projectPath(project.id)} className="underline-offset-4 hover:underline">{project.title}</Link>
          </h2>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-widest text-accent-700">The problem</h3>
          <p className="mt-2 leading-7 text-ink">{study.problem}</p>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-widest text-accent-700">Our scope</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 leading-7 text-ink">
            {study.scope.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">
            Services:{' '}
            {projectServiceLinks(project).map((s, i) => (
              <span key={s.name}>
                {i > 0 && ', '}
                {s.href ? <Link href={s.href} className="font-medium text-accent-700 underline underline-offset-2">{s.name}</Link> : s.name}
              </span>
            ))}
          </p>
        </div>
      </div>
      <div className="border-t border-line bg-mist px-6 py-6 sm:px-8">
        <h3 className="text-sm font-bold uppercase tracking-widest text-accent-700">Outcomes</h3>
        <dl className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {study.outcomes.map((o) => (
            <div key={o.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-sm leading-6 text-muted">{o.label}</dt>
              <dd className="text-3xl font-extrabold text-navy-900">{o.value}</dd>
            </div>
          ))}
        </dl>
        <ArrowLink href={projectPath(project.id)} className="mt-6">
          Read the full {project.title} project
        </ArrowLink>
      </div>
    </article>
  );
}

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Measured results, project by project"
        lede={<p>For each project: the problem the client brought us, the scope we delivered and the outcomes in numbers. The full project pages carry the detail behind every figure.</p>}
        crumbs={[{ name: 'Case Studies', path: pages.caseStudies.path }]}
      />
      <Section>
        <ul className="space-y-10">
          {allProjects.map((project, index) => (
            <li key={project.id}>
              <CaseStudy project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
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
