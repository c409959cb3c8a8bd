// @ts-check
/**
 * Builds the site search index with Pagefind (run by the build adapter, so `next build` alone makes
 * it). Only real pages are indexed: not the 404 pages, not pages marked noindex (the quote form's
 * thanks page, the /blog redirect). Each page is indexed from its <main>, with its type as metadata
 * for the results list; the copy indexed is marked up in memory, the served HTML is not touched.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a result is, by where it lives. */
export function pageType(/** @type {string} */ url) {
  if (url.startsWith('/services/') && url !== '/services/') return 'Service';
  if (url.startsWith('/projects/')) return 'Project';
  if (url.startsWith('/blogs/') && url !== '/blogs/') return 'Article';
  if (/^\/(privacy-policy|terms-of-service|cookie-policy)\/$/.test(url)) return 'Policy';
  return 'Page';
}

/** Whether a page belongs in search: indexable, and not an error page. */
export function searchable(/** @type {string} */ url, /** @type {string} */ html) {
  if (/^\/(404|_not-found)\//.test(url)) return false;
  return !/<meta name="robots" content="[^"]*noindex/.test(html);
}

/**
 * @param {string} outDir
 * @param {string[]} pages absolute paths of the export's index.html files
 * @returns {Promise<number>} pages indexed
 */
export async function buildSearchIndex(outDir, pages) {
  // Loaded here, not at the top: the unit tests import this module's pure helpers without it.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let count = 0;
  for (const file of pages) {
    const url = `/${relative(outDir, file).split(sep).slice(0, -1).join('/')}/`.replace(/^\/\/$/, '/');
    const html = readFileSync(file, 'utf8');
    if (!searchable(url, html)) continue;
    const marked = html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="type:${pageType(url)}"`);
    const added = await index.addHTMLFile({ url, content: marked });
    if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    count++;
  }
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return count;
}
