#!/usr/bin/env node
// @ts-check
/**
 * Captures real pages of this project, as `next build` writes them before the build adapter rewrites
 * them, for the adapter's unit tests (scripts/first-paint.test.ts): a page whose hydration data Next
 * also exports beside it (/blog/) and the not-found page, whose data stays inline. Run after a build
 * when Next is upgraded:  npm run build && node scripts/capture-adapter-fixtures.mjs
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const app = join('.next', 'server', 'app');
const fixtures = join('scripts', 'fixtures');
const captures = [
  [join(app, 'blog.html'), 'blog.html'],
  [join('out', 'blog', 'index.txt'), 'blog.txt'],
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
