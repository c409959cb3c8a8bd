#!/usr/bin/env node
// @ts-check
/**
 * Builds the editor at /admin/ into out/ after `next build` (package.json "build"): Sveltia CMS, pinned
 * in package.json and served from our own origin, its three fonts too (the CMS asks a CDN for them; the
 * copy here asks us: the packages are pinned beside it), a page that loads it, and the site's own
 * stylesheet for the editor's preview. Its configuration, out/admin/config.yml, is written by the Next
 * build itself (app/admin/config.yml/route.ts) from the field lists the build checks content against.
 * functions/admin serves it only to a person signed in through Cloudflare Access.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

register('./ts-hooks.mjs', import.meta.url);

const root = fileURLToPath(new URL('..', import.meta.url));
const CMS_DIST = join(root, 'node_modules', '@sveltia', 'cms', 'dist');

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor · Stratum Precon</title>
<link rel="icon" href="/icon-48.png" type="image/png" sizes="48x48">
<link rel="cms-config-url" type="application/yaml" href="/admin/config.yml">
</head>
<body>
<script src="/admin/sveltia-cms.js"></script>
<script src="/admin/editor.js"></script>
</body>
</html>
`;

/**
 * The fonts the CMS loads from a CDN, and the same files from npm packages. A CMS upgrade that names
 * other files stops the build here (`npm run build`), so the editor never quietly asks a CDN again.
 */
const FONTS = [
  ['https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2', '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'],
  ['https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2', '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2'],
  ['https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2', '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2'],
];

/**
 * components/admin/editor.tsx, run after the CMS: the preview pane in the site's stylesheet, a post laid
 * out by the article page's own components. Its JSX becomes calls to the CMS's React (`window.h`,
 * `window.rf`); a component that needs React, Next or Node at run time cannot be bundled and stops the build.
 */
async function buildEditorScript(/** @type {string} */ outfile) {
  /** @type {typeof import('../lib/editor-config')} */
  const { editorConfig } = await import(new URL('../lib/editor-config.ts', import.meta.url).href);
  const config = editorConfig();
  const author = config.collections.find((c) => c.name === 'posts')?.fields?.find((f) => f.name === 'author');
  const authors = Object.fromEntries((author?.options ?? []).map((o) => [o.value, o.label]));
  // The form's label of every field by its path (image.src, testimonials[].by.name), by collection or file.
  /** @param {{ name: string; label: string; fields?: unknown[]; field?: unknown }[]} fields @param {string} prefix @returns {[string, string][]} */
  const labelsOf = (fields, prefix = '') =>
    fields.flatMap((f) => {
      const path = `${prefix}${f.name}`;
      const inner = /** @type {{ name: string; label: string }[] | undefined} */ (f.fields);
      return [[path, f.label], ...(inner ? labelsOf(inner, /** @type {{ widget?: string }} */ (f).widget === 'list' ? `${path}[].` : `${path}.`) : [])];
    });
  const labels = Object.fromEntries(
    config.collections.flatMap((c) => ('files' in c && c.files ? c.files.map((f) => [f.name, Object.fromEntries(labelsOf(f.fields))]) : [[c.name, Object.fromEntries(labelsOf(c.fields ?? []))]])),
  );
  // The firm's facts (figures a post may name) are read from content/facts.yml by lib/facts.ts, in Node;
  // the preview gets them as data, checked by the same code at build time.
  /** @type {typeof import('../lib/facts')} */
  const { facts } = await import(new URL('../lib/facts.ts', import.meta.url).href);
  await build({
    entryPoints: [join(root, 'components', 'admin', 'editor.tsx')],
    outfile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    jsx: 'transform',
    jsxFactory: 'h',
    jsxFragment: 'rf',
    define: { POST_AUTHORS: JSON.stringify(authors), EDITOR_REPO: JSON.stringify(config.backend.repo), FIELD_LABELS: JSON.stringify(labels), 'process.env.NODE_ENV': '"production"' },
    // The site's tsconfig asks for the automatic JSX runtime (react/jsx-runtime); here JSX is `h(...)`.
    tsconfigRaw: { compilerOptions: { jsx: 'react', jsxFactory: 'h', jsxFragmentFactory: 'rf', baseUrl: '.', paths: { '@/*': ['./*'] } } },
    absWorkingDir: root,
    logLevel: 'warning',
    plugins: [
      {
        name: 'facts-as-data',
        setup(b) {
          b.onResolve({ filter: /^@\/lib\/facts$/ }, () => ({ path: 'facts', namespace: 'facts-as-data' }));
          b.onLoad({ filter: /.*/, namespace: 'facts-as-data' }, () => ({ contents: `export const facts = ${JSON.stringify(facts)};`, loader: 'js' }));
        },
      },
      {
        name: 'no-runtime-imports',
        setup(b) {
          b.onResolve({ filter: /^(react|react-dom|next)(\/|$)|^node:/ }, (args) => ({
            errors: [{ text: `${args.importer} imports ${args.path} at run time: the editor's preview may only use components that need nothing but the CMS's React` }],
          }));
        },
      },
    ],
  });
}

