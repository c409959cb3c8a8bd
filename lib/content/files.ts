import * as v from 'valibot';
import { parse as parseYaml, YAMLError } from 'yaml';
import { firstProblem } from '@/lib/content/fields';

/**
 * Reading content files and saying, in one line, what is wrong with one: the file, then the field, then
 * the problem. `content/testimonials.yml: testimonials[3].by.name is missing`;
 * `content/projects/x.md: frontmatter field "year" must be a whole number from 1990 to 2100 (got "2o24")`.
 */

export class ContentFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

export class FrontmatterError extends ContentFileError {
  constructor(file: string, field: string, problem: string) {
    super(file, `frontmatter field "${field}" ${problem}`);
    this.name = 'FrontmatterError';
  }
}

/** YAML text as data; a syntax error names the file and the line. */
export function readYaml(file: string, text: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    if (error instanceof YAMLError) throw new ContentFileError(file, `is not valid YAML: ${error.message.split('\n')[0]}`);
    throw error;
  }
}

/** Splits `---\n yaml \n---\n body`; a file without frontmatter is an error, naming `firstField`. */
export function splitFrontmatter(file: string, source: string, firstField = 'title'): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new FrontmatterError(file, firstField, 'is missing: the file has no frontmatter block between --- lines');
  const data = readYaml(file, match[1] ?? '');
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontmatterError(file, firstField, 'is missing: the frontmatter is not a YAML mapping');
  }
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

/** A frontmatter block checked against its schema; the first problem stops with the file and field named. */
export function checkFrontmatter<T>(file: string, data: Record<string, unknown>, schema: v.GenericSchema<unknown, T>, firstField: string): T {
  const checked = v.safeParse(schema, data);
  if (checked.success) return checked.output;
  const { field, problem } = firstProblem(checked.issues, firstField);
  throw new FrontmatterError(file, field, problem);
}

/**
 * Data checked against its schema: `content/x.yml: list[3].field problem`. With `entryKeys`, an entry of
 * a list is named by the first of those keys it has: `books.uk.cards[0] (cost-estimation) rate.low …`.
 */
export function checkData<T>(file: string, data: unknown, schema: v.GenericSchema<unknown, T>, entryKeys: readonly string[] = []): T {
  const checked = v.safeParse(schema, data ?? {});
  if (checked.success) return checked.output;
  const { field, problem } = firstProblem(checked.issues, '', entryKeys);
  throw new ContentFileError(file, field ? `${field} ${problem}` : problem);
}

/** A YAML data file (content/*.yml) checked against its schema (`checkData`). */
export function parseDataFile<T>(file: string, source: string, schema: v.GenericSchema<unknown, T>, entryKeys: readonly string[] = []): T {
  return checkData(file, readYaml(file, source), schema, entryKeys);
}
