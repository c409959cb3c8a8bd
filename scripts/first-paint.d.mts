/** Types for first-paint.mjs (plain JavaScript because Next loads the build adapter without a compiler). */
export function hydrateAfterPaint(sources: string[], data: string | null): void;
export function deferredScripts(html: string): string[];
export function deferredData(html: string): string | null;
export function paintFirst(html: string, readAsset: (urlPath: string) => string, dataUrl?: string): string;
