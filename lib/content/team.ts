import * as v from 'valibot';
import path from 'node:path';
import { teamDisciplines } from '@/lib/content/company';
import { MARKET_IDS } from '@/content/markets';
import { type CollectionField, KEBAB, listOfObjectsField, listOfValuesField, matching, objectOf, oneOf, optionalText, ruled, text } from '@/lib/content/fields';
import { provenanceField } from '@/lib/content/facts';
import { readFileSync } from 'node:fs';
import type { Provenance } from '@/lib/content/facts';
import { ContentFileError, parseDataFile } from '@/lib/content/files';
import { leastConfirmed } from '@/lib/provenance';

export const TEAM_FILE = 'content/team.yml';
const disciplines = teamDisciplines.map((d) => d.title);

/** One person on /team/ (content/team.yml). Their `id` is their card's anchor, /team/#<id>, and a post's author. */
const personFields = [
  {
    name: 'id',
    label: 'Id',
    widget: 'string',
    required: true,
    hint: 'Their name in lower case with hyphens, e.g. ayesha-malik: the address of their card (/team/#ayesha-malik) and how a post names its author. Changing it breaks the posts that name it.',
    pattern: { regex: KEBAB, message: 'Lower case words joined by hyphens, e.g. ayesha-malik' },
    schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. ayesha-malik'),
  },
  { name: 'name', label: 'Name', widget: 'string', required: true, schema: text() },
  { name: 'role', label: 'Role', widget: 'string', required: true, hint: 'Their job title, e.g. Senior Cost Estimator.', schema: text() },
  {
    name: 'group',
    label: 'Section',
    widget: 'select',
    required: true,
    options: [
      { value: 'leadership', label: 'Leadership' },
      { value: 'leads', label: 'Discipline lead' },
    ],
    schema: oneOf(['leadership', 'leads']),
  },
  {
    name: 'discipline',
    label: 'Discipline they lead',
    widget: 'select',
    required: false,
    options: disciplines.map((d) => ({ value: d, label: d })),
    hint: 'For a discipline lead only (content/company.ts lists the disciplines).',
    schema: v.pipe(
      optionalText(),
      ruled<string | undefined>({ form: 'options', values: disciplines }, (value) => value === undefined || disciplines.includes(value), (issue) => `must be one of the disciplines in content/company.ts: ${disciplines.map((d) => `"${d}"`).join(', ')} (got "${issue.input}")`),
    ),
  },
  listOfValuesField({ name: 'credentials', label: 'Credentials', required: true, min: 1, hint: 'Memberships, certifications and degrees, one a line.', field: { name: 'credential', label: 'Credential', widget: 'string', required: true, schema: text() } }),
  { name: 'bio', label: 'Biography', widget: 'text', required: true, hint: 'Two or three sentences: their experience and what they do here.', schema: text() },
  {
    name: 'market',
    label: 'Writes in',
    widget: 'select',
    required: false,
    options: [
      { value: 'us', label: 'US English' },
      { value: 'uk', label: 'British English (United Kingdom)' },
      { value: 'eu', label: 'British English (Europe)' },
    ],
    hint: 'The English their articles are written in: US unless they are British or European (programme, storey, tender), which the build then holds them to.',
    schema: v.optional(oneOf(MARKET_IDS)),
  },
  provenanceField,
] as const satisfies readonly CollectionField[];

const teamFileFields = [
  listOfObjectsField({ name: 'people', label: 'People', labelSingular: 'person', required: true, min: 1, summary: '{{fields.name}}, {{fields.role}}', fields: personFields }),
] as const satisfies readonly CollectionField[];

export const teamFile = objectOf(teamFileFields);

/** A person on /team/, as the file holds them; `id` is the element id there, so /team/#<id> is their URL. */
export type Person = v.InferOutput<typeof teamFile>['people'][number];

/**
 * The people named on the site (content/team.yml, checked by lib/content/team.ts): leadership and
 * the lead of each discipline. Blog posts name their author by `id`, and each person's URL is
 * /team/#<id>, so a byline, the team page and the BlogPosting author always agree.
 */
export function parseTeam(file: string, source: string): Person[] {
  const { people } = parseDataFile(file, source, teamFile);
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

/**
 * Whether the people in content/team.yml are real, taken together: each person has their own
 * provenance there (illustrative today: fictional people, labelled wherever they show). Replace them
 * with the firm's own people (names, roles, credentials) and set each to 'confirmed'.
 */
export const teamProvenance: Provenance = leastConfirmed(people);
