import type { Provenance } from './types';

/**
 * Illustrative: the projects, clients and outcomes are fictional. Replace them with the firm's own work
 * (with clients' permission) before launch. The projects themselves are files in content/projects/, one
 * per project (lib/projects.ts reads them; the editor at /admin/ edits them).
 */
export const projectsProvenance: Provenance = 'illustrative';
