import * as v from 'valibot';
import { people } from '@/content/team';

/**
 * What a content file may hold, one definition per collection: each field's check (valibot, run by the
 * build on every file) and how an editor fills it in (label, widget, hint), side by side, so the check
 * and the form cannot drift apart. The messages complete "content/blogs/x.md: frontmatter field "f" …".
 */

export interface CollectionField {
  name: string;
  label: string;
  /** How an editor fills it in: a line of text, a paragraph, a date and time, a choice, Markdown. */
  widget: 'string' | 'text' | 'datetime' | 'select' | 'markdown';
  required: boolean;
  hint?: string;
  /** For `select`: the values to choose from, with the label shown for each. */
  options?: { value: string; label: string }[];
  schema: v.GenericSchema<unknown, unknown>;
}

/** ISO 8601 date-time with seconds and an explicit zone: 2025-02-18T09:00:00Z or ...T09:00:00-05:00. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** Card text and meta description: long enough to say something, short enough for a search result. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

const got = (input: unknown) => JSON.stringify(input);

/** A non-empty line of text; `is missing` when absent. */
const text = () =>
  v.pipe(
    v.string((issue) => (issue.input === undefined || issue.input === null ? 'is missing' : `must be a non-empty string (got ${got(issue.input)})`)),
    v.trim(),
    v.nonEmpty((issue) => `must be a non-empty string (got ${got(issue.input)})`),
  );

/** Optional text: absent, or empty as an editor leaves a field it did not fill in, counts as not given. */
const optionalText = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string((issue) => `must be a string (got ${got(issue.input)})`)),
      v.transform((value) => value?.trim() || undefined),
    ),
  );

const dateTime = () =>
  v.pipe(
    text(),
    v.check((value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), (issue) => `must be an ISO 8601 date-time with zone, e.g. 2025-02-18T09:00:00Z (got "${issue.input}")`),
  );

const authors = people.map((person) => ({ value: person.id, label: `${person.name}, ${person.role}` }));

/** A blog post's frontmatter (content/blogs/<id>.md or .mdx); the body below it is Markdown. */
export const postFields: CollectionField[] = [
  { name: 'title', label: 'Title', widget: 'string', required: true, hint: 'The headline at the top of the article.', schema: text() },
  {
    name: 'seoTitle',
    label: 'Search title',
    widget: 'string',
    required: false,
    hint: 'A shorter title for search results, when the headline plus " | Stratum Precon" is over 60 characters.',
    schema: optionalText(),
  },
  {
    name: 'description',
    label: 'Excerpt',
    widget: 'text',
    required: true,
    hint: `What the post gives the reader, in ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters: shown on cards and in search results.`,
    schema: v.pipe(
      text(),
      v.check(
        (value) => value.length >= DESCRIPTION_LENGTH.min && value.length <= DESCRIPTION_LENGTH.max,
        (issue) => `must be ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters (has ${String(issue.input).length})`,
      ),
    ),
  },
  { name: 'published', label: 'Date', widget: 'datetime', required: true, hint: 'When the post first appears.', schema: dateTime() },
  { name: 'updated', label: 'Last revised', widget: 'datetime', required: true, hint: 'The same as Date until the post is revised.', schema: dateTime() },
  {
    name: 'author',
    label: 'Author',
    widget: 'select',
    required: true,
    options: authors,
    schema: v.pipe(
      text(),
      v.check((value) => authors.some((a) => a.value === value), (issue) => `must be the id of a person in content/team.ts (got "${issue.input}")`),
    ),
  },
  {
    name: 'image',
    label: 'Drawing',
    widget: 'string',
    required: false,
    hint: 'Leave empty for the blog\'s default drawing; a post with a drawing of its own names /images/blog/<post>.svg.',
    schema: optionalText(),
  },
  { name: 'imageAlt', label: 'Drawing description', widget: 'string', required: false, hint: 'What the drawing shows, for people who cannot see it. Needed with a drawing of its own.', schema: optionalText() },
];

/** The frontmatter's check: exactly these fields, each as its definition says. */
export const postFrontmatter = v.strictObject(
  Object.fromEntries(postFields.map((field) => [field.name, field.schema])),
  // The object's own issues: a field that is not there, or one it does not know.
  (issue) => (issue.received === 'undefined' ? 'is missing' : `is not a known field (allowed: ${postFields.map((f) => f.name).join(', ')})`),
);

/** The first problem valibot found, as the field it is in and what is wrong with it. */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): { field: string; problem: string } {
  const issue = issues[0]!;
  const field = String(issue.path?.[0]?.key ?? postFields[0]!.name);
  return { field, problem: issue.message };
}
