/**
 * JavaScript budget: gzip bytes of the scripts a page's HTML loads in a current browser
 * (deterministic, from out/; `nomodule` polyfills are not counted because such browsers never fetch them).
 *
 * Measured 2026-11-22 (Next 16.4, React 19.3, webpack build): react-dom ~64 kB and Next's runtime
 * ~68 kB plus the webpack loader ~2 kB are on any page. Our shared islands (header menus, scroll
 * header, route overlay, not-found message) add ~10 kB, so a content page loads ~144 kB. The contact
 * form and scheduler add ~5 kB; the home page's carousel (framer-motion `LazyMotion` + `m`), counters
 * and scroll memory ~17 kB (framer's animation features load on demand and are not counted here).
 * Budgets are those figures plus a small margin.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  default: 148_000,
  '/': 165_000,
  '/contact/': 152_000,
};
