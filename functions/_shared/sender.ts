import { localeOfPath, marketOfPath, type LeadFile } from '../../lib/lead-desk';
import type { StoredFile } from './quote-email';
import { UPLOAD_LIMITS, serviceLabelFor, type FileInfo } from '../../lib/quote-schema';
import { LINK_MISSES_ALLOWED, constantTimeEqual, hashToken, isTokenShaped, newRequestToken, requestPagePath, senderStatus, type SenderStatus } from '../../lib/request-link';
import { RATE_LIMIT, admit, overLimit, senderKey, type Env } from './endpoint';
import { filesOf, visitOf, type QuoteRow } from './leads';
import * as requestStore from '../store/requests';
import * as admissionStore from '../store/admissions';
import * as eventStore from '../store/events';
import * as linkStore from '../store/links';
import type { LinkRow } from '../store/links';

/**
 * The sender's side of a request (functions/routes/request-page.ts, functions/routes/request.ts): the private links that
 * open it, the guesses counted against their network, what their page shows, and the files they add.
 * Withdrawing erases with the desk's own eraseRequest (functions/_shared/leads.ts).
 */

/** A new private link to a request: the token, for the sender only, and the statement that stores its hash. */
export async function newLink(env: Env, requestId: string, now: number): Promise<{ token: string; store: D1PreparedStatement }> {
  const token = newRequestToken();
  const store = linkStore.insert(env.DB, await hashToken(token), requestId, new Date(now).toISOString());
  return { token, store };
}

/** A new private link to a request, stored: its token. */
export async function issueLink(env: Env, requestId: string, now: number): Promise<string> {
  const { token, store } = await newLink(env, requestId, now);
  await store.run();
  return token;
}

/** The absolute address of a request's page, for an email. */
export const linkUrl = (origin: string, token: string) => `${origin}${requestPagePath(token)}`;

/** The request a token opens: a stored one, whole; null for anything else. */
async function requestOf(env: Env, token: string): Promise<QuoteRow | null> {
  if (!isTokenShaped(token)) return null;
  const hash = await hashToken(token);
  const link = await linkStore.byHash(env.DB, hash).first<LinkRow>();
  if (!link || !constantTimeEqual(link.token_hash, hash)) return null;
  return requestStore.complete(env.DB, link.request_id).first<QuoteRow>();
}

export type Opened = { ok: true; row: QuoteRow } | { ok: false; status: 404 } | { ok: false; status: 429; retryAfter: number };

/**
 * Whether a wrong link counts against its network: what a person (or a script) asked for, never what a
 * page made a browser fetch. A browser says which in Sec-Fetch-Mode: `navigate` for a link followed or
 * typed, `no-cors` for an <img> or a <script>, `cors` for fetch(). A stranger's page full of images
 * pointing at wrong links must not use up an office network's allowance and lock its people out.
 */
function countsAsAttempt(request: Request): boolean {
  const mode = request.headers.get('Sec-Fetch-Mode');
  return mode === null || mode === 'navigate' || mode === 'same-origin';
}

/**
 * What a link opens, for this network. A right link always opens its request: the token is 256 random
 * bits, so no guesser learns anything from being answered, and a sender behind a busy network is never
 * locked out of their own page. A wrong link of any kind (forged, cut short, another's, erased) is a 404,
 * and, when a person or a script asked for it, one more against the network; past its allowance the
 * network's wrong links get a 429 with the wait.
 */
export async function openLink(request: Request, env: Env, token: string, now = Date.now()): Promise<Opened> {
  const row = await requestOf(env, token);
  if (row) return { ok: true, row };
  const key = `${await senderKey(request, env)}:link-misses`;
  const wait = await overLimit(env, key, LINK_MISSES_ALLOWED, now);
  if (wait !== null) return { ok: false, status: 429, retryAfter: wait };
  if (countsAsAttempt(request)) await admit(env, key, LINK_MISSES_ALLOWED, now);
  return { ok: false, status: 404 };
}

