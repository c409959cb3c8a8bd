#!/usr/bin/env node
// @ts-check
/**
 * Builds the editor at /admin/ into out/ after `next build` (package.json "build"): Sveltia CMS, pinned
 * in package.json and served from our own origin, its three fonts too (the CMS asks a CDN for them; the
 * copy here asks us: the packages are pinned beside it), a page that loads it, and the site's own
 * stylesheet for the editor's preview. Its configuration, out/admin/config.yml, is written by the Next
 * build itself (app/admin/config.yml/route.ts) from the field lists the build checks content against.
 * functions/routes/admin.ts serves it only to a person signed in through Cloudflare Access.
 *
 * Every file but the page and its configuration is named by its content's hash (`editor.<hash>.js`), or
 * sits in a folder named by the hash of all its files (`cms.<hash>/`, where the CMS finds its chunks
 * beside itself): the browser keeps them for good (lib/security-headers.ts, HASHED_PRIVATE_FILE), and a
 * new build, which changes a name wherever it changes a byte, is picked up from the page (never cached).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

register('./ts-hooks.mjs', import.meta.url);

/** @type {typeof import('../lib/security-headers')} */
const { HASHED_PRIVATE_FILE } = await import(new URL('../lib/security-headers.ts', import.meta.url).href);

const root = fileURLToPath(new URL('..', import.meta.url));
const CMS_PACKAGE = join(root, 'node_modules', '@sveltia', 'cms');
const CMS_DIST = join(CMS_PACKAGE, 'dist');

/** What out/admin/ holds that this script does not write: the configuration, from `next build`. */
const CONFIG = 'config.yml';

const sha256 = (/** @type {string | Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');
/** A file's name part: the first 16 hex digits (64 bits) of its SHA-256. */
const hashOf = (/** @type {string | Buffer} */ bytes) => sha256(bytes).slice(0, 16);
/** A folder's: the same of each file's path, a NUL, its SHA-256 and a newline, in path order. */
const folderHashOf = (/** @type {Map<string, string | Buffer>} */ files) =>
  hashOf([...files.keys()].sort().map((path) => `${path}\0${sha256(files.get(path) ?? '')}\n`).join(''));

/** Writes `<stem>.<hash>.<ext>` into out/admin/ and answers its address. @param {string} dir @param {string} name e.g. editor.js @param {string | Buffer} bytes */
function writeHashedFile(dir, name, bytes) {
  const hashed = name.replace(/(\.[a-z0-9]+)$/, `.${hashOf(bytes)}$1`);
  writeFileSync(join(dir, hashed), bytes);
  return `/admin/${hashed}`;
}

/** Writes the files into out/admin/<name>.<hash>/ and answers the folder's address. @param {string} dir @param {string} name @param {Map<string, string | Buffer>} files */
function writeHashedFolder(dir, name, files) {
  const folder = `${name}.${folderHashOf(files)}`;
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(dir, folder, path)), { recursive: true });
    writeFileSync(join(dir, folder, path), bytes);
  }
  return `/admin/${folder}`;
}

/** The one place `pattern` occurs in the CMS, or the build stops: a new version that loads it differently must be looked at. @param {string} cms @param {RegExp} pattern @param {string} what */
function onlyMatch(cms, pattern, what) {
  const found = cms.match(new RegExp(pattern.source, 'g')) ?? [];
  if (found.length !== 1) throw new Error(`Expected the CMS to build ${what} once, found ${found.length}: check how this version does it (tools/build-admin.mjs).`);
  return found[0] ?? '';
}

