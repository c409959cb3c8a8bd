/** @jest-environment node */
import { accessAppOf, accessToken, trustedTeamDomain } from './access';

describe('which team domain the desk trusts', () => {
  it('takes an https team domain as its origin', () => {
    expect(trustedTeamDomain('https://stratum.cloudflareaccess.com', 'https://www.example.com/api/desk/me')).toBe('https://stratum.cloudflareaccess.com');
    expect(trustedTeamDomain('https://stratum.cloudflareaccess.com/', 'https://www.example.com/desk/')).toBe('https://stratum.cloudflareaccess.com');
  });

  it('takes a plain-http one only on loopback, for a request that arrived on loopback', () => {
    expect(trustedTeamDomain('http://127.0.0.1:3001', 'http://127.0.0.1:3000/desk/')).toBe('http://127.0.0.1:3001');
    expect(trustedTeamDomain('http://localhost:3001', 'http://localhost:3000/desk/')).toBe('http://localhost:3001');
    // Each tool's own host under `npm start` and the tests is a name under .localhost, which is this machine.
    expect(trustedTeamDomain('http://127.0.0.1:3001', 'http://desk.localhost:3000/desk/')).toBe('http://127.0.0.1:3001');
    expect(trustedTeamDomain('http://127.0.0.1:3001', 'http://desk.localhost.firm.example/desk/')).toBeNull();
    // The local sign-in of `npm start` can never work on a deployed site.
    expect(trustedTeamDomain('http://127.0.0.1:3001', 'https://www.example.com/desk/')).toBeNull();
    expect(trustedTeamDomain('http://stratum.cloudflareaccess.com', 'http://127.0.0.1:3000/desk/')).toBeNull();
  });

  it('refuses nothing, rubbish, paths and credentials', () => {
    for (const value of [undefined, '', 'stratum.cloudflareaccess.com', 'https://a.example/cdn-cgi', 'https://user:pw@a.example', 'https://a.example/?x=1', 'ftp://a.example']) {
      expect(trustedTeamDomain(value, 'https://www.example.com/desk/')).toBeNull();
    }
  });
});

describe('where the token is read from', () => {
  it('prefers the header Access adds, then its cookie', () => {
    expect(accessToken(new Request('https://x.example/', { headers: { 'Cf-Access-Jwt-Assertion': 'a.b.c', Cookie: 'CF_Authorization=d.e.f' } }))).toBe('a.b.c');
    expect(accessToken(new Request('https://x.example/', { headers: { Cookie: 'theme=dark; CF_Authorization=d.e.f; other=1' } }))).toBe('d.e.f');
    expect(accessToken(new Request('https://x.example/', { headers: { Cookie: 'XCF_Authorization=d.e.f' } }))).toBeNull();
    expect(accessToken(new Request('https://x.example/'))).toBeNull();
  });

  it('takes a cookie that is not valid percent-encoding as no token, not an error', () => {
    for (const cookie of ['CF_Authorization=%E0%A4%A', 'CF_Authorization=%', 'CF_Authorization=a%ZZb']) {
      expect(accessToken(new Request('https://x.example/', { headers: { Cookie: cookie } }))).toBeNull();
    }
  });
});

describe('which tool an address belongs to', () => {
  it('puts the desk and its API in one application, the editor and its API in the other, and nothing public in either', () => {
    expect(['/desk', '/desk/', '/desk/desk.js', '/api/desk/me', '/api/desk/leads/x/files/1'].map(accessAppOf)).toEqual(Array(5).fill('desk'));
    expect(['/admin', '/admin/', '/admin/config.yml', '/api/admin/auth', '/api/admin/callback'].map(accessAppOf)).toEqual(Array(5).fill('editor'));
    expect(['/', '/desktop/', '/administration/', '/api/quote', '/api/deskx', '/blogs/desk/'].map(accessAppOf)).toEqual(Array(6).fill(null));
  });
});

