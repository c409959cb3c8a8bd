/**
 * The pages with one static variant per market (`/pricing`, `/uk/pricing`, `/eu/pricing`), and the
 * prefixes of the markets that have their own: apart from content/markets.ts so that the menus, which
 * run in the browser, can point a UK or European reader at their variant without loading every market.
 */
export const marketPages = [
  '/pricing',
  '/services/cost-estimation',
  '/services/quantity-surveying',
  '/services/material-takeoff',
  '/services/bar-bending-schedule',
] as const;

export type MarketPage = (typeof marketPages)[number];

/** The path prefixes of the markets with variants (content/markets.ts: each market's `prefix`). */
export const variantPrefixes = ['/uk', '/eu'] as const;
