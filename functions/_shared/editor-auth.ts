import { SECURITY_HEADERS } from '../../lib/security-headers';
import { signedIn } from './access';
import { sameOriginWrite } from './desk-headers';
import type { Env } from './endpoint';

/**
 * Signing the editor (/admin/) in to GitHub, so that what a marketer saves becomes a commit:
 *
 *   GET  /api/admin/auth       the editor's sign-in window starts here: to GitHub's consent page
 *   GET  /api/admin/callback   GitHub comes back with a code; we trade it for a token with the app's
 *                              secret and hand the token to the editor's window, and only to it
 *   POST /api/admin/auth       the editor renews an expired token with its refresh token (Sveltia posts
 *                              to its "token URL", which it derives from the auth URL)
 *
 * The protocol is the one Decap and Sveltia CMS speak to an OAuth helper (the editor's config names this
 * as base_url + auth_endpoint). Like the editor itself, it answers only a person signed in through
 * Cloudflare Access. GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET come from a GitHub App that may write
 * this repository's contents and pull requests and nothing else; its user tokens expire after eight
 * hours and are renewed here (docs/editor.md, "Setting up sign-in").
 */

export interface EditorAuthEnv extends Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Only for tests: where GitHub is (default https://github.com). */
  GITHUB_URL?: string;
}

const STATE_COOKIE = 'editor_oauth_state';

/**
 * The sign-in window's two answers (the redirect to GitHub and the hand-over) keep the window's opener:
 * a window that once showed a page under `same-origin` loses `window.opener` for good, and the token
 * then has nowhere to go. The editor's page (lib/security-headers.ts) is `same-origin-allow-popups`,
 * which lets the window keep it; every other answer here stays `same-origin`.
 */
const KEEPS_OPENER = { 'Cross-Origin-Opener-Policy': 'unsafe-none' };

/**
 * The sign-in window's script, the same on every answer (its data comes in a JSON block), so the page's
 * policy allows it by one hash: it tells the editor's window that it is authorizing, and on its answer
 * hands over the result, to the site's own origin only.
 */
export const HANDOFF_SCRIPT = `(() => {
  const { message } = JSON.parse(document.getElementById('result').textContent);
  const origin = window.location.origin;
  window.addEventListener('message', (event) => {
    if (event.origin === origin && window.opener) window.opener.postMessage(message, origin);
  }, { once: true });
  if (window.opener) window.opener.postMessage('authorizing:github', origin);
})();`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type Outcome = { token: string; refreshToken?: string } | { error: string };