describe('the sign-in check', () => {
  // A team domain of the test's own: its JWKS answered by a stand-in for fetch, as Access serves it.
  const teamDomain = 'http://127.0.0.1:3999';
  const aud = 'desk-aud';
  let key: CryptoKey;
  let otherKey: CryptoKey;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    const { exportJWK, generateKeyPair } = await import('jose');
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
    globalThis.fetch = (async (url: string | URL) =>
      String(url) === `${teamDomain}/cdn-cgi/access/certs` ? new Response(jwks, { headers: { 'Content-Type': 'application/json' } }) : new Response('', { status: 404 })) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  const token = async (signWith: CryptoKey, claims: { iss?: string; aud?: string; exp?: number | null; iat?: null; email?: string } = {}) => {
    const { SignJWT } = await import('jose');
    const jwt = new SignJWT({ email: claims.email ?? 'estimator@firm.example' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(claims.iss ?? teamDomain)
      .setAudience(claims.aud ?? aud);
    if (claims.iat !== null) jwt.setIssuedAt();
    if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? '1h');
    return jwt.sign(signWith);
  };
  const env = { ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD_DESK: 'desk-aud', ACCESS_AUD_EDITOR: 'editor-aud' };
  const ask = async (jwt: string | null, withEnv: Record<string, string> = env, path = '/api/desk/me') => {
    const { signedIn } = await import('./access');
    return signedIn(new Request(`http://127.0.0.1:3000${path}`, { headers: jwt ? { 'Cf-Access-Jwt-Assertion': jwt } : {} }), withEnv);
  };

  it('lets in a token from the team, for this application, in date', async () => {
    expect(await ask(await token(key))).toEqual({ ok: true, email: 'estimator@firm.example' });
    expect(await ask(await token(key, { aud: 'editor-aud' }), env, '/admin/')).toEqual({ ok: true, email: 'estimator@firm.example' });
  });

  it('refuses no token, another key, the wrong audience or issuer, and an expired token', async () => {
    expect(await ask(null)).toMatchObject({ ok: false, status: 401 });
    expect(await ask(await token(otherKey))).toMatchObject({ ok: false, status: 403 });
    expect(await ask(await token(key, { aud: 'another-app' }))).toMatchObject({ ok: false, status: 403 });
    expect(await ask(await token(key, { iss: 'https://other.cloudflareaccess.com' }))).toMatchObject({ ok: false, status: 403 });
    expect(await ask(await token(key, { exp: Math.floor(Date.now() / 1000) - 60 }))).toMatchObject({ ok: false, status: 403 });
    expect(await ask('not.a.token')).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses a token without an expiry or without its time of issue, which Access always sets', async () => {
    expect(await ask(await token(key, { exp: null }))).toEqual({ ok: false, status: 403, reason: 'The sign-in was not accepted (ERR_JWT_CLAIM_VALIDATION_FAILED). Sign in again.' });
    expect(await ask(await token(key, { iat: null }))).toEqual({ ok: false, status: 403, reason: 'The sign-in was not accepted (ERR_JWT_CLAIM_VALIDATION_FAILED). Sign in again.' });
  });

  it('refuses the editor\'s token on every desk address, and the desk\'s on every editor address', async () => {
    const forEditor = await token(key, { aud: 'editor-aud' });
    const forDesk = await token(key, { aud: 'desk-aud' });
    for (const path of ['/desk/', '/desk/desk.js', '/api/desk/me', '/api/desk/leads.csv']) {
      expect(await ask(forEditor, env, path)).toMatchObject({ ok: false, status: 403 });
      expect(await ask(forDesk, env, path)).toMatchObject({ ok: true });
    }
    for (const path of ['/admin/', '/admin/config.yml', '/api/admin/auth']) {
      expect(await ask(forDesk, env, path)).toMatchObject({ ok: false, status: 403 });
      expect(await ask(forEditor, env, path)).toMatchObject({ ok: true });
    }
  });

  it('fails closed when a variable is missing, the old single ACCESS_AUD is set, or both tools share one application', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const jwt = await token(key);
    expect(await ask(jwt, { ...env, ACCESS_AUD_DESK: '' })).toMatchObject({ ok: false, status: 500 });
    expect(await ask(jwt, { ...env, ACCESS_TEAM_DOMAIN: '' })).toMatchObject({ ok: false, status: 500 });
    expect(await ask(await token(key, { aud: 'editor-aud' }), { ...env, ACCESS_AUD_EDITOR: '' }, '/admin/')).toMatchObject({ ok: false, status: 500 });
    expect(await ask(jwt, { ...env, ACCESS_AUD_EDITOR: 'desk-aud' })).toMatchObject({ ok: false, status: 500 });
    expect(await ask(jwt, { ...env, ACCESS_AUD: 'desk-aud' })).toMatchObject({ ok: false, status: 500 });
    expect(errors).toHaveBeenLastCalledWith(
      'The lead desk refused a request: ACCESS_AUD is no longer read: set ACCESS_AUD_DESK and ACCESS_AUD_EDITOR, one Access application each (docs/lead-desk.md, "Who gets in"), and delete ACCESS_AUD.',
    );
    // The old variable alone, as a deployment from before the split has it.
    expect(await ask(jwt, { ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD: 'desk-aud' })).toMatchObject({ ok: false, status: 500 });
    expect(await ask(jwt, env, '/about/')).toMatchObject({ ok: false, status: 403 });
  });
});
