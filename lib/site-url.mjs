// @ts-check
/**
 * Which address the site is built for. Canonical links, the sitemap, Open Graph and JSON-LD all derive
 * from it, so a wrong one quietly tells search engines the site lives elsewhere. next.config.mjs
 * resolves it once per build (this file is plain JavaScript so that it can) and passes it on as
 * SITE_URL. Order: SITE_URL; else the production address the build host provides; else the example
 * default, with a warning, unless the build runs on a known host, where that would be a mistake.
 */

export const DEFAULT_SITE_URL = 'https://www.example.com';

/**
 * The address this build is for, without a trailing slash: SITE_URL as next.config.mjs resolved it and
 * passed it in (`env` in next.config.mjs: Next writes the value in place of `process.env.SITE_URL`,
 * in browser bundles too, so keep that expression as it is), or the example default where nothing
 * resolved it (unit tests, scripts). lib/content/site.ts takes the address from here.
 * @param {string | undefined} [value]
 */
export function siteUrl(value = process.env.SITE_URL) {
  return (value?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/**
 * Build hosts we recognise by an environment variable they set, and the variable that holds the
 * site's production address there. Cloudflare Pages has none: CF_PAGES_URL is each deployment's own
 * *.pages.dev address, which would make every preview's canonicals point at itself.
 * @type {ReadonlyArray<{ name: string, detect: string, productionUrl: string | null }>}
 */
export const BUILD_HOSTS = [
  { name: 'Netlify', detect: 'NETLIFY', productionUrl: 'URL' },
  { name: 'Vercel', detect: 'VERCEL', productionUrl: 'VERCEL_PROJECT_PRODUCTION_URL' },
  { name: 'Cloudflare Pages', detect: 'CF_PAGES', productionUrl: null },
];

export class SiteUrlError extends Error {}

/**
 * @param {string} raw
 * @param {string} from the variable it came from, for the error message
 */
function normalise(raw, from) {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    throw new SiteUrlError(`${from}="${raw}" is not a URL: set it to the site's address, e.g. https://www.stratumprecon.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteUrlError(`${from}="${raw}" must be an http(s) address, e.g. https://www.stratumprecon.com`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, source: string, warning: string | null }}
 */
export function resolveSiteUrl(env) {
  const explicit = env.SITE_URL?.trim();
  if (explicit) return { url: normalise(explicit, 'SITE_URL'), source: 'SITE_URL', warning: null };

  const host = BUILD_HOSTS.find((candidate) => env[candidate.detect]);
  if (host) {
    const value = host.productionUrl ? env[host.productionUrl]?.trim() : undefined;
    if (host.productionUrl && value) return { url: normalise(value, host.productionUrl), source: host.productionUrl, warning: null };
    throw new SiteUrlError(
      `Building on ${host.name} without the site's address: set SITE_URL (e.g. https://www.stratumprecon.com) in the project's environment variables.`,
    );
  }

  return {
    url: DEFAULT_SITE_URL,
    source: 'default',
    warning: `SITE_URL is not set: canonical links, sitemap and structured data point at ${DEFAULT_SITE_URL}. Set SITE_URL=https://your-domain before building for a real host.`,
  };
}
