import * as v from 'valibot';
import path from 'node:path';
import { pictureProblem } from '@/lib/photo-files';
import { findServiceByName } from '@/lib/content/services';
import { services } from '@/lib/content/services';
import { PHOTO_TYPES } from '@/lib/photos';
import { type CollectionField, field, KEBAB, arrayOf, date, listOfObjectsField, listOfValuesField, matching, objectField, objectOf, oneOf, optionalWholeNumber, picturePath, ruled, text, textOfLength, wholeNumber } from '@/lib/content/fields';
import { provenanceField } from '@/lib/content/facts';
import { readFileSync, readdirSync } from 'node:fs';
import type { Service } from '@/content/types';
import type { Provenance } from '@/lib/content/facts';
import { FrontmatterError, checkFrontmatter, splitFrontmatter } from '@/lib/content/files';
import { servicePath } from '@/lib/routes';
import { leastConfirmed } from '@/lib/provenance';

/** Card text and meta description of a project. */
export const PROJECT_DESCRIPTION_LENGTH = { min: 110, max: 160 } as const;
export const PROJECT_CATEGORIES = ['Commercial', 'Industrial', 'Residential', 'Healthcare', 'Infrastructure', 'Educational'] as const;
export const BUILDING_STRUCTURES = ['concrete frame', 'steel frame', 'concrete bridge'] as const;
/** Years a project may be dated: the firm's work, none in the future beyond the next year. */
export const PROJECT_YEARS = { min: 1990, max: 2100 } as const;
/** A construction value: a currency sign and an amount, e.g. £32M, $850K, €1.2bn. */
export const BUDGET = /^[$£€]\d+(?:\.\d+)?(?:K|M|bn)?$/;
/** How long our engagement ran: 10 weeks, 18 months. */
export const DURATION = /^\d+ (?:days|weeks|months|years)$/;
/** Where a project picture may live: today's drawings, or a picture uploaded in the editor. */
export const PROJECT_IMAGE = /^\/images\/(?:projects\/[\w.-]+\.svg|uploads\/[\w.-]+\.(?:jpe?g|png|webp))$/i;

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The names a project may give a service: each service page's title and menu label. */
export const SERVICE_NAMES = [...new Set(services.flatMap((s) => [s.title, ...(s.navLabel ? [s.navLabel] : [])]))].sort();

/** A file in public/ that the site serves at this path; an uploaded photo with its sized copies made (lib/photo-files.ts). */
const publicFile = (pattern: RegExp, message: string) =>
  v.pipe(
    picturePath(pattern, message),
    ruled<string>(
      { beforePublish: 'whether the file is in the repository, and its sized copies made, is known to the build, not the form' },
      (src) => pictureProblem(src) === null,
      (issue) => pictureProblem(String(issue.input)) ?? '',
    ),
  );

const line = <const N extends string>(name: N, label: string, hint?: string) => field({ name, label, widget: 'string', required: true, ...(hint ? { hint } : {}), schema: text() });

/**
 * A project's frontmatter (content/projects/<id>.md; the file name is the id and the URL, /projects/<id>/).
 * The body below it is the case study in Markdown: headings, lists, links to the site's pages, bold.
 */