/**
 * Modules the CMS imports from unpkg when a feature first needs them, served from here instead: the
 * CMS's one unpkg module URL is pointed at /admin/vendor/, where each module below is copied from its
 * pinned package (the page's `script-src 'self'` would refuse unpkg anyway). Immutable.js holds the entry
 * a preview template is handed; Turndown turns HTML pasted into the article (from Word or a web page)
 * into Markdown. What the CMS loads this way for features the site does not use (maps, PDF thumbnails,
 * a photo's EXIF details, HEIC conversion, in-browser image encoding) is not served. A CMS version that asks for other versions,
 * or builds the URL differently, stops the build.
 * @param {string} cms @param {string} dir
 */
function serveModulesHere(cms, dir) {
  const MODULES = [
    ['immutable', 'dist/immutable.es.js'],
    ['turndown', 'lib/turndown.browser.es.js'],
  ];
  const urls = cms.match(/`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g) ?? [];
  if (urls.length !== 1) throw new Error(`Expected the CMS to build one unpkg module URL, found ${urls.length}: check how this version loads its modules (tools/build-admin.mjs).`);
  for (const [name, file] of MODULES) {
    const version = JSON.parse(readFileSync(join(root, 'node_modules', name ?? '', 'package.json'), 'utf8')).version;
    if (!cms.includes(`${name}:\`^${version}\``)) throw new Error(`The CMS no longer asks for ${name} ${version}: pin the version it names in package.json.`);
    mkdirSync(join(dir, 'vendor', `${name}@${version}`, dirname(file ?? '')), { recursive: true });
    copyFileSync(join(root, 'node_modules', name ?? '', file ?? ''), join(dir, 'vendor', `${name}@${version}`, file ?? ''));
  }
  return cms.replace(urls[0] ?? '', (url) => url.replace('https://unpkg.com/', '/admin/vendor/'));
}

/** @param {string} [out] */
export async function buildAdmin(out = join(root, 'out')) {
  const dir = join(out, 'admin');
  if (!existsSync(join(dir, 'config.yml'))) throw new Error('out/admin/config.yml is missing: run next build first (app/admin/config.yml/route.ts writes it).');
  let cms = readFileSync(join(CMS_DIST, 'sveltia-cms.js'), 'utf8');
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  for (const [cdn, file] of FONTS) {
    if (!cms.includes(cdn ?? '')) throw new Error(`The CMS no longer loads ${cdn}: update FONTS in tools/build-admin.mjs for the new version.`);
    const name = (file ?? '').split('/').pop() ?? '';
    copyFileSync(join(root, 'node_modules', file ?? ''), join(dir, 'fonts', name));
    cms = cms.replaceAll(cdn ?? '', `/admin/fonts/${name}`);
  }
  if (/cdn\.jsdelivr\.net\/fontsource/.test(cms)) throw new Error('The CMS loads a font from a CDN that tools/build-admin.mjs does not serve itself: add it to FONTS.');
  cms = serveModulesHere(cms, dir);
  writeFileSync(join(dir, 'sveltia-cms.js'), cms);
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  for (const file of readdirSync(join(CMS_DIST, 'chunks')).filter((name) => name.endsWith('.js'))) copyFileSync(join(CMS_DIST, 'chunks', file), join(dir, 'chunks', file));
  // The site's stylesheet: the one CSS file the build writes (pages carry it inline).
  const cssDir = join(out, '_next', 'static', 'chunks');
  const css = readdirSync(cssDir).filter((name) => name.endsWith('.css'));
  if (css.length !== 1) throw new Error(`Expected one stylesheet in out/_next/static/chunks/, found ${css.length}: the editor's preview needs the site's.`);
  copyFileSync(join(cssDir, css[0] ?? ''), join(dir, 'preview.css'));
  await buildEditorScript(join(dir, 'editor.js'));
  writeFileSync(join(dir, 'index.html'), PAGE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAdmin();
  console.log('Editor written to out/admin/');
}
