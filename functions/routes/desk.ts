import { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '../../lib/lead-desk';
import { FUNNEL_PERIODS, isFunnelPeriod } from '../../lib/funnel';
import { signedIn } from '../_shared/access';
import { DESK_API_HEADERS, sameOriginWrite } from '../_shared/desk-headers';
import { readJsonObject, withD1Retries, type Env } from '../_shared/endpoint';
import { addNote, filesOf, findLead, inboxCsv, leadDetail, listLeads, releaseSpam, setSenderMessage, setStatus, type Folder, type InboxQuery } from '../_shared/leads';
import { funnelCsv, funnelReport } from '../_shared/reports';
import { eraseExpired, eraseRequest, exportByEmail } from '../_shared/retention';
import { announce } from '../_shared/notices';
import type { PrivateHostEnv } from '../_shared/private-routes';
import { issueLink, linkUrl } from '../_shared/sender';
import { deskProposals } from '../_shared/proposals/desk';
import { PRIVATE_PAGES } from '../../lib/security-headers';
import { servePrivatePage } from '../_shared/private-page';
import type { Route } from '../route';
import * as requestStore from '../store/requests';
import * as auditStore from '../store/audit';

/**
 * The lead desk's API (the page is /desk/, components/desk/). Every request must carry a valid
 * Cloudflare Access token (functions/_shared/access.ts), and every change must come from the desk's
 * own origin. Answers are JSON (a CSV and file downloads apart), never cached, never indexed.
 *
 *   GET  /api/desk/me                              who is signed in
 *   GET  /api/desk/leads?folder=&status=&q=&page=  a page of the inbox (folder inbox | spam)
 *   GET  /api/desk/leads.csv?folder=&status=&q=    the same leads, every page, as CSV
 *   GET  /api/desk/leads/ID                        one lead, with its files and history
 *   GET  /api/desk/leads/ID/files/N                file N (from 1), streamed as an attachment
 *   POST /api/desk/leads/ID/status  { status }     new, contacted, quoted, won, lost
 *   POST /api/desk/leads/ID/notes   { note }                  internal: never shown to the sender
 *   POST /api/desk/leads/ID/sender-message { message }     the line on the sender's request page ('' takes it down)
 *   POST /api/desk/leads/ID/release                "not spam": into the inbox, and the firm is emailed
 *   POST /api/desk/leads/ID/erase   { confirm: ID } the row, its files and uploads; one audit entry
 *   POST /api/desk/access-requests  { email }      everything held about an address, as JSON
 *   GET  /api/desk/sources?days=7|30|90            the funnel: visits, requests, rate and won per landing page,
 *                                                  referrer and campaign; per week; speed to lead
 *   GET  /api/desk/sources.csv?days=7|30|90        the same tables as CSV
 *   GET  /api/desk/audit                           the last erasures and access requests
 *   …    /api/desk/leads/ID/proposals…             fee proposals: drafts, sending, PDFs (functions/_shared/proposals/desk.ts)
 *
 * Before answering, leads past their retention are erased (lib/lead-desk.ts), so the desk never shows one.
 */

const MAX_JSON_BYTES = 16 * 1024;
const MAX_NOTE = 4000;
const MAX_SENDER_MESSAGE = 1000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...DESK_API_HEADERS, ...headers } });
const refuse = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { ok: false, message }, headers);

class BadRequest extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

async function body(request: Request): Promise<Record<string, unknown>> {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('application/json')) throw new BadRequest(415, 'Send JSON (Content-Type: application/json).');
  const read = await readJsonObject(request, MAX_JSON_BYTES, 'as-object');
  if (!read.ok) throw new BadRequest(read.status, read.reason);
  return read.value;
}

/** A text field of a JSON body: a string, or absent ('' then); a number, list or object is a 422. */
function textField(fields: Record<string, unknown>, key: string): string {
  const value = fields[key] ?? '';
  if (typeof value !== 'string') throw new BadRequest(422, `${key} is text.`);
  return value;
}