const projectFields = [
  {
    name: 'order',
    label: 'Position',
    widget: 'number',
    required: true,
    min: 1,
    max: 999,
    hint: 'Where the project comes in the portfolio and case studies: 1 first (home shows the first ones). Each project has its own number; the list\'s reorder mode renumbers them.',
    schema: wholeNumber(1, 999),
  },
  line('title', 'Title', 'The project\'s name, as the page heading shows it.'),
  { name: 'category', label: 'Sector', widget: 'select', required: true, options: choices(PROJECT_CATEGORIES), schema: oneOf(PROJECT_CATEGORIES) },
  line('location', 'Location', 'City and country, e.g. Manchester, United Kingdom.'),
  {
    name: 'year',
    label: 'Year',
    widget: 'number',
    required: true,
    min: PROJECT_YEARS.min,
    max: PROJECT_YEARS.max,
    hint: 'The year our work on it finished.',
    schema: wholeNumber(PROJECT_YEARS.min, PROJECT_YEARS.max),
  },
  { name: 'updated', label: 'Last revised', widget: 'datetime', dateOnly: true, required: true, hint: 'The date this page last changed what it says (the sitemap\'s date).', schema: date() },
  {
    name: 'services',
    label: 'Services provided',
    widget: 'select',
    multiple: true,
    required: true,
    min: 1,
    options: choices(SERVICE_NAMES),
    hint: 'Service pages\' titles or menu labels, e.g. Material Takeoff; each links to its page. The first two show on cards.',
    schema: arrayOf(
      v.pipe(
        text(),
        ruled<string>({ form: 'options', values: SERVICE_NAMES }, (name) => findServiceByName(name) !== undefined, (issue) => `must be the title or menu label of a service page, e.g. "Material Takeoff" (got "${issue.input}")`),
      ),
      1,
    ),
  },
  objectField({
    name: 'image',
    label: 'Picture',
    required: true,
    hint: 'Its drawing or photo, with a description for people who cannot see it. Size: a photo fills the 1200 × 800 slot (3:2) and is cropped to it, so leave 1200 and 800.',
    fields: [
      {
        name: 'src',
        label: 'File',
        widget: 'image',
        required: true,
        accept: PHOTO_TYPES,
        schema: publicFile(PROJECT_IMAGE, 'a drawing in /images/projects/ (SVG) or a photo uploaded to /images/uploads/ (JPEG, PNG or WebP)'),
      },
      line('alt', 'Description', 'What the picture shows: the stories, structure and use the text states.'),
      { name: 'width', label: 'Width (px)', widget: 'number', required: true, min: 1, max: 10000, schema: wholeNumber(1, 10000) },
      { name: 'height', label: 'Height (px)', widget: 'number', required: true, min: 1, max: 10000, schema: wholeNumber(1, 10000) },
    ],
  }),
  {
    name: 'description',
    label: 'Summary',
    widget: 'text',
    required: true,
    minLength: PROJECT_DESCRIPTION_LENGTH.min,
    maxLength: PROJECT_DESCRIPTION_LENGTH.max,
    hint: `One sentence for cards and search results, ${PROJECT_DESCRIPTION_LENGTH.min}-${PROJECT_DESCRIPTION_LENGTH.max} characters.`,
    schema: textOfLength(PROJECT_DESCRIPTION_LENGTH.min, PROJECT_DESCRIPTION_LENGTH.max),
  },
  line('outcome', 'Result', 'One measurable result, shown as "Result: …" on the page and on case studies.'),
  objectField({
    name: 'building',
    label: 'What the picture shows',
    required: true,
    hint: 'The record the picture and the text both follow (tests compare them).',
    fields: [
      {
        name: 'stories',
        label: 'Stories',
        widget: 'number',
        required: false,
        min: 1,
        max: 200,
        hint: 'Above ground, of the tallest part. Empty for a structure without stories, such as a bridge.',
        schema: optionalWholeNumber(1, 200),
      },
      { name: 'structure', label: 'Structure', widget: 'select', required: true, options: choices(BUILDING_STRUCTURES), schema: oneOf(BUILDING_STRUCTURES) },
      { name: 'spans', label: 'Spans', widget: 'number', required: false, min: 1, max: 100, hint: 'For a bridge.', schema: v.pipe(optionalWholeNumber(1, 100), v.transform((n) => n ?? undefined)) },
      listOfValuesField({
        name: 'uses',
        label: 'Uses',
        required: true,
        min: 1,
        hint: 'What the building is for, as the text and the picture\'s description both name it, e.g. office, retail.',
        field: line('use', 'Use'),
      }),
    ],
  }),
  objectField({
    name: 'caseStudy',
    label: 'Case study',
    required: true,
    hint: 'The /case-studies/ entry: the problem, our scope and outcomes in numbers.',
    fields: [
      { name: 'problem', label: 'Problem', widget: 'text', required: true, schema: text() },
      listOfValuesField({ name: 'scope', label: 'Our scope', required: true, min: 1, field: line('item', 'Scope item') }),
      listOfObjectsField({
        name: 'outcomes',
        label: 'Outcomes',
        labelSingular: 'outcome',
        required: true,
        min: 3,
        max: 4,
        summary: '{{fields.value}} {{fields.label}}',
        hint: 'Three or four measured results: a short figure (1.8%, 3 weeks) and what it measures.',
        fields: [line('value', 'Figure'), line('label', 'What it measures')],
      }),
    ],
  }),
  line('client', 'Client'),
  provenanceField,
  {
    name: 'budget',
    label: 'Construction value',
    widget: 'string',
    required: true,
    hint: 'Of the whole project, not our fee: a currency sign and an amount, e.g. £32M or $850K.',
    pattern: { regex: BUDGET, message: 'A currency sign and an amount, e.g. £32M or $850K' },
    schema: matching(BUDGET, 'a currency sign and an amount, e.g. £32M, $850K or €1.2bn'),
  },
  {
    name: 'duration',
    label: 'Our engagement',
    widget: 'string',
    required: true,
    hint: 'How long our work ran (not the construction period), e.g. 10 weeks or 18 months.',
    pattern: { regex: DURATION, message: 'A number and days, weeks, months or years, e.g. 10 weeks' },
    schema: matching(DURATION, 'a number and days, weeks, months or years, e.g. 10 weeks'),
  },
] as const satisfies readonly CollectionField[];

