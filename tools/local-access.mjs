// @ts-check
/**
 * A stand-in for Cloudflare Access on this machine, so that `npm start` lets a person try the lead desk
 * and the tests can sign requests with a key of their own. Started by tools/pages-dev.mjs.
 *
 *   GET /cdn-cgi/access/certs   the JWKS, as Access serves it at the team domain
 *   GET /sign-in                sets the CF_Authorization cookie (as Access does) and goes to /desk/
 *
 * The key is made at start and never leaves this machine; the private half is written to
 * <state>/local-access.json for the tests. Cookies are per host, not per port, so a cookie set here on
 * 127.0.0.1 is sent to the site on 127.0.0.1 too. The desk accepts an http:// team domain only on
 * loopback, for a request that arrived on loopback (functions/_shared/access.ts).
 */
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export const LOCAL_AUD = 'local-lead-desk';
export const LOCAL_EMAIL = 'estimator@localhost';

/**
 * A token as Access would issue it.
 * @param {import('jose').CryptoKey | import('jose').KeyObject | Uint8Array} key
 * @param {{ kid: string, teamDomain: string, aud: string, email: string, expiresIn?: string | number }} claims
 */
export function accessJwt(key, { kid, teamDomain, aud, email, expiresIn = '12h' }) {
  return new SignJWT({ email, type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(teamDomain)
    .setAudience(aud)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/**
 * @param {{ port: number, sitePort: number, state: string, email?: string }} options
 */
export async function startLocalAccess({ port, sitePort, state, email = LOCAL_EMAIL }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `local-${Date.now().toString(36)}`;
  const teamDomain = `http://127.0.0.1:${port}`;
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  mkdirSync(state, { recursive: true });
  writeFileSync(join(state, 'local-access.json'), JSON.stringify({ teamDomain, aud: LOCAL_AUD, kid, privateKey: await exportJWK(privateKey) }));

  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/cdn-cgi/access/certs') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(jwks));
      return;
    }
    if (req.method === 'GET' && req.url === '/sign-in') {
      const token = await accessJwt(privateKey, { kid, teamDomain, aud: LOCAL_AUD, email });
      res
        .writeHead(302, { 'Set-Cookie': `CF_Authorization=${token}; Path=/; HttpOnly; SameSite=Lax`, Location: `http://127.0.0.1:${sitePort}/desk/`, 'Cache-Control': 'no-store' })
        .end();
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: this is the local stand-in for Cloudflare Access.\n');
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)));
  return { teamDomain, aud: LOCAL_AUD, email, signInUrl: `${teamDomain}/sign-in`, close: () => server.close() };
}
