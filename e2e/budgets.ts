/**
 * JavaScript budget: gzip bytes of the scripts each page's loader starts (scripts/first-paint.mjs;
 * deterministic, read from out/). None of them is fetched before the page's first paint.
 *
 * Measured 2026-11-23 (Next 16.4 with Turbopack, React 19.3): react-dom and Next's runtime are ~130 kB
 * on any page. Our shared islands (header menus, scroll header, route overlay, not-found message) add
 * ~14 kB, so a content page loads ~144 kB. The quote form (with its valibot schema, shared with the
 * endpoint) and the scheduler add ~7 kB (151.6 kB); the home page's
 * carousel (framer-motion `LazyMotion` + `m`), counters and scroll memory ~17 kB (framer's animation
 * features load on demand and are not counted here). Budgets are those figures plus a small margin.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  default: 148_000,
  '/': 165_000,
  '/contact/': 152_000,
};

/**
 * HTML budget: Brotli bytes of each page's HTML, which holds everything its first paint needs (the
 * stylesheet is inline; the hydration data is fetched apart, see scripts/first-paint.mjs).
 *
 * Measured 2026-11-23: 12.5-15.5 kB for most pages (the stylesheet is ~7 kB of it), 18.9 kB for the
 * home page and 29.6 kB for /faqs/, which gathers all 118 questions and answers on the site. Under
 * ~14 kB a page arrives in the first round trip of a new connection (10 TCP segments); each round
 * trip past it costs ~150 ms of LCP on a slow phone connection. Budgets: those figures plus a margin.
 */
export const HTML_BUDGET_BROTLI_BYTES: Record<string, number> & { default: number } = {
  default: 16_000,
  '/': 20_000,
  '/faqs/': 31_000,
  // The whole privacy policy, including where quote requests and drawings are kept (16.5 kB).
  '/privacy-policy/': 17_500,
  // The two longest posts (about 16.0 kB): the hashed chunk names in every page move them by a few
  // bytes from build to build, which alone took them over the default when /samples was added.
  '/blogs/sustainable-preconstruction/': 16_500,
  '/blogs/tech-powering-bids/': 16_500,
};
