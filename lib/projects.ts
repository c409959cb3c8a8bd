import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Project, Service } from '@/content/types';
import { checkFrontmatter, FrontmatterError, splitFrontmatter } from '@/lib/collections/files';
import { KEBAB } from '@/lib/collections/fields';
import { projectFrontmatter } from '@/lib/collections/projects';
import { findServiceByName } from '@/lib/services';
import { servicePath } from '@/lib/routes';

/** Projects are files in content/projects/, one per project: `<id>.md`, the id being its URL (/projects/<id>/). */
export const PROJECTS_DIR = 'content/projects';

/**
 * Checks one project file (path as shown in errors, e.g. content/projects/x.md) and returns the project.
 * The fields and their checks are lib/collections/projects.ts's, which the editor's form is made from
 * too; the checks across fields (the year against the revision date, a body to read) are here.
 */
export function parseProject(file: string, source: string): Project {
  const id = path.basename(file, '.md');
  const { data, body } = splitFrontmatter(file, source, 'order');
  const fail = (field: string, problem: string): never => {
    throw new FrontmatterError(file, field, problem);
  };
  if (!KEBAB.test(id)) fail('id', `is the file name, "${id}": it must be lower case words joined by hyphens, e.g. metro-commercial.md`);
  const fields = checkFrontmatter(file, data, projectFrontmatter, 'order') as Omit<Project, 'id' | 'body'>;
  if (fields.year > Number(fields.updated.slice(0, 4))) fail('year', `(${fields.year}) is after the year the page was last revised (${fields.updated})`);
  if (!body.trim()) fail('body', 'is empty: write the case study below the frontmatter');
  return { id, ...fields, body };
}

/**
 * The projects in a folder of Markdown files, in their `order` (the portfolio's, case studies' and home's).
 * A file there is a project's whole registration: its page, the sitemap, page lists and search read it.
 */
export function loadProjects(dir: string = PROJECTS_DIR): Project[] {
  const folder = path.resolve(process.cwd(), dir);
  const projects = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseProject(`${dir}/${name}`, readFileSync(path.join(folder, name), 'utf8')));
  for (const project of projects) {
    const other = projects.find((p) => p !== project && p.order === project.order);
    if (other) throw new FrontmatterError(`${dir}/${project.id}.md`, 'order', `(${project.order}) is also ${dir}/${other.id}.md's: give each project its own position`);
  }
  return projects.sort((a, b) => a.order - b.order);
}

export const allProjects: readonly Project[] = loadProjects();

export function getProject(id: string): Project | undefined {
  return allProjects.find((p) => p.id === id);
}

/** Projects that used a service (by its title or menu label), for links from the service page. */
export function projectsUsingService(service: Service): Project[] {
  return allProjects.filter((p) => p.services.some((name) => findServiceByName(name)?.slug === service.slug));
}

/** A project's services, each with the page that describes it where one exists. */
export function projectServiceLinks(project: Project): { name: string; href?: string }[] {
  return project.services.map((name) => {
    const service = findServiceByName(name);
    return service ? { name, href: servicePath(service.slug) } : { name };
  });
}
