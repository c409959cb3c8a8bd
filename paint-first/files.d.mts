/** Types for files.mjs (plain JavaScript: the build adapter and server run without a compiler). */
export function filesIn(dir: string, found?: string[]): string[];
