/**
 * The unit tests' own content: copies of each kind of file the editor writes, in tests/fixtures/content/
 * laid out as content/ is, so the site's loaders read them. A test that breaks a rule, or looks at an
 * entry's values, starts from these; the marketer's files in content/ are read only by the checks of the
 * live content, which name no entry (tests/live-entries.test.ts). tests/content-fixtures.test.ts keeps
 * the copies passing every check the build makes.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { people } from '@/lib/content/team';

export const FIXTURES = 'tests/fixtures/content';
/** The fixtures' public/: the drawing a fixture post names, which the site's public/ does not have. */
const FIXTURE_PUBLIC = 'tests/fixtures/public';

/** A fixture's path, as `content/…` would be: `fixture('projects/fixture-office-block.md')`. */
export const fixture = (path: string) => `${FIXTURES}/${path}`;

/**
 * A post names its author by a person's id, and the build accepts only the people in the live
 * content/team.yml, which the marketer edits: a fixture post is read with the first person there as its
 * author, so no change to the team breaks a test.
 */
export const liveAuthor = people[0]!.id;

/** A fixture file's text; a post's with the live author. */
export function readFixture(path: string): string {
  const text = readFileSync(fixture(path), 'utf8');
  return path.startsWith('blogs/') ? text.replace(/^author: .*$/m, `author: ${liveAuthor}`) : text;
}

/** The fixture posts in a new temporary folder (as readFixture reads them), for loadPosts; the caller removes it. */
export function fixturePostsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  for (const name of readdirSync(fixture('blogs'))) writeFileSync(join(dir, name), readFixture(`blogs/${name}`));
  return dir;
}

/** Whether a site path (`/images/blog/x.svg`) is a file in the fixtures' public/ or the site's. */
export const fixtureFileExists = (src: string) => existsSync(join(process.cwd(), FIXTURE_PUBLIC, src)) || existsSync(join(process.cwd(), 'public', src));
