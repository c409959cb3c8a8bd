import * as v from 'valibot';
import { teamDisciplines } from '@/content/company';
import { KEBAB, listOfObjectsField, listOfValuesField, matching, objectOf, oneOf, optionalText, ruled, text, type CollectionField } from './fields';
import { provenanceField } from './facts';

export const TEAM_FILE = 'content/team.yml';
const disciplines = teamDisciplines.map((d) => d.title);

/** One person on /team/ (content/team.yml). Their `id` is their card's anchor, /team/#<id>, and a post's author. */
export const personFields: CollectionField[] = [
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
    schema: v.optional(oneOf(['us', 'uk', 'eu'])),
  },
  provenanceField,
];

export const teamFileFields: CollectionField[] = [
  listOfObjectsField({ name: 'people', label: 'People', labelSingular: 'person', required: true, min: 1, summary: '{{fields.name}}, {{fields.role}}', fields: personFields }),
];

export const teamFile = objectOf(teamFileFields);
