import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * Who is asking, for the firm's private pages. Each private tool is its own Cloudflare Access
 * application with its own policy: the lead desk (/desk/ and /api/desk/) for the people who work leads,
 * the editor (/admin/ and /api/admin/) for the people who publish. Access signs every request it lets
 * through with a JWT for that application, in the `Cf-Access-Jwt-Assertion` header and the
 * `CF_Authorization` cookie. We verify it on every request anyway, with `jose`: signed by a key from the
 * team's JWKS, issued by the team, for the application the address belongs to (its AUD tag), not
 * expired. So a token for the editor opens nothing of the desk, and the other way round. Without the
 * variables nothing gets in: both tools fail closed.
 */

export interface AccessEnv {
  /** The Access team domain, e.g. https://stratum.cloudflareaccess.com (Zero Trust, Settings). */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Audience (AUD) tag of the lead desk's Access application. */
  ACCESS_AUD_DESK?: string;
  /** The Audience (AUD) tag of the editor's Access application. */
  ACCESS_AUD_EDITOR?: string;
  /** The one AUD both tools shared before they had an application each: refused, so it cannot linger. */
  ACCESS_AUD?: string;
}

/** The firm's private tools, each an Access application of its own, and the addresses each one covers. */
export const ACCESS_APPS = {
  desk: { name: 'The lead desk', variable: 'ACCESS_AUD_DESK', prefixes: ['/desk/', '/api/desk/'] },
  editor: { name: 'The editor', variable: 'ACCESS_AUD_EDITOR', prefixes: ['/admin/', '/api/admin/'] },
} as const satisfies Record<string, { name: string; variable: keyof AccessEnv; prefixes: readonly string[] }>;

export type AccessApp = keyof typeof ACCESS_APPS;

/** Which tool an address belongs to (`/desk` and `/desk/...` alike), or null for a public one. */
export function accessAppOf(pathname: string): AccessApp | null {
  for (const [app, { prefixes }] of Object.entries(ACCESS_APPS) as [AccessApp, (typeof ACCESS_APPS)[AccessApp]][]) {
    if (prefixes.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1))) return app;
  }
  return null;
}

export type Signed = { ok: true; email: string } | { ok: false; status: 401 | 403 | 500; reason: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a host name is this machine's: a loopback address, localhost, or a name under .localhost
 * (RFC 6761; browsers resolve them to loopback), which `npm start` and the tests give each tool as
 * its own host (desk.localhost).
 */
export const isLoopback = (hostname: string) => LOOPBACK.has(hostname) || hostname.endsWith('.localhost');

/**
 * The team domain as an origin, or null when it must not be trusted for this request: https always;
 * plain http only on loopback, and only for a request that itself arrived on loopback, so the local
 * sign-in `npm start` offers (tools/worker-dev.mjs) can never work on a deployed site.
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
  return isLoopback(new URL(requestUrl).hostname) ? url.origin : null;
}

/** The token Access attached: the header it adds on the way in, else its cookie. */
export function accessToken(request: Request): string | null {
  const header = request.headers.get('Cf-Access-Jwt-Assertion');
  if (header) return header.trim();
  const cookie = request.headers.get('Cookie') ?? '';
  const match = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(cookie);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A cookie that is not valid percent-encoding is no token: the caller answers 401, not an error.
    return null;
  }
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

/**
 * The AUD tag to verify a token for `app` against, or why there is none: a variable missing, the old
 * single ACCESS_AUD still set, or both tools given the same application (which would let everyone on
 * one policy into the other tool).
 */
export function audienceFor(env: AccessEnv, app: AccessApp): { ok: true; aud: string } | { ok: false; problem: string } {
  if (env.ACCESS_AUD) return { ok: false, problem: 'ACCESS_AUD is no longer read: set ACCESS_AUD_DESK and ACCESS_AUD_EDITOR, one Access application each (docs/lead-desk.md, "Who gets in"), and delete ACCESS_AUD.' };
  const aud = env[ACCESS_APPS[app].variable];
  if (!aud) return { ok: false, problem: `${ACCESS_APPS[app].variable} is not set (docs/lead-desk.md, "Who gets in").` };
  if (env.ACCESS_AUD_DESK === env.ACCESS_AUD_EDITOR) return { ok: false, problem: 'ACCESS_AUD_DESK and ACCESS_AUD_EDITOR are the same: the desk and the editor need an Access application each.' };
  return { ok: true, aud };
}

/** Whether this request carries a valid Access token for the tool its address belongs to, and whose. */
export async function signedIn(request: Request, env: AccessEnv): Promise<Signed> {
  const app = accessAppOf(new URL(request.url).pathname);
  if (!app) return { ok: false, status: 403, reason: 'This address belongs to no private tool.' };
  const teamDomain = trustedTeamDomain(env.ACCESS_TEAM_DOMAIN, request.url);
  const audience = audienceFor(env, app);
  if (!teamDomain || !audience.ok) {
    console.error(`${ACCESS_APPS[app].name} refused a request: ${audience.ok ? 'ACCESS_TEAM_DOMAIN is not set, or not a team domain it may trust.' : audience.problem}`);
    return { ok: false, status: 500, reason: `${ACCESS_APPS[app].name} is not set up: its sign-in is not configured.` };
  }
  const token = accessToken(request);
  if (!token) return { ok: false, status: 401, reason: 'Sign in through Cloudflare Access first.' };
  try {
    // Access always sets when a token was issued and when it ends; one without them is not Access's.
    const { payload } = await jwtVerify(token, keysOf(teamDomain), { issuer: teamDomain, audience: audience.aud, algorithms: ['RS256'], requiredClaims: ['exp', 'iat'] });
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email) return { ok: false, status: 403, reason: 'The sign-in names no person.' };
    return { ok: true, email };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'invalid';
    return { ok: false, status: 403, reason: `The sign-in was not accepted (${code}). Sign in again.` };
  }
}