const page = (/** @type {string[]} */ scripts) => `<!DOCTYPE html>
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
${scripts.map((src) => `<script src="${src}"></script>`).join('\n')}
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
async function buildEditorScript(/** @type {string} */ previewCss) {
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
  // The firm's facts (figures a post may name) are read from content/facts.yml by lib/content/facts.ts, in Node;
  // the preview gets them as data, checked by the same code at build time.
  /** @type {typeof import('../lib/content/facts')} */
  const { facts } = await import(new URL('../lib/content/facts.ts', import.meta.url).href);
  const { outputFiles } = await build({
    entryPoints: [join(root, 'components', 'admin', 'editor.tsx')],
    write: false,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    jsx: 'transform',
    jsxFactory: 'h',
    jsxFragment: 'rf',
    define: { PREVIEW_CSS: JSON.stringify(previewCss), DRAFTS_ONLY: JSON.stringify(config.publish_mode === 'editorial_workflow'), POST_AUTHORS: JSON.stringify(authors), EDITOR_REPO: JSON.stringify(config.backend.repo), FIELD_LABELS: JSON.stringify(labels), 'process.env.NODE_ENV': '"production"' },
    // The site's tsconfig asks for the automatic JSX runtime (react/jsx-runtime); here JSX is `h(...)`.
    tsconfigRaw: { compilerOptions: { jsx: 'react', jsxFactory: 'h', jsxFragmentFactory: 'rf', baseUrl: '.', paths: { '@/*': ['./*'] } } },
    absWorkingDir: root,
    logLevel: 'warning',
    plugins: [
      {
        name: 'facts-as-data',
        setup(b) {
          b.onResolve({ filter: /^@\/lib\/content\/facts$/ }, () => ({ path: 'facts', namespace: 'facts-as-data' }));
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
  return outputFiles[0]?.text ?? '';
}

/**
 * Modules the CMS imports from unpkg when a feature first needs them, served from here instead: the
 * CMS's one unpkg module URL is pointed at /admin/vendor.<hash>/, where each module below is copied from
 * its pinned package (the page's `script-src 'self'` would refuse unpkg anyway). Immutable.js holds the
 * entry a preview template is handed; Turndown turns HTML pasted into the article (from Word or a web
 * page) into Markdown. What the CMS loads this way for features the site does not use (maps, PDF
 * thumbnails, a photo's EXIF details, HEIC conversion) is not served. A CMS version that asks for other
 * versions, or builds the URL differently, stops the build.
 * @param {string} cms @param {string} dir
 */
function serveModulesHere(cms, dir) {
  const MODULES = [
    ['immutable', 'dist/immutable.es.js'],
    ['turndown', 'lib/turndown.browser.es.js'],
  ];
  const url = onlyMatch(cms, /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/, 'one unpkg module URL');
  /** @type {Map<string, string | Buffer>} */
  const files = new Map();
  for (const [name, file] of MODULES) {
    const version = JSON.parse(readFileSync(join(root, 'node_modules', name ?? '', 'package.json'), 'utf8')).version;
    if (!cms.includes(`${name}:\`^${version}\``)) throw new Error(`The CMS no longer asks for ${name} ${version}: pin the version it names in package.json.`);
    files.set(`${name}@${version}/${file}`, readFileSync(join(root, 'node_modules', name ?? '', file ?? '')));
  }
  const folder = writeHashedFolder(dir, 'vendor', files);
  return cms.replace(url, url.replace('https://unpkg.com/', `${folder}/`));
}

/**
 * What the CMS would fetch from unpkg when it starts, answered here instead. There is no setting for
 * either (docs/editor.md, "Requests to other hosts"):
 * - its interface in the browser's language (en-GB, fr, de…), from its own package's locales/: copied
 *   into /admin/locales.<hash>/;
 * - whether a newer version exists, every hour: a check that only ever logs a line for developers on a
 *   pinned copy like this one (the "Update now" bar shows only to sites loading unpkg's latest). It reads
 *   the version from a data: URL stating the pinned one, so it finds nothing newer and asks no one.
 * @param {string} cms @param {string} dir
 */
