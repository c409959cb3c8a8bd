import {
  INBOX_PAGE_SIZE,
  DRAWINGS_RETENTION_DAYS,
  csvRows,
  drawingsCutoff,
  marketOfPath,
  retentionCutoff,
  spamCutoff,
  sourceLine,
  type InboxPage,
  type LeadDetail,
  type LeadEvent,
  type LeadStatus,
  type LeadSummary,
} from '../../lib/lead-desk';
import { firstDay, funnelRows, promiseMinutes, rate, servedPath, speedToLead, weeksOf, workingMinutes, type FunnelPeriod, type FunnelReport, type FunnelRow } from '../../lib/funnel';
import { replyWithinBusinessDays } from '../../content/firm';
import type { StoredFile } from '../../lib/quote-email';
import { serviceLabelFor } from '../../lib/quote-schema';
import type { Env } from './endpoint';
import type { UploadRow } from './uploads';

/**
 * The leads as the firm works on them (functions/api/desk): reading, status and notes, the spam
 * folder, erasure and access requests, the sources report and the CSV export. Every change to a lead
 * is recorded in lead_events with the person and the time; every erasure in privacy_audit, which keeps
 * no personal data of the lead. `now` is passed in, so retention is tested without waiting two years.
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
}

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
    env.DB.prepare(`SELECT *, ${FIRST_ACTION} FROM quote_requests WHERE ${sql} ORDER BY received_at DESC, rowid DESC LIMIT ? OFFSET ?`).bind(...binds, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
    env.DB.prepare(`SELECT COUNT(*) AS total FROM quote_requests WHERE ${sql}`).bind(...binds),
  ]);
  return {
    leads: (rows?.results as (QuoteRow & { first_action_at: string | null })[]).map((row) => ({ ...summary(row), late: waitingPastPromise(row, now) })),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

export async function findLead(env: Env, id: string): Promise<QuoteRow | null> {
  return env.DB.prepare("SELECT * FROM quote_requests WHERE id = ? AND status = 'complete'").bind(id).first<QuoteRow>();
}

export async function leadDetail(env: Env, row: QuoteRow): Promise<LeadDetail> {
  const { results } = await env.DB.prepare('SELECT at, actor, kind, detail FROM lead_events WHERE request_id = ? ORDER BY at DESC, rowid DESC').bind(row.id).all<LeadEvent>();
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

const event = (env: Env, id: string, now: number, actor: string, kind: LeadEvent['kind'], detail: string) =>
  env.DB.prepare('INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)').bind(id, new Date(now).toISOString(), actor, kind, detail);

/** A new status, recorded with the person; it counts as contact with the lead. */
export async function setStatus(env: Env, row: QuoteRow, status: LeadStatus, actor: string, now: number): Promise<void> {
  if (status === row.lead_status) return;
  await env.DB.batch([
    env.DB.prepare('UPDATE quote_requests SET lead_status = ?, last_contact_at = ? WHERE id = ?').bind(status, new Date(now).toISOString(), row.id),
    event(env, row.id, now, actor, 'status', `${row.lead_status} → ${status}`),
  ]);
}

/** A note on the lead (a call made, a quote sent); it counts as contact with the lead. */
export async function addNote(env: Env, row: QuoteRow, note: string, actor: string, now: number): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('UPDATE quote_requests SET last_contact_at = ? WHERE id = ?').bind(new Date(now).toISOString(), row.id),
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
    env.DB.prepare('UPDATE quote_requests SET sender_message = ?, sender_message_at = ?, last_contact_at = ? WHERE id = ?').bind(message, message ? at : '', at, row.id),
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
    env.DB.prepare("UPDATE quote_requests SET spam_reason = '', files = ?, last_contact_at = ? WHERE id = ?").bind(JSON.stringify(moved), new Date(now).toISOString(), row.id),
    event(env, row.id, now, actor, 'released', `released from spam (${row.spam_reason})`),
  ]);
  const old = files.filter((f) => f.key.startsWith('spam/')).map((f) => f.key);
  if (old.length) await env.FILES.delete(old);
  return { ...row, spam_reason: '', files: JSON.stringify(moved) };
}

/**
 * Why a request is erased, as its audit entry says: on request (the desk's "Erase this request"), by the
 * retention rule, as suspected spam past its 30 days, because it was never stored whole (the sender was
 * told; see functions/api/quote.ts), or withdrawn by its sender.
 */
export type ErasureReason = 'request' | 'retention' | 'spam expiry' | 'not stored' | 'withdrawn';

