/** Types for module-warmup.mjs (plain JavaScript, checked with @ts-check, because Next loads the build adapter uncompiled). */
export function warmUpGroups(entry: { runtimeModuleIds?: Array<number | string> }, chunkCodes: string[], page: string): number[][];
