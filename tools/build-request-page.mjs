#!/usr/bin/env node
// @ts-check
/**
 * Builds the sender's request page's assets into out/request/assets/ after `next build` (package.json
 * "build"): its one script (components/request/enhance.ts, which sends drawings in parts with the contact
 * form's own uploader) bundled by esbuild, and its stylesheet by Tailwind from the classes its HTML uses.
 * The HTML itself is written per request by functions/routes/request-page.ts, which also serves these two files under
 * the page's own policy; nothing of it reaches the public pages, their JavaScript, the sitemap, search or feed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'out', 'request', 'assets');

/** @param {string} [dir] */
export async function buildRequestPage(dir = outDir) {
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [join(root, 'components', 'request', 'enhance.ts')],
    outfile: join(dir, 'request.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const cssFrom = join(root, 'components', 'request', 'request.css');
  const css = await postcss([tailwind({ base: join(root, 'components', 'request'), optimize: { minify: true } })]).process(readFileSync(cssFrom, 'utf8'), { from: cssFrom });
  writeFileSync(join(dir, 'request.css'), css.css);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!readFileSync(join(root, 'out', 'index.html'), 'utf8')) throw new Error('Run next build first.');
  await buildRequestPage();
  console.log('Request page assets written to out/request/assets/');
}
