/** @jest-environment node */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPosts } from './blogs';

/** A post dated ahead is not on the site until its day; the daily build then publishes it. */
test('a scheduled post is checked now and published on its day', () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  try {
    copyFileSync('content/blogs/estimating-accuracy.md', join(dir, 'estimating-accuracy.md'));
    const scheduled = readFileSync('content/blogs/benefits-of-bim.md', 'utf8').replace(/^published: .*$/m, 'published: "2027-03-01T09:00:00Z"').replace(/^updated: .*$/m, 'updated: "2027-03-01T09:00:00Z"');
    writeFileSync(join(dir, 'benefits-of-bim.md'), scheduled);
    expect(loadPosts(dir, Date.parse('2027-02-28T23:00:00Z')).map((p) => p.id)).toEqual(['estimating-accuracy']);
    expect(loadPosts(dir, Date.parse('2027-03-01T09:00:00Z')).map((p) => p.id)).toEqual(['benefits-of-bim', 'estimating-accuracy']);
    // Scheduled is still checked: a broken scheduled post stops the build today.
    writeFileSync(join(dir, 'benefits-of-bim.md'), scheduled.replace(/^description: .*$/m, 'description: "Too short."'));
    expect(() => loadPosts(dir, Date.parse('2027-02-28T23:00:00Z'))).toThrow('benefits-of-bim.md: frontmatter field "description" must be 70-160 characters');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
