import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parse } from 'node-html-parser';
import { test, expect } from './fixtures';
import { allFiles, allHtmlPaths, indexablePaths, OUT_DIR, readPage, SITE_URL, fileForPath } from './export';
import { HTML_BUDGET_BROTLI_BYTES, JS_BUDGET_GZIP_BYTES } from './budgets';
import { deferredData, deferredScripts, loaderScript } from '../scripts/first-paint.mjs';
import { COMPILE_HINT } from '../scripts/export-adapter.mjs';

/**
 * Checks on the files of the export itself (no browser needed): links, metadata uniqueness, sitemap,
 * HTML validity and JavaScript weight. They run once, in the desktop project.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'file checks run once');
});

/** Internal URL path of a reference in a page, or null for external/mailto/tel. */
function internalTarget(ref: string, from: string): URL | null {
  if (/^(mailto:|tel:|data:|javascript:)/.test(ref)) return null;
  const url = new URL(ref, `http://site.test${from}`);
  return url.host === 'site.test' ? url : null;
}

function resolvesToFile(pathname: string): string | null {
  const decoded = decodeURIComponent(pathname);
  if (decoded.endsWith('/')) return existsSync(join(OUT_DIR, decoded, 'index.html')) ? join(OUT_DIR, decoded, 'index.html') : null;
  return existsSync(join(OUT_DIR, decoded)) ? join(OUT_DIR, decoded) : null;
}

