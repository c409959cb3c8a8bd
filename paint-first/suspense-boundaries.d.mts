/** Types for suspense-boundaries.mjs (plain JavaScript, checked with @ts-check, loaded uncompiled by the build adapter). */
export const REVEAL_RUNTIME: string;
export const REVEAL_TIMER: string;
export function completeBoundaries(html: string, page?: string): string;
