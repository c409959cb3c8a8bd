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
 * it then. Every check a field's schema makes carries one (`ruled`); lib/content/rules.test.ts walks
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

/** What the editor's form is told about an object's fields, carried by the object's schema (`formOf`). */
export interface FormMetadata {
  [key: string]: unknown;
  form: readonly CollectionField[];
}

/** valibot's check, carrying how the editor's form says the same rule (`FormRule`). */
export function ruled<T>(rule: FormRule, requirement: (input: T) => boolean, message: (issue: v.CheckIssue<T>) => string) {
  return Object.assign(v.check<T, (issue: v.CheckIssue<T>) => string>(requirement, message), { rule });
}

/**
 * One field: its name, how the editor fills it in, and its check (`schema`). An object's schema
 * (`objectOf`) is made from its fields and carries them as its metadata, so the type (valibot's
 * InferOutput), the build's check and the editor's form are the one definition.
 */
export interface CollectionField<N extends string = string, S extends v.GenericSchema = v.GenericSchema> {
  name: N;
  label: string;
  widget: Widget;
  required: boolean;
  hint?: string;
  /** For `select`: the values to choose from, with the label shown for each. */
  options?: readonly { readonly value: string; readonly label: string }[];
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
  /** For a `list` of single values (lines of text): the field of each value. */
  field?: CollectionField;
  /** For `list`: what one entry is called ("Add outcome") and the line a collapsed entry shows. */
  labelSingular?: string;
  summary?: string;
  /** For `string`: a pattern the value must match, with the message the editor shows. */
  pattern?: { regex: RegExp; message: string };
  schema: S;
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
export const oneOf = <const T extends readonly string[]>(values: T) =>
  v.pipe(
    text(),
    ruled<string>({ form: 'options', values }, (value) => values.includes(value), (issue) => `must be one of ${values.map((x) => `"${x}"`).join(', ')} (got "${issue.input}")`),
    // The value found in the list, so its type is the list's: 'leadership' | 'leads', not any string.
    v.transform((value): T[number] => values.find((x) => x === value)!),
  );

/** The entries of an object's schema, one per field, typed by the field's name and schema. */
type EntriesOf<F extends readonly CollectionField[]> = { [K in F[number] as K['name']]: K['schema'] };

/** A schema valibot lets an object's key be left out for: optional, nullish (a pipe keeps its first schema's type). */
type OptionalKey = { type: 'optional' | 'nullish' | 'exact_optional' };
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** What an object made of these fields holds once checked: each field's output, the optional ones optional. */
export type ObjectOutput<F extends readonly CollectionField[]> = Flat<
  { [K in F[number] as K['schema'] extends OptionalKey ? never : K['name']]: v.InferOutput<K['schema']> } & {
    [K in F[number] as K['schema'] extends OptionalKey ? K['name'] : never]?: v.InferOutput<K['schema']>;
  }
>;

function entriesOf<const F extends readonly CollectionField[]>(fields: F): EntriesOf<F> {
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of fields) entries[field.name] = field.schema;
  return entries as EntriesOf<F>;
}

/**
 * The check of a group of fields: exactly these fields, each as its definition says. The schema carries
 * the fields as its metadata, which the editor's form is made from (`formOf`, lib/editor-config.ts).
 */
// Typed by the fields (ObjectOutput) in the signature, made on untyped entries in the body: TypeScript
// cannot follow valibot's issue types through a generic list of fields.
export function objectOf<const F extends readonly CollectionField[]>(fields: F): v.GenericSchema<unknown, ObjectOutput<F>>;
export function objectOf(fields: readonly CollectionField[]): v.GenericSchema {
  // The object's own issues: the object is not there, a field is not there, or one it does not know.
  return withForm(entriesOf(fields), fields, objectProblem(fields.map((f) => f.name)));
}

/** The object's own issues, as `objectOf` words them: absent, not an object, a field missing, or one it does not know. */
const objectProblem = (names: readonly string[]) => (issue: v.StrictObjectIssue | v.ObjectIssue) =>
  issue.expected === 'Object'
    ? absent(issue.input)
      ? 'is missing'
      : `must be a group of fields (${names.join(', ')}) (got ${got(issue.input)})`
    : issue.received === 'undefined'
      ? 'is missing'
      : `is not a known field (allowed: ${names.join(', ')})`;

/** Exactly these entries, with objectOf's messages: for data no editor's form edits (prices, samples). */
export const strictOf = <const E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, objectProblem(Object.keys(entries)));

