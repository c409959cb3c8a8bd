import * as v from 'valibot';
import { editorConfig } from './editor-config';
import { postFrontmatter } from '@/lib/content/posts';
import { projectFrontmatter } from '@/lib/content/projects';
import { testimonialsFile } from '@/lib/content/testimonials';
import { faqsFile } from '@/lib/content/faqs';
import { teamFile } from '@/lib/content/team';
import { factsFile, firmFile } from '@/lib/content/facts';

/**
 * The editor's forms and the build's checks cannot drift apart: every collection of the editor's config
 * holds exactly the fields its schema checks, at every depth (groups and lists included), a field the
 * form requires is one the check refuses to miss, and every choice a select offers passes the check.
 */

type Shape = { [name: string]: Shape } | [Shape] | 'value';
type ConfigField = { name: string; widget: string; required: boolean; multiple?: boolean; options?: { value: string }[]; fields?: ConfigField[]; field?: ConfigField };
type AnySchema = v.GenericSchema<unknown, unknown> & { type: string; entries?: Record<string, AnySchema>; item?: AnySchema; wrapped?: AnySchema; pipe?: AnySchema[]; options?: AnySchema[] };

/** The fields a valibot schema checks, as nested names; lists as [their item]. */
function schemaShape(schema: AnySchema): Shape {
  if (schema.entries) return Object.fromEntries(Object.entries(schema.entries).map(([name, s]) => [name, schemaShape(s)]));
  if (schema.type === 'array') return [schemaShape(schema.item!)];
  if (schema.wrapped) return schemaShape(schema.wrapped);
  if (schema.pipe && schema.pipe[0] !== schema) return schemaShape(schema.pipe[0]!);
  return 'value';
}

/** The fields of the editor's form, the same way. */
function formShape(fields: ConfigField[]): Shape {
  return Object.fromEntries(fields.map((f) => [f.name, fieldShape(f)]));
}
function fieldShape(field: ConfigField): Shape {
  if (field.widget === 'list') return [field.fields ? formShape(field.fields) : field.field ? fieldShape(field.field) : 'value'];
  if (field.widget === 'object') return formShape(field.fields ?? []);
  // A select of several values is a list of them.
  if (field.multiple) return ['value'];
  return 'value';
}

const config = editorConfig({});
const collection = (name: string) => config.collections.find((c) => c.name === name) as unknown as { fields?: ConfigField[]; files?: { name: string; file: string; fields: ConfigField[] }[] };
const withoutBody = (fields: ConfigField[]) => fields.filter((f) => f.name !== 'body');

const forms: [string, ConfigField[], AnySchema][] = [
  ['posts', withoutBody(collection('posts').fields!), postFrontmatter as AnySchema],
  ['projects', withoutBody(collection('projects').fields!), projectFrontmatter as AnySchema],
  ...[
    ['testimonials', testimonialsFile],
    ['faqs', faqsFile],
    ['team', teamFile],
    ['firm', firmFile],
    ['facts', factsFile],
  ].map(([name, schema]) => [`site_data/${name as string}`, collection('site_data').files!.find((f) => f.name === name)!.fields, schema as AnySchema] as [string, ConfigField[], AnySchema]),
];

/** Every field of a form with the schema that checks it, at every depth. */
function pairs(fields: ConfigField[], schema: AnySchema, path = ''): [string, ConfigField, AnySchema][] {
  const object = unwrap(schema);
  return fields.flatMap((field) => {
    const own = object.entries![field.name]!;
    const here = `${path}${field.name}`;
    const inner = unwrap(own);
    const nested =
      field.widget === 'object' ? pairs(field.fields!, inner, `${here}.`)
      : field.widget === 'list' && field.fields ? pairs(field.fields, unwrap(inner.item!), `${here}[].`)
      : field.widget === 'list' && field.field ? [[`${here}[]`, field.field, inner.item!] as [string, ConfigField, AnySchema]]
      : [];
    return [[here, field, own] as [string, ConfigField, AnySchema], ...nested];
  });
}
function unwrap(schema: AnySchema): AnySchema {
  if (schema.wrapped) return unwrap(schema.wrapped);
  if (schema.pipe && schema.pipe[0] !== schema) return unwrap(schema.pipe[0]!);
  return schema;
}

describe('the editor\'s forms are the build\'s checks', () => {
  it('has the collections: posts and projects as folders, testimonials, FAQs and team as files', () => {
    expect(config.collections.map((c) => c.name)).toEqual(['posts', 'projects', 'site_data']);
    expect(collection('site_data').files!.map((f) => f.file)).toEqual(['content/testimonials.yml', 'content/faqs.yml', 'content/team.yml', 'content/firm.json', 'content/facts.yml']);
    expect(config.collections[1]).toMatchObject({ folder: 'content/projects', extension: 'md', format: 'yaml-frontmatter', preview_path: 'projects/{{slug}}/' });
  });

  it.each(forms)('%s: the form holds exactly the fields the check checks, at every depth', (_, fields, schema) => {
    expect(formShape(fields)).toEqual(schemaShape(schema));
  });

  it.each(forms)('%s: what the form requires, the check requires; every choice it offers, the check accepts', (_, fields, schema) => {
    for (const [path, field, own] of pairs(fields, schema)) {
      if (field.widget === 'list' || field.widget === 'object') continue;
      expect([path, 'required', field.required]).toEqual([path, 'required', !v.safeParse(own, undefined).success]);
      for (const option of field.options ?? []) expect([path, option.value, v.safeParse(own, field.multiple ? [option.value] : option.value).success]).toEqual([path, option.value, true]);
    }
  });

  it('every pattern is one the editor accepts: no slash, which it reports as an invalid expression and ignores', () => {
    const patterns = (fields: ConfigField[]): string[] => fields.flatMap((f) => [...((f as ConfigField & { pattern?: [string, string] }).pattern?.slice(0, 1) ?? []), ...patterns(f.fields ?? []), ...(f.field ? patterns([f.field]) : [])]);
    const all = [...forms.flatMap(([, fields]) => patterns(fields))];
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((p) => p.includes('/'))).toEqual([]);
  });

  it('would notice a field the check has and the form lacks', () => {
    const fields = collection('site_data').files!.find((f) => f.name === 'testimonials')!.fields;
    const trimmed = fields.map((f) => ({ ...f, fields: f.fields!.map((g) => (g.name === 'by' ? { ...g, fields: g.fields!.slice(0, 2) } : g)) }));
    expect(formShape(trimmed)).not.toEqual(schemaShape(testimonialsFile as AnySchema));
  });
});

describe('every change goes through a draft', () => {
  it('no collection offers drag-and-drop reorder, which commits straight to main, while drafts are on', () => {
    expect(editorConfig({}).publish_mode).toBe('editorial_workflow');
    for (const c of editorConfig({}).collections) expect([c.name, (c as { reorder?: boolean }).reorder ?? false]).toEqual([c.name, false]);
  });

  it('takes the draft\'s preview from the pipeline\'s one preview status, not any status that looks like one', () => {
    expect(editorConfig({}).backend.preview_context).toBe('Cloudflare preview');
  });
});
