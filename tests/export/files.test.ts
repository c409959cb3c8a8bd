import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { headersFile, redirectsFile } from '@/lib/hosting';
import { PRIVATE_PREFIXES } from '@/lib/security-headers';
import { adapterInlineScripts, COMPILE_HINT, deferredData, deferredScripts, loaderScript, warmUp } from '@/paint-first/index.mjs';
import { HTML_BUDGET_BROTLI_BYTES, JS_BUDGET_GZIP_BYTES } from './budgets';
import {
  allFiles,
  allHtmlFiles,
  allHtmlPaths,
  fileForPath,
  indexablePaths,
  NOT_FOUND_FILE,
  OUT_DIR,
  pngSize,
  readPage,
  REDIRECT_PAGES,
  requireExport,
  SITE_URL,
} from './out';

/**
 * Checks on the files of the export itself (no browser, no server): links, every page's head,
 * first paint, JavaScript and HTML weight, icons, the deploy files.
 */

beforeAll(requireExport);

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

/** A file's path in out/, for messages. */
const shown = (file: string) => file.replace(OUT_DIR, '');

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
  const sources = [...allHtmlPaths().map((path) => ({ path, file: fileForPath(path) })), { path: '/', file: NOT_FOUND_FILE }];
  for (const { path, file: source } of sources) {
    const page = parse(readFileSync(source, 'utf8'));
    const refs = [
      ...page.querySelectorAll('a[href]').map((el) => el.getAttribute('href') ?? ''),
      ...page.querySelectorAll('img[src]').map((el) => el.getAttribute('src') ?? ''),
      // Every candidate of a srcset (uploaded photos' sized copies), whose URLs have no spaces.
      ...page.querySelectorAll('img[srcset], source[srcset]').flatMap((el) => (el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')),
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
        broken.push(`${shown(source)} -> ${ref}`);
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

test('every page\'s HTML: lang, one h1, a canonical, title, description, Open Graph, Twitter and JSON-LD that parses', () => {
  const problems: string[] = [];
  for (const path of allHtmlPaths()) {
    const { root } = readPage(path);
    const redirect = REDIRECT_PAGES.has(path);
    const head = root.querySelector('head')!;
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
    if (root.querySelector('html')?.getAttribute('lang') !== 'en') problems.push(`${path}: <html lang> is not "en"`);
    // In the HTML itself, not only after hydration (which would re-render a mismatched heading).
    const h1s = root.querySelectorAll('h1');
    if (h1s.length !== 1 || !h1s[0]!.text.trim()) problems.push(`${path}: ${h1s.length} h1 in its HTML, or an empty one`);
    // The redirect page points search engines at the page it forwards to.
    const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const expected = redirect ? `${SITE_URL}/blogs/` : `${SITE_URL}${path}`;
    if (canonical !== expected) problems.push(`${path}: canonical ${canonical}, not ${expected}`);
    if (!head.querySelector('title')?.text.trim()) problems.push(`${path}: no title`);
    if (!content('meta[name="description"]')) problems.push(`${path}: no description`);
    // The redirect page (noindex, canonical to where it forwards) names no URL of its own to share.
    for (const property of ['og:title', 'og:description', ...(redirect ? [] : ['og:url']), 'og:image', 'og:type', 'og:site_name']) {
      if (!content(`meta[property="${property}"]`)) problems.push(`${path}: no ${property}`);
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:image']) {
      if (!content(`meta[name="${name}"]`)) problems.push(`${path}: no ${name}`);
    }
    const types: string[] = [];
    for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        const data = JSON.parse(script.text) as { '@context'?: string; '@type'?: string };
        if (data['@context'] !== 'https://schema.org' || !data['@type']) problems.push(`${path}: JSON-LD without a schema.org @context and @type`);
        types.push(String(data['@type']));
      } catch (error) {
        problems.push(`${path}: JSON-LD does not parse: ${String(error)}`);
      }
    }
    if (path !== '/' && !redirect && !types.includes('BreadcrumbList')) problems.push(`${path}: no BreadcrumbList`);
  }
  expect(problems).toEqual([]);
});

test('no page holds a frame: axe checks each page in the page itself (e2e/fixtures.ts axeViolations)', () => {
  // axe run in a page does not look inside frames; a page that gains one needs the builder's frame-by-frame mode.
  const framed = allHtmlPaths().filter((path) => readPage(path).root.querySelector('iframe, frame, object, embed'));
  expect(framed).toEqual([]);
});

test('every indexable page has a title and a description of its own', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const shared: string[] = [];
  for (const path of indexablePaths()) {
    const { root } = readPage(path);
    const title = root.querySelector('title')?.text.trim() ?? '';
    const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    if (titles.has(title)) shared.push(`${path} shares its title with ${titles.get(title)}`);
    if (descriptions.has(description)) shared.push(`${path} shares its description with ${descriptions.get(description)}`);
    titles.set(title, path);
    descriptions.set(description, path);
  }
  expect(shared).toEqual([]);
});

test('the not-found page says so, links home, and is neither canonical nor indexed', () => {
  // The status (404) and that hosts serve it are host behaviour: e2e/hosting.spec.ts.
  const root = parse(readFileSync(NOT_FOUND_FILE, 'utf8'));
  expect(root.querySelectorAll('h1').map((h) => h.text.trim())).toEqual(['Page not found']);
  expect(root.querySelector('main')?.text).toContain("The page you're looking for doesn't exist.");
  expect(root.querySelectorAll('main a').filter((a) => a.text.trim() === 'Return Home').map((a) => a.getAttribute('href'))).toEqual(['/']);
  expect(root.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  expect(root.querySelectorAll('meta[name="robots"]').map((m) => m.getAttribute('content'))).toEqual([expect.stringMatching(/noindex/)]);
});

test("every page's header holds a plain link to the contact form, named for what it does", () => {
  // What it looks like and where it sits at phone widths, with and without scripts: e2e/shell.spec.ts.
  const wrong: string[] = [];
  for (const path of allHtmlPaths()) {
    const links = readPage(path).root.querySelectorAll('header a[data-header-quote]');
    const link = links[0];
    if (links.length !== 1 || link?.getAttribute('href') !== '/contact/' || link.text.trim() !== 'Get a Quote') {
      wrong.push(`${path}: ${links.map((l) => l.toString().slice(0, 80)).join(', ') || 'none'}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("the header marks the current page's link in the HTML itself, before any script: Blogs on every /blogs/ path", () => {
  // Both navigations named Main: the desktop bar and the phone menu (which has no Home or Services link).
  const marked = (path: string) =>
    readPage(path)
      .root.querySelectorAll('header nav[aria-label="Main"] a[aria-current="page"]')
      .map((a) => a.text.trim());
  const blogPaths = allHtmlPaths().filter((path) => path.startsWith('/blogs/'));
  expect(blogPaths.length).toBeGreaterThan(2);
  expect({
    '/': marked('/'),
    '/about/': marked('/about/'),
    '/services/bim/': marked('/services/bim/'),
    ...Object.fromEntries(blogPaths.map((path) => [path, marked(path)])),
  }).toEqual({
    '/': ['Home'],
    '/about/': ['About', 'About'],
    '/services/bim/': ['Services'],
    ...Object.fromEntries(blogPaths.map((path) => [path, ['Blogs', 'Blogs']])),
  });
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
    if (total <= 100_000) over.push(`${path} loads no framework scripts (${total} B)`);
    const budget = JS_BUDGET_GZIP_BYTES[path] ?? JS_BUDGET_GZIP_BYTES.default;
    if (total > budget) over.push(`${path}: ${total} B > ${budget} B`);
  }
  expect(over).toEqual([]);
});

test('every page paints from its HTML: no stylesheet, script, web font or manifest is fetched before the first paint', () => {
  // paint-first/first-paint.mjs, run by the build adapter: CSS inline, scripts started by the loader. Text
  // uses the system's font and there is no web app manifest: on HTTP/1.1 each of those is a request
  // on a cold connection that the largest paint would wait for (docs/performance.md).
  const blocking: string[] = [];
  for (const file of allHtmlFiles()) {
    const html = readFileSync(file, 'utf8');
    const root = parse(html);
    const fetched = [
      ...root.querySelectorAll('link[rel="stylesheet"]').filter((l) => !l.hasAttribute('disabled')),
      ...root.querySelectorAll('script[src]').filter((s) => !s.hasAttribute('nomodule')),
      ...root.querySelectorAll('link[rel="preload"][as="script"], link[rel="preload"][as="style"], link[rel="preload"][as="font"], link[rel="manifest"]'),
    ];
    if (/@font-face/.test(root.querySelectorAll('style').map((style) => style.text).join(''))) {
      blocking.push(`${shown(file)}: the inline stylesheet declares a web font`);
    }
    if (fetched.length) blocking.push(`${shown(file)}: ${fetched.map((el) => el.toString().slice(0, 80)).join(', ')}`);
    if (!root.querySelector('style')) blocking.push(`${shown(file)}: no inline stylesheet`);
    if (deferredScripts(html).some((src) => !existsSync(join(OUT_DIR, decodeURIComponent(src))))) {
      blocking.push(`${shown(file)}: loader lists a missing script`);
    }
  }
  expect(blocking).toEqual([]);
});

test('every page names raster icons: an SVG tab icon would be drawn on the main thread while the page loads', () => {
  // Chrome renders an SVG icon as a document of its own on the page's main thread (3-16 ms measured
  // during load, after the first paint: a long task on Lighthouse's phone); a PNG decodes elsewhere.
  const problems: string[] = [];
  for (const file of allHtmlFiles()) {
    const root = parse(readFileSync(file, 'utf8'));
    const icons = root.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]');
    const names = icons.map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`);
    if (icons.length !== 2) problems.push(`${shown(file)}: icons ${names.join(', ') || 'none'}`);
    for (const link of icons) {
      const href = link.getAttribute('href') ?? '';
      const size = href.startsWith('/') && existsSync(join(OUT_DIR, href)) ? pngSize(join(OUT_DIR, href)) : null;
      const [width] = (link.getAttribute('sizes') ?? '').split('x').map(Number);
      if (!size || size.width !== width) problems.push(`${shown(file)}: ${link.toString()} is not a PNG of its stated size`);
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

test('every page runs React\'s modules ahead of the app\'s entry, so that no start-up task is a long one', () => {
  // paint-first/module-warmup.mjs: react-dom's client alone is some 40 ms of a 60-100 ms task on a phone.
  const problems: string[] = [];
  for (const path of allHtmlPaths()) {
    const groups = warmUp(readPage(path).html);
    if (groups.length < 2) problems.push(`${path}: ${groups.length} groups of React's modules run ahead of the entry`);
  }
  expect(problems).toEqual([]);
});

test('every page\'s data carries the stylesheet at most once (Next sends it again for the error boundary)', () => {
  // paint-first/flight-data.mjs, run by the build adapter: 48 kB less to receive and decode on every page.
  const repeated: string[] = [];
  for (const path of allHtmlPaths()) {
    const { root } = readPage(path);
    const css = root.querySelector('style')?.text ?? '';
    if (css.length <= 10_000) repeated.push(`${path}: no inline stylesheet of the site's size (${css.length} characters)`);
    for (const file of [`${path}index.txt`, `${path}__next._full.txt`]) {
      const data = readFileSync(join(OUT_DIR, file), 'utf8');
      const copies = data.split(css.slice(0, 500)).length - 1;
      if (copies > 1) repeated.push(`${file}: ${copies} copies`);
    }
  }
  expect(repeated).toEqual([]);
});

test('every script chunk starts with the V8 compile hint, so Chrome compiles it off the main thread', () => {
  // Added by the build adapter (paint-first/adapter.mjs) to every script in the export.
  const chunks = allFiles().filter((f) => f.startsWith(join(OUT_DIR, '_next/static/')) && f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(5);
  const unhinted = chunks.filter((f) => !readFileSync(f, 'utf8').startsWith(COMPILE_HINT));
  expect(unhinted).toEqual([]);
});

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
  // The public pages use the reader's own fonts; only the editor's own interface carries some.
  expect(allFiles().filter((f) => /\.(woff2?|ttf|otf)$/.test(f) && !PRIVATE_PREFIXES.some((prefix) => f.startsWith(join(OUT_DIR, prefix))))).toEqual([]);
  expect(problems).toEqual([]);
});

test('deploy files: _headers and _redirects are what lib/hosting.ts makes for the loader; the feed is there', () => {
  // What the policies and headers say is checked once, on their one source: lib/hosting.test.ts.
  expect(readFileSync(join(OUT_DIR, '_headers'), 'utf8')).toBe(headersFile(adapterInlineScripts()));
  expect(readFileSync(join(OUT_DIR, '_redirects'), 'utf8')).toBe(redirectsFile());
  expect(allFiles().some((f) => f.endsWith('feed.xml'))).toBe(true);
});

test('every page runs no inline script but the loader the CSP allows by hash', () => {
  const offenders: string[] = [];
  for (const file of allHtmlFiles()) {
    const scripts = parse(readFileSync(file, 'utf8'), { blockTextElements: { script: true } }).querySelectorAll('script');
    for (const script of scripts) {
      const type = (script.getAttribute('type') ?? '').toLowerCase();
      if (script.hasAttribute('src') || !['', 'text/javascript', 'module'].includes(type)) continue;
      if (script.rawText !== loaderScript()) offenders.push(`${shown(file)}: ${script.rawText.slice(0, 60)}`);
    }
  }
  expect(offenders).toEqual([]);
});
