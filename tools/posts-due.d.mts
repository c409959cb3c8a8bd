/** Types for posts-due.mjs. */
export function postsDue(dir: string, now: number, windowMinutes: number): string[];
