import { allProjects } from '@/lib/projects';
import { leastConfirmed } from '@/lib/provenance';
import type { Provenance } from './types';

/**
 * Whether the projects in content/projects/ are real, taken together: each has its own provenance in
 * its frontmatter (illustrative today: fictional projects, clients and outcomes, labelled wherever they
 * show). Replace them with the firm's own work (with clients' permission) and set each to 'confirmed'.
 */
export const projectsProvenance: Provenance = leastConfirmed(allProjects);
