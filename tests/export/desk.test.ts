import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { PRIVATE_PREFIXES } from '@/lib/security-headers';
import { filesIn } from '@/scripts/files.mjs';
import { OUT_DIR, requireExport } from './out';

/**
 * The lead desk in the export (scripts/build-desk.mjs): a page of its own that nothing public links to,
 * lists or loads, with no inline script. (Its headers on each host: lib/hosting.test.ts.)
 */

beforeAll(requireExport);

const DESK = join(OUT_DIR, 'desk');
const read = (...path: string[]) => readFileSync(join(OUT_DIR, ...path), 'utf8');

test('the desk page loads only its own script and stylesheet, runs nothing inline and asks not to be indexed', () => {
  const page = parse(readFileSync(join(DESK, 'index.html'), 'utf8'));
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(page.querySelectorAll('script').map((s) => s.getAttribute('src'))).toEqual(['/desk/desk.js']);
  expect(page.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href'))).toEqual(['/desk/desk.css']);
  expect(page.querySelectorAll('[style]')).toHaveLength(0);
  expect(readFileSync(join(DESK, 'desk.js'), 'utf8')).toContain('/api/desk');
});

test('no public page, script, sitemap, feed or search index names the desk', () => {
  const publicFiles = filesIn(OUT_DIR).filter((file) => !PRIVATE_PREFIXES.some((prefix) => file.startsWith(join(OUT_DIR, prefix))) && /\.(html|txt|js|xml|json)$/.test(file));
  expect(publicFiles.length).toBeGreaterThan(100);
  const naming = publicFiles.filter((file) => /\/desk\/|\/api\/desk/.test(readFileSync(file, 'utf8')));
  expect(naming.map((file) => file.slice(OUT_DIR.length))).toEqual([]);
  expect(read('sitemap.xml')).not.toContain('/desk');
  expect(read('feed.xml')).not.toContain('/desk');
});
