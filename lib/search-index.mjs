// @ts-check
/**
 * Builds the site search index with Pagefind (run by the build adapter, so `next build` alone makes
 * it). Search indexes exactly the pages the sitemap lists: the sitemap is derived from the page
 * registrations (content/pages.ts for fixed pages, the entries of services, projects and posts;
 * lib/pages.ts), so a page is searchable by the same registration that lists it, and redirect,
 * noindex and 404 pages, which the sitemap leaves out, are never indexed. Each page is indexed from
 * its <main>, with its type as metadata for the results list; the copy indexed is marked up in
 * memory, the served HTML is not touched. What a page shows of other pages (related-card strips)
 * carries Pagefind's own `data-pagefind-ignore` in the components, so a page is found by its own words.
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

/**
 * The pages search indexes, as URL paths ('/about/'): those the sitemap lists.
 * @param {string} sitemapXml the export's sitemap.xml
 */
export function searchablePaths(sitemapXml) {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  if (!paths.length) throw new Error('Search index: the sitemap lists no pages');
  return new Set(paths);
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
  // Loaded here, not at the top: the unit tests import this module's pure helpers without it, and the
  // route that writes _headers reaches this module through the build adapter (paint-first/index.mjs)
  // without running it, so the bundler must not try to pack Pagefind's native binary.
  const pagefind = await import(/* turbopackIgnore: true */ 'pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const listed = searchablePaths(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'));
  let count = 0;
  for (const file of pages) {
    const url = `/${relative(outDir, file).split(sep).slice(0, -1).join('/')}/`.replace(/^\/\/$/, '/');
    if (!listed.delete(url)) continue;
    const html = readFileSync(file, 'utf8');
    const marked = spaceInlineRuns(html).replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="type:${pageType(url)}"`);
    const added = await index.addHTMLFile({ url, content: marked });
    if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    count++;
  }
  if (listed.size) throw new Error(`Search index: the sitemap lists pages the export does not have: ${[...listed].join(', ')}`);
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return count;
}
