/**
 * JavaScript budget: gzip bytes of the scripts a page's HTML loads (deterministic, from out/).
 *
 * Measured 2026-11-22 (Next 16.4, React 19.3, Turbopack): the framework alone (react-dom ~72 kB,
 * Next's runtime ~94 kB, Turbopack loader ~4 kB) is ~170 kB on any page. Our shared islands (header
 * menus, scroll header, route overlay, image component) add ~13 kB, so a content page loads ~184 kB.
 * The home page adds the carousel with framer-motion's LazyMotion + m (~17 kB; its animation features
 * load on demand and are not counted here). Budgets are those figures plus a small margin.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  default: 190_000,
  '/': 206_000,
  '/contact/': 192_000,
};