/** Every key under a prefix, page by page (R2 lists at most 1,000 at a time). */
async function keysUnder(env: Env, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.FILES.list({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Erases a request, whatever its state (in the inbox or the spam folder, complete, half-stored, or
 * already partly gone): every R2 object it has (its files, its uploads, anything under its prefixes,
 * spam/ included), its uploads' rows and parts (those started for it from its page included), its
 * history, then its row, in one batch with the audit
 * entry, which says who erased which reference and why and keeps nothing of the person; its private
 * links go with it, so they open nothing from then on. The one way a
 * request is erased: the desk, the retention and spam rules, the quote endpoint's failure path and the
 * sender call it alike. Returns how many stored objects went.
 */
export async function eraseRequest(env: Env, id: string, by: { actor: string; reason: ErasureReason }, now: number): Promise<number> {
  const row = await env.DB.prepare('SELECT files FROM quote_requests WHERE id = ?').bind(id).first<Pick<QuoteRow, 'files'>>();
  // Its uploads: the ones attached to it, and the ones started for it from its page and still going up.
  const { results: uploads } = await env.DB.prepare('SELECT * FROM quote_uploads WHERE request_id = ?1 OR for_request = ?1').bind(id).all<UploadRow>();
  const keys = new Set([...(row ? filesOf(row).map((f) => f.key) : []), ...uploads.map((u) => u.key)]);
  for (const prefix of [`${id}/`, `spam/${id}/`]) for (const key of await keysUnder(env, prefix)) keys.add(key);
  // An upload still in parts leaves no object to delete: R2 drops its parts when it is aborted.
  for (const upload of uploads.filter((u) => u.status === 'uploading')) await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).abort().catch(() => undefined);
  const list = [...keys];
  for (let i = 0; i < list.length; i += 1000) await env.FILES.delete(list.slice(i, i + 1000));
  await env.DB.batch([
    env.DB.prepare('DELETE FROM quote_upload_parts WHERE upload_id IN (SELECT id FROM quote_uploads WHERE request_id = ?1 OR for_request = ?1)').bind(id),
    env.DB.prepare('DELETE FROM quote_uploads WHERE request_id = ?1 OR for_request = ?1').bind(id),
    env.DB.prepare('DELETE FROM lead_events WHERE request_id = ?').bind(id),
    env.DB.prepare('DELETE FROM sender_links WHERE request_id = ?').bind(id),
    env.DB.prepare('DELETE FROM quote_requests WHERE id = ?').bind(id),
    env.DB.prepare('INSERT INTO privacy_audit (at, actor, action, detail) VALUES (?, ?, ?, ?)').bind(
      new Date(now).toISOString(),
      by.actor,
      'erased',
      `request ${id} erased (${by.reason}): its row, history and ${list.length} stored file${list.length === 1 ? '' : 's'}`,
    ),
  ]);
  return list.length;
}

/** How long a request may stand half-stored (its function stopped on the way) before it is erased. */
const STALLED_STORE_MS = 60 * 60_000;

/**
 * The privacy policy's time limits, kept by code, each erasing exactly as "Erase this request" does:
 * leads not won two years after their last contact (lib/lead-desk.ts), suspected spam 30 days after it
 * arrived, and a request never stored whole (its storing failed, or stopped) an hour after it arrived.
 * Runs whenever the quote endpoint or the desk is used, a batch of each at a time.
 */
export async function eraseExpired(env: Env, now: number, batch = 25): Promise<number> {
  const stalled = new Date(now - STALLED_STORE_MS).toISOString();
  const due: { reason: ErasureReason; actor: string; query: D1PreparedStatement }[] = [
    {
      reason: 'retention',
      actor: 'retention rule',
      query: env.DB.prepare("SELECT id FROM quote_requests WHERE spam_reason = '' AND lead_status != 'won' AND MAX(last_contact_at, sender_added_at) < ? ORDER BY last_contact_at LIMIT ?").bind(retentionCutoff(now), batch),
    },
    { reason: 'spam expiry', actor: 'spam rule', query: env.DB.prepare("SELECT id FROM quote_requests WHERE spam_reason != '' AND received_at < ? ORDER BY received_at LIMIT ?").bind(spamCutoff(now), batch) },
    { reason: 'not stored', actor: 'quote endpoint', query: env.DB.prepare("SELECT id FROM quote_requests WHERE status != 'complete' AND received_at < ? ORDER BY received_at LIMIT ?").bind(stalled, batch) },
  ];
  let erased = 0;
  for (const { reason, actor, query } of due) {
    const { results } = await query.all<{ id: string }>();
    for (const { id } of results) await eraseRequest(env, id, { actor, reason }, now);
    erased += results.length;
  }
  return erased;
}

/**
 * The drawings rule (lib/lead-desk.ts `drawingsCutoff`): a request whose last contact, and its
 * sender's last added files, are older than the days the firm keeps drawings loses every stored file
 * (its files, its uploads, anything under its prefix) while its details stay for the two-year rule.
 * Recorded in its history and in the privacy log (no personal data). Suspected spam keeps its own
 * 30-day rule. Returns how many requests lost their files.
 */
export async function eraseOldDrawings(env: Env, now: number, batch = 25): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id, files FROM quote_requests WHERE status = 'complete' AND spam_reason = '' AND MAX(last_contact_at, sender_added_at) < ?
       AND (files != '[]' OR id IN (SELECT request_id FROM quote_uploads WHERE request_id IS NOT NULL)) ORDER BY last_contact_at LIMIT ?`,
  )
    .bind(drawingsCutoff(now), batch)
    .all<Pick<QuoteRow, 'id' | 'files'>>();
  for (const row of results) {
    const { results: uploads } = await env.DB.prepare('SELECT key FROM quote_uploads WHERE request_id = ?').bind(row.id).all<{ key: string }>();
    const keys = new Set([...filesOf(row).map((f) => f.key), ...uploads.map((u) => u.key), ...(await keysUnder(env, `${row.id}/`))]);
    const list = [...keys];
    for (let i = 0; i < list.length; i += 1000) await env.FILES.delete(list.slice(i, i + 1000));
    const at = new Date(now).toISOString();
    const what = `${list.length} stored file${list.length === 1 ? '' : 's'} erased, ${DRAWINGS_RETENTION_DAYS} days after the last contact (drawings rule)`;
    await env.DB.batch([
      env.DB.prepare('DELETE FROM quote_upload_parts WHERE upload_id IN (SELECT id FROM quote_uploads WHERE request_id = ?)').bind(row.id),
      env.DB.prepare('DELETE FROM quote_uploads WHERE request_id = ?').bind(row.id),
      env.DB.prepare("UPDATE quote_requests SET files = '[]' WHERE id = ?").bind(row.id),
      env.DB.prepare("INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (?, ?, 'drawings rule', 'files erased', ?)").bind(row.id, at, `${what}; the request's details are kept`),
      env.DB.prepare("INSERT INTO privacy_audit (at, actor, action, detail) VALUES (?, 'drawings rule', 'erased', ?)").bind(at, `request ${row.id}: ${what}`),
    ]);
  }
  return results.length;
}

