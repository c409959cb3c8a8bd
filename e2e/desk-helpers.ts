import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Browser, BrowserContext } from '@playwright/test';
import { BASE_URL, E2E_STATE } from './server';
import { queryD1 } from '../tools/leads.mjs';

/**
 * Signing in to the lead desk in the suite. The server's stand-in for Cloudflare Access
 * (tools/local-access.mjs) writes its key to the suite's state folder; tests sign tokens with it, or
 * deliberately with the wrong key, audience, issuer or expiry.
 */

interface LocalAccess {
  teamDomain: string;
  aud: string;
  kid: string;
  privateKey: JWK;
}

const local = (): LocalAccess => JSON.parse(readFileSync(join(E2E_STATE, 'local-access.json'), 'utf8'));

export const DESK_PERSON = 'estimator@stratum.test';

export async function deskToken(claims: { email?: string; aud?: string; iss?: string; exp?: number | string; otherKey?: boolean } = {}): Promise<string> {
  const access = local();
  const key = claims.otherKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(access.privateKey, 'RS256');
  return new SignJWT({ email: claims.email ?? DESK_PERSON })
    .setProtectedHeader({ alg: 'RS256', kid: access.kid })
    .setIssuer(claims.iss ?? access.teamDomain)
    .setAudience(claims.aud ?? access.aud)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '1h')
    .sign(key);
}

/** A browser context signed in to the desk, as Access leaves one: its cookie on the site's host. */
export async function deskContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  await context.addCookies([{ name: 'CF_Authorization', value: await deskToken(), url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

/** Rows of the suite's local D1, read beside the running server. */
export const sql = (statement: string) => queryD1(statement, { state: E2E_STATE });

/** SQL text literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Writes an object into the suite's local R2 bucket. */
export function putObject(key: string, file: string) {
  execFileSync(join('node_modules', '.bin', 'wrangler'), ['r2', 'object', 'put', `stratum-drawings/${key}`, '--local', '--persist-to', E2E_STATE, '--file', file], {
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
