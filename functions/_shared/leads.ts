import {
  INBOX_PAGE_SIZE,
  csvRows,
  marketOfPath,
  sourceLine,
  type InboxPage,
  type LeadDetail,
  type LeadEvent,
  type LeadStatus,
  type LeadSummary,
} from '../../lib/lead-desk';
import { promiseMinutes, workingMinutes } from '../../lib/funnel';
import { replyWithinBusinessDays } from '../../lib/content/firm';
import type { StoredFile } from './quote-email';
import { serviceLabelFor } from '../../lib/quote-schema';
import type { Env } from './endpoint';
import * as requestStore from '../store/requests';
import * as eventStore from '../store/events';

/**
 * The leads as the firm works on them (functions/routes/desk.ts): reading, status and notes, the spam
 * folder and the CSV export; erasure and access requests are retention.ts's, the funnel reports.ts's. Every change to a lead
 * is recorded in its history (the history store) with the person and the time; every erasure in the
 * privacy log, which keeps no personal data of the lead. `now` is passed in, so retention is tested
 * without waiting two years.
 */

import type { QuoteRow } from '../store/requests';
export type { QuoteRow };


type Visit = LeadDetail['visit'];

export const filesOf = (row: Pick<QuoteRow, 'files'>): StoredFile[] => JSON.parse(row.files) as StoredFile[];

export function visitOf(row: Pick<QuoteRow, 'source'>): Visit {
  const source = JSON.parse(row.source || '{}') as Partial<NonNullable<Visit>>;
  if (!source.landing) return null;
  return { landing: source.landing, referrer: source.referrer ?? '', utm: (source.utm ?? {}) as Record<string, string>, pages: source.pages ?? 1 };
}

function summary(row: QuoteRow): LeadSummary {
  const files = filesOf(row);
  const visit = visitOf(row);
  return {
    id: row.id,
    receivedAt: row.received_at,
    status: row.lead_status,
    name: row.name,
    email: row.email,
    company: row.company,
    service: row.service ? serviceLabelFor(row.service) : '',
    market: marketOfPath(visit?.landing),
    files: { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) },
    source: sourceLine(visit),
    spam: row.spam_reason,
    challenge: row.challenged === 1 ? 'challenged' : row.challenged === 0 ? 'not challenged' : '',
    sender: { viewedAt: row.sender_viewed_at, addedAt: row.sender_added_at },
  };
}

/** What became of the firm's email about a lead, in a line. */
export function firmNotice(row: Pick<QuoteRow, 'notified' | 'notify_attempts' | 'notify_error' | 'spam_reason'>): string {
  if (row.notified) return 'sent';
  if (row.spam_reason) return 'not sent: suspected spam is not emailed';
  if (row.notify_attempts) return `not sent after ${row.notify_attempts} attempts: ${row.notify_error}`;
  return 'not sent: email is not configured, or still being tried';
}

export type Folder = 'inbox' | 'spam';

export interface InboxQuery {
  folder: Folder;
  status?: LeadStatus;
  search?: string;
  page?: number;
}

/** People's complete requests (or the suspected spam), filtered; the shared WHERE of the inbox and its CSV. */
function inboxWhere(query: InboxQuery): { sql: string; binds: string[] } {
  const clauses = ["status = 'complete'", query.folder === 'spam' ? "spam_reason != ''" : "spam_reason = ''"];
  const binds: string[] = [];
  if (query.status) {
    clauses.push('lead_status = ?');
    binds.push(query.status);
  }
  const search = query.search?.trim().toLowerCase();
  if (search) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and instr needs no escaping.
    clauses.push('(instr(lower(name), ?) > 0 OR instr(lower(email), ?) > 0 OR instr(lower(company), ?) > 0)');
    binds.push(search, search, search);
  }
  return { sql: clauses.join(' AND '), binds };
}

