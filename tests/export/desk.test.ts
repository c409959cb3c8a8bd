import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { PRIVATE_PREFIXES } from '@/lib/security-headers';
import { OUT_DIR, allFiles, requireExport } from './out';

/**
 * The lead desk in the export (tools/build-desk.mjs): a page of its own that nothing public links to,
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

test('no public page, script, sitemap, feed or search index names the desk, the editor or a sender\'s request page', () => {
  const publicFiles = allFiles().filter((file) => !PRIVATE_PREFIXES.some((prefix) => file.startsWith(join(OUT_DIR, prefix))) && /\.(html|txt|js|xml|json)$/.test(file));
  expect(publicFiles.length).toBeGreaterThan(100);
  const naming = publicFiles.filter((file) => /\/desk\/|\/api\/desk|\/admin\/|\/request\//.test(readFileSync(file, 'utf8')));
  expect(naming.map((file) => file.slice(OUT_DIR.length))).toEqual([]);
  for (const file of ['sitemap.xml', 'feed.xml', 'robots.txt']) expect(read(file)).not.toMatch(/\/desk|\/admin|\/request/);
});

test('the editor is served from here, fonts included, with its config made from the build\'s own field lists', () => {
  const page = parse(read('admin', 'index.html'));
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(page.querySelectorAll('script').map((s) => s.getAttribute('src'))).toEqual(['/admin/sveltia-cms.js', '/admin/editor.js']);
  expect(read('admin', 'sveltia-cms.js')).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
  const config = read('admin', 'config.yml');
  for (const field of ['title', 'seoTitle', 'description', 'published', 'updated', 'author', 'image', 'imageAlt', 'body']) expect(config).toContain(`name: ${field}`);
  expect(config).toContain('folder: content/blogs');
});

test('the sender\'s request page ships only its stylesheet and a script that names no other site and reads no storage or referrer', () => {
  // The page itself is written by its function (functions/request): nothing of it is an exported page.
  expect(readdirSync(join(OUT_DIR, 'request'), { recursive: true }).sort()).toEqual(['assets', join('assets', 'request.css'), join('assets', 'request.js')]);
  const script = read('request', 'assets', 'request.js');
  expect(script).toContain('dataset.uploads');
  expect(script).not.toMatch(/https?:\/\/[\w-]+\.[\w.-]+|document\.referrer|localStorage|sessionStorage|document\.cookie/);
});