/** Everything held about an email address (an access request), as one JSON document; the request is audited. */
export async function exportByEmail(env: Env, email: string, actor: string, now: number) {
  const { results } = await env.DB.prepare('SELECT * FROM quote_requests WHERE email = ? COLLATE NOCASE ORDER BY received_at').bind(email.trim()).all<QuoteRow>();
  const requests = [];
  for (const row of results) {
    const { results: events } = await env.DB.prepare('SELECT at, actor, kind, detail FROM lead_events WHERE request_id = ? ORDER BY at').bind(row.id).all<LeadEvent>();
    requests.push({
      reference: row.id,
      receivedAt: row.received_at,
      name: row.name,
      email: row.email,
      company: row.company,
      phone: row.phone,
      service: row.service,
      message: row.message,
      drawingsLink: row.drawings_link,
      files: filesOf(row).map(({ name, size, type }) => ({ name, size, type })),
      visit: visitOf(row),
      status: row.lead_status,
      lastContactAt: row.last_contact_at,
      messageToSender: row.sender_message || null,
      senderViewedPage: row.sender_viewed_at || null,
      senderAddedFiles: row.sender_added_at || null,
      suspectedSpam: row.spam_reason || null,
      history: events,
    });
  }
  await env.DB.prepare('INSERT INTO privacy_audit (at, actor, action, detail) VALUES (?, ?, ?, ?)')
    .bind(new Date(now).toISOString(), actor, 'exported', `access request answered: ${requests.length} request${requests.length === 1 ? '' : 's'}`)
    .run();
  return {
    subject: email.trim(),
    exportedAt: new Date(now).toISOString(),
    heldBy: 'Stratum Precon: quote requests sent through the website (database and file storage on Cloudflare)',
    requests,
  };
}

/** A request's first action by the firm (a status, a note, a message to the sender), as a column. */
const FIRST_ACTION = "(SELECT MIN(e.at) FROM lead_events e WHERE e.request_id = quote_requests.id AND e.kind IN ('status', 'note', 'message')) AS first_action_at";

