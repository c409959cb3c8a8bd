import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePost } from '@/lib/content/posts';
import { DEFAULT_POST_IMAGE } from '@/content/blog-images';
import { loadPosts } from '@/lib/content/posts';
import { pictureProblem } from '@/lib/photo-files';
import { fixture, liveAuthor, readFixture } from '@/tests/content-fixtures';

// A copy of a post (tests/fixtures/content/), never one of the marketer's: she may change or remove any.
const file = fixture('blogs/fixture-estimating-guide.md');
const good = readFixture('blogs/fixture-estimating-guide.md');
/** The post with one frontmatter line replaced (or removed when `line` is empty); the line must be there. */
const withLine = (field: string, line: string) => {
  const pattern = new RegExp(`^${field}: .*\\n`, 'm');
  if (!pattern.test(good)) throw new Error(`no ${field} line in ${file}`);
  return good.replace(pattern, line ? `${line}\n` : '');
};

describe('blog frontmatter schema', () => {
  it('accepts a post and types it', () => {
    const post = parsePost(file, good);
    expect(post).toMatchObject({ id: 'fixture-estimating-guide', author: { id: liveAuthor }, image: { src: '/images/blog/fixture-estimating-guide.svg', width: 1200, height: 675 } });
  });

  it.each([
    ['title', '', `${file}: frontmatter field "title" is missing`],
    ['published', 'published: "2025-02-18"', 'field "published" must be an ISO 8601 date-time with zone'],
    ['updated', 'updated: "2025-02-18T09:00:00"', 'field "updated" must be an ISO 8601 date-time with zone'],
    ['updated', 'updated: "2020-01-01T09:00:00Z"', 'field "updated" (2020-01-01T09:00:00Z) is before published'],
    ['author', 'author: not-on-the-team', 'field "author" must be the id of a person in content/team.yml (got "not-on-the-team")'],
    ['description', 'description: "Too short."', 'field "description" must be 70-160 characters'],
    ['seoTitle', '', 'field "title" gives the page title'],
    ['image', 'image: /images/blog/other.svg', 'field "image" names /images/blog/other.svg: a post\'s drawing is /images/blog/fixture-estimating-guide.svg'],
    ['image', 'image: "/images/uploads/WhatsApp Image 2026-11-20.jpeg"', 'field "image" must be a photo uploaded to /images/uploads/ (JPEG, PNG or WebP, its name lower case letters, digits and hyphens)'],
    ['imageAlt', 'imageAlt: 42', 'field "imageAlt" must be a string (got 42)'],
    ['author', `author: ${liveAuthor}\nauthorName: Someone`, 'field "authorName" is not a known field'],
  ])('fails on a bad %s, naming the file and the field', (field, line, message) => {
    expect(() => parsePost(file, withLine(field, line))).toThrow(message);
  });

  it('fails on a file without frontmatter', () => {
    expect(() => parsePost(file, '# Just text\n')).toThrow(`${file}: frontmatter field "title" is missing`);
  });
});

describe('a post as the editor at /admin/ writes it (Markdown, no drawing of its own)', () => {
  const post = [
    '---',
    'title: "Reading a tender package in the first hour"',
    'description: "What an estimator checks in the first hour with a tender package, before any takeoff starts, and why it saves days later."',
    'published: "2026-11-20T09:00:00.000Z"',
    'updated: "2026-11-20T09:00:00.000Z"',
    `author: ${liveAuthor}`,
    '---',
    '',
    'Open the drawing register first.',
    '',
  ].join('\n');

  it('is a post, with the blog\'s default drawing', () => {
    const parsed = parsePost('content/blogs/first-hour.md', post);
    expect(parsed).toMatchObject({ id: 'first-hour', image: { src: DEFAULT_POST_IMAGE.src, alt: DEFAULT_POST_IMAGE.alt, width: 1200, height: 675 } });
  });

  it.each([
    ['a missing title', post.replace(/^title: .*\n/m, ''), 'content/blogs/first-hour.md: frontmatter field "title" is missing'],
    ['a bad date', post.replace('published: "2026-11-20T09:00:00.000Z"', 'published: "20 November 2026"'), 'content/blogs/first-hour.md: frontmatter field "published" must be an ISO 8601 date-time with zone'],
    ['an alt text without a drawing of its own', post.replace(/^author: .*$/m, '$&\nimage: /images/blog/first-hour.svg'), 'frontmatter field "imageAlt" is missing'],
  ])('stops the build on %s, naming the file and the field', (_, source, message) => {
    expect(() => parsePost('content/blogs/first-hour.md', source)).toThrow(message);
  });

  it('takes a photo uploaded in the editor, and stops the build when the photo or its sized copies are not there', () => {
    const withPhoto = post.replace(/^author: .*$/m, '$&\nimage: /images/uploads/site-walk.jpg\nimageAlt: "Estimators walking a slab pour"');
    expect(parsePost('content/blogs/first-hour.md', withPhoto).image).toEqual({ src: '/images/uploads/site-walk.jpg', alt: 'Estimators walking a slab pour', width: 1200, height: 675 });
    expect(() => parsePost('content/blogs/first-hour.md', withPhoto.replace('site-walk.jpg', 'site-walk.gif'))).toThrow('field "image" must be a photo uploaded to /images/uploads/');
    const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
    try {
      expect(pictureProblem('/images/uploads/site-walk.jpg', publicDir)).toBe('names /images/uploads/site-walk.jpg, which is not in public/images/uploads/: upload it again in the editor');
      mkdirSync(join(publicDir, 'images/uploads'), { recursive: true });
      writeFileSync(join(publicDir, 'images/uploads/site-walk.jpg'), 'jpeg');
      expect(pictureProblem('/images/uploads/site-walk.jpg', publicDir)).toMatch(/sized copy \/images\/sized\/site-walk-640.avif is not made: build with `npm run build`/);
      mkdirSync(join(publicDir, 'images/sized'));
      for (const name of ['site-walk-640.avif', 'site-walk-640.webp', 'site-walk-1200.avif', 'site-walk-1200.webp']) writeFileSync(join(publicDir, 'images/sized', name), '');
      expect(pictureProblem('/images/uploads/site-walk.jpg', publicDir)).toBeNull();
      expect(pictureProblem('/images/blog/missing.svg', publicDir)).toBe('names /images/blog/missing.svg, which is not in public/');
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('is read from the posts folder beside the MDX posts, and a bad one stops the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'posts-'));
    try {
      writeFileSync(join(dir, 'first-hour.md'), post);
      expect(loadPosts(dir).map((p) => [p.id, p.ogImage])).toEqual([['first-hour', '/og/default.png']]);
      writeFileSync(join(dir, 'broken.md'), post.replace(/^title: .*\n/m, ''));
      expect(() => loadPosts(dir)).toThrow(`${dir}/broken.md: frontmatter field "title" is missing`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it('reads the empty optional fields an editor leaves behind as not given', () => {
  const written = withLine('seoTitle', "seoTitle: ''");
  expect(() => parsePost(file, written)).toThrow('field "title" gives the page title');
});
