import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allProjects, getProject, projectServiceLinks } from '@/lib/content/projects';
import { pageMetadata } from '@/lib/metadata';
import { projectPath } from '@/lib/routes';
import { Link } from '@/components/ui/link';
import type { Project } from '@/lib/content/projects';
import { projectJsonLd } from '@/lib/structured-data';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SiteImage } from '@/components/ui/site-image';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { ProjectCard } from '@/components/projects/project-card';
import { CardGrid } from '@/components/ui/card-grid';
import { Markdown } from '@/components/ui/markdown';
import { pages } from '@/content/pages';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { ogImagePath } from '@/lib/og-images';

export const dynamicParams = false;

export function generateStaticParams() {
  return allProjects.map((p) => ({ id: p.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject((await params).id);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title} Case Study`,
    description: project.description,
    path: projectPath(project.id),
    image: ogImagePath.project(project.id),
    imageAlt: project.image.alt,
  });
}

export default async function Page({ params }: Props) {
  const project = getProject((await params).id);
  if (!project) notFound();
  return <ProjectDetail project={project} />;
}

function ProjectDetail({ project }: { project: Project }) {
  const facts: [string, string][] = [
    ['Category', project.category],
    ['Location', project.location],
    ['Year', String(project.year)],
    ['Client', project.client],
    ['Construction value', project.budget],
    ['Our engagement', project.duration],
  ];
  const others = allProjects.filter((p) => p.id !== project.id).slice(0, 3);
  return (
    <>
      <JsonLd data={projectJsonLd(project)} />
      <PageHero
        eyebrow={`${project.category} project`}
        title={project.title}
        lede={
          <>
            <p>{project.description}</p>
            <ProvenanceLabel status={project.provenance} kind="project" item={project.id} className="mt-4" />
          </>
        }
        crumbs={[
          { name: 'Portfolio', path: pages.portfolio.path },
          { name: project.title, path: projectPath(project.id) },
        ]}
      />
      <Container className="grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <SiteImage src={project.image.src} alt={project.image.alt} width={project.image.width} height={project.image.height} load="first" className="rounded-card shadow-card" />
          <p className="mt-8 rounded-card border-l-4 border-accent-500 bg-mist px-5 py-4 text-lg font-semibold text-navy-900">
            Result: {project.outcome}
          </p>
          <div className="prose-site mt-8 max-w-3xl">
            <Markdown source={project.body} />
          </div>
        </div>
        <aside className="space-y-8 lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="facts-heading" className="card p-6">
            <h2 id="facts-heading" className="text-lg font-bold text-navy-900">Project facts</h2>
            <dl className="mt-4 divide-y divide-line">
              {facts.map(([term, value]) => (
                <div key={term} className="flex justify-between gap-4 py-2.5 text-sm">
                  <dt className="text-muted">{term}</dt>
                  <dd className="text-right font-semibold text-navy-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="services-heading" className="card p-6">
            <h2 id="services-heading" className="text-lg font-bold text-navy-900">Services provided</h2>
            <ul className="mt-4 space-y-2">
              {projectServiceLinks(project).map((s) => (
                <li key={s.name}>
                  {s.href ? (
                    <Link href={s.href} className="font-medium text-accent-700 underline-offset-4 hover:underline">{s.name}</Link>
                  ) : (
                    <span className="font-medium text-navy-900">{s.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </Container>
      <Section eyebrow="More work" title="Other projects" tone="mist" elsewhere>
        <CardGrid compact>
          {others.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        heading="Planning something similar?"
        text={`Tell us about your ${project.category.toLowerCase()} project and we will propose a scope, a price and a delivery date.`}
        primary={{ label: 'Discuss Your Project', href: '/contact' }}
        secondary={{ label: 'Back to Portfolio', href: '/portfolio' }}
      />
    </>
  );
}
