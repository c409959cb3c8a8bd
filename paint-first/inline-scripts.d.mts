/** Types for inline-scripts.mjs (plain JavaScript, checked with @ts-check, because Next loads the build adapter uncompiled). */
export const PLAIN_EXPORT_SWITCH: string;
export function plainExport(env?: Record<string, string | undefined>): boolean;
export function adapterInlineScripts(): { site: string[] };
export function pageScriptHashes(html: string): string[];
export function exportInlineScripts(outDir: string): { site: string[]; pages: Record<string, string[]> };
