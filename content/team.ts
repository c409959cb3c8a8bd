import { people } from '@/lib/team';
import { leastConfirmed } from '@/lib/provenance';
import type { Provenance } from './types';

/**
 * Whether the people in content/team.yml are real, taken together: each person has their own
 * provenance there (illustrative today: fictional people, labelled wherever they show). Replace them
 * with the firm's own people (names, roles, credentials) and set each to 'confirmed'.
 */
export const teamProvenance: Provenance = leastConfirmed(people);
