/**
 * Next.js build adapter (`adapterPath` in next.config.mjs). Next calls `onBuildComplete` at the end of
 * `next build`, after the static export is written, so a bare `next build` still produces the finished
 * site in out/; no separate post-build step exists to forget.
 *
 * It rewrites every exported page so that it paints from its HTML alone (scripts/first-paint.mjs).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paintFirst } from './first-paint.mjs';

function htmlFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) htmlFiles(path, found);
    else if (name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** @type {import('next/dist/build/adapter/build-complete').NextAdapter} */
const adapter = {
  name: 'paint-first static export',
  onBuildComplete({ projectDir, config }) {
    if (config.output !== 'export') return;
    const outDir = join(projectDir, 'out');
    const cache = new Map();
    const readAsset = (urlPath) => {
      if (!cache.has(urlPath)) cache.set(urlPath, readFileSync(join(outDir, decodeURIComponent(urlPath)), 'utf8'));
      return cache.get(urlPath);
    };
    const files = htmlFiles(outDir);
    for (const file of files) writeFileSync(file, paintFirst(readFileSync(file, 'utf8'), readAsset));
    console.log(`  ${files.length} pages set to paint from their HTML before loading scripts`);
  },
};

export default adapter;
