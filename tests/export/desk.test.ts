import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'node-html-parser';
import { HASHED_PRIVATE_FILE, PRIVATE_PREFIXES } from '@/lib/security-headers';
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

/** The editor's page's scripts: the CMS, then ours. */
const editorScripts = () => parse(read('admin', 'index.html')).querySelectorAll('script').map((s) => s.getAttribute('src') ?? '');

test('the editor is served from here, fonts included, with its config made from the build\'s own field lists', () => {
  const page = parse(read('admin', 'index.html'));
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(editorScripts()).toEqual([expect.stringMatching(/^\/admin\/cms\.[0-9a-f]{16}\/sveltia-cms\.js$/), expect.stringMatching(/^\/admin\/editor\.[0-9a-f]{16}\.js$/)]);
  const cms = read(editorScripts()[0]!);
  expect(cms).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
  // Nothing it asks for at start is on unpkg: its languages are here, its version check reads a data: URL.
  expect(cms).not.toMatch(/`\$\{\w+\}\/package\.json`|`\$\{\w+\}@\$\{\w+\}\/locales`/);
  const config = read('admin', 'config.yml');
  for (const field of ['title', 'seoTitle', 'description', 'published', 'updated', 'author', 'image', 'imageAlt', 'body']) expect(config).toContain(`name: ${field}`);
  expect(config).toContain('folder: content/blogs');
});

test('every file of the editor but its page and configuration is named by the hash of what it holds, the page and the CMS name them so, and no other file is there', () => {
  const dir = join(OUT_DIR, 'admin');
  const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  expect(files).toEqual(expect.arrayContaining(['index.html', 'config.yml']));
  const hashed = files.filter((file) => file !== 'index.html' && file !== 'config.yml');
  // A file <name>.<hash>.<ext> holds the bytes its hash says; a folder <name>.<hash>/ the files its says
  // (each one's path, a NUL, its SHA-256 and a newline, in path order).
  const folders = new Map<string, string[]>();
  for (const file of hashed) {
    expect(`/admin/${file}`).toMatch(HASHED_PRIVATE_FILE);
    const [top = '', ...inside] = file.split('/');
    if (inside.length) folders.set(top, [...(folders.get(top) ?? []), inside.join('/')]);
    else expect([file, /\.([0-9a-f]{16})\.\w+$/.exec(file)?.[1]]).toEqual([file, sha256(readFileSync(join(dir, file))).slice(0, 16)]);
  }
  for (const [folder, inside] of folders) {
    const listing = inside.sort().map((path) => `${path}\0${sha256(readFileSync(join(dir, folder, path)))}\n`).join('');
    expect([folder, folder.split('.').pop()]).toEqual([folder, sha256(listing).slice(0, 16)]);
  }
  expect([...folders.keys()].map((folder) => folder.split('.')[0]).sort()).toEqual(['cms', 'locales', 'vendor']);
  // The page names the CMS and our script; they name every other file by its hash.
  const scripts = editorScripts();
  for (const src of scripts) expect(existsSync(join(OUT_DIR, src))).toBe(true);
  const named = scripts.map((src) => read(src)).join('\n');
  const tops = [...new Set(hashed.map((file) => file.split('/')[0]!))];
  expect(tops.filter((top) => !scripts.some((src) => `${src}/`.startsWith(`/admin/${top}/`)) && !named.includes(`/admin/${top}`))).toEqual([]);
});

test('the sender\'s request page ships only its stylesheet and a script that names no other site and reads no storage or referrer', () => {
  // The page itself is written by its function (functions/routes/request-page.ts): nothing of it is an exported page.
  expect(readdirSync(join(OUT_DIR, 'request'), { recursive: true }).sort()).toEqual(['assets', join('assets', 'request.css'), join('assets', 'request.js')]);
  const script = read('request', 'assets', 'request.js');
  expect(script).toContain('dataset.uploads');
  expect(script).not.toMatch(/https?:\/\/[\w-]+\.[\w.-]+|document\.referrer|localStorage|sessionStorage|document\.cookie/);
});