/** The frontmatter's check: exactly these fields, each as its definition says. */
export const projectFrontmatter = objectOf(projectFields);

/** A project: its frontmatter as checked, its id (the file name) and its case study (the body, Markdown). */
export type Project = v.InferOutput<typeof projectFrontmatter> & { id: string; body: string };
/** What a project's drawing shows. Tests hold the drawing's alt text, its SVG title and the copy to it. */
export type ProjectBuilding = Project['building'];
/** The /case-studies/ entry of a project: the problem, our scope and outcomes in numbers. */
export type CaseStudy = Project['caseStudy'];
/** A local image in `public/`, always with its intrinsic size so nothing shifts: a project's picture, and a post's. */
export type Artwork = Project['image'];

/** Projects are files in content/projects/, one per project: `<id>.md`, the id being its URL (/projects/<id>/). */
export const PROJECTS_DIR = 'content/projects';

/**
 * Checks one project file (path as shown in errors, e.g. content/projects/x.md) and returns the project.
 * The fields and their checks are lib/content/projects.ts's, which the editor's form is made from
 * too; the checks across fields (the year against the revision date, a body to read) are here.
 */
export function parseProject(file: string, source: string): Project {
  const id = path.basename(file, '.md');
  const { data, body } = splitFrontmatter(file, source, 'order');
  const fail = (field: string, problem: string): never => {
    throw new FrontmatterError(file, field, problem);
  };
  if (!KEBAB.test(id)) fail('id', `is the file name, "${id}": it must be lower case words joined by hyphens, e.g. metro-commercial.md`);
  const fields = checkFrontmatter(file, data, projectFrontmatter, 'order');
  if (fields.year > Number(fields.updated.slice(0, 4))) fail('year', `(${fields.year}) is after the year the page was last revised (${fields.updated})`);
  if (!body.trim()) fail('body', 'is empty: write the case study below the frontmatter');
  return { id, ...fields, body };
}

/**
 * The projects in a folder of Markdown files, in their `order` (the portfolio's, case studies' and home's).
 * A file there is a project's whole registration: its page, the sitemap, page lists and search read it.
 */
export function loadProjects(dir: string = PROJECTS_DIR): Project[] {
  const folder = path.resolve(process.cwd(), dir);
  const projects = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseProject(`${dir}/${name}`, readFileSync(path.join(folder, name), 'utf8')));
  for (const project of projects) {
    const other = projects.find((p) => p !== project && p.order === project.order);
    if (other) throw new FrontmatterError(`${dir}/${project.id}.md`, 'order', `(${project.order}) is also ${dir}/${other.id}.md's: give each project its own position`);
  }
  return projects.sort((a, b) => a.order - b.order);
}

export const allProjects: readonly Project[] = loadProjects();

export function getProject(id: string): Project | undefined {
  return allProjects.find((p) => p.id === id);
}

/** Projects that used a service (by its title or menu label), for links from the service page. */
export function projectsUsingService(service: Service): Project[] {
  return allProjects.filter((p) => p.services.some((name) => findServiceByName(name)?.slug === service.slug));
}

/** A project's services, each with the page that describes it where one exists. */
export function projectServiceLinks(project: Project): { name: string; href?: string }[] {
  return project.services.map((name) => {
    const service = findServiceByName(name);
    return service ? { name, href: servicePath(service.slug) } : { name };
  });
}

/**
 * Whether the projects in content/projects/ are real, taken together: each has its own provenance in
 * its frontmatter (illustrative today: fictional projects, clients and outcomes, labelled wherever they
 * show). Replace them with the firm's own work (with clients' permission) and set each to 'confirmed'.
 */
export const projectsProvenance: Provenance = leastConfirmed(allProjects);
