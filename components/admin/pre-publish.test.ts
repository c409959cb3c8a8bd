/** @jest-environment node */
import { decide } from './pre-publish';
import { CONTENT_CHECK, PREVIEW_STATUS } from '@/lib/pipeline';

/**
 * The editor's Publish decides from the draft's statuses and the files it changes against main
 * (components/admin/pre-publish.ts): published only when both statuses passed and every file is one the
 * editor writes; a draft that changes anything else waits for a developer, and she is told so first.
 */
const globals = globalThis as unknown as { FIELD_LABELS: Record<string, Record<string, string>> };
beforeAll(() => {
  globals.FIELD_LABELS = { posts: { description: 'Excerpt' } };
});

const passed = [
  { context: CONTENT_CHECK, state: 'success', description: 'The draft passes the site\'s checks.' },
  { context: PREVIEW_STATUS, state: 'success', description: 'Tested and deployed to its preview' },
];
const draft = { collection: 'posts', slug: 'my-post' };

test('a content draft whose check and tests passed is published', () => {
  expect(decide({ ...draft, statuses: passed, files: ['content/blogs/my-post.md', 'public/images/uploads/site-visit.webp'] })).toBeNull();
});

test('a draft that changes a file the editor does not write waits for a developer, and says which', () => {
  const why = decide({ ...draft, statuses: passed, files: ['content/blogs/my-post.md', 'functions/routes/visit.ts'] });
  expect(why).toContain('a developer must review and approve it before it can be published');
  expect(why).toContain('(functions/routes/visit.ts)');
  const many = decide({ ...draft, statuses: passed, files: ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'] });
  expect(many).toContain('(a.ts, b.ts, c.ts and 2 more)');
  // GitHub's compare lists at most 300 files: a change that reaches it is not taken for content alone.
  expect(decide({ ...draft, statuses: passed, files: Array.from({ length: 300 }, (_, i) => `content/blogs/p${i}.md`) })).toContain('a developer must review');
});

test('files GitHub did not list are not taken for content alone', () => {
  expect(decide({ ...draft, statuses: passed, files: null })).toContain('GitHub did not say which files this draft changes');
});

test('the statuses come first: checking, refused in her words, testing, failed', () => {
  const code = ['functions/routes/visit.ts'];
  expect(decide({ ...draft, statuses: [], files: code })).toContain('still checking');
  expect(decide({ ...draft, statuses: [{ context: CONTENT_CHECK, state: 'failure', description: 'frontmatter field "description" must be at most 160 characters' }], files: code })).toBe(
    'The site\'s check found a problem: "Excerpt" (description) must be at most 160 characters. Correct it in the form, save, and publish again once the check has passed.',
  );
  expect(decide({ ...draft, statuses: [passed[0]!, { context: PREVIEW_STATUS, state: 'pending', description: null }], files: code })).toContain('now being tested');
  expect(decide({ ...draft, statuses: [passed[0]!, { context: PREVIEW_STATUS, state: 'failure', description: null }], files: code })).toContain('tests failed');
});
