import type { LeadEvent } from '../../lib/lead-desk';
import { numbered } from './sql';

/**
 * The history store: every statement the Worker makes on lead_events, a request's history (who did
 * what and when: the desk's changes, the sender's additions and answers, the website's notices, the
 * rules' erasures). Each is a prepared statement, so a caller runs it alone or in one batch with the
 * change it records, as one transaction; the history's foreign key refuses an entry for an erased
 * request, and the whole batch with it (migrations/0011_foreign_keys.sql).
 */

/** The kinds that count as the firm's first action on a request (the speed to lead, the late answers). */
const FIRST_ACTION_KINDS = "('status', 'note', 'message')";

/** When the firm first acted on the request whose id is the SQL expression `requestId`, as a column of the request store's queries. */
export const firstActionAt = (requestId: string) => `(SELECT MIN(e.at) FROM lead_events e WHERE e.request_id = ${requestId} AND e.kind IN ${FIRST_ACTION_KINDS})`;

/** Whether the firm has acted on the request whose id is the SQL expression `requestId`, for the request store's filters. */
export const hasFirstAction = (requestId: string) => `EXISTS (SELECT 1 FROM lead_events e WHERE e.request_id = ${requestId} AND e.kind IN ${FIRST_ACTION_KINDS})`;

export const record = (db: D1Database, requestId: string, at: string, actor: string, kind: LeadEvent['kind'], detail: string) =>
  db.prepare('INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)').bind(requestId, at, actor, kind, detail);

/**
 * An entry written only if `condition` holds, in one batch with what it checks (as the request store's
 * wonIf): the condition's own values are ?1, ?2… (`values`), the entry's come after them.
 */
export const recordIf = (db: D1Database, requestId: string, at: string, actor: string, kind: LeadEvent['kind'], detail: string, condition: string, values: readonly unknown[]) =>
  db.prepare(`INSERT INTO lead_events (request_id, at, actor, kind, detail) SELECT ${numbered(values.length, 5)} WHERE ${condition}`).bind(...values, requestId, at, actor, kind, detail);

/** A request's history, newest first (the desk's lead). */
export const newestFirst = (db: D1Database, requestId: string) => db.prepare('SELECT at, actor, kind, detail FROM lead_events WHERE request_id = ? ORDER BY at DESC, rowid DESC').bind(requestId);

/** A request's history, oldest first (an access request's export). */
export const oldestFirst = (db: D1Database, requestId: string) => db.prepare('SELECT at, actor, kind, detail FROM lead_events WHERE request_id = ? ORDER BY at').bind(requestId);

/** When the request last had an entry of this kind (its row, `at`, or null). */
export const lastOf = (db: D1Database, requestId: string, kind: LeadEvent['kind']) => db.prepare('SELECT at FROM lead_events WHERE request_id = ? AND kind = ? ORDER BY at DESC LIMIT 1').bind(requestId, kind);

export const removeOf = (db: D1Database, requestId: string) => db.prepare('DELETE FROM lead_events WHERE request_id = ?').bind(requestId);
