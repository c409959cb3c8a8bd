import * as v from 'valibot';
import { people } from '@/lib/team';
import { dateTime, objectOf, optionalText, text, textOfLength, type CollectionField } from './fields';

/** Card text and meta description: long enough to say something, short enough for a search result. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

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
    schema: textOfLength(DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max),
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
      v.check((value) => authors.some((a) => a.value === value), (issue) => `must be the id of a person in content/team.yml (got "${issue.input}")`),
    ),
  },
  {
    name: 'image',
    label: 'Picture',
    widget: 'image',
    required: false,
    hint: 'A photo (JPEG, PNG or WebP, any size: the site makes the sizes it needs and keeps no camera details), or empty for the blog\'s default drawing.',
    schema: optionalText(),
  },
  { name: 'imageAlt', label: 'Picture description', widget: 'string', required: false, hint: 'What the picture shows, for people who cannot see it. Needed with a picture of its own.', schema: optionalText() },
];

/** The frontmatter's check: exactly these fields, each as its definition says. */
export const postFrontmatter = objectOf(postFields);
