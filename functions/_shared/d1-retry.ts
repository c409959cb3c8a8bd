/**
 * The D1 binding, with each statement tried again when D1 answers with a transient error.
 *
 * A statement that fails this way has changed nothing (SQLite took no lock, or D1 never ran it), so
 * trying it again is safe, and Cloudflare advises it for D1. Without it, a quote request that met a
 * busy database was answered 500 and the visitor had to send it again: the local runtime's SQLite
 * reports SQLITE_BUSY while another process (`npm run leads`, a migration) has the file. Any other
 * error goes straight to the caller, as before.
 */
import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types';

const TRANSIENT = new RegExp(
  [
    'SQLITE_BUSY',
    'database is locked',
    'Network connection lost',
    'storage caused object to be reset',
    'reset because its code was updated',
    'D1 DB is overloaded',
    // The local runtime's D1 answers SQLITE_BUSY this way when the file is locked (it logs the BUSY
    // apart): "D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = …".
    // Cloudflare's D1 never says it, so it cannot make a production write run twice.
    'Failed to parse body as JSON, got: Error: internal error',
  ].join('|'),
  'i',
);
/** Waits before each new try: about half a second in all. */
const BACKOFF_MS = [25, 75, 150, 250];

export function isTransientD1Error(error: unknown): boolean {
  return error instanceof Error && (TRANSIENT.test(error.message) || (error.cause instanceof Error && TRANSIENT.test(error.cause.message)));
}

export async function retryTransient<T>(attempt: () => Promise<T>, backoff: readonly number[] = BACKOFF_MS): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = backoff[tries];
      if (wait === undefined || !isTransientD1Error(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** A prepared statement whose results are fetched with retryTransient; `inner` is D1's own. */
class RetryingStatement {
  constructor(readonly inner: D1PreparedStatement) {}
  bind(...values: unknown[]): RetryingStatement {
    return new RetryingStatement(this.inner.bind(...values));
  }
  first<T = unknown>(column?: string): Promise<T | null> {
    return retryTransient(() => (column === undefined ? this.inner.first<T>() : this.inner.first<T>(column)));
  }
  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return retryTransient(() => this.inner.run<T>());
  }
  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return retryTransient(() => this.inner.all<T>());
  }
  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    return options?.columnNames ? retryTransient(() => this.inner.raw<T>({ columnNames: true })) : retryTransient(() => this.inner.raw<T>());
  }
}

const unwrap = (statement: D1PreparedStatement): D1PreparedStatement => (statement instanceof RetryingStatement ? statement.inner : statement);

/** `db` with every statement and batch tried again on transient errors (a batch is one transaction). */
export function retryingD1(db: D1Database): D1Database {
  return {
    prepare: (query: string) => new RetryingStatement(db.prepare(query)),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => retryTransient(() => db.batch<T>(statements.map(unwrap))),
    exec: (query: string) => retryTransient(() => db.exec(query)),
    // Neither is used here; handed to D1 as they are, without retries.
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
}
