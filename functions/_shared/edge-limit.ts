import { API_HEADERS, senderKey, type Env } from './endpoint';

/**
 * The first line against a flood of the public endpoints: Cloudflare's Workers rate-limiting binding
 * (wrangler.toml `[[ratelimits]]` EDGE_LIMIT), counted at the edge before any database is touched, per
 * network (the same hashed address the D1 limits use: IPv6 by /64) and per Cloudflare location. It is
 * generous (lib/edge-limit.ts EDGE_LIMIT_PER_MINUTE, far above what a person or an office does) and the D1 limits behind
 * it stay the exact ones: requests, uploads, wrong links, visits per network. Where the binding is not
 * configured (another host), nothing is limited here.
 *
 * The firm's own tools (/desk/, /admin/ and their APIs) are not counted: Cloudflare Access stands in
 * front of them.
 */

export interface EdgeLimitEnv {
  EDGE_LIMIT?: RateLimit;
}

const COUNTED = /^\/(?:api\/(?:quote|uploads|request|visit)(?:\/|$)|request\/)/;

/** A refusal for this request, or null to let it through. */
export async function edgeLimited(request: Request, env: Env & EdgeLimitEnv): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!env.EDGE_LIMIT || !COUNTED.test(pathname)) return null;
  // The visit beacon apart: a page's beacons never use up its network's allowance for sending a request.
  const visit = pathname.startsWith('/api/visit');
  const { success } = await env.EDGE_LIMIT.limit({ key: `${await senderKey(request, env)}:${visit ? 'visit' : 'act'}` });
  if (success) return null;
  // The beacon is answered as the visit endpoint answers its own network limit: 204, never an error in
  // a visitor's console (functions/routes/visit.ts).
  if (visit) return new Response(null, { status: 204, headers: { ...API_HEADERS, Visit: 'over the network limit' } });
  return new Response(`429 Too many requests from your connection. Please wait a minute and try again, or email us.\n`, {
    status: 429,
    headers: { ...API_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
  });
}
