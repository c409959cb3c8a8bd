/** Pieces of SQL the stores share; no table is named here (functions/store/owners.test.ts). */

/** `count` numbered placeholders after the first `after`: numbered(3, 2) is "?4, ?5". */
export const numbered = (after: number, count: number) => Array.from({ length: count }, (_, i) => `?${after + i + 1}`).join(', ');
