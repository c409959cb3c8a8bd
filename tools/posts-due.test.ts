/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postsDue } from './posts-due.mjs';

/** The hourly look for scheduled posts that came due (.github/workflows/scheduled-posts.yml). */
test('a post counts as due in the window after its date and time, not before, not long after', () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-due-'));
  try {
    const post = (name: string, published: string) => writeFileSync(join(dir, name), `---\ntitle: "${name}"\npublished: "${published}"\nupdated: "${published}"\n---\n\nBody.\n`);
    post('at-nine.md', '2027-03-01T09:00:00Z');
    post('old.md', '2024-09-10T09:00:00Z');
    post('next-week.mdx', '2027-03-08T09:00:00Z');
    writeFileSync(join(dir, 'notes.txt'), 'published: "2027-03-01T09:00:00Z"');
    const at = (iso: string) => postsDue(dir, Date.parse(iso), 70);
    expect(at('2027-03-01T08:59:00Z')).toEqual([]);
    expect(at('2027-03-01T09:00:00Z')).toEqual(['at-nine.md']);
    expect(at('2027-03-01T10:07:00Z')).toEqual(['at-nine.md']);
    expect(at('2027-03-01T10:11:00Z')).toEqual([]);
    expect(at('2027-03-08T09:30:00Z')).toEqual(['next-week.mdx']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