/** Old counts of wrong links and requests go (the quote endpoint does the same on its own posts). */
export async function tidyCounts(env: Env, now: number): Promise<void> {
  await admissionStore.forget(env.DB, now - RATE_LIMIT.windowMinutes * 60_000).run();
}

/** What the sender's page shows: only what they sent and where it stands, never the firm's notes or people. */
export interface SenderView {
  reference: string;
  receivedAt: string;
  service: string;
  market: string;
  /** The market's way of writing dates, for the sender's pages. */
  locale: string;
  files: LeadFile[];
  status: SenderStatus;
  /** When the status last changed (when the request arrived, if it never has). */
  statusSince: string;
  message: { text: string; at: string } | null;
  /** When the drawings rule erased the files (lib/lead-desk.ts), if it has and none were sent since. */
  filesErasedAt?: string;
  /** It came without the form's challenge, so no confirmation was emailed: this page is the sender's only link. */
  notEmailed?: boolean;
}

export async function senderView(env: Env, row: QuoteRow): Promise<SenderView> {
  const changed = await eventStore.lastOf(env.DB, row.id, 'status').first<{ at: string }>();
  const files = filesOf(row);
  const erased = files.length ? null : await eventStore.lastOf(env.DB, row.id, 'files erased').first<{ at: string }>();
  return {
    reference: row.id,
    receivedAt: row.received_at,
    service: serviceLabelFor(row.service),
    market: marketOfPath(visitOf(row)?.landing) || 'Not recorded',
    locale: localeOfPath(visitOf(row)?.landing),
    files: files.map(({ name, size, type }) => ({ name, size, type })),
    status: senderStatus(row.lead_status),
    statusSince: changed?.at ?? row.received_at,
    message: row.sender_message ? { text: row.sender_message, at: row.sender_message_at } : null,
    ...(erased ? { filesErasedAt: erased.at } : {}),
    ...(row.challenged === 0 ? { notEmailed: true } : {}),
  };
}

/** The sender opened their page: the desk shows when they last did. */
export async function recordView(env: Env, id: string, now: number): Promise<void> {
  await requestStore.markViewed(env.DB, id, new Date(now).toISOString()).run();
}

/**
 * Whether files may be added: each addition within the limits of a new request (checked where it comes
 * in), and the request with everything added within what one request may carry (UPLOAD_LIMITS).
 */
export function additionProblem(row: Pick<QuoteRow, 'files'>, incoming: FileInfo[]): { message: string; tooLarge: boolean } | null {
  const held = filesOf(row);
  const count = held.length + incoming.length;
  if (count > UPLOAD_LIMITS.maxFiles) {
    return { message: `A request holds ${UPLOAD_LIMITS.maxFiles} files at most, and this one has ${held.length}. Add fewer, or send us a link to a shared folder.`, tooLarge: false };
  }
  const bytes = [...held, ...incoming].reduce((sum, f) => sum + f.size, 0);
  if (bytes > UPLOAD_LIMITS.maxTotalBytes) {
    return { message: `A request holds ${UPLOAD_LIMITS.maxTotalBytes / 1024 / 1024} MB of files at most; these would take it over. Send us a link to a shared folder instead.`, tooLarge: true };
  }
  return null;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Files the sender added, attached to the request: each appended to its list in the same transaction as
 * the history entry (json_insert, so two additions at once both land), and the time the desk shows.
 */
export async function recordAddition(env: Env, row: QuoteRow, files: StoredFile[], spam: string | null, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const list = files.map((f) => `${f.name} (${megabytes(f.size)})`).join(', ');
  const detail = `added ${files.length} file${files.length === 1 ? '' : 's'} from the request page: ${list}${spam ? ` (suspected automated: ${spam}; the firm was not told)` : ''}`;
  await env.DB.batch([
    ...files.map((file) => requestStore.appendFile(env.DB, row.id, file)),
    requestStore.markAdded(env.DB, row.id, at),
    eventStore.record(env.DB, row.id, at, 'the sender', 'added', detail),
  ]);
}