async function handoff(outcome: Outcome, status = 200): Promise<Response> {
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, ...(outcome.refreshToken ? { refreshToken: outcome.refreshToken } : {}), provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ error: outcome.error, provider: 'github' })}`;
  const note = 'token' in outcome ? 'Signed in to GitHub. This window closes itself; if it does not, close it.' : `GitHub sign-in failed: ${outcome.error.replace(/[<>&"']/g, '')}`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>GitHub sign-in</title></head><body><p>${note}</p><script type="application/json" id="result">${jsonForHtml({ message })}</script><script>${HANDOFF_SCRIPT}</script></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      ...KEEPS_OPENER,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${await sha256(HANDOFF_SCRIPT)}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      'Set-Cookie': `${STATE_COOKIE}=; Path=/api/admin/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
const plain = (status: number, text: string) => new Response(`${text}\n`, { status, headers: { ...SECURITY_HEADERS, ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
const json = (status: number, body: unknown) => Response.json(body, { status, headers: { ...SECURITY_HEADERS, ...PRIVATE, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" } });

/** What GitHub's token endpoint answers (OAuth 2.0, RFC 6749 §5): a token, or `error` with `error_description`. */
interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

/** GitHub's reason in its own words, with the protocol's code: "The code passed is incorrect or expired. (bad_verification_code)". */
const reason = (answer: { error?: string | null; error_description?: string | null }, fallback: string) =>
  answer.error_description ? `${answer.error_description}${answer.error ? ` (${answer.error})` : ''}` : answer.error || fallback;

async function askGitHubForToken(env: EditorAuthEnv, grant: Record<string, string>): Promise<{ ok: true; answer: TokenAnswer } | { ok: false; status: number; error: string }> {
  try {
    const response = await fetch(new URL('/login/oauth/access_token', env.GITHUB_URL ?? 'https://github.com'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, ...grant }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (!response.ok || !answer.access_token) return { ok: false, status: 502, error: reason(answer, `GitHub answered ${response.status}`) };
    return { ok: true, answer };
  } catch (error) {
    return { ok: false, status: 502, error: `GitHub could not be reached (${error instanceof Error ? error.message : String(error)})` };
  }
}

export async function editorAuth(request: Request, env: EditorAuthEnv, step: string): Promise<Response> {
  const who = await signedIn(request, env);
  if (!who.ok) return plain(who.status, who.reason);
  const url = new URL(request.url);
  const configured = Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);
  const notSetUp = 'the editor is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing (docs/editor.md, "Setting up sign-in")';

  if (step === 'auth' && request.method === 'POST') return renew(request, env, configured ? null : notSetUp);
  if (request.method !== 'GET') return plain(405, 'This address answers GET only.');

  if (step === 'auth') {
    // In the sign-in window: a failure is handed to the editor, which shows it, like any other.
    if (!configured) return handoff({ error: notSetUp }, 500);
    const state = crypto.randomUUID();
    const consent = new URL('/login/oauth/authorize', env.GITHUB_URL ?? 'https://github.com');
    // A GitHub App asks no scope: what the token may do is the app's permissions on the repositories it is installed on.
    consent.search = new URLSearchParams({ client_id: env.GITHUB_CLIENT_ID!, redirect_uri: `${url.origin}/api/admin/callback`, state }).toString();
    return new Response(null, {
      status: 302,
      headers: { ...SECURITY_HEADERS, ...PRIVATE, ...KEEPS_OPENER, Location: consent.toString(), 'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/api/admin/; Max-Age=600; HttpOnly; Secure; SameSite=Lax` },
    });
  }

  if (step === 'callback') {
    if (!configured) return handoff({ error: notSetUp }, 500);
    const expected = /(?:^|;\s*)editor_oauth_state=([\w-]+)/.exec(request.headers.get('Cookie') ?? '')?.[1];
    const state = url.searchParams.get('state');
    const code = url.searchParams.get('code');
    // GitHub's refusal first (the person said no, the app is suspended, the address is not the app's): its own words.
    if (url.searchParams.has('error')) return handoff({ error: reason({ error: url.searchParams.get('error'), error_description: url.searchParams.get('error_description') }, 'GitHub refused the sign-in') }, 400);
    if (!expected || state !== expected) return handoff({ error: 'the sign-in was not started from this editor (state mismatch); start again' }, 403);
    if (!code) return handoff({ error: 'GitHub sent no code; start again' }, 400);
    const traded = await askGitHubForToken(env, { code, redirect_uri: `${url.origin}/api/admin/callback` });
    if (!traded.ok) return handoff({ error: traded.error }, traded.status);
    return handoff({ token: traded.answer.access_token!, ...(traded.answer.refresh_token ? { refreshToken: traded.answer.refresh_token } : {}) });
  }
  return plain(404, 'No such address.');
}

/**
 * A new token for an expired one: the editor posts its refresh token (JSON, from its own page) and gets
 * a new pair. Only from the editor's own origin; the app's secret never leaves this function.
 */
async function renew(request: Request, env: EditorAuthEnv, notSetUp: string | null): Promise<Response> {
  if (!sameOriginWrite(request)) return json(403, { error: 'access_denied', error_description: 'A token is renewed only from the editor\'s own page.' });
  if (notSetUp) return json(500, { error: 'server_error', error_description: notSetUp });
  const body = (await request.json().catch(() => null)) as { grant_type?: unknown; refresh_token?: unknown } | null;
  if (body?.grant_type !== 'refresh_token' || typeof body.refresh_token !== 'string' || !body.refresh_token) {
    return json(400, { error: 'invalid_request', error_description: 'Send {"grant_type": "refresh_token", "refresh_token": "…"}.' });
  }
  const renewed = await askGitHubForToken(env, { grant_type: 'refresh_token', refresh_token: body.refresh_token });
  if (!renewed.ok) return json(renewed.status, { error: 'invalid_grant', error_description: renewed.error });
  return json(200, { access_token: renewed.answer.access_token, ...(renewed.answer.refresh_token ? { refresh_token: renewed.answer.refresh_token } : {}) });
}
