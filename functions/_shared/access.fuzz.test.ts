/** @jest-environment node */
import fc from 'fast-check';
import { anyText, holds } from '../../tests/fuzz';

/**
 * Access tokens as a stranger can send them: any string in the header or the cookie, real tokens with
 * a character changed, and tokens signed with the right key around claims of any kind. The verifier
 * never throws and lets in only a token from the team, for the desk, in date, naming a person.
 */

const teamDomain = 'http://127.0.0.1:3999';
const env = { ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD_DESK: 'desk-aud', ACCESS_AUD_EDITOR: 'editor-aud' };
let key: CryptoKey;
let valid: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
  globalThis.fetch = (async (url: string | URL) =>
    String(url) === `${teamDomain}/cdn-cgi/access/certs` ? new Response(jwks, { headers: { 'Content-Type': 'application/json' } }) : new Response('', { status: 404 })) as typeof fetch;
  valid = await new SignJWT({ email: 'estimator@firm.example' }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(teamDomain).setAudience('desk-aud').setIssuedAt().setExpirationTime('1h').sign(key);
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

async function ask(headers: Record<string, string>) {
  const { signedIn } = await import('./access');
  return signedIn(new Request('http://127.0.0.1:3000/api/desk/me', { headers }), env);
}
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

const segment = fc.oneof(fc.base64String({ maxLength: 60 }).map((s) => s.replace(/=/g, '')), fc.json().map(b64), anyText(30).map(b64), fc.constantFrom('', 'eyJhbGciOiJub25lIn0', b64('{"alg":"RS256","kid":"k1"}'), b64('{"alg":"HS256"}'), b64('null'), b64('[]')));
const shaped = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.'));

describe('the Access check', () => {
  it('refuses any malformed token, in the header or the cookie, with a 401 or 403 and never a throw', async () => {
    await holds(
      fc.asyncProperty(fc.oneof(shaped, anyText(200).map(headerSafe)), fc.boolean(), async (token, inCookie) => {
        const signed = await ask(inCookie ? { Cookie: `CF_Authorization=${encodeURIComponent(token)}` } : token ? { 'Cf-Access-Jwt-Assertion': token } : {});
        expect(signed.ok).toBe(false);
        if (!signed.ok) expect([401, 403]).toContain(signed.status);
      }),
      200,
    );
  });

  it('refuses the real token with any one character changed, added or taken away', async () => {
    const { signedIn } = await import('./access');
    expect(await signedIn(new Request('http://127.0.0.1:3000/api/desk/me', { headers: { 'Cf-Access-Jwt-Assertion': valid } }), env)).toMatchObject({ ok: true });
    await holds(
      fc.asyncProperty(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), fc.constantFrom(...'AQgw-_.x0'), async (at, how, c) => {
        // Not a segment's last character: base64url's spare bits there can change and decode to the same bytes.
        const segments = valid.split('.');
        const ends = new Set(segments.map((_, i) => segments.slice(0, i + 1).join('.').length - 1));
        const where = at % valid.length;
        if (ends.has(where) || ends.has(where - 1)) return;
        const token = how === 'replace' ? valid.slice(0, where) + c + valid.slice(where + 1) : how === 'insert' ? valid.slice(0, where) + c + valid.slice(where) : valid.slice(0, where) + valid.slice(where + 1);
        if (token === valid) return;
        const signed = await ask({ 'Cf-Access-Jwt-Assertion': token });
        expect(signed).toMatchObject({ ok: false, status: 403 });
      }),
      200,
    );
  });

  it('lets a token signed by the team\'s key in only with the team as issuer, the desk as audience, in date, naming a person', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claim = (...values: unknown[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
    const claims = fc.record({
      iss: claim(teamDomain, 'https://other.cloudflareaccess.com', '', 7),
      aud: claim('desk-aud', 'editor-aud', ['desk-aud', 'x'], '', 1),
      exp: claim(now + 3600, now - 3600, 'soon', 1e20),
      iat: claim(now, now + 86_400 * 365, 'then'),
      email: claim('estimator@firm.example', '', 42, ['a@b.example']),
    });
    const { SignJWT } = await import('jose');
    await holds(
      fc.asyncProperty(claims, async (c) => {
        const payload = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as Record<string, unknown>;
        const token = await new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);
        const signed = await ask({ 'Cf-Access-Jwt-Assertion': token });
        const audOk = c.aud === 'desk-aud' || (Array.isArray(c.aud) && c.aud.includes('desk-aud'));
        const inDate = (c.exp === undefined || (typeof c.exp === 'number' && c.exp > now)) && (c.iat === undefined || typeof c.iat === 'number');
        const fit = c.iss === teamDomain && audOk && inDate && typeof c.email === 'string' && c.email !== '';
        if (signed.ok) expect(fit).toBe(true);
        else expect([401, 403]).toContain(signed.status);
        // Access always sets both: a token that carries them and fits every rule gets in.
        if (fit && typeof c.exp === 'number' && typeof c.iat === 'number' && c.iat <= now) expect(signed.ok).toBe(true);
      }),
      150,
    );
  });
});
