import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Person } from '@/content/types';
import { ContentFileError, parseDataFile } from '@/lib/collections/files';
import { TEAM_FILE, teamFile } from '@/lib/collections/team';

/**
 * The people named on the site (content/team.yml, checked by lib/collections/team.ts): leadership and
 * the lead of each discipline. Blog posts name their author by `id`, and each person's URL is
 * /team/#<id>, so a byline, the team page and the BlogPosting author always agree.
 */
export function parseTeam(file: string, source: string): Person[] {
  const { people } = parseDataFile(file, source, teamFile) as { people: Person[] };
  people.forEach((person, index) => {
    const where = `people[${index}]`;
    const first = people.findIndex((p) => p.id === person.id);
    if (first !== index) throw new ContentFileError(file, `${where}.id "${person.id}" is used twice (also people[${first}].id): each person needs their own`);
    if (person.group === 'leads' && !person.discipline) throw new ContentFileError(file, `${where}.discipline is missing: a discipline lead names the discipline they lead`);
    if (person.group === 'leadership' && person.discipline) throw new ContentFileError(file, `${where}.discipline must be empty for leadership (got "${person.discipline}")`);
  });
  return people.map(({ discipline, ...person }) => ({ ...person, ...(discipline ? { discipline } : {}) }));
}

export function loadTeam(file: string = TEAM_FILE): Person[] {
  return parseTeam(file, readFileSync(path.resolve(process.cwd(), file), 'utf8'));
}

export const people: readonly Person[] = loadTeam();

export function getPerson(id: string): Person | undefined {
  return people.find((p) => p.id === id);
}
