import { readFileSync } from 'node:fs';
import { parse as parseYaml, stringify } from 'yaml';

import { editorConfig, widgetOf } from '@/lib/editor-config';
import { parsePost, POST_RULES } from '@/lib/content/posts';
import { parseProject } from '@/lib/content/projects';
import { parseTestimonials } from '@/lib/content/testimonials';
import { parseFaqs } from '@/lib/content/faqs';
import { parseTeam } from '@/lib/content/team';
import { parseFacts } from '@/lib/content/facts';
import { splitFrontmatter } from '@/lib/content/files';
import { FACTS_FILE, FIRM_FILE, factsFile, firmFile } from '@/lib/content/facts';
import { fixture, readFixture } from '@/tests/content-fixtures';
import { formOf, subfields, type CollectionField, type FormRule, type RuledCheck } from './fields';
import { postFrontmatter } from './posts';
import { projectFrontmatter } from './projects';
import { TESTIMONIALS_FILE, testimonialsFile } from './testimonials';
import { FAQS_FILE, faqsFile } from './faqs';
import { TEAM_FILE, teamFile } from './team';

/**
 * The form refuses what the build refuses. This walks every check of the build's schemas
 * (lib/content/) and every rule across a post's fields (lib/content/posts.ts), and fails on one
 * without its counterpart: the editor's form saying the same rule (a length, a pattern, a range, the
 * choices, a date's format, a list's size, a picture's types and name), or, where a form cannot say it,
 * the draft's check before publish (tools/check-content.mjs, which runs these same loaders): each of
 * those is broken here in a copy of a real file (tests/fixtures/content/), and the build's check must
 * refuse it, naming the field.
 */

type Config = Record<string, unknown> & { widget: string; pattern?: [string, string]; options?: { value: string }[]; fields?: Config[]; field?: Config };
type AnySchema = { type: string; kind: string; pipe?: AnySchema[]; wrapped?: AnySchema; options?: AnySchema[]; item?: AnySchema; rule?: FormRule };

/** A field's own checks: through pipes, optional and union wrappers, and a list's items only when they are no field of their own. */
function ownChecks(schema: AnySchema, intoItems: boolean): AnySchema[] {
  const found: AnySchema[] = [];
  const walk = (s: AnySchema) => {
    if (s.kind === 'validation' && s.type === 'check') found.push(s);
    // A piped schema is a copy of its first item with the pipe added: its parts are all in the pipe.
    if (s.pipe) {
      for (const inner of s.pipe) if (inner !== s) walk(inner);
      return;
    }
    if (s.wrapped) walk(s.wrapped);
    for (const option of s.options ?? []) if (typeof option === 'object' && option && 'kind' in option) walk(option);
    if (intoItems && s.item) walk(s.item);
  };
  walk(schema);
  return found;
}

interface Rule {
  form: string;
  path: string;
  field: CollectionField;
  config: Config;
  rule: FormRule | undefined;
}

/** Every rule of a collection's fields, with the form the editor is given for each field. */
function rulesOf(form: string, fields: readonly CollectionField[], prefix = ''): Rule[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const config = widgetOf(field) as Config;
    const fields = subfields(field);
    const own = ownChecks(field.schema as unknown as AnySchema, !fields && !field.field).map((check) => ({ form, path, field, config, rule: (check as unknown as RuledCheck).rule }));
    const children = fields ? rulesOf(form, fields, field.widget === 'list' ? `${path}[].` : `${path}.`) : field.field ? rulesOf(form, [field.field], `${path}[].`).map((r) => ({ ...r, path: `${path}[]` })) : [];
    return [...own, ...children];
  });
}

const FORMS: [string, readonly CollectionField[]][] = [
  ['posts', formOf(postFrontmatter)],
  ['projects', formOf(projectFrontmatter)],
  ['site_data/testimonials', formOf(testimonialsFile)],
  ['site_data/faqs', formOf(faqsFile)],
  ['site_data/team', formOf(teamFile)],
  ['site_data/firm', formOf(firmFile)],
  ['site_data/facts', formOf(factsFile)],
];
const rules = FORMS.flatMap(([form, fields]) => rulesOf(form, fields));
const config = editorConfig({});

