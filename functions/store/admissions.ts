/**
 * The counts store: every statement the Worker makes on quote_admissions (migrations/0002_quote_safety.sql),
 * one row per thing counted against a sender's network (an HMAC of it, never the address) under a key:
 * requests, uploads started, wrong private links. Times are milliseconds since the epoch.
 */

/**
 * One more under `key`, only while fewer than `limit` stand since `since`: counted and taken in one
 * statement, so requests at once cannot all slip in between a count and an insert. One row changed is
 * admitted.
 */
export const admitIf = (db: D1Database, key: string, at: number, since: number, limit: number) =>
  db.prepare('INSERT INTO quote_admissions (client_hash, at) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM quote_admissions WHERE client_hash = ?1 AND at > ?3) < ?4').bind(key, at, since, limit);

/** How many stand under `key` since `since`, and the oldest of them. */
export const countSince = (db: D1Database, key: string, since: number) => db.prepare('SELECT COUNT(*) AS count, MIN(at) AS oldest FROM quote_admissions WHERE client_hash = ? AND at > ?').bind(key, since);

/** Counts older than `before` go: past the window they count for nothing. */
export const forget = (db: D1Database, before: number) => db.prepare('DELETE FROM quote_admissions WHERE at < ?').bind(before);
