import type { ChallengeEnv } from './challenge';
import { clientKey } from './client-address';
import { isCrossSiteWrite } from '../../lib/request-screen';
import { SECURITY_HEADERS } from '../../lib/security-headers';
import type { AccessEnv } from './access';
import type { PrivateHostEnv } from './private-routes';
import { retryingD1 } from './d1-retry';
import * as admissionStore from '../store/admissions';

/** What the quote, upload and desk endpoints share: bindings, headers, the sender's limit, body limits. */

export interface Env extends AccessEnv, ChallengeEnv, PrivateHostEnv {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  /** Keys the hash of each sender's network (functions/_shared/client-address.ts). A Worker secret in production. */
  QUOTE_HASH_SECRET?: string;
  /** Resend API key: with it, each request is emailed to QUOTE_NOTIFY_TO. */
  RESEND_API_KEY?: string;
  QUOTE_NOTIFY_TO?: string;
  QUOTE_NOTIFY_FROM?: string;
  /** 'off' stops the confirmation email to the sender (on by default where email is configured). */
  QUOTE_CONFIRM?: string;
  /** A Slack or Teams incoming webhook: each new lead posts a short line with its desk link. */
  LEAD_WEBHOOK_URL?: string;
  /** Only for tests: where the email API lives (default Resend's). */
  EMAIL_API_URL?: string;
  /** Only for tests: '1' lets a request ask for a failure at a named point (X-Test-Fault). */
  QUOTE_FAULT_INJECTION?: string;
  /** How long an upload no request has named may stand idle before it is deleted (default a day). */
  QUOTE_UPLOAD_TTL_SECONDS?: string;
}

export type WaitUntil = (promise: Promise<unknown>) => void;

// The sender's limit is stated in the privacy policy, so it lives where the pages can read it.
import { RATE_LIMIT } from '../../lib/lead-desk';
export { RATE_LIMIT };

export const API_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

/** A file name safe as part of an R2 key and a download name (the quote form's files and drawing-set uploads). */
export function safeName(name: string): string {
  return name.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/^\.+/, '').slice(-120) || 'file';
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a test asked for a failure at this point; only ever on a server started with QUOTE_FAULT_INJECTION=1. */
export function faultAsked(request: Request, env: Env, point: 'after-first-file' | 'slow-answer' | 'withdrawn-while-adding'): boolean {
  return env.QUOTE_FAULT_INJECTION === '1' && request.headers.get('X-Test-Fault') === point;
}

/** A write another site made a visitor's browser send (lib/request-screen.ts says how it is told). */
export function fromAnotherSite(request: Request): boolean {
  return isCrossSiteWrite({ origin: request.headers.get('Origin'), fetchSite: request.headers.get('Sec-Fetch-Site') }, new URL(request.url).origin);
}

/** Used only when QUOTE_HASH_SECRET is missing (an error line says so): random, never in the code. */
let instanceSecret = '';

/** The handler's bindings, its database's statements tried again on transient errors (d1-retry.ts). */
export function withD1Retries(env: Env): Env {
  return { ...env, DB: retryingD1(env.DB) };
}

/** The secret senders are counted and answers sealed by: QUOTE_HASH_SECRET, else one made for this instance. */
export function hashSecret(env: Env): string {
  if (!env.QUOTE_HASH_SECRET) {
    console.error('QUOTE_HASH_SECRET is not set: senders are counted by a key that changes with each worker instance. Set it as a Worker secret.');
    // Workers allow random values only while handling a request, not at start-up.
    instanceSecret ||= crypto.randomUUID();
  }
  return env.QUOTE_HASH_SECRET || instanceSecret;
}

/** The key this request's sender is counted by: an HMAC of its network, never the address. */
export async function senderKey(request: Request, env: Env): Promise<string> {
  return clientKey(request.headers.get('CF-Connecting-IP') ?? '', hashSecret(env));
}

/**
 * Counts this request against its sender and says whether it is admitted: one statement inserts the
 * admission only while fewer than `limit` stand in the window, so concurrent requests cannot all slip
 * in between a count and an insert. Refused and failed requests count too.
 */
export async function admit(env: Env, key: string, limit: number, now = Date.now()): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const windowStart = now - RATE_LIMIT.windowMinutes * 60_000;
  const result = await admissionStore.admitIf(env.DB, key, now, windowStart, limit).run();
  if (result.meta.changes === 1) return { ok: true };
  return { ok: false, retryAfter: (await overLimit(env, key, 0, now)) ?? 1 };
}

/**
 * Whether `key` already has `limit` entries in the window, without adding one: null if not, else the
 * seconds until the oldest leaves it. For counts of failures (a wrong private link) that only the failure
 * adds to, but that every attempt must be checked against first.
 */
export async function overLimit(env: Env, key: string, limit: number, now = Date.now()): Promise<number | null> {
  const windowStart = now - RATE_LIMIT.windowMinutes * 60_000;
  const row = await admissionStore.countSince(env.DB, key, windowStart).first<{ count: number; oldest: number | null }>();
  if ((row?.count ?? 0) < limit) return null;
  const freeAt = (row?.oldest ?? now) + RATE_LIMIT.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}

export class TooLarge extends Error {}

/**
 * The request's body, counted as it streams and cut off past `max` bytes whatever the headers claim;
 * `exceeded()` says afterwards whether that is why reading it failed.
 */
export function limitedBody(request: Request, max: number): { body: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  if (!request.body) throw new TypeError('no body');
  let seen = 0;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) throw new TooLarge();
        controller.enqueue(chunk);
      },
    }),
  );
  return { body, exceeded: () => seen > max };
}

/** The whole body as bytes, at most `max` of them (TooLarge past that). */
export async function readBytes(request: Request, max: number): Promise<Uint8Array> {
  if (Number(request.headers.get('Content-Length') ?? 0) > max) throw new TooLarge();
  const { body, exceeded } = limitedBody(request, max);
  try {
    return new Uint8Array(await new Response(body).arrayBuffer());
  } catch (error) {
    throw exceeded() ? new TooLarge() : error;
  }
}

/**
 * A JSON body that must be an object, at most `max` bytes: its fields, or why not for a 4xx. `null`,
 * arrays, numbers and strings are valid JSON but no request's body, and reading a field of `null`
 * threw (a 500) before this.
 */
export async function readJsonObject(request: Request, max: number, empty: 'refuse' | 'as-object' = 'refuse'): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413; reason: string }> {
  let text: string;
  try {
    text = new TextDecoder().decode(await readBytes(request, max));
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, status: 413, reason: `The body is over ${max} bytes.` };
    return { ok: false, status: 400, reason: 'The body could not be read.' };
  }
  if (text === '' && empty === 'as-object') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: 'The body is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, status: 400, reason: 'The body must be a JSON object.' };
  return { ok: true, value: value as Record<string, unknown> };
}
