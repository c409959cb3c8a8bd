import { QUOTE_FIELDS, type QuoteRequest } from '../../lib/quote-schema';
import type { LeadStatus } from '../../lib/lead-desk';
import type { StoredFile } from '../_shared/quote-email';
import { firstActionAt, hasFirstAction } from './events';
import { requestsWithUploads } from './uploads';

/**
 * The request store: every statement the Worker makes on quote_requests, the table of people's quote
 * requests (migrations/0001_quote_requests.sql and after), and the row it holds. Each is a prepared
 * statement, so a caller runs it alone (`.first()`, `.run()`, `.all()`) or in one batch with
 * statements on the tables beside it (the history, the links, the uploads, the proposals), as one
 * transaction. `db` is the caller's D1 binding, with its retries (functions/_shared/d1-retry.ts).
 */

export interface QuoteRow {
  id: string;
  received_at: string;
  status: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  message: string;
  drawings_link: string;
  files: string;
  spam_reason: string;
  notified: number;
  notify_attempts: number;
  notify_error: string;
  source: string;
  lead_status: LeadStatus;
  last_contact_at: string;
  chat_status: string;
  confirm_status: string;
  sender_message: string;
  sender_message_at: string;
  sender_viewed_at: string;
  sender_added_at: string;
  /** 1 the challenge passed, 0 not (the challenge on), null the challenge off (migrations/0013_challenge.sql). */
  challenged: number | null;
}

/** A request's first action by the firm (a status, a note, a message to the sender), as a column. */
const FIRST_ACTION = `${firstActionAt('r.id')} AS first_action_at`;

// Reading one request.

/** Whether the request is still held, in any state (its row, or null). */
export const held = (db: D1Database, id: string) => db.prepare('SELECT id FROM quote_requests WHERE id = ?').bind(id);

/** A stored request, whole (complete); null for one still being stored or gone. */
export const complete = (db: D1Database, id: string) => db.prepare("SELECT * FROM quote_requests WHERE id = ? AND status = 'complete'").bind(id);

export const filesOfRequest = (db: D1Database, id: string) => db.prepare('SELECT files FROM quote_requests WHERE id = ?').bind(id);

/** The request a submission key (functions/_shared/submission.ts) made, if any. */
export const bySubmission = (db: D1Database, submission: string) => db.prepare('SELECT id, status, received_at, answer_sealed FROM quote_requests WHERE submission_id = ?').bind(submission);

// Storing a new request (functions/routes/quote.ts).

/** What a new request's row is made of besides the form's fields (QUOTE_FIELDS, stored as they are named). */
export interface NewRequest {
  id: string;
  at: string;
  quote: QuoteRequest;
  clientHash: string;
  spam: string;
  source: string;
  submission: string | null;
  challenged: number | null;
  /** The site's hourly allowance of requests without the challenge: since when, how many, and the reason past it. */
  allowance: { since: string; count: number; reason: string };
}

/**
 * The row first, 'receiving', its columns the form's fields as the quote schema names them. A request
 * without the challenge, and not already suspected, takes one of the hour's places for the whole site,
 * counted and taken in this one statement (two at once cannot both take the last); past them it is
 * filed as suspected spam. Returns the spam reason the row took.
 */
export function insertReceiving(db: D1Database, row: NewRequest): D1PreparedStatement {
  const n = QUOTE_FIELDS.length;
  const [clientHash, spam, source, submission, challenged, since, count, reason] = Array.from({ length: 8 }, (_, i) => `?${n + 3 + i}`);
  const fields = QUOTE_FIELDS.map((_, i) => `?${i + 3}`).join(', ');
  return db
    .prepare(
      `INSERT INTO quote_requests (id, received_at, last_contact_at, status, ${QUOTE_FIELDS.join(', ')}, files, client_hash, spam_reason, source, submission_id, challenged)
       VALUES (?1, ?2, ?2, 'receiving', ${fields}, '[]', ${clientHash},
         CASE WHEN ${spam} = '' AND ${challenged} = 0 AND (SELECT COUNT(*) FROM quote_requests WHERE challenged = 0 AND spam_reason = '' AND received_at > ${since}) >= ${count} THEN ${reason} ELSE ${spam} END,
         ${source}, ${submission}, ${challenged})
       RETURNING spam_reason`,
    )
    .bind(row.id, row.at, ...QUOTE_FIELDS.map((field) => row.quote[field]), row.clientHash, row.spam, row.source, row.submission, row.challenged, row.allowance.since, row.allowance.count, row.allowance.reason);
}

/** Whether an insert failed because another send of the same submission holds its key. */
export const isRepeatedSubmission = (error: unknown) => /UNIQUE constraint failed: quote_requests\.submission_id/.test(String(error));