/** What the form must say for each kind of rule. */
function formSays(rule: Rule): boolean {
  const r = rule.rule!;
  if ('beforePublish' in r) return false;
  const c = rule.config;
  switch (r.form) {
    case 'length':
      return c.minlength === r.min && c.maxlength === r.max && (c.widget === 'string' || c.widget === 'text');
    case 'pattern':
      return c.pattern?.[0] === r.regex.source && c.widget === 'string';
    case 'range':
      return c.min === r.min && c.max === r.max && c.widget === 'number';
    case 'options':
      return c.widget === 'select' && JSON.stringify((c.options ?? []).map((o) => o.value).sort()) === JSON.stringify([...r.values].sort());
    case 'date':
      return c.widget === 'datetime' && c.format === 'YYYY-MM-DD' && c.time_format === false;
    case 'dateTime':
      return c.widget === 'datetime' && c.picker_utc === true && c.format === undefined;
    case 'entries':
      return c.min === (r.min > 0 ? r.min : undefined) && c.max === (Number.isFinite(r.max) ? r.max : undefined);
    case 'picture': {
      const media = (config.media_libraries as { default: { config: { slugify_filename: boolean; max_file_size: number } } }).default.config;
      return c.widget === 'image' && c.accept === r.accept.join(',') && media.slugify_filename && media.max_file_size > 0;
    }
  }
}

