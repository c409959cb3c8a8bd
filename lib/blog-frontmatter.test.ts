import { readFileSync } from 'node:fs';
import { parsePost } from './blog-frontmatter';

const file = 'content/blogs/material-takeoff-guide.mdx';
const good = readFileSync(file, 'utf8');
/** The real post with one frontmatter line replaced (or removed when `line` is empty). */
const withLine = (field: string, line: string) => good.replace(new RegExp(`^${field}: .*\\n`, 'm'), line ? `${line}\n` : '');

describe('blog frontmatter schema', () => {
  it('accepts a real post and types it', () => {
    const post = parsePost(file, good);
    expect(post).toMatchObject({ id: 'material-takeoff-guide', author: { id: 'ayesha-malik' }, image: { width: 1200, height: 675 } });
  });

  it.each([
    ['title', '', 'content/blogs/material-takeoff-guide.mdx: frontmatter field "title" is missing'],
    ['published', 'published: "2025-02-18"', 'field "published" must be an ISO 8601 date-time with zone'],
    ['updated', 'updated: "2025-02-18T09:00:00"', 'field "updated" must be an ISO 8601 date-time with zone'],
    ['updated', 'updated: "2020-01-01T09:00:00Z"', 'field "updated" (2020-01-01T09:00:00Z) is before published'],
    ['author', 'author: ayesha', 'field "author" must be the id of a person in content/team.ts'],
    ['description', 'description: "Too short."', 'field "description" must be 70-160 characters'],
    ['seoTitle', '', 'field "title" gives the page title'],
    ['image', 'image: /images/blog/other.svg', 'field "image" must be /images/blog/material-takeoff-guide.svg'],
    ['imageAlt', 'imageAlt: 42', 'field "imageAlt" must be a non-empty string'],
    ['author', 'author: ayesha-malik\nauthorName: Ayesha', 'field "authorName" is not a known field'],
  ])('fails on a bad %s, naming the file and the field', (field, line, message) => {
    expect(() => parsePost(file, withLine(field, line))).toThrow(message);
  });

  it('fails on a file without frontmatter', () => {
    expect(() => parsePost(file, '# Just text\n')).toThrow(`${file}: frontmatter field "title" is missing`);
  });
});