export const markComplete = (db: D1Database, id: string, files: StoredFile[], sealed: string) =>
  db.prepare("UPDATE quote_requests SET status = 'complete', files = ?, answer_sealed = ? WHERE id = ?").bind(JSON.stringify(files), sealed, id);

export const releaseSubmission = (db: D1Database, id: string) => db.prepare('UPDATE quote_requests SET submission_id = NULL WHERE id = ?').bind(id);

/** Sealed first answers older than `before` are let go (the repeat window). */
export const letSealedAnswersGo = (db: D1Database, before: string) => db.prepare("UPDATE quote_requests SET answer_sealed = '' WHERE answer_sealed != '' AND received_at < ?").bind(before);

// The desk's changes; each counts as contact with the lead.

export const setLeadStatus = (db: D1Database, id: string, status: LeadStatus, at: string) => db.prepare('UPDATE quote_requests SET lead_status = ?, last_contact_at = ? WHERE id = ?').bind(status, at, id);

export const touch = (db: D1Database, id: string, at: string) => db.prepare('UPDATE quote_requests SET last_contact_at = ? WHERE id = ?').bind(at, id);

export const setSenderMessage = (db: D1Database, id: string, message: string, at: string) =>
  db.prepare('UPDATE quote_requests SET sender_message = ?, sender_message_at = ?, last_contact_at = ? WHERE id = ?').bind(message, message ? at : '', at, id);

export const releaseFromSpam = (db: D1Database, id: string, files: StoredFile[], at: string) =>
  db.prepare("UPDATE quote_requests SET spam_reason = '', files = ?, last_contact_at = ? WHERE id = ?").bind(JSON.stringify(files), at, id);

/** A proposal sent: contact, and 'quoted' for a lead not yet past it. */
export const markProposed = (db: D1Database, id: string, at: string, quoted: boolean) =>
  db.prepare(`UPDATE quote_requests SET last_contact_at = ?${quoted ? ", lead_status = 'quoted'" : ''} WHERE id = ?`).bind(at, id);

/** Won, if `condition` holds; the condition's own values are ?1 to ?3 (`values`), in one batch with what it checks. */
export const wonIf = (db: D1Database, id: string, at: string, condition: string, values: readonly [unknown, unknown, unknown]) =>
  db.prepare(`UPDATE quote_requests SET lead_status = 'won', last_contact_at = ?4 WHERE id = ?5 AND ${condition}`).bind(...values, at, id);

// The sender's side (functions/_shared/sender.ts).

export const markViewed = (db: D1Database, id: string, at: string) => db.prepare('UPDATE quote_requests SET sender_viewed_at = ? WHERE id = ?').bind(at, id);

/** One file more in the row's list (the database's file cap checks it: migrations/0012_file_cap.sql). */
export const appendFile = (db: D1Database, id: string, file: StoredFile) => db.prepare("UPDATE quote_requests SET files = json_insert(files, '$[#]', json(?)) WHERE id = ?").bind(JSON.stringify(file), id);

export const markAdded = (db: D1Database, id: string, at: string) => db.prepare('UPDATE quote_requests SET sender_added_at = ? WHERE id = ?').bind(at, id);

// The notices (functions/_shared/notices.ts).

export const notifyFailed = (db: D1Database, id: string, tries: number, failed: string) => db.prepare('UPDATE quote_requests SET notify_attempts = ?, notify_error = ? WHERE id = ?').bind(tries, failed, id);

export const notified = (db: D1Database, id: string, tries: number) => db.prepare("UPDATE quote_requests SET notified = 1, notify_attempts = ?, notify_error = '' WHERE id = ?").bind(tries, id);

export const setChatStatus = (db: D1Database, id: string, outcome: string) => db.prepare('UPDATE quote_requests SET chat_status = ? WHERE id = ?').bind(outcome, id);

export const setConfirmStatus = (db: D1Database, id: string, outcome: string) => db.prepare('UPDATE quote_requests SET confirm_status = ? WHERE id = ?').bind(outcome, id);

/** A place among the hour's confirmations, counted and taken in one statement, so two at once cannot both take the last. */
export const reserveConfirmation = (db: D1Database, id: string, since: string, perHour: number) =>
  db.prepare("UPDATE quote_requests SET confirm_status = 'sending' WHERE id = ?1 AND (SELECT COUNT(*) FROM quote_requests WHERE confirm_status IN ('sent', 'sending') AND received_at > ?2) < ?3").bind(id, since, perHour);

export const confirmationsTo = (db: D1Database, email: string, since: string) =>
  db.prepare("SELECT COUNT(*) AS sent FROM quote_requests WHERE email = ? COLLATE NOCASE AND confirm_status = 'sent' AND received_at > ?").bind(email, since);

