import { SECURITY_HEADERS } from '../../lib/security-headers';
import { signedIn } from './access';
import type { Env } from './endpoint';

/**
 * Signing the editor (/admin/) in to GitHub, so that what a marketer saves becomes a commit:
 *
 *   GET /api/admin/auth       the editor's sign-in window starts here: to GitHub's consent page
 *   GET /api/admin/callback   GitHub comes back with a code; we trade it for a token with the app's
 *                             secret and hand the token to the editor's window, and only to it
 *
 * The protocol is the one Decap and Sveltia CMS speak to an OAuth helper (the editor's config names this
 * as base_url + auth_endpoint). Like the editor itself, it answers only a person signed in through
 * Cloudflare Access. GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET come from a GitHub OAuth app (README).
 */

export interface EditorAuthEnv extends Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Only for tests: where GitHub is (default https://github.com). */
  GITHUB_URL?: string;
}

const STATE_COOKIE = 'editor_oauth_state';

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

async function handoff(outcome: { token: string } | { error: string }, status = 200): Promise<Response> {
  const message = 'token' in outcome ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}` : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const note = 'token' in outcome ? 'Signed in to GitHub. This window closes itself; if it does not, close it.' : `GitHub sign-in failed: ${outcome.error.replace(/[<>&"']/g, '')}`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>GitHub sign-in</title></head><body><p>${note}</p><script type="application/json" id="result">${jsonForHtml({ message })}</script><script>${HANDOFF_SCRIPT}</script></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...SECURITY_HEADERS,
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

export async function editorAuth(request: Request, env: EditorAuthEnv, step: string): Promise<Response> {
  const who = await signedIn(request, env);
  if (!who.ok) return plain(who.status, who.reason);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return plain(500, 'The editor is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing (README, "The editor").');
  const url = new URL(request.url);
  const github = env.GITHUB_URL ?? 'https://github.com';

  if (step === 'auth') {
    const state = crypto.randomUUID();
    const consent = new URL('/login/oauth/authorize', github);
    consent.search = new URLSearchParams({ client_id: env.GITHUB_CLIENT_ID, redirect_uri: `${url.origin}/api/admin/callback`, scope: 'repo,user', state }).toString();
    return new Response(null, {
      status: 302,
      headers: { ...SECURITY_HEADERS, ...PRIVATE, Location: consent.toString(), 'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/api/admin/; Max-Age=600; HttpOnly; Secure; SameSite=Lax` },
    });
  }

  if (step === 'callback') {
    const expected = /(?:^|;\s*)editor_oauth_state=([\w-]+)/.exec(request.headers.get('Cookie') ?? '')?.[1];
    const state = url.searchParams.get('state');
    const code = url.searchParams.get('code');
    if (!expected || state !== expected) return handoff({ error: 'the sign-in was not started from this editor (state mismatch); start again' }, 403);
    if (!code) return handoff({ error: url.searchParams.get('error_description') ?? 'GitHub sent no code' }, 400);
    try {
      const response = await fetch(new URL('/login/oauth/access_token', github), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: `${url.origin}/api/admin/callback` }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { access_token?: string; error_description?: string; error?: string };
      if (!response.ok || !body.access_token) return handoff({ error: body.error_description ?? body.error ?? `GitHub answered ${response.status}` }, 502);
      return handoff({ token: body.access_token });
    } catch (error) {
      return handoff({ error: `GitHub could not be reached (${error instanceof Error ? error.message : String(error)})` }, 502);
    }
  }
  return plain(404, 'No such address.');
}
