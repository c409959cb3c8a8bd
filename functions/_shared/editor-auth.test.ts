/** @jest-environment node */
import { HANDOFF_SCRIPT, editorAuth, type EditorAuthEnv } from './editor-auth';

/** A team domain and a GitHub of the test's own, answered by a stand-in for fetch. */
const teamDomain = 'http://127.0.0.1:3999';
const github = 'http://127.0.0.1:3998';
let signIn = '';
let tokenAnswer: { status: number; body: unknown } = { status: 200, body: { access_token: 'gho_test' } };
const sentToGitHub: unknown[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] });
  signIn = await new SignJWT({ email: 'marketing@firm.example' }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(teamDomain).setAudience('aud').setIssuedAt().setExpirationTime('1h').sign(privateKey);
  globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
    if (String(url) === `${teamDomain}/cdn-cgi/access/certs`) return new Response(jwks);
    if (String(url) === `${github}/login/oauth/access_token`) {
      sentToGitHub.push(JSON.parse(String(init?.body)));
      return Response.json(tokenAnswer.body, { status: tokenAnswer.status });
    }
    return new Response('', { status: 404 });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const env: EditorAuthEnv = { ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD_DESK: 'desk-aud', ACCESS_AUD_EDITOR: 'aud', GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1', GITHUB_URL: github } as EditorAuthEnv;
const ask = (path: string, headers: Record<string, string> = {}, withEnv = env, init: RequestInit = {}) =>
  editorAuth(new Request(`http://127.0.0.1:3000/api/admin/${path}`, { ...init, headers: { 'Cf-Access-Jwt-Assertion': signIn, ...headers } }), withEnv, path.replace(/\?.*$/, ''));

test('the sign-in starts at GitHub with the app, the callback and a state bound to a cookie', async () => {
  const answer = await ask('auth');
  expect(answer.status).toBe(302);
  const consent = new URL(answer.headers.get('Location')!);
  expect(consent.origin + consent.pathname).toBe(`${github}/login/oauth/authorize`);
  expect(consent.searchParams.get('client_id')).toBe('client-1');
  expect(consent.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/admin/callback');
  // A GitHub App's token can do what the app may, on the repositories it is installed on: no scope is asked.
  expect(consent.searchParams.has('scope')).toBe(false);
  // The sign-in window keeps its opener through GitHub's page (the editor's page allows it, lib/security-headers.ts).
  expect(answer.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
  expect(answer.headers.get('Set-Cookie')).toContain(`editor_oauth_state=${consent.searchParams.get('state')}; Path=/api/admin/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`);
});

test('the callback trades the code for a token and hands it to the editor\'s window under a one-hash policy', async () => {
  const answer = await ask('callback?code=abc&state=s-1', { Cookie: 'editor_oauth_state=s-1' });
  expect(answer.status).toBe(200);
  expect(sentToGitHub.at(-1)).toMatchObject({ client_id: 'client-1', client_secret: 'secret-1', code: 'abc' });
  const html = await answer.text();
  expect(html).toContain(`<script>${HANDOFF_SCRIPT}</script>`);
  expect(html).toContain('authorization:github:success:{\\"token\\":\\"gho_test\\",\\"provider\\":\\"github\\"}');
  const digest = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(HANDOFF_SCRIPT)))));
  expect(answer.headers.get('Content-Security-Policy')).toBe(`default-src 'none'; script-src 'sha256-${digest}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`);
  expect(answer.headers.get('Cache-Control')).toBe('no-store');
  expect(answer.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
});

test('an expiring token comes with its refresh token, which the editor renews here from its own page only', async () => {
  tokenAnswer = { status: 200, body: { access_token: 'ghu_first', expires_in: 28800, refresh_token: 'ghr_first', refresh_token_expires_in: 15897600, token_type: 'bearer' } };
  const html = await (await ask('callback?code=abc&state=s-1', { Cookie: 'editor_oauth_state=s-1' })).text();
  expect(html).toContain('authorization:github:success:{\\"token\\":\\"ghu_first\\",\\"refreshToken\\":\\"ghr_first\\",\\"provider\\":\\"github\\"}');

  tokenAnswer = { status: 200, body: { access_token: 'ghu_second', refresh_token: 'ghr_second' } };
  const post = (headers: Record<string, string>, body: unknown) => ask('auth', { 'Content-Type': 'application/json', ...headers }, env, { method: 'POST', body: JSON.stringify(body) });
  const own = { Origin: 'http://127.0.0.1:3000', 'Sec-Fetch-Site': 'same-origin' };
  const renewed = await post(own, { grant_type: 'refresh_token', client_id: '', refresh_token: 'ghr_first' });
  expect(renewed.status).toBe(200);
  expect(await renewed.json()).toEqual({ access_token: 'ghu_second', refresh_token: 'ghr_second' });
  expect(sentToGitHub.at(-1)).toEqual({ client_id: 'client-1', client_secret: 'secret-1', grant_type: 'refresh_token', refresh_token: 'ghr_first' });
  expect(renewed.headers.get('Cache-Control')).toBe('no-store');

  const sent = sentToGitHub.length;
  expect((await post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, { grant_type: 'refresh_token', refresh_token: 'ghr_first' })).status).toBe(403);
  expect((await post(own, { grant_type: 'password', refresh_token: 'ghr_first' })).status).toBe(400);
  expect(sentToGitHub.length).toBe(sent);
  tokenAnswer = { status: 200, body: { error: 'bad_refresh_token', error_description: 'The refresh token passed is incorrect or expired.' } };
  const refused = await post(own, { grant_type: 'refresh_token', refresh_token: 'ghr_old' });
  expect(refused.status).toBe(502);
  expect(await refused.json()).toEqual({ error: 'invalid_grant', error_description: 'The refresh token passed is incorrect or expired. (bad_refresh_token)' });
});