function withForm<E extends v.ObjectEntries>(entries: E, fields: readonly CollectionField[], message: (issue: v.StrictObjectIssue | v.ObjectIssue) => string) {
  const object = v.strictObject(entries, message);
  return v.pipe(object, v.metadata<v.InferOutput<typeof object>, FormMetadata>({ form: fields }));
}

/**
 * The fields of a group, or of each entry of a list of groups: read from the group's schema, which
 * carries them (`objectOf`), so the form of a group is where its check is.
 */
export function subfields(field: CollectionField): readonly CollectionField[] | undefined {
  if (field.widget === 'object') return formOf(field.schema);
  const item = (field.schema as { item?: v.GenericSchema }).item;
  return field.widget === 'list' && item && hasForm(item) ? formOf(item) : undefined;
}

const hasForm = (schema: v.GenericSchema) => Boolean((v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as Partial<FormMetadata>).form);

/** The fields an object's schema was made from (`objectOf`), in order: the editor's form of it. */
export function formOf(schema: v.GenericSchema): readonly CollectionField[] {
  const form = (v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as Partial<FormMetadata>).form;
  if (!form) throw new Error('formOf: the schema was not made by objectOf, so it carries no form');
  return form;
}

/** The check of a list: an array whose items pass `item`, with `min` to `max` entries. */
export function arrayOf<S extends v.GenericSchema>(item: S, min = 0, max = Infinity) {
  return v.pipe(
    v.array(item, (issue) => (absent(issue.input) ? 'is missing' : `must be a list (got ${got(issue.input)})`)),
    ruled<v.InferOutput<S>[]>(
      { form: 'entries', min, max },
      (items) => items.length >= min && items.length <= max,
      (issue) => {
        const count = (issue.input as unknown[]).length;
        return count < min ? `must have at least ${min} ${min === 1 ? 'entry' : 'entries'} (has ${count})` : `must have at most ${max} entries (has ${count})`;
      },
    ),
  );
}

type FieldDefinition<N extends string> = Omit<CollectionField<N>, 'widget' | 'schema' | 'field'>;

/** A field, its name and schema kept as written, so the object made from it is typed by them. */
export function field<const N extends string, S extends v.GenericSchema>(definition: CollectionField<N, S>): CollectionField<N, S> {
  return definition;
}

/** A group of fields, edited as one block (e.g. a picture's file, description and size). */
export function objectField<const N extends string, const F extends readonly CollectionField[]>({ fields, ...definition }: FieldDefinition<N> & { fields: F }) {
  return { ...definition, widget: 'object' as const, schema: objectOf(fields) };
}

/** A list of entries, each a group of fields (e.g. outcomes, each a value and a label). */
export function listOfObjectsField<const N extends string, const F extends readonly CollectionField[]>({ fields, ...definition }: FieldDefinition<N> & { fields: F }) {
  return { ...definition, widget: 'list' as const, schema: arrayOf(objectOf(fields), definition.min, definition.max) };
}

/** A list of single values, e.g. lines of text. */
export function listOfValuesField<const N extends string, S extends v.GenericSchema>(definition: FieldDefinition<N> & { field: CollectionField<string, S> }) {
  return { ...definition, widget: 'list' as const, schema: arrayOf(definition.field.schema, definition.min, definition.max) };
}

/**
 * Where in a file an issue is: `caseStudy.outcomes[2].value`, `testimonials[3].by.name`. With `entryKeys`,
 * an entry of a list is also named by the first of those keys it holds: `cards[0] (cost-estimation) rate.low`.
 */
export function issuePath(issue: v.BaseIssue<unknown>, entryKeys: readonly string[] = []): string {
  return (issue.path ?? []).reduce<string>((path, item) => {
    const key = item.key as string | number;
    if (typeof key !== 'number') return path ? `${path}${path.endsWith(')') ? ' ' : '.'}${key}` : key;
    const entry = item.value as Record<string, unknown> | null;
    const name = entry && typeof entry === 'object' ? entryKeys.map((k) => entry[k]).find((n) => typeof n === 'string' || typeof n === 'number') : undefined;
    return `${path}[${key}]${name === undefined ? '' : ` (${name})`}`;
  }, '');
}

/** The first problem valibot found, as the field it is in (its path) and what is wrong with it. */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[], fallbackField: string, entryKeys: readonly string[] = []): { field: string; problem: string } {
  const issue = issues[0]!;
  return { field: issuePath(issue, entryKeys) || fallbackField, problem: issue.message };
}
