import * as v from 'valibot';
import { PHOTO_TYPES } from '@/lib/photos';

/**
 * What a content file may hold, one definition per field: its check (valibot, run by the build on every
 * file) and how an editor fills it in (label, widget, hint), side by side, so the check and the form
 * cannot drift apart. An object's or a list's check is made from its fields' own, never written twice.
 * Messages complete a sentence that starts with where the field is: `… "f" is missing`, `… must be …`.
 */

/** How an editor fills a field in (Sveltia CMS widgets): text, a paragraph, a date, a choice, Markdown, a
 * whole number, a list of entries or values, a group of fields, a picture from the media library. */
export type Widget = 'string' | 'text' | 'datetime' | 'select' | 'markdown' | 'number' | 'list' | 'object' | 'image';

/**
 * How the editor's form says a rule of the build's check, so it refuses the same value before she saves;
 * or, where the form cannot say it (it depends on another field, another file, or what the build makes),
 * why: the draft's check before publish (tools/check-content.mjs, the same loaders the build runs) names
 * it then. Every check a field's schema makes carries one (`ruled`); lib/collections/rules.test.ts walks
 * them all and fails on a check without one, or a form that does not say it.
 */
export type FormRule =
  | { form: 'length'; min: number; max: number }
  | { form: 'pattern'; regex: RegExp }
  | { form: 'range'; min: number; max: number }
  | { form: 'options'; values: readonly string[] }
  | { form: 'date' }
  | { form: 'dateTime' }
  | { form: 'entries'; min: number; max: number }
  /** A picture: the file types the form accepts; the media library slugifies names and caps the size. */
  | { form: 'picture'; accept: readonly string[] }
  | { beforePublish: string };

export type RuledCheck = ReturnType<typeof v.check> & { rule: FormRule };

/** valibot's check, carrying how the editor's form says the same rule (`FormRule`). */
export function ruled<T>(rule: FormRule, requirement: (input: T) => boolean, message: (issue: v.CheckIssue<T>) => string) {
  return Object.assign(v.check<T, (issue: v.CheckIssue<T>) => string>(requirement, message), { rule });
}

export interface CollectionField {
  name: string;
  label: string;
  widget: Widget;
  required: boolean;
  hint?: string;
  /** For `select`: the values to choose from, with the label shown for each. */
  options?: { value: string; label: string }[];
  /** For `datetime`: a date without a time, stored as YYYY-MM-DD. */
  dateOnly?: boolean;
  /** For `number`: the smallest and largest value; for `list`: the fewest and most entries. */
  min?: number;
  max?: number;
  /** For `string` and `text`: the fewest and most characters. */
  minLength?: number;
  maxLength?: number;
  /** For `select`: several values, a list. */
  multiple?: boolean;
  /** For `image`: the file types offered (MIME types). */
  accept?: readonly string[];
  /** For `object`, and `list` of entries: the fields of the group or of each entry. */
  fields?: CollectionField[];
  /** For a `list` of single values (lines of text): the field of each value. */
  field?: CollectionField;
  /** For `list`: what one entry is called ("Add outcome") and the line a collapsed entry shows. */
  labelSingular?: string;
  summary?: string;
  /** For `string`: a pattern the value must match, with the message the editor shows. */
  pattern?: { regex: RegExp; message: string };
  schema: v.GenericSchema<unknown, unknown>;
}

/** ISO 8601 date-time with seconds and an explicit zone: 2025-02-18T09:00:00Z or ...T09:00:00-05:00. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
/** A calendar date: 2026-11-23. */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An id that is also a URL segment or an anchor: lower case words joined by hyphens. */
export const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const got = (input: unknown) => JSON.stringify(input);

const absent = (input: unknown) => input === undefined || input === null;

/** A non-empty line of text; `is missing` when absent. */
export const text = () =>
  v.pipe(
    v.string((issue) => (absent(issue.input) ? 'is missing' : `must be a non-empty string (got ${got(issue.input)})`)),
    v.trim(),
    v.nonEmpty((issue) => (issue.input === '' ? 'is missing' : `must be a non-empty string (got ${got(issue.input)})`)),
  );

/** Optional text: absent, or empty as an editor leaves a field it did not fill in, counts as not given. */
export const optionalText = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string((issue) => `must be a string (got ${got(issue.input)})`)),
      v.transform((value) => value?.trim() || undefined),
    ),
  );

/** Text between `min` and `max` characters long. */
export const textOfLength = (min: number, max: number) =>
  v.pipe(
    text(),
    ruled<string>({ form: 'length', min, max }, (value) => value.length >= min && value.length <= max, (issue) => `must be ${min}-${max} characters (has ${String(issue.input).length})`),
  );

/** Text that matches a pattern; `message` says what it must be. */
export const matching = (pattern: RegExp, message: string) =>
  v.pipe(
    text(),
    ruled<string>({ form: 'pattern', regex: pattern }, (value) => pattern.test(value), (issue) => `must be ${message} (got "${issue.input}")`),
  );

