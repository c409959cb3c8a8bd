import * as v from 'valibot';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { markets } from '@/content/markets';
import { PHOTO_TYPES } from '@/lib/photos';
import { type CollectionField, listOfObjectsField, objectField, objectOf, oneOf, picturePath, ruled, text } from '@/lib/content/fields';
import { provenanceField } from '@/lib/content/facts';
import type { Provenance } from '@/lib/content/facts';
import { parseDataFile } from '@/lib/content/files';
import { leastConfirmed } from '@/lib/provenance';

export const TESTIMONIALS_FILE = 'content/testimonials.yml';
/** Where a testimonial's portrait may live: today's drawn avatars, or a picture uploaded in the editor. */
/** The market a testimonial's words belong to: a UK or European client's are held to their market's English. */
export const TESTIMONIAL_MARKETS = markets.map((m) => ({ value: m.id, label: m.name }));
export const AVATAR_IMAGE = /^\/images\/(?:avatars|uploads)\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/;

/** One testimonial (content/testimonials.yml): the quote, who said it, and their portrait. */
export const testimonialFields = [
  { name: 'testimonial', label: 'Quote', widget: 'text', required: true, hint: 'Their words, two or three sentences: what we did and what it changed, with a number where there is one.', schema: text() },
  {
    name: 'market',
    label: 'Client\'s market',
    widget: 'select',
    required: true,
    options: [...TESTIMONIAL_MARKETS],
    hint: 'Where the client and the project are: a UK or European client\'s quote is written in British English (storey, programme, tender).',
    schema: oneOf(TESTIMONIAL_MARKETS.map((m) => m.value)),
  },
  objectField({
    name: 'by',
    label: 'Who said it',
    required: true,
    fields: [
      { name: 'name', label: 'Name', widget: 'string', required: true, schema: text() },
      { name: 'role', label: 'Role', widget: 'string', required: true, schema: text() },
      { name: 'company', label: 'Company', widget: 'string', required: true, schema: text() },
    ],
  }),
  {
    name: 'imgSrc',
    label: 'Portrait',
    widget: 'image',
    required: true,
    accept: PHOTO_TYPES,
    hint: 'A square picture, shown small beside the quote.',
    schema: v.pipe(
      picturePath(AVATAR_IMAGE, 'a picture in /images/avatars/ or /images/uploads/'),
      ruled<string>({ beforePublish: 'whether the file is in the repository is known to the build, not the form' }, (src) => existsSync(path.join(process.cwd(), 'public', src)), (issue) => `names no file in public/ (got "${issue.input}")`),
    ),
  },
  provenanceField,
] as const satisfies readonly CollectionField[];

/** The file's schema for a testimonial of these fields: the list the editor edits, in the site's order. */
export const testimonialsFileOf = <const F extends readonly CollectionField[]>(fields: F) =>
  objectOf([
    listOfObjectsField({
      name: 'testimonials',
      label: 'Testimonials',
      labelSingular: 'testimonial',
      required: true,
      min: 1,
      summary: '{{fields.by.name}}, {{fields.by.company}}',
      hint: 'In the order the carousel and /testimonials/ show them.',
      fields,
    }),
  ]);

export const testimonialsFile = testimonialsFileOf(testimonialFields);

/** A testimonial as the file holds it, with its place in the file as its key (`tempId`). */
export type Testimonial = { tempId: number } & v.InferOutput<typeof testimonialsFile>['testimonials'][number];

/**
 * Client testimonials for the home carousel and /testimonials/, in content/testimonials.yml (checked by
 * lib/content/testimonials.ts). Whether they are real, and how pages introduce them, is in
 * lib/content/testimonials.ts. Each keeps its place in the file as its key (`tempId`).
 */
export function parseTestimonials(file: string, source: string): Testimonial[] {
  const { testimonials } = parseDataFile(file, source, testimonialsFile);
  return testimonials.map((t, tempId) => ({ tempId, ...t }));
}

export function loadTestimonials(file: string = TESTIMONIALS_FILE): Testimonial[] {
  return parseTestimonials(file, readFileSync(path.resolve(process.cwd(), file), 'utf8'));
}

export const testimonials: Testimonial[] = loadTestimonials();

/**
 * Illustrative: written for this site to show the kind of feedback the work earns. The people and
 * firms are fictional, so no page presents these as clients' words: they are labelled as samples
 * wherever they appear. Replace them with real clients' words (with their written permission), then
 * set each one's provenance to 'confirmed' and the labels go. The testimonials themselves are in content/testimonials.yml
 * (lib/content/testimonials.ts reads it; the editor at /admin/ edits it).
 */
export const testimonialsProvenance: Provenance = leastConfirmed(testimonials);

/** How the testimonials are introduced, according to whether they are real. */
export const testimonialsFraming =
  (testimonialsProvenance as Provenance) === 'confirmed'
    ? { eyebrow: 'Testimonials', title: 'What our clients say', lede: 'Contractors, developers and architects on the work we delivered for them, in their own words.', note: null }
    : {
        eyebrow: 'Illustrative testimonials',
        title: 'The feedback we work for',
        lede: 'Illustrative samples written for this site to show the kind of feedback our work earns. They are not quotes from real clients: the people and firms named are fictional.',
        note: 'Illustrative sample, not a real client’s words',
      };
