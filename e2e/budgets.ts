/**
 * JavaScript budget: gzip bytes of the scripts each page's loader starts (scripts/first-paint.mjs;
 * deterministic, read from out/). None of them is fetched before the page's first paint.
 *
 * Measured 2026-11-23 (Next 16.4 with Turbopack, React 19.3): react-dom and Next's runtime are ~130 kB
 * on any page. Our shared islands (header menus, scroll header, route overlay, not-found message) add
 * ~14 kB, so a content page loads ~144 kB. The contact form and scheduler add ~3 kB; the home page's
 * carousel (framer-motion `LazyMotion` + `m`), counters and scroll memory ~17 kB (framer's animation
 * features load on demand and are not counted here). Budgets are those figures plus a small margin.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  default: 148_000,
  '/': 165_000,
  '/contact/': 152_000,
};