test('no broken internal links, images or anchors anywhere in the export', () => {
  const idsByFile = new Map<string, Set<string>>();
  const idsIn = (file: string) => {
    if (!idsByFile.has(file)) {
      const html = readFileSync(file, 'utf8');
      idsByFile.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '')));
    }
    return idsByFile.get(file)!;
  };
  const broken: string[] = [];
  let checked = 0;
  const sources = [...allHtmlPaths().map((path) => ({ path, file: fileForPath(path) })), { path: '/', file: join(OUT_DIR, '404.html') }];
  for (const { path, file: source } of sources) {
    const page = parse(readFileSync(source, 'utf8'));
    const refs = [
      ...page.querySelectorAll('a[href]').map((el) => el.getAttribute('href') ?? ''),
      ...page.querySelectorAll('img[src]').map((el) => el.getAttribute('src') ?? ''),
      ...page.querySelectorAll('link[href]').map((el) => el.getAttribute('href') ?? ''),
      ...page.querySelectorAll('script[src]').map((el) => el.getAttribute('src') ?? ''),
      // Fonts and images the inline stylesheet refers to.
      ...page.querySelectorAll('style').flatMap((el) => [...el.text.matchAll(/url\(\s*['"]?([^'")]+)/g)].map((m) => m[1] ?? '')),
    ];
    for (const ref of refs) {
      const url = internalTarget(ref, path);
      if (!url) continue;
      checked++;
      const file = resolvesToFile(url.pathname);
      if (!file) {
        broken.push(`${source} -> ${ref}`);
        continue;
      }
      if (url.hash && url.hash !== '#' && file.endsWith('.html') && !idsIn(file).has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push(`${path} -> ${ref} (missing anchor)`);
      }
      if (ref.startsWith('/') && !ref.startsWith('/_next') && file.endsWith('index.html') && !url.pathname.endsWith('/')) {
        broken.push(`${path} -> ${ref} (not the served form: needs a trailing slash)`);
      }
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
});

test('every page has a unique title and description and a self-canonical', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of indexablePaths()) {
    const { root } = readPage(path);
    const title = root.querySelector('title')?.text.trim() ?? '';
    const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    expect(title, `${path} title`).not.toBe('');
    expect(description.length, `${path} description length`).toBeGreaterThanOrEqual(50);
    expect(titles.get(title), `${path} shares its title with`).toBeUndefined();
    expect(descriptions.get(description), `${path} shares its description with`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${path} canonical`).toBe(`${SITE_URL}${path}`);
    // In the HTML itself, not only after hydration (which would re-render a mismatched heading).
    expect(root.querySelectorAll('h1').length, `${path} has one h1 in its HTML`).toBe(1);
  }
});

test('sitemap.xml lists every page and nothing else; robots.txt points to it', () => {
  const sitemap = readFileSync(join(OUT_DIR, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const expected = indexablePaths().map((p) => `${SITE_URL}${p}`).sort();
  expect(listed).toEqual(expected);
  const robots = readFileSync(join(OUT_DIR, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toMatch(/Allow: \//);
});

test('every page is valid HTML (W3C Nu checker)', () => {
  const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const files = [...allHtmlPaths().map(fileForPath), join(OUT_DIR, '404.html')];
  let output = '';
  try {
    // Markup only: the inline stylesheet is Tailwind's output, and the checker's CSS grammar predates
    // rules every current browser supports (@property), so its CSS messages are filtered out.
    execFileSync('java', ['-jar', vnu, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output
    ? (JSON.parse(output) as { messages: { type: string; url: string; message: string; lastLine?: number }[] }).messages
    : [];
  const errors = messages
    .filter((m) => m.type === 'error')
    .map((m) => `${m.url.replace(`file:${OUT_DIR}`, '')}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
});

test('JavaScript each page loads stays within the gzip budget', () => {
  const sizes = new Map<string, number>();
  const gz = (src: string) => {
    // webpack names dynamic-route chunks after the folder, so `[id]` arrives URL-encoded.
    if (!sizes.has(src)) sizes.set(src, gzipSync(readFileSync(join(OUT_DIR, decodeURIComponent(src)))).length);
    return sizes.get(src)!;
  };
  const over: string[] = [];
  for (const path of allHtmlPaths()) {
    const { html } = readPage(path);
    const total = deferredScripts(html).reduce((sum, src) => sum + gz(src), 0);
    expect(total, `${path} loads no framework scripts`).toBeGreaterThan(100_000);
    const budget = JS_BUDGET_GZIP_BYTES[path] ?? JS_BUDGET_GZIP_BYTES.default;
    if (total > budget) over.push(`${path}: ${total} B > ${budget} B`);
  }
  expect(over).toEqual([]);
});

test('every page paints from its HTML: no stylesheet, script, web font or manifest is fetched before the first paint', () => {
  // scripts/first-paint.mjs, run by the build adapter: CSS inline, scripts started by the loader. Text
  // uses the system's font and there is no web app manifest: on HTTP/1.1 each of those is a request
  // on a cold connection that the largest paint would wait for (docs/performance.md).
  const blocking: string[] = [];
  for (const file of [...allHtmlPaths().map(fileForPath), join(OUT_DIR, '404.html')]) {
    const html = readFileSync(file, 'utf8');
    const root = parse(html);
    const fetched = [
      ...root.querySelectorAll('link[rel="stylesheet"]').filter((l) => !l.hasAttribute('disabled')),
      ...root.querySelectorAll('script[src]').filter((s) => !s.hasAttribute('nomodule')),
      ...root.querySelectorAll('link[rel="preload"][as="script"], link[rel="preload"][as="style"], link[rel="preload"][as="font"], link[rel="manifest"]'),
    ];
    if (/@font-face/.test(root.querySelectorAll('style').map((style) => style.text).join(''))) {
      blocking.push(`${file.replace(OUT_DIR, '')}: the inline stylesheet declares a web font`);
    }
    if (fetched.length) blocking.push(`${file.replace(OUT_DIR, '')}: ${fetched.map((el) => el.toString().slice(0, 80)).join(', ')}`);
    if (!root.querySelector('style')) blocking.push(`${file.replace(OUT_DIR, '')}: no inline stylesheet`);
    if (deferredScripts(html).some((src) => !existsSync(join(OUT_DIR, decodeURIComponent(src))))) {
      blocking.push(`${file.replace(OUT_DIR, '')}: loader lists a missing script`);
    }
  }
  expect(blocking).toEqual([]);
});

test('every page names raster icons: an SVG tab icon would be drawn on the main thread while the page loads', () => {
  // Chrome renders an SVG icon as a document of its own on the page's main thread (3-16 ms measured
  // during load, after the first paint: a long task on Lighthouse's phone); a PNG decodes elsewhere.
  const problems: string[] = [];
  for (const file of [...allHtmlPaths().map(fileForPath), join(OUT_DIR, '404.html')]) {
    const root = parse(readFileSync(file, 'utf8'));
    const icons = root.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]');
    const names = icons.map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`);
    if (icons.length !== 2) problems.push(`${file.replace(OUT_DIR, '')}: icons ${names.join(', ') || 'none'}`);
    for (const link of icons) {
      const href = link.getAttribute('href') ?? '';
      const size = href.startsWith('/') && existsSync(join(OUT_DIR, href)) ? pngSize(join(OUT_DIR, href)) : null;
      const [width] = (link.getAttribute('sizes') ?? '').split('x').map(Number);
      if (!size || size.width !== width) problems.push(`${file.replace(OUT_DIR, '')}: ${link.toString()} is not a PNG of its stated size`);
    }
  }
  expect(problems).toEqual([]);
});

test('every page fetches its hydration data from the file beside it, so its HTML fits the first round trips', () => {
  const problems: string[] = [];
  for (const path of allHtmlPaths()) {
    const { html } = readPage(path);
    const data = deferredData(html);
    if (data !== `${path}index.txt`) problems.push(`${path}: loader fetches ${data}, not ${path}index.txt`);
    else if (!existsSync(join(OUT_DIR, data))) problems.push(`${path}: ${data} is missing`);
    if (html.includes('["__next_f",[1,')) problems.push(`${path}: hydration data still inline`);
    const bytes = brotliCompressSync(html).length;
    const budget = HTML_BUDGET_BROTLI_BYTES[path] ?? HTML_BUDGET_BROTLI_BYTES.default;
    if (bytes > budget) problems.push(`${path}: HTML is ${bytes} B Brotli > ${budget} B`);
  }
  expect(problems).toEqual([]);
});

test('every page\'s data carries the stylesheet at most once (Next sends it again for the error boundary)', () => {
  // scripts/flight-data.mjs, run by the build adapter: 48 kB less to receive and decode on every page.
  const repeated: string[] = [];
  for (const path of allHtmlPaths()) {
    const { html } = readPage(path);
    const css = parse(html).querySelector('style')?.text ?? '';
    expect(css.length, `${path} has an inline stylesheet`).toBeGreaterThan(10_000);
    for (const file of [`${path}index.txt`, `${path}__next._full.txt`]) {
      const data = readFileSync(join(OUT_DIR, file), 'utf8');
      const copies = data.split(css.slice(0, 500)).length - 1;
      if (copies > 1) repeated.push(`${file}: ${copies} copies`);
    }
  }
  expect(repeated).toEqual([]);
});

test('every script chunk starts with the V8 compile hint, so Chrome compiles it off the main thread', () => {
  // Added by the build adapter (scripts/export-adapter.mjs) to every script in the export.
  const chunks = allFiles().filter((f) => f.startsWith(join(OUT_DIR, '_next/static/')) && f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(5);
  const unhinted = chunks.filter((f) => !readFileSync(f, 'utf8').startsWith(COMPILE_HINT));
  expect(unhinted).toEqual([]);
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } | null {
  const buf = readFileSync(file);
  if (buf.toString('ascii', 1, 4) !== 'PNG') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

test('every page names a real 1200x630 PNG as its Open Graph image; the publisher logo is a real 512x512 PNG', () => {
  const problems: string[] = [];
  for (const path of indexablePaths()) {
    const { root } = readPage(path);
    const image = root.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    if (!image.startsWith(SITE_URL)) {
      problems.push(`${path}: og:image not on the site: ${image}`);
      continue;
    }
    const file = join(OUT_DIR, image.slice(SITE_URL.length));
    const size = existsSync(file) ? pngSize(file) : null;
    if (!size || size.width !== 1200 || size.height !== 630) problems.push(`${path}: ${image} is not a 1200x630 PNG`);
  }
  const logo = pngSize(join(OUT_DIR, 'icon-512.png'));
  if (!logo || logo.width !== 512 || logo.height !== 512) problems.push('icon-512.png (the JSON-LD publisher logo) is not 512x512');
  expect(allFiles().filter((f) => /\.(woff2?|ttf|otf)$/.test(f))).toEqual([]);
  expect(problems).toEqual([]);
});

test('deploy files ship security headers, a CSP without unsafe scripts, and the /blog redirect', () => {
  const headers = readFileSync(join(OUT_DIR, '_headers'), 'utf8');
  for (const name of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
    expect(headers).toContain(`${name}:`);
  }
  expect(headers).toContain("frame-ancestors 'none'");
  const policies = [...headers.matchAll(/Content-Security-Policy: (.*)/g)].map((m) => m[1]!);
  expect(policies.length).toBeGreaterThanOrEqual(2);
  for (const policy of policies) {
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(loaderScript()).digest('base64')}'`);
  }
  expect(readFileSync(join(OUT_DIR, '_redirects'), 'utf8')).toContain('/blog /blogs/ 301');
  expect(allFiles().some((f) => f.endsWith('feed.xml'))).toBe(true);
});

test('every page runs no inline script but the loader the CSP allows by hash', () => {
  const offenders: string[] = [];
  for (const file of [...allHtmlPaths().map(fileForPath), join(OUT_DIR, '404.html')]) {
    const scripts = parse(readFileSync(file, 'utf8'), { blockTextElements: { script: true } }).querySelectorAll('script');
    for (const script of scripts) {
      const type = (script.getAttribute('type') ?? '').toLowerCase();
      if (script.hasAttribute('src') || !['', 'text/javascript', 'module'].includes(type)) continue;
      if (script.rawText !== loaderScript()) offenders.push(`${file.replace(OUT_DIR, '')}: ${script.rawText.slice(0, 60)}`);
    }
  }
  expect(offenders).toEqual([]);
});
