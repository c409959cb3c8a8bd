import { VISITS_PER_NETWORK } from '../../lib/funnel';
import { API_HEADERS, admit, fromAnotherSite, readBytes, senderKey, withD1Retries, type Env } from '../_shared/endpoint';
import { countVisit, readVisit, sitePages } from '../_shared/visits';

/**
 * POST /api/visit: the beacon a visit sends when it begins (lib/visit-source.ts, from the page's idle
 * time or as it is left), form-encoded: landing, referrer, utm_source, utm_medium, utm_campaign. It adds
 * one to a daily total (functions/_shared/visits.ts) and keeps nothing else: not the address (the
 * per-network limit counts an HMAC of the network for ten minutes, as the quote endpoint's does), not the
 * user agent, not the time.
 *
 * Only believable visits count: a write from another site is refused (403); a body over 2 KB or not a
 * form counts nothing; a path that is not one of the site's pages counts nothing; a network past its
 * limit counts nothing more; referrers and campaigns past the day's cap of new values count as
 * "(other)". Every other answer is 204 with no body, whatever was counted: a beacon reads no answer,
 * and an error status would only be noise in the visitor's console (an office behind one address soon
 * passes the limit). The `Visit` header says what was done, for whoever checks by hand.
 */

const MAX_BODY_BYTES = 2048;

type Outcome = 'counted' | 'not a page' | 'over the network limit' | 'unreadable';
const answer = (outcome: Outcome) => new Response(null, { status: 204, headers: { ...API_HEADERS, Visit: outcome } });

export const onRequestPost: PagesFunction<Env> = async ({ request, env: raw }) => {
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
  const admitted = await admit(env, `${await senderKey(request, env)}:visits`, VISITS_PER_NETWORK);
  if (!admitted.ok) return answer('over the network limit');
  await countVisit(env, visit, Date.now());
  return answer('counted');
};

export const onRequest: PagesFunction<Env> = () => new Response(null, { status: 405, headers: { ...API_HEADERS, Allow: 'POST' } });
