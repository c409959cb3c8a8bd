import { VISITS_PER_NETWORK } from '../../lib/funnel';
import { clientKey } from '../_shared/client-address';
import { API_HEADERS, admit, fromAnotherSite, hashSecret, readBytes, withD1Retries, type Env } from '../_shared/endpoint';
import { countVisit, countingTime, readVisit, sitePages } from '../_shared/visits';
import type { Route } from '../route';

/**
 * POST /api/visit: the beacon a visit sends when it begins (lib/visit-source.ts, from the page's idle
 * time or as it is left), form-encoded: landing, referrer, utm_source, utm_medium, utm_campaign. It adds
 * one to a daily total (functions/_shared/visits.ts) and keeps nothing else: not the address (the
 * per-network limit counts an HMAC of the network for ten minutes, as the quote endpoint's does), not the
 * user agent, not the time.
 *
 * Only believable visits count: a write from another site is refused (403); a body over 2 KB or not a
 * form counts nothing; a path that is not one of the site's pages counts nothing; a network past its
 * limit (per IPv4 address or IPv6 /48) counts nothing more; referrers and campaigns past the places the
 * hour allows count as "(other)", and so does every new combination once the day holds its rows. Every
 * other answer is 204 with no body, whatever was counted: a beacon reads no answer, and an error status
 * would only be noise in the visitor's console (an office behind one address soon passes the limit).
 * The `Visit` header says what was done, for whoever checks by hand.
 */

const MAX_BODY_BYTES = 2048;

type Outcome = 'counted' | 'not a page' | 'over the network limit' | 'unreadable';
const answer = (outcome: Outcome) => new Response(null, { status: 204, headers: { ...API_HEADERS, Visit: outcome } });

async function countOne(request: Request, raw: Env): Promise<Response> {
  if (fromAnotherSite(request)) return new Response(null, { status: 403, headers: API_HEADERS });
  const env = withD1Retries(raw);
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(new TextDecoder().decode(await readBytes(request, MAX_BODY_BYTES)));
  } catch {
    return answer('unreadable');
  }
  const origin = new URL(request.url).origin;
  const visit = readVisit(fields, origin, await sitePages(env, origin));
  if (!visit) return answer('not a page');
  // Counted per IPv6 /48, not the quote form's /64 (functions/_shared/client-address.ts).
  const network = await clientKey(request.headers.get('CF-Connecting-IP') ?? '', hashSecret(env), 48);
  const admitted = await admit(env, `${network}:visits`, VISITS_PER_NETWORK);
  if (!admitted.ok) return answer('over the network limit');
  await countVisit(env, visit, countingTime(request, env));
  return answer('counted');
}

/**
 * The promise of a 204 whatever happens holds when something fails too (D1 away, a body the reader
 * chokes on): what went wrong is logged, and the beacon is answered as for anything else not counted.
 */
export const visit: Route<Env> = async (request, env) => {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...API_HEADERS, Allow: 'POST' } });
  try {
    return await countOne(request, env);
  } catch (error) {
    console.error('visit not counted', error);
    return new Response(null, { status: 204, headers: { ...API_HEADERS, Visit: 'not counted: failed' } });
  }
};