export const dateTime = () =>
  v.pipe(
    text(),
    ruled<string>({ form: 'dateTime' }, (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), (issue) => `must be an ISO 8601 date-time with zone, e.g. 2025-02-18T09:00:00Z (got "${issue.input}")`),
  );

export const date = () =>
  v.pipe(
    text(),
    ruled<string>({ form: 'date' }, (value) => DATE.test(value) && !Number.isNaN(Date.parse(value)), (issue) => `must be a date written YYYY-MM-DD, e.g. 2026-11-23 (got "${issue.input}")`),
  );

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number((issue) => (absent(issue.input) ? 'is missing' : `must be a whole number (got ${got(issue.input)})`)),
    ruled<number>({ form: 'range', min, max }, (value) => Number.isInteger(value) && value >= min && value <= max, (issue) => `must be a whole number from ${min} to ${max} (got ${got(issue.input)})`),
  );

/** An optional whole number: absent, null or left empty counts as none (null). */
export const optionalWholeNumber = (min: number, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), wholeNumber(min, max)], (issue) => `must be a whole number from ${min} to ${max}, or empty (got ${got(issue.input)})`))),
    v.transform((value) => (value === '' || value === undefined ? null : value)),
  );

/** Optional text between `min` and `max` characters long when given. */
export const optionalTextOfLength = (min: number, max: number) =>
  v.pipe(
    optionalText(),
    ruled<string | undefined>({ form: 'length', min, max }, (value) => value === undefined || (value.length >= min && value.length <= max), (issue) => `must be ${min}-${max} characters (has ${String(issue.input).length})`),
  );

/**
 * A picture's path: `pattern` says where it may live. The editor's image field offers photos of these
 * types from its media library, which names uploads in lower case with hyphens ("WhatsApp Image 1.jpeg"
 * becomes whatsapp-image-1.jpeg), so what it saves matches.
 */
export const picturePath = (pattern: RegExp, message: string) =>
  v.pipe(
    text(),
    ruled<string>({ form: 'picture', accept: PHOTO_TYPES }, (value) => pattern.test(value), (issue) => `must be ${message} (got "${issue.input}")`),
  );

/** One of the given values. */
export const oneOf = (values: readonly string[]) =>
  v.pipe(
    text(),
    ruled<string>({ form: 'options', values }, (value) => values.includes(value), (issue) => `must be one of ${values.map((x) => `"${x}"`).join(', ')} (got "${issue.input}")`),
  );

/** The check of a group of fields: exactly these fields, each as its definition says. */
export function objectOf(fields: readonly CollectionField[]) {
  return v.strictObject(
    Object.fromEntries(fields.map((field) => [field.name, field.schema])),
    // The object's own issues: the object is not there, a field is not there, or one it does not know.
    (issue) =>
      issue.expected === 'Object'
        ? absent(issue.input)
          ? 'is missing'
          : `must be a group of fields (${fields.map((f) => f.name).join(', ')}) (got ${got(issue.input)})`
        : issue.received === 'undefined'
          ? 'is missing'
          : `is not a known field (allowed: ${fields.map((f) => f.name).join(', ')})`,
  );
}

/** The check of a list: an array whose items pass `item`, with `min` to `max` entries. */
export function arrayOf(item: v.GenericSchema<unknown, unknown>, min = 0, max = Infinity) {
  return v.pipe(
    v.array(item, (issue) => (absent(issue.input) ? 'is missing' : `must be a list (got ${got(issue.input)})`)),
    ruled<unknown[]>(
      { form: 'entries', min, max },
      (items) => items.length >= min && items.length <= max,
      (issue) => {
        const count = (issue.input as unknown[]).length;
        return count < min ? `must have at least ${min} ${min === 1 ? 'entry' : 'entries'} (has ${count})` : `must have at most ${max} entries (has ${count})`;
      },
    ),
  );
}

type FieldDefinition = Omit<CollectionField, 'widget' | 'schema' | 'fields' | 'field'>;

/** A group of fields, edited as one block (e.g. a picture's file, description and size). */
export function objectField(definition: FieldDefinition & { fields: CollectionField[] }): CollectionField {
  return { ...definition, widget: 'object', schema: objectOf(definition.fields) };
}

/** A list of entries, each a group of fields (e.g. outcomes, each a value and a label). */
export function listOfObjectsField(definition: FieldDefinition & { fields: CollectionField[] }): CollectionField {
  return { ...definition, widget: 'list', schema: arrayOf(objectOf(definition.fields), definition.min, definition.max) };
}

/** A list of single values, e.g. lines of text. */
export function listOfValuesField(definition: FieldDefinition & { field: CollectionField }): CollectionField {
  return { ...definition, widget: 'list', schema: arrayOf(definition.field.schema, definition.min, definition.max) };
}

/** Where in a file an issue is: `caseStudy.outcomes[2].value`, `testimonials[3].by.name`. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>((path, item) => {
    const key = item.key as string | number;
    return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  }, '');
}

/** The first problem valibot found, as the field it is in (its path) and what is wrong with it. */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[], fallbackField: string): { field: string; problem: string } {
  const issue = issues[0]!;
  return { field: issuePath(issue) || fallbackField, problem: issue.message };
}