function inboxQuery(params: URLSearchParams): InboxQuery {
  const folder = (params.get('folder') ?? 'inbox') as Folder;
  if (folder !== 'inbox' && folder !== 'spam') throw new BadRequest(400, 'folder is inbox or spam.');
  const status = params.get('status') || undefined;
  if (status !== undefined && !isLeadStatus(status)) throw new BadRequest(400, `status is one of ${LEAD_STATUSES.join(', ')}.`);
  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new BadRequest(400, 'page is a whole number from 1.');
  return { folder, status: status as LeadStatus | undefined, search: (params.get('q') ?? '').slice(0, 200), page };
}

/** Content-Disposition for a download, with the real name (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function lead(env: Env, id: string) {
  const row = await findLead(env, id);
  if (!row) throw new BadRequest(404, 'No lead with that reference (it may have been erased).');
  return row;
}

async function route(request: Request, env: Env, who: string, segments: string[], waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
  const now = Date.now();
  const url = new URL(request.url);
  const method = request.method;
  const [first, id, action, index] = segments;

  if (method === 'GET' && first === 'me' && segments.length === 1) return json(200, { email: who });
  if (method === 'GET' && first === 'leads' && segments.length === 1) return json(200, await listLeads(env, inboxQuery(url.searchParams), now));
  if (method === 'GET' && first === 'leads.csv' && segments.length === 1) {
    const csv = await inboxCsv(env, inboxQuery(url.searchParams));
    return new Response(csv, { headers: { ...DESK_API_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment(`leads-${new Date(now).toISOString().slice(0, 10)}.csv`) } });
  }
  if (method === 'GET' && (first === 'sources' || first === 'sources.csv') && segments.length === 1) {
    const days = Number(url.searchParams.get('days') ?? '30');
    if (!isFunnelPeriod(days)) throw new BadRequest(400, `days is one of ${FUNNEL_PERIODS.join(', ')}.`);
    const report = await funnelReport(env, days, now);
    if (first === 'sources') return json(200, report);
    return new Response(funnelCsv(report), { headers: { ...DESK_API_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment(`sources-${days}-days-${new Date(now).toISOString().slice(0, 10)}.csv`) } });
  }
  if (method === 'GET' && first === 'audit' && segments.length === 1) {
    const { results } = await auditStore.recent(env.DB).all();
    return json(200, { entries: results });
  }
  if (method === 'POST' && first === 'access-requests' && segments.length === 1) {
    const email = textField(await body(request), 'email').trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) throw new BadRequest(422, 'Give the email address the request is about.');
    return json(200, await exportByEmail(env, email, who, now), { 'Content-Disposition': attachment(`access-request-${now}.json`) });
  }

  if (first !== 'leads' || !id) throw new BadRequest(404, 'No such desk address.');
  if (action === 'proposals') {
    const answer = await deskProposals(env, request, await lead(env, id), who, segments.slice(3), () => body(request), waitUntil, now);
    if ('pdf' in answer) return new Response(answer.pdf, { headers: { ...DESK_API_HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': attachment(answer.name) } });
    return json(answer.status, answer.body);
  }
  if (method === 'GET' && segments.length === 2) return json(200, await leadDetail(env, await lead(env, id)));
  if (method === 'GET' && action === 'files' && index && segments.length === 4) {
    const row = await lead(env, id);
    const file = filesOf(row)[Number(index) - 1];
    if (!/^\d+$/.test(index) || !file) throw new BadRequest(404, 'That lead has no such file.');
    const object = await env.FILES.get(file.key);
    if (!object) throw new BadRequest(404, 'The file is missing from storage.');
    return new Response(object.body, {
      headers: { ...DESK_API_HEADERS, 'Content-Type': file.type || 'application/octet-stream', 'Content-Length': String(object.size), 'Content-Disposition': attachment(file.name) },
    });
  }
  if (method !== 'POST' || segments.length !== 3) throw new BadRequest(method === 'GET' ? 404 : 405, 'No such desk address.');

  if (action === 'erase') {
    // Any request the firm holds, whatever its state: complete or not, inbox or spam.
    const held = await requestStore.held(env.DB, id).first<{ id: string }>();
    if (!held) throw new BadRequest(404, 'No lead with that reference (it may have been erased).');
    if ((await body(request)).confirm !== held.id) throw new BadRequest(422, 'Confirm the erasure with the lead’s reference.');
    await eraseRequest(env, held.id, { actor: who, reason: 'request' }, now);
    return json(200, { ok: true, erased: held.id });
  }
  const row = await lead(env, id);
  if (action === 'status') {
    const status = (await body(request)).status;
    if (!isLeadStatus(status)) throw new BadRequest(422, `status is one of ${LEAD_STATUSES.join(', ')}.`);
    if (row.spam_reason) throw new BadRequest(422, 'Release the request from the spam folder first.');
    await setStatus(env, row, status, who, now);
  } else if (action === 'notes') {
    const note = textField(await body(request), 'note').trim();
    if (!note || note.length > MAX_NOTE) throw new BadRequest(422, `A note is 1 to ${MAX_NOTE} characters.`);
    await addNote(env, row, note, who, now);
  } else if (action === 'release') {
    if (!row.spam_reason) throw new BadRequest(422, 'That request is not in the spam folder.');
    const released = await releaseSpam(env, row, who, now);
    const files = filesOf(released);
    const source = JSON.parse(released.source || '{}');
    const quote = { name: row.name, email: row.email, company: row.company, phone: row.phone, service: row.service, message: row.message, drawings_link: row.drawings_link } as Parameters<typeof announce>[1]['quote'];
    // The sender's confirmation comes now, with a private link of its own (only hashes of links are kept);
    // none when the desk has a host of its own (DESK_HOST), which does not serve the sender's page.
    const link = (env as PrivateHostEnv).DESK_HOST ? null : linkUrl(url.origin, await issueLink(env, row.id, now));
    waitUntil(announce(env, { id: row.id, quote, files, source: source.landing ? source : null, origin: url.origin, link }, now));
  } else if (action === 'sender-message') {
    const message = textField(await body(request), 'message').trim();
    if (message.length > MAX_SENDER_MESSAGE) throw new BadRequest(422, `A message to the sender is at most ${MAX_SENDER_MESSAGE} characters.`);
    if (row.spam_reason) throw new BadRequest(422, 'Release the request from the spam folder first.');
    await setSenderMessage(env, row, message, who, now);
  } else {
    throw new BadRequest(404, 'No such desk address.');
  }
  return json(200, await leadDetail(env, await lead(env, id)));
}

export const deskApi: Route<Env> = async (request, env, ctx, segments) => {
  const who = await signedIn(request, env);
  if (!who.ok) return refuse(who.status, who.reason);
  if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOriginWrite(request)) return refuse(403, 'Changes are only taken from the desk itself.');
  const db = withD1Retries(env);
  try {
    // Retention first, so the desk never shows a lead past it; a database too busy for it this time
    // must not keep the firm from its leads (the next request, or quote, tries again).
    await eraseExpired(db, Date.now()).catch((error) => console.error('lead retention deferred', error));
    return await route(request, db, who.email, segments, (promise) => ctx.waitUntil(promise));
  } catch (error) {
    if (error instanceof BadRequest) return refuse(error.status, error.message);
    console.error('desk request failed', error);
    return refuse(500, 'Something went wrong on our side; nothing was changed unless the lead shows it. Try again.');
  }
};

/** The lead desk's page, script and stylesheet (out/desk/, built from components/desk/), signed in only. */
export const deskPage: Route<Env> = (request, env) => servePrivatePage(request, env, { name: 'Lead desk', headers: PRIVATE_PAGES['/desk/'] });
