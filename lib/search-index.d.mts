/** Types for search-index.mjs. */
export function pageType(url: string): 'Service' | 'Project' | 'Article' | 'Policy' | 'Page';
export function searchablePaths(sitemapXml: string): Set<string>;
export function spaceInlineRuns(html: string): string;
export function buildSearchIndex(outDir: string, pages: string[]): Promise<number>;