export async function listLeads(env: Env, query: InboxQuery, now = Date.now()): Promise<InboxPage> {
  const { sql, binds } = inboxWhere(query);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [rows, count] = await env.DB.batch<QuoteRow | { total: number }>([
    requestStore.inboxPage(env.DB, sql, binds, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
    requestStore.inboxCount(env.DB, sql, binds),
  ]);
  return {
    leads: (rows?.results as (QuoteRow & { first_action_at: string | null })[]).map((row) => ({ ...summary(row), late: waitingPastPromise(row, now) })),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

export async function findLead(env: Env, id: string): Promise<QuoteRow | null> {
  return requestStore.complete(env.DB, id).first<QuoteRow>();
}

export async function leadDetail(env: Env, row: QuoteRow): Promise<LeadDetail> {
  const { results } = await eventStore.newestFirst(env.DB, row.id).all<LeadEvent>();
  const visit = visitOf(row);
  return {
    ...summary(row),
    phone: row.phone,
    message: row.message,
    drawingsLink: row.drawings_link,
    files: filesOf(row).map(({ name, size, type, checked }) => ({ name, size, type, ...(checked ? { checked } : {}) })),
    lastContactAt: row.last_contact_at,
    visit,
    notices: { firm: firmNotice(row), chat: row.chat_status || 'not configured', confirmation: row.confirm_status || 'not sent (email not configured or turned off, or suspected spam)' },
    senderMessage: { text: row.sender_message, at: row.sender_message_at },
    events: results,
  };
}

const event = (env: Env, id: string, now: number, actor: string, kind: LeadEvent['kind'], detail: string) => eventStore.record(env.DB, id, new Date(now).toISOString(), actor, kind, detail);

/** A new status, recorded with the person; it counts as contact with the lead. */
export async function setStatus(env: Env, row: QuoteRow, status: LeadStatus, actor: string, now: number): Promise<void> {
  if (status === row.lead_status) return;
  await env.DB.batch([
    requestStore.setLeadStatus(env.DB, row.id, status, new Date(now).toISOString()),
    event(env, row.id, now, actor, 'status', `${row.lead_status} → ${status}`),
  ]);
}

/** A note on the lead (a call made, a quote sent); it counts as contact with the lead. */
export async function addNote(env: Env, row: QuoteRow, note: string, actor: string, now: number): Promise<void> {
  await env.DB.batch([
    requestStore.touch(env.DB, row.id, new Date(now).toISOString()),
    event(env, row.id, now, actor, 'note', note),
  ]);
}

/**
 * The firm's line to the sender, shown on their request page (an empty one takes it down). Recorded in
 * the history like a note, with the person; it counts as contact with the lead.
 */
export async function setSenderMessage(env: Env, row: QuoteRow, message: string, actor: string, now: number): Promise<void> {
  if (message === row.sender_message) return;
  const at = new Date(now).toISOString();
  await env.DB.batch([
    requestStore.setSenderMessage(env.DB, row.id, message, at),
    event(env, row.id, now, actor, 'message', message ? `message to the sender: ${message}` : 'message to the sender taken down'),
  ]);
}

/**
 * "Not spam": the request's files move out from under spam/ (which lapses after 30 days) to the
 * request's own prefix, then the row joins the inbox. Each file is copied before its old copy is
 * deleted, so a failure on the way leaves every file readable under one key or the other.
 */
export async function releaseSpam(env: Env, row: QuoteRow, actor: string, now: number): Promise<QuoteRow> {
  const files = filesOf(row);
  const moved: StoredFile[] = [];
  for (const file of files) {
    if (!file.key.startsWith('spam/')) {
      moved.push(file);
      continue;
    }
    const key = file.key.slice('spam/'.length);
    const object = await env.FILES.get(file.key);
    if (!object) throw new Error(`lead ${row.id}: file ${file.key} is missing`);
    await env.FILES.put(key, object.body, { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
    moved.push({ ...file, key });
  }
  await env.DB.batch([
    requestStore.releaseFromSpam(env.DB, row.id, moved, new Date(now).toISOString()),
    event(env, row.id, now, actor, 'released', `released from spam (${row.spam_reason})`),
  ]);
  const old = files.filter((f) => f.key.startsWith('spam/')).map((f) => f.key);
  if (old.length) await env.FILES.delete(old);
  return { ...row, spam_reason: '', files: JSON.stringify(moved) };
}

/** Whether a request still waits for the firm's first action past the promised reply time. */
export function waitingPastPromise(row: Pick<QuoteRow, 'received_at' | 'spam_reason'> & { first_action_at?: string | null }, now: number): boolean {
  if (row.spam_reason || row.first_action_at) return false;
  const from = Date.parse(row.received_at);
  return workingMinutes(from, now) > promiseMinutes(from, replyWithinBusinessDays);
}

export const CSV_COLUMNS = ['Reference', 'Received', 'Status', 'Name', 'Email', 'Company', 'Phone', 'Service', 'Market', 'Files', 'Source', 'Message'];

/** The inbox (every page of it, with its filters) as CSV for a CRM, safe against formula injection. */
export async function inboxCsv(env: Env, query: InboxQuery): Promise<string> {
  const { sql, binds } = inboxWhere(query);
  const { results } = await requestStore.inboxAll(env.DB, sql, binds).all<QuoteRow>();
  return csvRows([
    CSV_COLUMNS,
    ...results.map((row) => {
      const lead = summary(row);
      return [lead.id, lead.receivedAt, lead.status, lead.name, lead.email, lead.company, row.phone, lead.service, lead.market, lead.files.count, lead.source, row.message];
    }),
  ]);
}
