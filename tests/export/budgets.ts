/**
 * Budgets for what each page sends, checked on the export by files.test.ts. Fixed numbers: a change
 * that needs more changes the number here, in the same commit, with its reason; git keeps the history.
 */

/**
 * JavaScript: gzip bytes of the scripts each page's loader starts (none before the first paint).
 * React and Next alone are about 130 kB on any page.
 */
export const JS_BUDGET_GZIP_BYTES: Record<string, number> & { default: number } = {
  // The framework plus the shared islands (header menus, scroll header, route overlay, search button, visit source).
  default: 148_000,
  // Plus the carousel's step, the counters and the scroll memory.
  '/': 150_000,
  // Plus the quote form (its schema is shared with the endpoint), its parts upload and the scheduler.
  // +500 B (#57, #59): the calendar's facade and the form's challenge starter (Turnstile itself loads
  // on the first focus, Calendly on the visitor's click, neither counted here) and the visit beacon.
  '/contact/': 156_500,
  // Plus the fee calculator, on each market's pricing page.
  '/pricing/': 150_000,
  '/uk/pricing/': 150_000,
  '/eu/pricing/': 150_000,
};

/**
 * HTML: Brotli bytes of each page, which holds everything its first paint needs (the stylesheet is
 * inline, the hydration data fetched apart). Up to about 29 kB a page arrives in the same two round
 * trips of a new connection (10, then 20 TCP segments).
 */
export const HTML_BUDGET_BROTLI_BYTES: Record<string, number> & { default: number } = {
  // Every page but the three below, inside those two round trips with room for a longer page (the
  // longest, material takeoff in each market, is 20.0 kB).
  default: 21_000,
  // Ten sections on one page, as the brief lists them, with the illustrative labels on quotes and logos.
  // 23,046 B once the quote form's chunk changed (the request page's link): the page's text is the same,
  // the chunk names in its loader list are content hashes, which Brotli cannot shrink.
  '/': 23_200,
  // Every question and answer on the site, grouped, each saying what its figure measures.
  // +100 B (#58): the quality standard's label beside the answer that names it (71 B); the page had 12 B to spare.
  // +100 B: the answer on saving back to older Revit releases now says what the service pages say (one
  // statement site-wide); it measured 33,604 B.
  '/faqs/': 33_700,
  // The privacy policy, which says what the lead desk does with a request.
  // +100 B (#58): the footer's label on the sample desk phone numbers is on every page; the policy's own words did not grow.
  // +300 B (#59): it says how visits are counted (what is sent, what is kept, for how long).
  // +200 B (#66): it says what is kept of an accepted fee proposal, and for how long (measured 21,500 B).
  '/privacy-policy/': 21_600,
};
