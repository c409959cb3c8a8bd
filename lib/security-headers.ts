/**
 * The security headers every answer of the site carries, pages and the quote endpoint alike. The
 * pages' Content-Security-Policy is added by lib/hosting.ts; the endpoint sets its own, stricter one.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The firm's private pages (the lead desk, built by scripts/build-desk.mjs): served only through their
 * function behind Cloudflare Access (functions/desk), never listed in the sitemap, search or feed.
 */
export const PRIVATE_PREFIXES = ['/desk/'] as const;

/**
 * What every private page and its API answers with: never cached, never indexed, and a policy that lets
 * the page run only its own script file (no inline script, no eval) and talk only to its own site.
 */
export const PRIVATE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};