test('a refused sign-in hands the editor GitHub\'s reason, in the protocol\'s words', async () => {
  const denied = await ask('callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=s-1', { Cookie: 'editor_oauth_state=s-1' });
  expect(denied.status).toBe(400);
  const html = await denied.text();
  expect(html).toContain('authorization:github:error:{\\"error\\":\\"The user has denied your application access. (access_denied)\\",\\"provider\\":\\"github\\"}');
  expect(html).toContain('<p>GitHub sign-in failed: The user has denied your application access. (access_denied)</p>');
  expect(denied.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
  tokenAnswer = { status: 200, body: { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' } };
  expect(await (await ask('callback?code=old&state=s-1', { Cookie: 'editor_oauth_state=s-1' })).text()).toContain('The code passed is incorrect or expired. (bad_verification_code)');
  // An editor without its app says so in the window, and to the editor.
  const unset = await ask('auth', {}, { ...env, GITHUB_CLIENT_SECRET: '' });
  expect(unset.status).toBe(500);
  expect(await unset.text()).toContain('authorization:github:error:{\\"error\\":\\"the editor is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing');
});

test('a callback it did not start, a refusal at GitHub, no sign-in and no app are refused', async () => {
  expect((await ask('callback?code=abc&state=forged', { Cookie: 'editor_oauth_state=s-1' })).status).toBe(403);
  expect((await ask('callback?code=abc&state=s-1')).status).toBe(403);
  tokenAnswer = { status: 200, body: { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' } };
  const refused = await ask('callback?code=old&state=s-1', { Cookie: 'editor_oauth_state=s-1' });
  expect(refused.status).toBe(502);
  expect(await refused.text()).toContain('authorization:github:error:');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await editorAuth(new Request('http://127.0.0.1:3000/api/admin/auth'), env, 'auth')).status).toBe(401);
  expect((await ask('elsewhere')).status).toBe(404);
  // Every answer but the sign-in window's keeps the site's opener policy.
  expect((await ask('elsewhere')).headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
});
