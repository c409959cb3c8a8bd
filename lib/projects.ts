import { projects } from '@/content/projects';
import type { Project, Service } from '@/content/types';
import { findServiceByName } from '@/lib/services';
import { servicePath } from '@/lib/routes';

export const allProjects: readonly Project[] = projects;

export function getProject(id: string): Project | undefined {
  return projects.find((p) => p.id === id);
}

/** Projects that used a service (by its title or menu label), for links from the service page. */
export function projectsUsingService(service: Service): Project[] {
  return projects.filter((p) => p.services.some((name) => findServiceByName(name)?.slug === service.slug));
}

/** A project's services, each with the page that describes it where one exists. */
export function projectServiceLinks(project: Project): { name: string; href?: string }[] {
  return project.services.map((name) => {
    const service = findServiceByName(name);
    return service ? { name, href: servicePath(service.slug) } : { name };
  });
}
