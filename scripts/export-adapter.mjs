// @ts-check
/**
 * Next.js build adapter (`adapterPath` in next.config.mjs). Next calls `onBuildComplete` at the end of
 * `next build`, after the static export is written, so a bare `next build` produces the finished site;
 * there is no separate post-build step to forget. It does three things:
 *
 * 1. Every page paints from its HTML alone, then hydrates, and carries no inline script but the one
 *    constant loader the CSP allows by hash (scripts/first-paint.mjs).
 * 2. The site search index (Pagefind) is written to out/pagefind/ (scripts/search-index.mjs).
 * 3. Text the page data repeats (the stylesheet, sent for the page and again for the error boundary)
 *    is sent once (scripts/flight-data.mjs): home's data went from 201 kB to 153 kB.
 * 4. Every script chunk starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 *    Chrome 136+): Chrome compiles React and the router on a background thread while they download,
 *    instead of lazily on the main thread during hydration, which keeps hydration's tasks short
 *    (measured with a 4x CPU throttle: the longest task on /about/ fell from ~500 ms to ~170 ms).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { filesIn } from './files.mjs';
import { paintFirst } from './first-paint.mjs';
import { sendTextOnce } from './flight-data.mjs';
import { buildSearchIndex } from './search-index.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Where `next build` wrote the export: `out/`, or `distDir` when one is set (Next's own rule for
 * `output: 'export'`).
 * @param {{ projectDir: string, distDir: string, config: { distDir?: string } }} context
 */
export function exportDir({ projectDir, distDir, config }) {
  return config.distDir && config.distDir !== '.next' ? distDir : join(projectDir, 'out');
}

/**
 * URL paths in the export assume the site is served from the root with its assets beside it.
 * @param {{ basePath?: string, assetPrefix?: string }} config
 */
export function refuseUnsupported(config) {
  for (const key of /** @type {const} */ (['basePath', 'assetPrefix'])) {
    if (config[key]) {
      throw new Error(
        `next.config ${key} (${config[key]}) is not supported by the paint-first adapter: its loader, CSP and host files assume the site is served from / with its own assets. Remove ${key}, or teach scripts/export-adapter.mjs about it.`,
      );
    }
  }
}

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'paint-first static export',
  async onBuildComplete(context) {
    const { config } = context;
    if (config.output !== 'export') return;
    refuseUnsupported(config);
    const outDir = exportDir(context);
    const files = filesIn(outDir);

    const chunks = files.filter((f) => f.startsWith(join(outDir, '_next', 'static')) && f.endsWith('.js'));
    for (const file of chunks) {
      const code = readFileSync(file, 'utf8');
      if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
    }

    /** @type {Map<string, string>} */
    const cache = new Map();
    const readAsset = (/** @type {string} */ urlPath) => {
      if (!cache.has(urlPath)) cache.set(urlPath, readFileSync(join(outDir, decodeURIComponent(urlPath)), 'utf8'));
      return /** @type {string} */ (cache.get(urlPath));
    };
    const pages = files.filter((f) => f.endsWith('.html'));
    for (const file of pages) {
      // Next exports each page's hydration data beside it: about/index.html has about/index.txt.
      const data = file.replace(/\.html$/, '.txt');
      const dataUrl = existsSync(data) ? `/${relative(outDir, data).split(sep).join('/')}` : undefined;
      writeFileSync(file, paintFirst(readFileSync(file, 'utf8'), readAsset, dataUrl, relative(outDir, file)));
    }

    // After the pages: paintFirst moves a page's data out only if the file still matches it.
    const pageData = files.filter((f) => /(^|[\\/])(index|__next\.[^\\/]+)\.txt$/.test(f));
    let trimmed = 0;
    for (const file of pageData) {
      const flight = readFileSync(file, 'utf8');
      const once = sendTextOnce(flight);
      if (once === flight) continue;
      writeFileSync(file, once);
      trimmed++;
    }

    const indexed = await buildSearchIndex(outDir, pages.filter((f) => f.endsWith(`${sep}index.html`)));
    console.log(`  ${pages.length} pages set to paint from their HTML; ${trimmed} page data files with repeated text sent once; ${chunks.length} scripts marked for eager compilation; ${indexed} pages in the search index`);
  },
};

export default adapter;