// The inbox and the reports: `where` and `binds` are the inbox's filter (functions/_shared/leads.ts).

export const inboxPage = (db: D1Database, where: string, binds: string[], limit: number, offset: number) =>
  db.prepare(`SELECT *, ${FIRST_ACTION} FROM quote_requests r WHERE ${where} ORDER BY received_at DESC, rowid DESC LIMIT ? OFFSET ?`).bind(...binds, limit, offset);

export const inboxCount = (db: D1Database, where: string, binds: string[]) => db.prepare(`SELECT COUNT(*) AS total FROM quote_requests WHERE ${where}`).bind(...binds);

export const inboxAll = (db: D1Database, where: string, binds: string[]) => db.prepare(`SELECT * FROM quote_requests WHERE ${where} ORDER BY received_at DESC, rowid DESC`).bind(...binds);

/** People's complete requests since `since`, for the funnel; `columns` adds columns about each (given its id's expression). */
export const funnelRequests = (db: D1Database, since: string, columns: (requestId: string) => string) =>
  db.prepare(`SELECT source, service, lead_status, received_at, ${FIRST_ACTION}, ${columns('r.id')} FROM quote_requests r WHERE status = 'complete' AND spam_reason = '' AND received_at >= ?`).bind(since);

/** The last 90 days' people's requests with no first action yet (the daily digest's late answers). */
export const withoutFirstAction = (db: D1Database, since: string) =>
  db
    .prepare(
      `SELECT id, name, received_at, spam_reason FROM quote_requests q WHERE status = 'complete' AND spam_reason = '' AND received_at > ?
       AND NOT ${hasFirstAction('q.id')} ORDER BY received_at LIMIT 200`,
    )
    .bind(since);

/** The name and company of each request named (at most 100 ids: D1's limit of bound values). */
export const namesOf = (db: D1Database, ids: string[]) => db.prepare(`SELECT id, name, company FROM quote_requests WHERE id IN (${ids.map(() => '?').join(', ')})`).bind(...ids);

/** Each named request's files (at most 100 ids). */
export const filesOfEach = (db: D1Database, ids: string[]) => db.prepare(`SELECT id, files FROM quote_requests WHERE id IN (${ids.map(() => '?').join(', ')})`).bind(...ids);

// Retention (functions/_shared/retention.ts).

export const byEmail = (db: D1Database, email: string) => db.prepare('SELECT * FROM quote_requests WHERE email = ? COLLATE NOCASE ORDER BY received_at').bind(email);

export const remove = (db: D1Database, id: string) => db.prepare('DELETE FROM quote_requests WHERE id = ?').bind(id);

export const pastRetention = (db: D1Database, cutoff: string, batch: number) =>
  db.prepare("SELECT id FROM quote_requests WHERE spam_reason = '' AND lead_status != 'won' AND MAX(last_contact_at, sender_added_at) < ? ORDER BY last_contact_at LIMIT ?").bind(cutoff, batch);

export const spamPastExpiry = (db: D1Database, cutoff: string, batch: number) => db.prepare("SELECT id FROM quote_requests WHERE spam_reason != '' AND received_at < ? ORDER BY received_at LIMIT ?").bind(cutoff, batch);

export const stalled = (db: D1Database, cutoff: string, batch: number) => db.prepare("SELECT id FROM quote_requests WHERE status != 'complete' AND received_at < ? ORDER BY received_at LIMIT ?").bind(cutoff, batch);

/** People's complete requests past the drawings rule that still hold a file or an upload. */
export const drawingsPastRule = (db: D1Database, cutoff: string, batch: number) =>
  db
    .prepare(
      `SELECT id, files FROM quote_requests WHERE status = 'complete' AND spam_reason = '' AND MAX(last_contact_at, sender_added_at) < ?
       AND (files != '[]' OR id IN (${requestsWithUploads})) ORDER BY last_contact_at LIMIT ?`,
    )
    .bind(cutoff, batch);

/**
 * Conditions on the request whose id is ?1, for an entry written in one batch before the change it
 * records (the history's and the privacy log's recordIf): of two runs of the housekeeping racing to one
 * request (the cron, and the quote endpoint's own tidying), the one whose batch finds it still there
 * erases it and logs it; the other's batch finds it gone and logs nothing.
 */
export const STILL_STORED = 'EXISTS (SELECT 1 FROM quote_requests WHERE id = ?1)';
export const STILL_HOLDS_FILES = `EXISTS (SELECT 1 FROM quote_requests WHERE id = ?1 AND (files != '[]' OR id IN (${requestsWithUploads})))`;

export const clearFiles = (db: D1Database, id: string) => db.prepare("UPDATE quote_requests SET files = '[]' WHERE id = ?").bind(id);
