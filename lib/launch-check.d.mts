/** Types for launch-check.mjs (plain JavaScript so that next.config.mjs can import it). */
export function launchCheckWarning(resolved: { url: string; source: string }, env: Record<string, string | undefined>, list?: () => string): string | null;