// A copy of a file of each kind (never the marketer's own, which she may change), broken one rule at a time.
const POST_FILE = fixture('blogs/fixture-estimating-guide.md');
const PROJECT_FILE = fixture('projects/fixture-office-block.md');
const editPost = (edit: (data: Record<string, unknown>) => void, body?: string) => {
  const { data, body: text } = splitFrontmatter(POST_FILE, readFixture('blogs/fixture-estimating-guide.md'));
  edit(data);
  return () => parsePost(POST_FILE, `---\n${stringify(data)}---\n${body ?? text}`);
};
const editProject = (edit: (data: Record<string, unknown>) => void) => {
  const { data, body } = splitFrontmatter(PROJECT_FILE, readFixture('projects/fixture-office-block.md'));
  edit(data);
  return () => parseProject(PROJECT_FILE, `---\n${stringify(data)}---\n${body}`);
};
/** The copy of a data file of the editor's (`content/faqs.yml`), edited. */
const editData = <T,>(file: string, parse: (file: string, source: string) => T, edit: (data: Record<string, unknown>) => void) => {
  const path = file.replace(/^content\//, '');
  const data = parseYaml(readFixture(path)) as Record<string, unknown>;
  edit(data);
  return () => parse(fixture(path), stringify(data));
};

/**
 * The rules the form cannot say, each broken in a copy of a real file, with where the build's check must say the
 * problem is. A new rule of that kind needs its line here, or this test fails.
 */
const BREAKS: Record<string, [() => unknown, string]> = {
  'projects image.src': [editProject((d) => ((d.image as Record<string, unknown>).src = '/images/uploads/not-uploaded.jpg')), 'field "image.src" names /images/uploads/not-uploaded.jpg'],
  'site_data/testimonials testimonials[].imgSrc': [editData(TESTIMONIALS_FILE, parseTestimonials, (d) => ((d.testimonials as Record<string, string>[])[0]!.imgSrc = '/images/avatars/nobody.svg')), 'testimonials[0].imgSrc names no file in public/'],
  'site_data/faqs home[].question': [editData(FAQS_FILE, parseFaqs, (d) => ((d.home as Record<string, string>[])[0]!.question = 'How fast is {turnaroundTime}?')), 'home[0].question names {turnaroundTime}, which is not a shared fact'],
  'site_data/faqs home[].answer': [editData(FAQS_FILE, parseFaqs, (d) => ((d.home as Record<string, string>[])[0]!.answer = 'Within {turnaroundTime}.')), 'home[0].answer names {turnaroundTime}'],
  'site_data/faqs topics[].faqs[].question': [editData(FAQS_FILE, parseFaqs, (d) => ((d.topics as { faqs: Record<string, string>[] }[])[0]!.faqs[0]!.question = 'Is {price} fixed?')), 'topics[0].faqs[0].question names {price}'],
  'site_data/faqs topics[].faqs[].answer': [editData(FAQS_FILE, parseFaqs, (d) => ((d.topics as { faqs: Record<string, string>[] }[])[0]!.faqs[0]!.answer = 'It is {price}.')), 'topics[0].faqs[0].answer names {price}'],
  // Across a post's fields (lib/content/posts.ts, POST_RULES).
  'posts title': [editPost((d) => ((d.title = 'How to Improve Construction Estimating Accuracy Every Time'), delete d.seoTitle)), 'field "title" gives the page title'],
  'posts updated': [editPost((d) => (d.updated = '2020-01-01T09:00:00Z')), 'field "updated" (2020-01-01T09:00:00Z) is before published'],
  'posts image': [editPost((d) => (d.image = '/images/blog/another-post.svg')), 'field "image" names /images/blog/another-post.svg'],
  'posts imageAlt': [editPost((d) => delete d.imageAlt), 'field "imageAlt" is missing'],
  'posts body': [editPost(() => undefined, '\n'), 'field "body" is empty'],
  // The facts' spans of days and of weeks, each with its shorter number last.
  ...Object.fromEntries(
    ['turnaround[].standard', 'turnaround[].rush', 'scheduleBaseline', 'scopePackage', 'safetyReview', 'inspectionChecklist', 'temporaryWorksDesign', 'commentResponse', 'addendumUpdate', 'designDevelopmentWeeks', 'calculationPackageWeeks', 'documentationSetWeeks', 'phasingPackageWeeks', 'closeoutPackageWeeks', 'erectionDrawingsWeeks'].map((span) => {
      const [list, key] = span.split('[].') as [string, string | undefined];
      const path = key ? `delivery.${list}[0].${key}` : `delivery.${list}`;
      const broken = editData(FACTS_FILE, parseFacts, (d) => {
        const delivery = d.delivery as Record<string, unknown>;
        if (key) (delivery[list] as Record<string, unknown>[])[0]![key] = [9, 3];
        else delivery[list] = [9, 3];
      });
      return [`site_data/facts delivery.${span}`, [broken, `${path} must list the shorter number first`]];
    }),
  ),
};

const postFields = formOf(postFrontmatter);
const crossRules: Rule[] = POST_RULES.map((r) => ({ form: 'posts', path: r.field, field: postFields.find((f) => f.name === r.field) ?? postFields[0]!, config: {} as Config, rule: r.rule }));

describe('every rule the build checks on what the editor writes has its counterpart', () => {
  it('finds the rules: every collection has some, of every kind', () => {
    expect(rules.length).toBeGreaterThan(30);
    const kinds = new Set(rules.map((r) => (r.rule && 'form' in r.rule ? r.rule.form : 'beforePublish')));
    expect([...kinds].sort()).toEqual(['beforePublish', 'date', 'dateTime', 'entries', 'length', 'options', 'pattern', 'picture', 'range']);
  });

  it('every check of a field says how the form states it (lib/content/fields.ts, FormRule)', () => {
    expect(rules.filter((r) => !r.rule).map((r) => `${r.form} ${r.path}`)).toEqual([]);
  });

  it.each(rules.filter((r) => r.rule && 'form' in r.rule).map((r) => [`${r.form} ${r.path}`, (r.rule as { form: string }).form, r] as const))('%s (%s): the form says it', (_, __, rule) => {
    expect([rule.path, rule.config]).toEqual([rule.path, expect.anything()]);
    expect(formSays(rule)).toBe(true);
  });

  const beforePublish = [...rules, ...crossRules].filter((r) => r.rule && 'beforePublish' in r.rule);
  it('every rule the form cannot say is one the draft\'s check is shown breaking here', () => {
    expect(beforePublish.map((r) => `${r.form} ${r.path}`).filter((key) => !BREAKS[key])).toEqual([]);
    expect(Object.keys(BREAKS).filter((key) => !beforePublish.some((r) => `${r.form} ${r.path}` === key))).toEqual([]);
  });

  it.each(Object.entries(BREAKS))('%s: the build\'s check refuses it, naming the field', (_, [broken, message]) => {
    expect(broken).toThrow(message);
  });

  it('the forms under test are the editor\'s own', () => {
    const files = (config.collections.find((c) => c.name === 'site_data') as { files: { file: string }[] }).files.map((f) => f.file);
    expect(files).toEqual([TESTIMONIALS_FILE, FAQS_FILE, TEAM_FILE, FIRM_FILE, FACTS_FILE]);
    // The team file's cross-entry rules (ids once, a lead's discipline) are the loader's: the draft's check runs it too.
    expect(() => parseTeam(TEAM_FILE, readFileSync(TEAM_FILE, 'utf8'))).not.toThrow();
  });
});


