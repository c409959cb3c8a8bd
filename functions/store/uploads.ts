/**
 * The uploads store: every statement the Worker makes on quote_uploads (a file sent in parts, before
 * the request that names it or, from a stored request's page, for that request) and quote_upload_parts
 * (the parts R2 has taken, with their etags), migrations/0003_quote_uploads.sql and after. Each is a
 * prepared statement, so a caller runs it alone or in one batch with the statements beside it; an
 * upload's parts are deleted with it, in the same batch.
 */

export interface UploadRow {
  id: string;
  r2_upload_id: string;
  key: string;
  name: string;
  size: number;
  type: string;
  status: 'uploading' | 'complete';
  request_id: string | null;
  /** The stored request it was started for, from that request's page; NULL for a new request's. */
  for_request: string | null;
  /** What the file was checked as when it was whole (functions/_shared/file-check.ts). */
  checked: string | null;
}

export interface PartRow {
  part: number;
  etag: string;
  size: number;
}

const marks = (ids: readonly unknown[]) => ids.map(() => '?').join(', ');

/** The ids of requests that hold an upload, as a subquery of the request store's (the drawings rule). */
export const requestsWithUploads = 'SELECT request_id FROM quote_uploads WHERE request_id IS NOT NULL';

// Sending a file in parts (functions/routes/uploads.ts).

/** A new upload, started in R2 as `r2UploadId`; `forRequest` ties it to a stored request from its first byte (its foreign key refuses an erased one). */
export const start = (
  db: D1Database,
  upload: Pick<UploadRow, 'id' | 'r2_upload_id' | 'key' | 'name' | 'size' | 'type' | 'for_request'> & { clientHash: string; at: number },
) =>
  db
    .prepare('INSERT INTO quote_uploads (id, r2_upload_id, key, name, size, type, client_hash, for_request, created_at, touched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(upload.id, upload.r2_upload_id, upload.key, upload.name, upload.size, upload.type, upload.clientHash, upload.for_request, upload.at, upload.at);

/** An upload no request has taken yet (null once one has: it is the request's then). */
export const free = (db: D1Database, id: string) => db.prepare('SELECT * FROM quote_uploads WHERE id = ? AND request_id IS NULL').bind(id);

export const partsOf = (db: D1Database, id: string) => db.prepare('SELECT part, etag, size FROM quote_upload_parts WHERE upload_id = ? ORDER BY part').bind(id);

/** A part R2 took; a part sent again replaces its first etag. */
export const savePart = (db: D1Database, id: string, part: PartRow) =>
  db.prepare('INSERT OR REPLACE INTO quote_upload_parts (upload_id, part, etag, size) VALUES (?, ?, ?, ?)').bind(id, part.part, part.etag, part.size);

export const setType = (db: D1Database, id: string, type: string) => db.prepare('UPDATE quote_uploads SET type = ? WHERE id = ?').bind(type, id);

/** The upload was used now: its idle time starts again. */
export const touch = (db: D1Database, id: string, at: number) => db.prepare('UPDATE quote_uploads SET touched_at = ? WHERE id = ?').bind(at, id);

export const markComplete = (db: D1Database, id: string, checked: string | null, at: number) =>
  db.prepare("UPDATE quote_uploads SET status = 'complete', checked = ?, touched_at = ? WHERE id = ?").bind(checked, at, id);

// Attaching uploads to a request (functions/_shared/uploads.ts, functions/routes/request.ts).

/** The named uploads that are complete, free, and were started for `forRequest` (null: for none, a new request's). */
export const ready = (db: D1Database, ids: string[], forRequest: string | null) =>
  db.prepare(`SELECT * FROM quote_uploads WHERE id IN (${marks(ids)}) AND status = 'complete' AND request_id IS NULL AND for_request IS ?`).bind(...ids, forRequest);

/** Takes the named uploads for the request; only the complete and free ones change, so a caller compares the count. */
export const attach = (db: D1Database, requestId: string, ids: string[]) =>
  db.prepare(`UPDATE quote_uploads SET request_id = ? WHERE id IN (${marks(ids)}) AND status = 'complete' AND request_id IS NULL`).bind(requestId, ...ids);

/** Which of the named uploads the request already holds (a resend of an addition). */
export const attachedOf = (db: D1Database, requestId: string, ids: string[]) => db.prepare(`SELECT id FROM quote_uploads WHERE request_id = ? AND id IN (${marks(ids)})`).bind(requestId, ...ids);

/** Frees every upload of a request that failed to store, so they are tidied like any free one. */
export const detachAll = (db: D1Database, requestId: string) => db.prepare('UPDATE quote_uploads SET request_id = NULL WHERE request_id = ?').bind(requestId);

/** Frees the request's uploads of these object keys (an addition that was not recorded). */
export const detachKeys = (db: D1Database, requestId: string, keys: string[]) =>
  db.prepare(`UPDATE quote_uploads SET request_id = NULL WHERE request_id = ? AND key IN (${marks(keys)})`).bind(requestId, ...keys);

// Tidying and erasing (functions/_shared/uploads.ts, file-check.ts, housekeeping.ts, retention.ts).

/** Free uploads idle since before `before` (ms), a batch at a time. */
export const idle = (db: D1Database, before: number) => db.prepare('SELECT * FROM quote_uploads WHERE request_id IS NULL AND touched_at < ? LIMIT 50').bind(before);

/** Which of the named uploads still have a row (at most 100 ids: D1's limit of bound values). */
export const existing = (db: D1Database, ids: string[]) => db.prepare(`SELECT id FROM quote_uploads WHERE id IN (${marks(ids)})`).bind(...ids);

/** The named uploads' parts and rows: the two statements, for one batch. */
export const drop = (db: D1Database, ids: string[]) => [
  db.prepare(`DELETE FROM quote_upload_parts WHERE upload_id IN (${marks(ids)})`).bind(...ids),
  db.prepare(`DELETE FROM quote_uploads WHERE id IN (${marks(ids)})`).bind(...ids),
];

/** Every upload of a request: the ones attached to it, and the ones started for it from its page and still going up. */
export const ofRequest = (db: D1Database, requestId: string) => db.prepare('SELECT * FROM quote_uploads WHERE request_id = ?1 OR for_request = ?1').bind(requestId);

/**
 * Deletes every upload of a request, parts first: the two statements, for the erasure's batch. The
 * second returns what it deleted, so an upload started for the request after the caller read
 * `ofRequest` is among it.
 */
export const dropOfRequest = (db: D1Database, requestId: string) => [
  db.prepare('DELETE FROM quote_upload_parts WHERE upload_id IN (SELECT id FROM quote_uploads WHERE request_id = ?1 OR for_request = ?1)').bind(requestId),
  db.prepare('DELETE FROM quote_uploads WHERE request_id = ?1 OR for_request = ?1 RETURNING id, key, r2_upload_id, status').bind(requestId),
];

/** The object keys of the uploads attached to a request (the drawings rule). */
export const keysOf = (db: D1Database, requestId: string) => db.prepare('SELECT key FROM quote_uploads WHERE request_id = ?').bind(requestId);

/** Deletes the uploads attached to a request, parts first (the drawings rule; the request stays): the two statements, for one batch. */
export const dropAttached = (db: D1Database, requestId: string) => [
  db.prepare('DELETE FROM quote_upload_parts WHERE upload_id IN (SELECT id FROM quote_uploads WHERE request_id = ?)').bind(requestId),
  db.prepare('DELETE FROM quote_uploads WHERE request_id = ?').bind(requestId),
];
