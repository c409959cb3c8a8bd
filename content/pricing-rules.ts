/**
 * Pricing rules every market shares, in a module of their own so the calculator island can import
 * them without the price books (lib/content/pricing.ts re-exports them).
 */

/** A rush job is scheduled ahead of others and staffed with a second detailer or estimator. */
export const RUSH_MULTIPLIER = 1.5;
