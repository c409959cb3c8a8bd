/** Types for first-paint.mjs (plain JavaScript, checked with @ts-check, because Next loads the build adapter uncompiled). */
export interface LoaderConfig {
  scripts: string[];
  data: string | null;
  pushes: Array<[string, unknown]>;
  warm: number[][];
}
export const CONFIG_ID: string;
export function loaderScript(): string;
export function scriptHash(code: string): string;
export function globalPush(code: string): [string, unknown] | null;
export function deferredScripts(html: string): string[];
export function deferredData(html: string): string | null;
export function warmUp(html: string): number[][];
export function contentBoundaries(html: string): number;
export function paintFirst(html: string, readAsset: (urlPath: string) => string, dataUrl?: string, page?: string): string;
