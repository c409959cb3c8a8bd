// @ts-check
/**
 * A stand-in for Cloudflare Access on this machine, so that `npm start` lets a person try the lead desk
 * and the editor, and the tests can sign requests with a key of their own. Started by tools/worker-dev.mjs.
 *
 *   GET /cdn-cgi/access/certs   the JWKS, as Access serves it at the team domain
 *   GET /sign-in                signs in to the lead desk's application and goes to /desk/
 *   GET /sign-in/editor         signs in to the editor's application and goes to /admin/
 *
 * As in production, the desk and the editor are two Access applications with an AUD each
 * (functions/_shared/access.ts, ACCESS_APPS), and a token for one opens nothing of the other. Each
 * sign-in sets a CF_Authorization cookie for its application's addresses only (the cookie's Path), so
 * a person signed in to both holds one token per tool, as with Access's path cookie attribute.
 *
 * The key is made at start and never leaves this machine; the private half is written to
 * <state>/local-access.json for the tests. Cookies are per host, not per port, so a cookie set here on
 * 127.0.0.1 is sent to the site on 127.0.0.1 too; where the tools have hosts of their own (`hosts`, the
 * site's DESK_HOST and EDITOR_HOST, e.g. desk.localhost:3000 and localhost:3000), each sign-in is offered on its tool's
 * host name at this port, so its cookie goes to that host. The desk and the editor accept an http://
 * team domain only on loopback, for a request that arrived on loopback (functions/_shared/access.ts).
 */
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

// The applications and their addresses come from the functions' own list (TypeScript, read through ts-hooks).
register('./ts-hooks.mjs', import.meta.url);
const { ACCESS_APPS } = await import('../functions/_shared/access');

/** The local applications' AUD tags, one per tool. */
export const LOCAL_AUD = /** @type {const} */ ({ desk: 'local-lead-desk', editor: 'local-editor' });
export const LOCAL_EMAIL = 'estimator@localhost';

/** Each sign-in address: the application it signs in to, and the page it then opens. */
const SIGN_IN = /** @type {const} */ ({ '/sign-in': ['desk', '/desk/'], '/sign-in/editor': ['editor', '/admin/'] });

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
 * The functions' variables for these applications: ACCESS_AUD_DESK=…, ACCESS_AUD_EDITOR=….
 * @returns {string[]}
 */
export function localAudienceVars() {
  return /** @type {('desk' | 'editor')[]} */ (Object.keys(LOCAL_AUD)).map((app) => `${ACCESS_APPS[app].variable}=${LOCAL_AUD[app]}`);
}

/**
 * The host name a tool's sign-in is offered on: its own host's, where that is this machine (a *.localhost
 * name, which browsers resolve to loopback), else 127.0.0.1.
 * @param {string | undefined} siteHost the tool's host as the site is given it, e.g. desk.localhost:3000
 */
function signInHostname(siteHost) {
  const hostname = siteHost ? new URL(`http://${siteHost}`).hostname : '';
  return hostname === 'localhost' || hostname.endsWith('.localhost') ? hostname : '127.0.0.1';
}

/**
 * @param {{ port: number, sitePort: number, state: string, email?: string, hosts?: { desk?: string, editor?: string } }} options
 */
export async function startLocalAccess({ port, sitePort, state, email = LOCAL_EMAIL, hosts = {} }) {
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
    const signIn = req.method === 'GET' && req.url ? SIGN_IN[/** @type {keyof typeof SIGN_IN} */ (req.url)] : undefined;
    if (signIn) {
      const [app, page] = signIn;
      const token = await accessJwt(privateKey, { kid, teamDomain, aud: LOCAL_AUD[app], email });
      const cookies = ACCESS_APPS[app].prefixes.map((path) => `CF_Authorization=${token}; Path=${path}; HttpOnly; SameSite=Lax`);
      res.writeHead(302, { 'Set-Cookie': cookies, Location: `http://${signInHostname(hosts[app])}:${sitePort}${page}`, 'Cache-Control': 'no-store' }).end();
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: this is the local stand-in for Cloudflare Access.\n');
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    teamDomain,
    email,
    signInUrl: `http://${signInHostname(hosts.desk)}:${port}/sign-in`,
    editorSignInUrl: `http://${signInHostname(hosts.editor)}:${port}/sign-in/editor`,
    close: () => server.close(),
  };
}
