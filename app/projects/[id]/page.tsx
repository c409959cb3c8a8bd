import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allProjects, getProject } from '@/lib/projects';
import { pageMetadata } from '@/lib/metadata';
import { ProjectDetail } from '@/components/pages/project-detail';
import { projectPath } from '@/lib/routes';

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
    image: `/og/projects/${project.id}.png`,
    imageAlt: project.image.alt,
  });
}

export default async function Page({ params }: Props) {
  const project = getProject((await params).id);
  if (!project) notFound();
  return <ProjectDetail project={project} />;
}
