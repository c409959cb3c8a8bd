import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Browser, BrowserContext } from '@playwright/test';
import { BASE_URL, E2E_STATE } from './server';
import { ACCESS_APPS, type AccessApp } from '../functions/_shared/access';
import { sql } from './local-state';

/**
 * Signing in to the lead desk and the editor in the suite. The server's stand-in for Cloudflare Access
 * (tools/local-access.mjs) writes its key and the two applications' AUD tags to the suite's state
 * folder; tests sign tokens with it, or deliberately with the wrong key, application, issuer or expiry.
 */

interface LocalAccess {
  teamDomain: string;
  aud: Record<AccessApp, string>;
  kid: string;
  privateKey: JWK;
}

const local = (state = E2E_STATE): LocalAccess => JSON.parse(readFileSync(join(state, 'local-access.json'), 'utf8'));

export const DESK_PERSON = 'estimator@stratum.test';

/** A token as Access issues it for one application (the desk's unless `app` says otherwise), or a wrong one on purpose. */
export async function deskToken(
  claims: { email?: string; app?: AccessApp; aud?: string; iss?: string; exp?: number | string; otherKey?: boolean; state?: string } = {},
): Promise<string> {
  const access = local(claims.state);
  const key = claims.otherKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(access.privateKey, 'RS256');
  return new SignJWT({ email: claims.email ?? DESK_PERSON })
    .setProtectedHeader({ alg: 'RS256', kid: access.kid })
    .setIssuer(claims.iss ?? access.teamDomain)
    .setAudience(claims.aud ?? access.aud[claims.app ?? 'desk'])
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '1h')
    .sign(key);
}

/**
 * A browser context signed in as Access leaves one: for each application, its own token in a cookie
 * scoped to that application's addresses. By default a person on both policies (the editor's test
 * opens /admin/ with it); `apps` narrows it.
 */
export async function deskContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}, apps: AccessApp[] = ['desk', 'editor'], state?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  // The cookies are the host's the context opens (its baseURL), signed with that server's Access keys (`state`).
  const { hostname } = new URL(options.baseURL ?? BASE_URL);
  for (const app of apps) {
    const value = await deskToken({ app, state });
    await context.addCookies(ACCESS_APPS[app].prefixes.map((path) => ({ name: 'CF_Authorization', value, domain: hostname, path, httpOnly: true, sameSite: 'Lax' as const })));
  }
  return context;
}

/** SQL text literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Every row, in every table of the suite's local D1, that holds any of `needles` anywhere, as
 * `table: [values…]`: what "nothing of it is left" is checked against, whatever tables a migration adds.
 */
export async function rowsHolding(needles: string[]): Promise<string[]> {
  const columns = (await sql(
    "SELECT m.name AS tbl, p.name AS col FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND m.name != 'd1_migrations'",
  )) as { tbl: string; col: string }[];
  const tables = new Map<string, string[]>();
  for (const { tbl, col } of columns) tables.set(tbl, [...(tables.get(tbl) ?? []), `"${col}"`]);
  // One row, a column per table (D1 allows few terms in a compound SELECT, so no UNION).
  const columnsOf = [...tables].map(([table, cols]) => {
    const row = `json_array(${cols.join(', ')})`;
    return `(SELECT json_group_array(${row}) FROM "${table}" WHERE ${needles.map((needle) => `instr(${row}, ${literal(needle)}) > 0`).join(' OR ')}) AS "${table}"`;
  });
  const [found] = (await sql(`SELECT ${columnsOf.join(', ')}`)) as Record<string, string>[];
  return Object.entries(found ?? {}).flatMap(([table, rows]) => (JSON.parse(rows) as unknown[]).map((row) => `${table}: ${JSON.stringify(row)}`));
}
