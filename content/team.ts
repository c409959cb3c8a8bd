import type { Provenance } from './types';

/**
 * Illustrative: the people in content/team.yml are fictional. Replace them with the firm's own people
 * (names, roles, credentials) before launch. lib/team.ts reads the file; the editor at /admin/ edits it.
 */
export const teamProvenance: Provenance = 'illustrative';
