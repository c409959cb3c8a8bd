/** @jest-environment node */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPosts } from '@/lib/content/posts';
import { formatDateTime } from '@/lib/post-text';
import { fixturePostsDir } from '@/tests/content-fixtures';

/** A post dated ahead is not on the site until its day; the daily build then publishes it. */
test('a scheduled post is checked now and published on its day', () => {
  // Copies of posts (tests/fixtures/content/), one of them moved to a date ahead.
  const dir = fixturePostsDir();
  try {
    const file = join(dir, 'fixture-early-involvement.md');
    const scheduled = readFileSync(file, 'utf8').replace(/^published: .*$/m, 'published: "2027-03-01T09:00:00Z"').replace(/^updated: .*$/m, 'updated: "2027-03-01T09:00:00Z"');
    writeFileSync(file, scheduled);
    expect(loadPosts(dir, Date.parse('2027-02-28T23:00:00Z')).map((p) => p.id)).toEqual(['fixture-estimating-guide']);
    expect(loadPosts(dir, Date.parse('2027-03-01T09:00:00Z')).map((p) => p.id)).toEqual(['fixture-early-involvement', 'fixture-estimating-guide']);
    // Scheduled is still checked: a broken scheduled post stops the build today.
    writeFileSync(file, scheduled.replace(/^description: .*$/m, 'description: "Too short."'));
    expect(() => loadPosts(dir, Date.parse('2027-02-28T23:00:00Z'))).toThrow('fixture-early-involvement.md: frontmatter field "description" must be 70-160 characters');
    // And the rules across a post's body (its length, its links: lib/post-checks.ts) are held to every
    // post the draft's check and the tests read, the scheduled one among them (allPosts: no date limit).
    writeFileSync(file, scheduled);
    expect(loadPosts(dir, Infinity).map((p) => p.id)).toContain('fixture-early-involvement');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a draft\'s preview shows scheduled posts, with when they go live; the live site does not', () => {
  const ahead = { published: new Date(Date.now() + 86_400_000).toISOString() };
  jest.isolateModules(() => {
    const live = jest.requireActual<typeof import('@/lib/content/posts')>('@/lib/content/posts');
    expect(live.showsScheduledPosts).toBe(false);
    expect(live.isScheduled(ahead)).toBe(true);
    expect(live.isScheduled({ published: '2024-10-30T09:00:00Z' })).toBe(false);
  });
  const was = process.env.SCHEDULED_POSTS;
  process.env.SCHEDULED_POSTS = 'show';
  try {
    jest.isolateModules(() => {
      const preview = jest.requireActual<typeof import('@/lib/content/posts')>('@/lib/content/posts');
      expect(preview.showsScheduledPosts).toBe(true);
      expect(preview.blogPosts.map((p) => p.id)).toEqual([...preview.allPosts].map((p) => p.id));
    });
  } finally {
    if (was === undefined) delete process.env.SCHEDULED_POSTS;
    else process.env.SCHEDULED_POSTS = was;
  }
  expect(formatDateTime('2027-03-01T09:00:00Z')).toBe('March 1, 2027, 09:00 UTC');
});
