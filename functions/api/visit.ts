import { VISITS_PER_NETWORK } from '../../lib/funnel';
import { API_HEADERS, TooLarge, admit, fromAnotherSite, readBytes, senderKey, withD1Retries, type Env } from '../_shared/endpoint';
import { countVisit, readVisit, sitePages } from '../_shared/visits';

/**
 * POST /api/visit: the beacon a visit sends when it begins (lib/visit-source.ts, from the page's idle
 * time or as it is left), form-encoded: landing, referrer, utm_source, utm_medium, utm_campaign. It adds
 * one to a daily total (functions/_shared/visits.ts) and keeps nothing else: not the address (the
 * per-network limit counts an HMAC of the network for ten minutes, as the quote endpoint's does), not the
 * user agent, not the time.
 *
 * Only believable visits count: a write from another site is refused (403); a network past its limit
 * gets 429; a path that is not one of the site's pages counts nothing (422); referrers and campaigns
 * past the day's cap of new values count as "(other)". The answer has no body (204): a beacon reads none.
 */

const MAX_BODY_BYTES = 2048;

const answer = (status: number) => new Response(null, { status, headers: API_HEADERS });

export const onRequestPost: PagesFunction<Env> = async ({ request, env: raw }) => {
  if (fromAnotherSite(request)) return answer(403);
  const env = withD1Retries(raw);
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(new TextDecoder().decode(await readBytes(request, MAX_BODY_BYTES)));
  } catch (error) {
    return answer(error instanceof TooLarge ? 413 : 400);
  }
  const origin = new URL(request.url).origin;
  const visit = readVisit(fields, origin, await sitePages(env, origin));
  if (!visit) return answer(422);
  const admitted = await admit(env, `${await senderKey(request, env)}:visits`, VISITS_PER_NETWORK);
  if (!admitted.ok) return new Response(null, { status: 429, headers: { ...API_HEADERS, 'Retry-After': String(admitted.retryAfter) } });
  await countVisit(env, visit, Date.now());
  return answer(204);
};

export const onRequest: PagesFunction<Env> = () => new Response(null, { status: 405, headers: { ...API_HEADERS, Allow: 'POST' } });
