// @ts-check
/**
 * Builds the site search index with Pagefind (run by the build adapter, so `next build` alone makes
 * it). Only real pages are indexed: not the 404 pages, not pages marked noindex (the quote form's
 * thanks page, the /blog redirect). Each page is indexed from its <main>, with its type as metadata
 * for the results list; the copy indexed is marked up in memory, the served HTML is not touched.
 * What a page shows of other pages (related-card strips) carries Pagefind's own `data-pagefind-ignore`
 * in the components, so a page is found by its own words.
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

/** Inline elements whose text runs into the next element's when the HTML has no space between them. */
const INLINE = 'a|abbr|b|button|code|em|i|label|small|span|strong|time';

/**
 * Spaces between runs of text that the page shows apart but its HTML writes together, for the index
 * only. React writes no whitespace between elements, and Pagefind separates block elements but joins
 * inline ones: two links side by side ("Discuss Your ProjectSee Sample Deliverables"), a badge before a
 * place, a name before a detail laid out on a line of its own (`<span class="block">`). A space goes
 * after an inline element's end tag that another tag follows, and between a word and an inline element
 * that starts right after it. Only inside <main>, the part indexed.
 * @param {string} html
 */
export function spaceInlineRuns(html) {
  const start = html.search(/<main\b/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return html;
  const main = html
    .slice(start, end)
    .replace(new RegExp(`(</(?:${INLINE})>)(?=<[a-z])`, 'g'), '$1 ')
    .replace(new RegExp(`([\\p{L}\\p{N}.,;:!?%)])(?=<(?:${INLINE})\\b)`, 'gu'), '$1 ');
  return html.slice(0, start) + main + html.slice(end);
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
    const marked = spaceInlineRuns(html).replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="type:${pageType(url)}"`);
    const added = await index.addHTMLFile({ url, content: marked });
    if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    count++;
  }
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return count;
}
