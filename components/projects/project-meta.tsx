import type { Project } from '@/lib/content/projects';
import { Badge } from '@/components/ui/badge';
import { MetaLine } from '@/components/ui/meta-line';

/** A project's category, location and year, as every project card and case study shows them. */
export function ProjectMeta({ project }: { project: Pick<Project, 'category' | 'location' | 'year'> }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <Badge>{project.category}</Badge>
      <MetaLine items={[project.location, project.year]} />
    </div>
  );
}
