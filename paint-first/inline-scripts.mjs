// @ts-check
/**
 * The inline scripts the host files' Content-Security-Policy allows by hash (lib/hosting.ts,
 * InlineScripts). With the build adapter: its one loader, on every page. In plain Next output
 * (PLAIN_NEXT_EXPORT=1, paint-first/README.md): whatever inline scripts each exported page actually has.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { parse } from 'node-html-parser';
import { filesIn } from './files.mjs';
import { loaderScript, scriptHash } from './first-paint.mjs';

/** The switch that builds plain Next output instead of the adapter's (paint-first/README.md). */
export const PLAIN_EXPORT_SWITCH = 'PLAIN_NEXT_EXPORT';

/** @param {Record<string, string | undefined>} env */
export function plainExport(env = process.env) {
  return env[PLAIN_EXPORT_SWITCH] === '1';
}

/** With the build adapter: its loader, the one inline script of every page. */
export function adapterInlineScripts() {
  return { site: [scriptHash(loaderScript())] };
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The hashes of the inline scripts one page runs, in document order, each once.
 * @param {string} html
 */
export function pageScriptHashes(html) {
  const root = parse(html, { blockTextElements: { script: true } });
  const hashes = root
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && EXECUTABLE_TYPES.has((script.getAttribute('type') ?? '').toLowerCase()))
    .map((script) => scriptHash(script.rawText));
  return [...new Set(hashes)];
}

/**
 * Every exported page's inline scripts, by the path a host serves it at ('about/index.html' is
 * '/about/'); the not-found page's (404.html) go in `site`, since a host serves it at any path.
 * @param {string} outDir
 * @returns {{ site: string[], pages: Record<string, string[]> }}
 */
export function exportInlineScripts(outDir) {
  /** @type {{ site: string[], pages: Record<string, string[]> }} */
  const inline = { site: [], pages: {} };
  for (const file of filesIn(outDir).filter((f) => f.endsWith('.html')).sort()) {
    const path = relative(outDir, file).split(sep).join('/');
    const hashes = pageScriptHashes(readFileSync(file, 'utf8'));
    if (path === '404.html') inline.site = hashes;
    else if (hashes.length > 0) inline.pages[`/${path.replace(/(^|\/)index\.html$/, '$1')}`] = hashes;
  }
  return inline;
}
