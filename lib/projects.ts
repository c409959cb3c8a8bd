import { projects } from '@/content/projects';
import type { Project } from '@/content/types';
import { findServiceByName, servicePath } from '@/lib/services';

export const allProjects: readonly Project[] = projects;

export function getProject(id: string): Project | undefined {
  return projects.find((p) => p.id === id);
}

export function projectPath(id: string): string {
  return `/projects/${id}`;
}

/** A project's services, each with the page that describes it where one exists. */
export function projectServiceLinks(project: Project): { name: string; href?: string }[] {
  return project.services.map((name) => {
    const service = findServiceByName(name);
    return service ? { name, href: servicePath(service.slug) } : { name };
  });
}
