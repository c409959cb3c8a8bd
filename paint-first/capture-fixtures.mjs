#!/usr/bin/env node
// @ts-check
/**
 * Captures real pages of this project, as `next build` writes them before the build adapter rewrites
 * them, for the adapter's unit tests (paint-first/first-paint.test.ts): a page whose hydration data Next
 * also exports beside it (/blog/) and the not-found page, whose data stays inline, and the first line of
 * each script they load (how the adapter tells Turbopack's runtime from its chunks). Run after a build
 * when Next is upgraded:  npm run build && node paint-first/capture-fixtures.mjs
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const app = join('.next', 'server', 'app');
const fixtures = join('paint-first', 'fixtures');
const captures = [
  [join(app, 'blog.html'), 'blog.html'],
  // The data as Next wrote it (out/blog/index.txt is the adapter's output, its repeated text dropped).
  [join(app, 'blog.rsc'), 'blog.txt'],
  [join(app, '_not-found.html'), 'not-found.html'],
];
mkdirSync(fixtures, { recursive: true });
for (const [from, to] of captures) {
  if (!existsSync(from)) {
    console.error(`${from} is missing: run "npm run build" first.`);
    process.exit(1);
  }
  copyFileSync(from, join(fixtures, to));
  console.log(`${from} -> ${join(fixtures, to)}`);
}

/** @type {Record<string, string>} */
const scriptStarts = {};
for (const page of [join(fixtures, 'blog.html'), join(fixtures, 'not-found.html')]) {
  for (const [, src] of readFileSync(page, 'utf8').matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)) {
    scriptStarts[src] = readFileSync(join('out', src), 'utf8').slice(0, 120);
  }
}
writeFileSync(join(fixtures, 'script-starts.json'), `${JSON.stringify(scriptStarts, null, 2)}\n`);
console.log(`${Object.keys(scriptStarts).length} scripts' first characters -> ${join(fixtures, 'script-starts.json')}`);
