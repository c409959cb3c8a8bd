/** Types for site-url.mjs (plain JavaScript so that next.config.mjs can import it). */
export const DEFAULT_SITE_URL: string;
export function siteUrl(value?: string): string;
export const BUILD_HOSTS: ReadonlyArray<{ name: string; detect: string; productionUrl: string | null }>;
export class SiteUrlError extends Error {}
export function resolveSiteUrl(env: Record<string, string | undefined>): { url: string; source: string; warning: string | null };
