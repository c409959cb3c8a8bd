// @ts-check
/**
 * Makes an exported page paint from its HTML alone, then hydrate, with no inline script but one
 * constant loader, so a Content-Security-Policy can allow it by hash instead of 'unsafe-inline'.
 *
 * Next's static export puts the framework's scripts (~140 kB gzip on every page) and the stylesheet in
 * the <head>, and a few inline scripts in the page. On a slow phone the scripts compete with the page's
 * own text for the network and the main thread, and the stylesheet costs a round trip before anything
 * shows. This rewrite, run on every exported .html file by the build adapter (paint-first/adapter.mjs):
 *
 * (The stylesheet is already inline: next.config.mjs sets `experimental.inlineCss`.)
 *
 * 1. Removes the framework's <script src> tags and preloads. The loader (paint-first/loader.js)
 *    starts them after the page's largest paint is on screen, on the visitor's first key press, touch,
 *    scroll or mouse move, or at the latest 5 s after load.
 * 2. Turns Next's inline scripts into data. Each one pushes a JSON value onto a global array
 *    (`self.__next_f` for the page's data, `TURBOPACK` for the chunk list); the loader does the same
 *    pushes from a `<script type="application/json" id="paint-first">` block, which the browser never
 *    runs. An inline script of any other form stops the build: the CSP would block it.
 * 3. Drops the page's inline hydration data when Next exported the identical text beside the page
 *    (index.txt): the loader fetches that file (retrying once) before it starts the scripts, so the HTML
 *    a phone waits for is about a quarter smaller. A mismatch or binary data stays in the block.
 *
 * Nothing on the page depends on JavaScript to be read or followed: this moves only when motion and
 * menus wake up, by a frame or two. The HTML is edited by the parser's source ranges, so everything the
 * rewrite does not touch stays byte for byte as Next wrote it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import * as contract from './contract.mjs';
import { warmUpGroups } from './module-warmup.mjs';
import { completeBoundaries } from './suspense-boundaries.mjs';

/** The id of the JSON block the loader reads. */
export const { CONFIG_ID } = contract;

/** @type {string | undefined} */
let loader;

/**
 * A value as the loader's source would write it: a string in single quotes, a list as `['a', 'b']`.
 * @param {unknown} value
 * @returns {string}
 */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return String(value);
  throw new Error(`paint-first contract: no literal form for ${JSON.stringify(value)}`);
}

/**
 * The loader exactly as it is inlined in every page: its source without its block comments, each
 * `$$NAME` replaced by that value of contract.mjs, and whitespace runs collapsed (the file has no line
 * comments, no string containing a comment marker, and ends statements with semicolons, so that is
 * safe). Read on first use, not on import. The host files allow it by its hash (app/%5Fheaders,
 * tools/host-files.mjs); the export tests check every page carries exactly this text.
 */
