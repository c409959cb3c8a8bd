/**
 * Requests a network may send the public endpoints in a minute, per Cloudflare location, before the
 * Worker's edge limit answers 429 (functions/_shared/edge-limit.ts): wrangler.toml's EDGE_LIMIT
 * `simple.limit` (tests/runtime.test.ts holds them equal).
 */
export const EDGE_LIMIT_PER_MINUTE = 120;
