/** Types for first-paint.mjs (plain JavaScript because Next loads the build adapter without a compiler). */
export function hydrateAfterPaint(sources: string[]): void;
export function deferredScripts(html: string): string[];
export function paintFirst(html: string, readAsset: (urlPath: string) => string): string;
