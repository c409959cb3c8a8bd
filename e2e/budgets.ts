/**
 * JavaScript budget: gzip bytes of the scripts a page's HTML loads (deterministic, from out/).
 * Measured 2026-11-22: a bare Next 16 App Router page loads ~145 kB gzip of framework code; our
 * shell (header menus, scroll header, route overlay, image component) adds a few kB on top.
 * `default` applies to every page; pages with bigger islands get their own line. README lists these.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  default: 165_000,
};