function answerStartRequestsHere(cms, dir) {
  const locales = onlyMatch(cms, /`\$\{\w+\}@\$\{\w+\}\/locales`/, 'its locales URL');
  /** @type {Map<string, string | Buffer>} */
  const files = new Map(readdirSync(join(CMS_PACKAGE, 'locales')).filter((name) => name.endsWith('.json')).map((name) => [name, readFileSync(join(CMS_PACKAGE, 'locales', name))]));
  if (!files.has('en-GB.json')) throw new Error(`The CMS package has no locales/en-GB.json: check where this version keeps its interface's languages (tools/build-admin.mjs).`);
  cms = cms.replace(locales, `\`${writeHashedFolder(dir, 'locales', files)}\``);
  const versionCheck = onlyMatch(cms, /`\$\{\w+\}\/package\.json`/, 'its version check URL');
  const { version } = JSON.parse(readFileSync(join(CMS_PACKAGE, 'package.json'), 'utf8'));
  return cms.replace(versionCheck, `\`data:application/json,${encodeURIComponent(JSON.stringify({ version }))}\``);
}

/** @param {string} [out] */
export async function buildAdmin(out = join(root, 'out')) {
  const dir = join(out, 'admin');
  if (!existsSync(join(dir, CONFIG))) throw new Error(`out/admin/${CONFIG} is missing: run next build first (app/admin/config.yml/route.ts writes it).`);
  // A file of an earlier run (another hash, an old name) never lingers beside this one's.
  for (const name of readdirSync(dir).filter((name) => name !== CONFIG)) rmSync(join(dir, name), { recursive: true });
  let cms = readFileSync(join(CMS_DIST, 'sveltia-cms.js'), 'utf8');
  for (const [cdn, file] of FONTS) {
    if (!cms.includes(cdn ?? '')) throw new Error(`The CMS no longer loads ${cdn}: update FONTS in tools/build-admin.mjs for the new version.`);
    cms = cms.replaceAll(cdn ?? '', writeHashedFile(dir, (file ?? '').split('/').pop() ?? '', readFileSync(join(root, 'node_modules', file ?? ''))));
  }
  if (/cdn\.jsdelivr\.net\/fontsource/.test(cms)) throw new Error('The CMS loads a font from a CDN that tools/build-admin.mjs does not serve itself: add it to FONTS.');
  cms = answerStartRequestsHere(serveModulesHere(cms, dir), dir);
  // The CMS and its chunks, which it loads from beside itself (chunks/<name>.js). No source maps are served.
  const withoutMap = (/** @type {string} */ code) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  /** @type {Map<string, string | Buffer>} */
  const cmsFiles = new Map([['sveltia-cms.js', withoutMap(cms)]]);
  for (const file of readdirSync(join(CMS_DIST, 'chunks')).filter((name) => name.endsWith('.js'))) cmsFiles.set(`chunks/${file}`, withoutMap(readFileSync(join(CMS_DIST, 'chunks', file), 'utf8')));
  const cmsScript = `${writeHashedFolder(dir, 'cms', cmsFiles)}/sveltia-cms.js`;
  // The site's stylesheet: the one CSS file the build writes (pages carry it inline).
  const cssDir = join(out, '_next', 'static', 'chunks');
  const css = readdirSync(cssDir).filter((name) => name.endsWith('.css'));
  if (css.length !== 1) throw new Error(`Expected one stylesheet in out/_next/static/chunks/, found ${css.length}: the editor's preview needs the site's.`);
  const previewCss = writeHashedFile(dir, 'preview.css', readFileSync(join(cssDir, css[0] ?? '')));
  const editorScript = writeHashedFile(dir, 'editor.js', await buildEditorScript(previewCss));
  writeFileSync(join(dir, 'index.html'), page([cmsScript, editorScript]));
  const unhashed = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/admin/${relative(dir, join(entry.parentPath, entry.name))}`)
    .filter((path) => !['/admin/index.html', `/admin/${CONFIG}`].includes(path) && !HASHED_PRIVATE_FILE.test(path));
  if (unhashed.length) throw new Error(`Not named by a hash, so never cached: ${unhashed.join(', ')} (tools/build-admin.mjs).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAdmin();
  console.log('Editor written to out/admin/');
}
