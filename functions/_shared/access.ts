import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * Who is asking, for the firm's private pages (/desk/ and /api/desk/). Cloudflare Access signs every
 * request it lets through with a JWT, in the `Cf-Access-Jwt-Assertion` header and the
 * `CF_Authorization` cookie. We verify it on every request anyway, with `jose`: signed by a key from
 * the team's JWKS, issued by the team, for this application (its AUD tag), not expired. Without both
 * variables nothing gets in: the desk fails closed.
 */

export interface AccessEnv {
  /** The Access team domain, e.g. https://stratum.cloudflareaccess.com (Zero Trust, Settings). */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's Audience (AUD) tag. */
  ACCESS_AUD?: string;
}

export type Signed = { ok: true; email: string } | { ok: false; status: 401 | 403 | 500; reason: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The team domain as an origin, or null when it must not be trusted for this request: https always;
 * plain http only on loopback, and only for a request that itself arrived on loopback, so the local
 * sign-in `npm start` offers (tools/pages-dev.mjs) can never work on a deployed site.
 */
export function trustedTeamDomain(teamDomain: string | undefined, requestUrl: string): string | null {
  if (!teamDomain) return null;
  let url: URL;
  try {
    url = new URL(teamDomain);
  } catch {
    return null;
  }
  if (url.pathname !== '/' || url.search || url.username || url.password) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return null;
  return LOOPBACK.has(new URL(requestUrl).hostname) ? url.origin : null;
}

/** The token Access attached: the header it adds on the way in, else its cookie. */
export function accessToken(request: Request): string | null {
  const header = request.headers.get('Cf-Access-Jwt-Assertion');
  if (header) return header.trim();
  const cookie = request.headers.get('Cookie') ?? '';
  const match = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** One key set per team domain per worker instance: jose caches the keys and refetches on a new key id. */
const keySets = new Map<string, JWTVerifyGetKey>();

function keysOf(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', teamDomain), { timeoutDuration: 5_000 });
    keySets.set(teamDomain, keys);
  }
  return keys;
}

/** Whether this request carries a valid Access token, and whose. */
export async function signedIn(request: Request, env: AccessEnv): Promise<Signed> {
  const teamDomain = trustedTeamDomain(env.ACCESS_TEAM_DOMAIN, request.url);
  if (!teamDomain || !env.ACCESS_AUD) {
    console.error('The desk refused a request: ACCESS_TEAM_DOMAIN and ACCESS_AUD must both be set (README, "The lead desk").');
    return { ok: false, status: 500, reason: 'The desk is not set up: its sign-in is not configured.' };
  }
  const token = accessToken(request);
  if (!token) return { ok: false, status: 401, reason: 'Sign in through Cloudflare Access first.' };
  try {
    const { payload } = await jwtVerify(token, keysOf(teamDomain), { issuer: teamDomain, audience: env.ACCESS_AUD, algorithms: ['RS256'] });
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email) return { ok: false, status: 403, reason: 'The sign-in names no person.' };
    return { ok: true, email };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'invalid';
    return { ok: false, status: 403, reason: `The sign-in was not accepted (${code}). Sign in again.` };
  }
}
