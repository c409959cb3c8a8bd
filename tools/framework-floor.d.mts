/** Types for framework-floor.mjs. */
export function floorParts(html: string): { lang: string; bodyClass: string; css: string; body: string };
export function buildFloor(outDir: string, paths: string[]): { root: string; remove: () => void };