export function loaderScript() {
  /** @type {Record<string, unknown>} */
  const values = { ...contract };
  loader ??= readFileSync(new URL('./loader.js', import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\$\$([A-Z_]+)/g, (_, name) => {
      if (!(name in values)) throw new Error(`paint-first/loader.js names $$${name}, which contract.mjs does not define.`);
      return literal(values[name]);
    })
    .replace(/\s+/g, ' ')
    .trim();
  return loader;
}

/**
 * CSP source for an inline script: the host files allow the loader (or, in plain Next output, each
 * page's own inline scripts) by it, and the bench checks a host's policy carries it.
 * @param {string} code
 */
export function scriptHash(code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * @typedef {{ scripts: string[], data: string | null, pushes: Array<[string, unknown]>, warm: number[][] }} LoaderConfig
 * What the loader does on a page: the scripts it starts (Turbopack's runtime last), the data file it
 * fetches first, the pushes it makes onto global arrays in place of Next's inline scripts, in
 * document order, and the groups of React's modules it runs ahead of the app's entry
 * (paint-first/module-warmup.mjs).
 */

/** Inline scripts Next writes: each pushes one JSON value onto a global array. */
const GLOBAL_PUSHES = [
  { prefix: '(self.__next_f=self.__next_f||[]).push(', name: '__next_f' },
  { prefix: 'self.__next_f.push(', name: '__next_f' },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', name: 'TURBOPACK' },
];

/**
 * The global array and value an inline script pushes, or null if it is anything else.
 * @param {string} code
 * @returns {[string, unknown] | null}
 */
export function globalPush(code) {
  const text = code.trim().replace(/;$/, '');
  for (const { prefix, name } of GLOBAL_PUSHES) {
    if (!text.startsWith(prefix) || !text.endsWith(')')) continue;
    try {
      return [name, JSON.parse(text.slice(prefix.length, -1))];
    } catch {
      return null;
    }
  }
  return null;
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * @param {string} html
 * @returns {LoaderConfig | null}
 */
function readConfig(html) {
  const block = parse(html, { blockTextElements: { script: true } }).querySelector(`script#${CONFIG_ID}`);
  return block ? JSON.parse(block.rawText) : null;
}

/** The script URLs a rewritten page's loader starts, in order (used by the tests' JS budget). */
export function deferredScripts(/** @type {string} */ html) {
  return readConfig(html)?.scripts ?? [];
}

/** The groups of React's modules a rewritten page's loader runs ahead of the app's entry. */
export function warmUp(/** @type {string} */ html) {
  return readConfig(html)?.warm ?? [];
}

/** The URL of the hydration data a rewritten page's loader fetches, or null if it is in the block. */
export function deferredData(/** @type {string} */ html) {
  return readConfig(html)?.data ?? null;
}

/**
 * The page's inline hydration data can leave the HTML only when the file beside it holds exactly the
 * same text and every data push is plain text (`[1, "…"]`); `[0]`, the bootstrap marker, stays.
 * @param {Array<[string, unknown]>} pushes
 * @param {(urlPath: string) => string} readAsset
 * @param {string | undefined} dataUrl
 */
function moveDataOut(pushes, readAsset, dataUrl) {
  const flight = pushes.filter(([name, value]) => name === '__next_f' && !(Array.isArray(value) && value[0] === 0));
  const textOnly = flight.every(([, value]) => Array.isArray(value) && value[0] === 1 && typeof value[1] === 'string');
  if (!dataUrl || flight.length === 0 || !textOnly) return { pushes, data: null };
  const text = flight.map(([, value]) => /** @type {[number, string]} */ (value)[1]).join('');
  if (text !== readAsset(dataUrl)) return { pushes, data: null };
  return { pushes: pushes.filter((push) => !flight.includes(push)), data: dataUrl };
}

/**
 * Rewrites one page. `readAsset(path)` returns the text of a file of the export by URL path;
 * `dataUrl`, if given, is the file that should hold the same hydration data as the page (index.txt).
 * `page` names the page in errors. Idempotent: a rewritten page is returned unchanged.
 * @param {string} source
 * @param {(urlPath: string) => string} readAsset
 * @param {string} [dataUrl]
 * @param {string} [page]
 */
export function paintFirst(source, readAsset, dataUrl, page = 'page') {
  const html = completeBoundaries(source, page);
  const root = parse(html, { comment: true, blockTextElements: { script: true, style: true, noscript: true, pre: true } });
  if (root.querySelector(`script#${CONFIG_ID}`)) return html;

  /** @type {Array<{ start: number, end: number, text: string }>} */
  const edits = [];
  const remove = (/** @type {{ range: readonly [number, number] }} */ node) => edits.push({ start: node.range[0], end: node.range[1], text: '' });

  /** @type {string[]} */
  const scripts = [];
  /** @type {Array<[string, unknown]>} */
  let pushes = [];
  for (const script of root.querySelectorAll('script')) {
    const src = script.getAttribute('src');
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks are never run.
    if (src !== undefined) {
      // Legacy polyfills only old browsers fetch, and scripts from elsewhere, stay as they are.
      if (script.hasAttribute('nomodule') || !src.startsWith('/_next/static/')) continue;
      if (!scripts.includes(src)) scripts.push(src);
      remove(script);
      continue;
    }
    const push = globalPush(script.rawText);
    if (!push) {
      throw new Error(
        `${page}: an inline script the Content-Security-Policy would block: "${script.rawText.slice(0, 80)}…". ` +
          'Teach paint-first/first-paint.mjs (GLOBAL_PUSHES) its form, or move it to a file.',
      );
    }
    pushes.push(push);
    remove(script);
  }

  for (const link of root.querySelectorAll('link')) {
    if (link.getAttribute('rel') === 'preload' && link.getAttribute('as') === 'script') remove(link);
  }

  if (scripts.length === 0 && pushes.length === 0) return applyEdits(html, edits);
  if (scripts.length === 0) throw new Error(`${page}: inline framework data but no framework scripts to read it.`);

  const moved = moveDataOut(pushes, readAsset, dataUrl);
  const ordered = runtimeLast(scripts, readAsset, page);
  const chunkCodes = ordered.slice(0, -1).map((src) => readAsset(src));
  const warm = moved.pushes
    .filter(([name]) => name === 'TURBOPACK')
    .flatMap(([, entry]) => warmUpGroups(/** @type {{ runtimeModuleIds?: number[] }} */ (entry), chunkCodes, page));
  /** @type {LoaderConfig} */
  const config = { scripts: ordered, data: moved.data, pushes: moved.pushes, warm };
  // `<` escaped so that no `</script>` or `<!--` inside a value can end the block early.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error(`${page}: no </body> to put the loader before.`);
  edits.push({
    start: bodyEnd,
    end: bodyEnd,
    text: `<script type="application/json" id="${CONFIG_ID}" ${contract.PARTS_ATTRIBUTE}="${contentBoundaries(html)}">${json}</script><script>${loaderScript()}</script>`,
  });
  return applyEdits(html, edits);
}

/**
 * How many Suspense boundaries with content the page's body holds: the parts React hydrates one by one,
 * each of which reports to the marker (react/hydration-marker.tsx), which sets `data-hydrated` once all
 * have. React marks a boundary `<!--$-->…<!--/$-->` (completeBoundaries has already refused any other
 * state); Next's own boundaries for metadata are empty (`<!--$--><!--/$-->`), with nothing to hydrate.
 * @param {string} html
 */
export function contentBoundaries(html) {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  return [...body.matchAll(/<!--\$-->(?!<!--\/\$-->)/g)].length;
}

/** How every Turbopack chunk file but the runtime begins (after the compile hint the adapter adds). */
const CHUNK_START = /^(?:\/\/[^\n]*\n)?\(globalThis\.TURBOPACK\|\|\(globalThis\.TURBOPACK=\[\]\)\)\.push\(/;

/**
 * The page's scripts with Turbopack's runtime last. Chunks only register their modules; the runtime
 * starts the app once it runs and finds every chunk it needs, so the loader starts it after the rest.
 * @param {string[]} scripts
 * @param {(urlPath: string) => string} readAsset
 * @param {string} page
 */
function runtimeLast(scripts, readAsset, page) {
  const runtimes = scripts.filter((src) => !CHUNK_START.test(readAsset(src)));
  if (runtimes.length !== 1) {
    throw new Error(
      `${page}: expected one Turbopack runtime among the page's scripts, found ${runtimes.length} (${runtimes.join(', ') || 'none'}). ` +
        'The loader starts the runtime after every chunk has run: teach paint-first/first-paint.mjs (CHUNK_START) the new chunk format.',
    );
  }
  return [...scripts.filter((src) => src !== runtimes[0]), .../** @type {string[]} */ (runtimes)];
}

/**
 * @param {string} html
 * @param {Array<{ start: number, end: number, text: string }>} edits non-overlapping
 */
function applyEdits(html, edits) {
  let out = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
