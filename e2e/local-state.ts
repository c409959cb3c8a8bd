import { join } from 'node:path';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import type { PlatformProxy } from 'wrangler';
import { E2E_STATE } from './server';
import { retryTransient } from '../functions/_shared/d1-retry';
import { leadsQuery, toLead, type Lead, type LeadKind } from '../tools/leads.mjs';

/**
 * The suite's local D1 and R2, read and written beside the running server through the runtime's own
 * bindings (wrangler's getPlatformProxy on the same state folder): one per test worker, started at its
 * first use and closed when the worker ends (e2e/fixtures.ts). Each look through wrangler's command
 * line started a runtime of its own, about 3 s of CPU, and a run made ninety: an eighth of the suite's
 * CPU on a machine whose two cores it keeps busy. The command line stays tested where it is the
 * product (`npm run leads`: e2e/quote-safety.spec.ts, e2e/quote-uploads.spec.ts).
 */

interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
}

let started: Promise<PlatformProxy<Bindings>> | undefined;

function bindings(): Promise<PlatformProxy<Bindings>> {
  started ??= import('wrangler').then(({ getPlatformProxy }) =>
    getPlatformProxy<Bindings>({ configPath: 'wrangler.toml', persist: { path: join(E2E_STATE, 'v3') } }),
  );
  return started;
}

/** Closes this worker's runtime, if it started one. */
export async function closeLocalState(): Promise<void> {
  const running = started;
  started = undefined;
  if (running) await (await running).dispose();
}

/**
 * The database is a SQLite file the server may be writing to at this moment: a statement then fails
 * with SQLITE_BUSY (which the local runtime reports as an "internal error"), having changed nothing,
 * and is tried again a moment later, as the quote function's own statements are.
 */
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 4000];

/**
 * The bucket is a SQLite file too, and two runtimes writing it at once (this one and the server's) make
 * one of them fail with a 500 of the local R2's own, which the binding reports as "Unspecified error
 * (0)": seen in a CI run (a put beside the housekeeping's deletes), and in about 8% of the writes of two
 * processes writing the same state as fast as they can. Cloudflare's R2 never says it. Each call here
 * is whole or not done (a put of bytes, a delete, a listing), so it is tried again a moment later.
 */
const LOCAL_R2_CLASH = /Unspecified error \(0\)/;

async function inBucket<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = BACKOFF_MS[tries];
      if (wait === undefined || !(error instanceof Error && LOCAL_R2_CLASH.test(error.message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Runs one SQL statement and returns its rows. */
export async function sql(statement: string): Promise<Record<string, unknown>[]> {
  const { env } = await bindings();
  return (await retryTransient(() => env.DB.prepare(statement).all<Record<string, unknown>>(), BACKOFF_MS)).results;
}

/** Runs `statements` as one transaction (D1's batch): another request sees all of them or none. */
export async function inOneTransaction(statements: string[]): Promise<void> {
  const { env } = await bindings();
  await retryTransient(() => env.DB.batch(statements.map((statement) => env.DB.prepare(statement))), BACKOFF_MS);
}

/** The requests of one kind, newest first, shaped as `npm run leads` prints them. */
export async function leads(only: LeadKind = 'leads'): Promise<Lead[]> {
  return (await sql(leadsQuery(only))).map(toLead);
}

/** The bytes the local R2 bucket holds at `key`, or null if it holds nothing there. */
export async function objectBytes(key: string): Promise<Buffer | null> {
  const { env } = await bindings();
  return inBucket(async () => {
    const object = await env.FILES.get(key);
    return object ? Buffer.from(await object.arrayBuffer()) : null;
  });
}

/** Writes `bytes` into the local R2 bucket at `key`. */
export async function putObject(key: string, bytes: Uint8Array): Promise<void> {
  const { env } = await bindings();
  // A copy in an ArrayBuffer of its own: the proxy's serialiser refuses a view into a larger buffer
  // (Node's Buffers from readFileSync are slices of a shared pool).
  await inBucket(() => env.FILES.put(key, bytes.slice().buffer));
}

/** Every key in the local R2 bucket. */
export async function bucketKeys(): Promise<string[]> {
  const { env } = await bindings();
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await inBucket(() => env.FILES.list(cursor ? { cursor } : {}));
    keys.push(...listed.objects.map((o) => o.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

/** Starts a multipart upload in the local R2 bucket at `key`, as the upload endpoint does: its upload id. */
export async function startMultipartUpload(key: string): Promise<string> {
  const { env } = await bindings();
  // A start that failed left nothing the test names: the one tried again is the upload.
  return (await inBucket(() => env.FILES.createMultipartUpload(key))).uploadId;
}

/** Whether a multipart upload in the local R2 bucket still takes parts (false once it was aborted or completed). */
export async function multipartOpen(key: string, uploadId: string): Promise<boolean> {
  const { env } = await bindings();
  try {
    await inBucket(() => env.FILES.resumeMultipartUpload(key, uploadId).uploadPart(1, new Uint8Array(1).buffer));
    return true;
  } catch (error) {
    // Only R2's refusal of the upload says it is closed; a clash that outlasted every try is thrown.
    if (error instanceof Error && LOCAL_R2_CLASH.test(error.message)) throw error;
    return false;
  }
}
