import * as v from 'valibot';
import { site } from '@/content/site';
import { people } from '@/lib/team';
import { isUploadedPhoto, PHOTO_TYPES, UPLOADS_PATH } from '@/lib/photos';
import { dateTime, objectOf, optionalText, optionalTextOfLength, ruled, text, textOfLength, type CollectionField } from './fields';

/** Card text and meta description: long enough to say something, short enough for a search result. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;
/** The layout's title template appends this; lib/metadata.ts and the e2e gate count it in. */
export const TITLE_SUFFIX = ` | ${site.name}`;
/** A page title's length, suffix included: search results show about 60 characters. */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
/** The search title's own length: the page title's, less the suffix. */
export const SEO_TITLE_LENGTH = { min: TITLE_LENGTH.min - TITLE_SUFFIX.length, max: TITLE_LENGTH.max - TITLE_SUFFIX.length } as const;

const authors = people.map((person) => ({ value: person.id, label: `${person.name}, ${person.role}` }));
/** A post's own drawing (a developer's file, named after the post) or a photo uploaded in the editor. */
const POST_PICTURE = /^\/images\/blog\/[a-z0-9-]+\.svg$/;

/** A blog post's frontmatter (content/blogs/<id>.md or .mdx); the body below it is Markdown. */
export const postFields: CollectionField[] = [
  { name: 'title', label: 'Title', widget: 'string', required: true, hint: 'The headline at the top of the article.', schema: text() },
  {
    name: 'seoTitle',
    label: 'Search title',
    widget: 'string',
    required: false,
    minLength: SEO_TITLE_LENGTH.min,
    maxLength: SEO_TITLE_LENGTH.max,
    hint: `A shorter title for search results, ${SEO_TITLE_LENGTH.min}-${SEO_TITLE_LENGTH.max} characters: needed when the headline is over ${SEO_TITLE_LENGTH.max} (the site adds " | ${site.name}").`,
    schema: optionalTextOfLength(SEO_TITLE_LENGTH.min, SEO_TITLE_LENGTH.max),
  },
  {
    name: 'description',
    label: 'Excerpt',
    widget: 'text',
    required: true,
    minLength: DESCRIPTION_LENGTH.min,
    maxLength: DESCRIPTION_LENGTH.max,
    hint: `What the post gives the reader, in ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters: shown on cards and in search results.`,
    schema: textOfLength(DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max),
  },
  { name: 'published', label: 'Date', widget: 'datetime', required: true, hint: 'When the post first appears: a date and time ahead keeps it off the site until then; it is live within the hour after.', schema: dateTime() },
  { name: 'updated', label: 'Last revised', widget: 'datetime', required: true, hint: 'The same as Date until the post is revised; never before it.', schema: dateTime() },
  {
    name: 'author',
    label: 'Author',
    widget: 'select',
    required: true,
    options: authors,
    schema: v.pipe(
      text(),
      ruled<string>({ form: 'options', values: authors.map((a) => a.value) }, (value) => authors.some((a) => a.value === value), (issue) => `must be the id of a person in content/team.yml (got "${issue.input}")`),
    ),
  },
  {
    name: 'image',
    label: 'Picture',
    widget: 'image',
    required: false,
    accept: PHOTO_TYPES,
    hint: 'A photo (JPEG, PNG or WebP, any size: the site makes the sizes it needs and keeps no camera details), or empty for the blog\'s default drawing.',
    schema: v.pipe(
      optionalText(),
      ruled<string | undefined>(
        { form: 'picture', accept: PHOTO_TYPES },
        (value) => value === undefined || POST_PICTURE.test(value) || isUploadedPhoto(value),
        (issue) => `must be a photo uploaded to ${UPLOADS_PATH} (JPEG, PNG or WebP, its name lower case letters, digits and hyphens), the post's own drawing in /images/blog/, or empty for the default drawing (got "${issue.input}")`,
      ),
    ),
  },
  { name: 'imageAlt', label: 'Picture description', widget: 'string', required: false, hint: 'What the picture shows, for people who cannot see it. Needed with a picture of its own.', schema: optionalText() },
];

/** The frontmatter's check: exactly these fields, each as its definition says. */
export const postFrontmatter = objectOf(postFields);
