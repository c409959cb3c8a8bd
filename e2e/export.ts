import { readFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { fileURLToPath } from 'node:url';
import { site } from '../content/site';
import { noindexPaths, redirectPaths } from '../lib/pages';
import { toHref } from '../lib/routes';
import { filesIn } from '../scripts/files.mjs';

/** Reads the static export in out/ so tests check exactly what a CDN would serve. */

export const OUT_DIR = fileURLToPath(new URL('../out', import.meta.url));
export const SITE_URL = site.url;

/** Export artefacts that are not pages of their own. */
const NOT_PAGES = new Set(['/404/', '/_not-found/']);
/** Redirect-only page: checked for links and accessibility, but not listed or self-canonical. */
export const REDIRECT_PAGES = new Set(redirectPaths.map(toHref));


export function exportExists(): boolean {
  return existsSync(join(OUT_DIR, 'index.html'));
}

/** URL path ('/about/') of every exported HTML page, including the redirect page. */
export function allHtmlPaths(): string[] {
  return filesIn(OUT_DIR)
    .filter((f) => f.endsWith(`${sep}index.html`))
    .map((f) => `/${relative(OUT_DIR, f).split(sep).slice(0, -1).join('/')}${f === join(OUT_DIR, 'index.html') ? '' : '/'}`)
    .map((p) => p.replace(/\/+/g, '/'))
    .filter((p) => !NOT_PAGES.has(p))
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

export function readPage(path: string): { html: string; root: HTMLElement } {
  const html = readFileSync(fileForPath(path), 'utf8');
  return { html, root: parse(html) };
}

export function allFiles(): string[] {
  return filesIn(OUT_DIR);
}
