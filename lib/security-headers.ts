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

const PRIVATE_BASE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The private pages: the lead desk (tools/build-desk.mjs) and the editor (tools/build-admin.mjs), each
 * served only through its function behind Cloudflare Access (functions/desk, functions/routes/admin.ts), and a
 * sender's page about their own request, opened by the private link only they hold (functions/routes/request-page.ts,
 * tools/build-request-page.mjs). None is listed in the sitemap, search or feed, cached or indexed; each
 * runs under a policy of its own with no inline script and no eval.
 */
export const PRIVATE_PAGES: Readonly<Record<'/desk/' | '/admin/' | '/request/', Readonly<Record<string, string>>>> = {
  // The desk runs only its own script file and talks only to its own site.
  '/desk/': {
    ...PRIVATE_BASE,
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
  },
  // The editor (Sveltia CMS) talks to GitHub (its API, its status page), shows previews and uploads
  // from blob: and data: URLs, and styles itself inline (styles run no code); its preview is a frame of a
  // blob: URL with a <base> of the site. Its fonts, modules and languages are served from here, and its
  // version check reads a data: URL (tools/build-admin.mjs): no other host (docs/editor.md). Its GitHub sign-in window must keep its opener through GitHub's page on
  // another origin, or the token has nowhere to go: `same-origin-allow-popups`, the one relaxation, and
  // only here (functions/_shared/editor-auth.ts; the window's own answers send `unsafe-none`).
  '/admin/': {
    ...PRIVATE_BASE,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com; media-src 'self' blob:; frame-src 'self' blob:; font-src 'self' data:; connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  },
  // The sender's page carries its capability in its address: no Referer leaves it, not even to this
  // site, and it loads nothing from anywhere else (an analytics beacon injected on the way is refused).
  '/request/': {
    ...PRIVATE_BASE,
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy':
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
  },
};

export const PRIVATE_PREFIXES = Object.keys(PRIVATE_PAGES) as (keyof typeof PRIVATE_PAGES)[];

/**
 * The editor's files named by their content's hash (tools/build-admin.mjs): `/admin/<name>.<hash>.<ext>`,
 * or any file in a folder `/admin/<name>.<hash>/`, the hash 16 hex digits. A changed byte is a new name,
 * so the browser may keep them for good; the page that names them (/admin/ itself) is never cached, so a
 * new build is picked up at the next visit.
 */
export const HASHED_PRIVATE_FILE = /^\/admin\/[a-z0-9-]+\.[0-9a-f]{16}(?:\.[a-z0-9]+$|\/)/;

/**
 * How those files are cached: a year, never revalidated. `private`, not `public`: they are served only
 * behind the Access check (functions/_shared/private-page.ts), and a shared cache (the CDN, a firm's
 * proxy) that kept one could hand it to anyone without asking; the marketer's own browser is the one
 * cache that needs it.
 */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