const NOT_RECORDED = '(not recorded)';
const NO_REFERRER = '(none: typed or bookmarked)';
const NO_CAMPAIGN = '(no campaign)';

/**
 * The funnel over the last `days` days (UTC days, today included): visits (visit_days) beside people's
 * complete requests (quote_requests) per landing page, referring site and campaign, with the rate and
 * the won; visits and requests per week; and the speed to lead in the firm's working hours. Each figure
 * is a sum over rows the desk's SQL names here, so the firm can reproduce it from D1.
 */
export async function funnelReport(env: Env, days: FunnelPeriod, now: number): Promise<FunnelReport> {
  const day = firstDay(now, days);
  const since = `${day}T00:00:00.000Z`;
  const [landing, referrer, campaign, daily, leads] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare('SELECT landing AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY landing').bind(day),
    env.DB.prepare('SELECT referrer AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY referrer').bind(day),
    env.DB.prepare('SELECT campaign AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY campaign').bind(day),
    env.DB.prepare('SELECT day AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY day').bind(day),
    env.DB.prepare(`SELECT source, lead_status, received_at, ${FIRST_ACTION} FROM quote_requests WHERE status = 'complete' AND spam_reason = '' AND received_at >= ?`).bind(since),
  ]);
  const visits = (result: typeof landing, label: (value: string) => string) => {
    const map = new Map<string, number>();
    for (const row of (result?.results ?? []) as { value: string; visits: number }[]) map.set(label(row.value), (map.get(label(row.value)) ?? 0) + row.visits);
    return map;
  };
  const requests = (leads?.results ?? []) as (Pick<QuoteRow, 'source' | 'lead_status' | 'received_at'> & { first_action_at: string | null })[];
  const tally = (pick: (visit: Visit) => string) => {
    const map = new Map<string, { requests: number; won: number }>();
    for (const row of requests) {
      const value = pick(visitOf(row));
      const entry = map.get(value) ?? { requests: 0, won: 0 };
      entry.requests += 1;
      if (row.lead_status === 'won') entry.won += 1;
      map.set(value, entry);
    }
    return map;
  };
  const keep = (value: string) => value;
  const byDay = visits(daily, keep);
  const totalVisits = [...byDay.values()].reduce((sum, n) => sum + n, 0);
  const won = requests.filter((row) => row.lead_status === 'won').length;
  return {
    days,
    totals: { visits: totalVisits, requests: requests.length, rate: rate(requests.length, totalVisits), won },
    landing: funnelRows(visits(landing, keep), tally((visit) => (visit ? servedPath(visit.landing) : NOT_RECORDED))),
    referrer: funnelRows(visits(referrer, (value) => value || NO_REFERRER), tally((visit) => (visit ? visit.referrer || NO_REFERRER : NOT_RECORDED)), true),
    campaign: funnelRows(visits(campaign, (value) => value || NO_CAMPAIGN), tally((visit) => visit?.utm.utm_campaign || NO_CAMPAIGN), true),
    weeks: weeksOf(now, days, byDay, requests.map((row) => row.received_at.slice(0, 10))),
    speed: speedToLead(requests.map((row) => ({ receivedAt: row.received_at, firstActionAt: row.first_action_at })), now, replyWithinBusinessDays),
  };
}

export const FUNNEL_CSV_COLUMNS = ['Dimension', 'Value', 'Visits', 'Requests', 'Rate', 'Won'];

/** The funnel's three tables as CSV, the same columns the desk shows, with the period's totals first. */
export function funnelCsv(report: FunnelReport): string {
  const rows = (dimension: string, list: FunnelRow[]) => list.map((row) => [dimension, row.value, row.visits, row.requests, row.rate, row.won]);
  return csvRows([
    FUNNEL_CSV_COLUMNS,
    ['All', `last ${report.days} days`, report.totals.visits, report.totals.requests, report.totals.rate, report.totals.won],
    ...rows('Landing page', report.landing),
    ...rows('Referring site', report.referrer),
    ...rows('Campaign', report.campaign),
  ]);
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
  const { results } = await env.DB.prepare(`SELECT * FROM quote_requests WHERE ${sql} ORDER BY received_at DESC, rowid DESC`).bind(...binds).all<QuoteRow>();
  return csvRows([
    CSV_COLUMNS,
    ...results.map((row) => {
      const lead = summary(row);
      return [lead.id, lead.receivedAt, lead.status, lead.name, lead.email, lead.company, row.phone, lead.service, lead.market, lead.files.count, lead.source, row.message];
    }),
  ]);
}
