import * as v from 'valibot';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_TYPES } from '@/lib/photos';
import { listOfObjectsField, objectField, objectOf, oneOf, picturePath, ruled, text, type CollectionField } from './fields';
import { provenanceField } from './facts';

export const TESTIMONIALS_FILE = 'content/testimonials.yml';
/** Where a testimonial's portrait may live: today's drawn avatars, or a picture uploaded in the editor. */
/** The market a testimonial's words belong to: a UK or European client's are held to their market's English. */
export const TESTIMONIAL_MARKETS = [
  { value: 'us', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'eu', label: 'Europe' },
] as const;
export const AVATAR_IMAGE = /^\/images\/(?:avatars|uploads)\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/;

/** One testimonial (content/testimonials.yml): the quote, who said it, and their portrait. */
export const testimonialFields: CollectionField[] = [
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
];

export const testimonialsFileFields: CollectionField[] = [
  listOfObjectsField({
    name: 'testimonials',
    label: 'Testimonials',
    labelSingular: 'testimonial',
    required: true,
    min: 1,
    summary: '{{fields.by.name}}, {{fields.by.company}}',
    hint: 'In the order the carousel and /testimonials/ show them.',
    fields: testimonialFields,
  }),
];

export const testimonialsFile = objectOf(testimonialsFileFields);
