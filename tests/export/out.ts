import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { fileURLToPath } from 'node:url';
import { site } from '@/lib/content/site';
import { noindexPaths, redirectPaths } from '../../lib/pages';
import { toHref } from '../../lib/routes';
import { PRIVATE_PREFIXES } from '../../lib/security-headers';

/**
 * Reads the static export in out/, so tests check exactly what a CDN would serve: the Node tests
 * beside this file (`npm run test:export`) and the browser suite's page lists (e2e/).
 */

export const OUT_DIR = fileURLToPath(new URL('../../out', import.meta.url));
export const SITE_URL = site.url;

/** Export artefacts that are not pages of their own. */
const NOT_PAGES = new Set(['/404/', '/_not-found/']);
/** Redirect-only page: checked for links and accessibility, but not listed or self-canonical. */
export const REDIRECT_PAGES = new Set(redirectPaths.map(toHref));

export function exportExists(): boolean {
  return existsSync(join(OUT_DIR, 'index.html'));
}

/** Throws one plain line when there is no export to check. */
export function requireExport(): void {
  if (!exportExists()) throw new Error('out/ is missing: run "npm run build" before the export and e2e tests.');
}

/** URL path ('/about/') of every exported public HTML page, including the redirect page (the firm's private pages apart). */
export function allHtmlPaths(): string[] {
  return allFiles()
    .filter((f) => f.endsWith(`${sep}index.html`))
    .map((f) => `/${relative(OUT_DIR, f).split(sep).slice(0, -1).join('/')}${f === join(OUT_DIR, 'index.html') ? '' : '/'}`)
    .map((p) => p.replace(/\/+/g, '/'))
    .filter((p) => !NOT_PAGES.has(p) && !PRIVATE_PREFIXES.some((prefix) => p.startsWith(prefix)))
    .sort();
}

/** Pages kept out of search results on purpose (the quote form's thanks page). */
export const NOINDEX_PAGES = new Set(noindexPaths.map(toHref));

/** Indexable pages: everything but redirect and noindex pages. */
export function indexablePaths(): string[] {
  return allHtmlPaths().filter((p) => !REDIRECT_PAGES.has(p) && !NOINDEX_PAGES.has(p));
}

export function fileForPath(path: string): string {
  return join(OUT_DIR, path, 'index.html');
}

/** The not-found page every host serves for an unknown path. */
export const NOT_FOUND_FILE = join(OUT_DIR, '404.html');

/** Every page's file and the not-found page's. */
export function allHtmlFiles(): string[] {
  return [...allHtmlPaths().map(fileForPath), NOT_FOUND_FILE];
}

const pages = new Map<string, { html: string; root: HTMLElement }>();

/** A page's HTML and its parsed tree, read once per test file (do not change the tree). */
export function readPage(path: string): { html: string; root: HTMLElement } {
  let page = pages.get(path);
  if (!page) {
    const html = readFileSync(fileForPath(path), 'utf8');
    page = { html, root: parse(html) };
    pages.set(path, page);
  }
  return page;
}

/** Every file of the export, by its full path. */
export function allFiles(): string[] {
  return readdirSync(OUT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Width and height from a PNG's IHDR chunk, or null if the file is not a PNG. */
export function pngSize(file: string): { width: number; height: number } | null {
  const buf = readFileSync(file);
  if (buf.toString('ascii', 1, 4) !== 'PNG') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}
