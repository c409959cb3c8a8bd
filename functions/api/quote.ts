import { ELAPSED_FIELD, HONEYPOT_FIELD, QUOTE_FIELDS, QUOTE_LIMITS, checkFiles, spamVerdict, validateQuote, type FieldErrors, type QuoteRequest } from '../../lib/quote-schema';
import { SIGNATURE_BYTES, judgeFile } from '../../lib/file-signature';
import { clientKey } from '../../lib/client-address';
import { quoteEmail, type StoredFile } from '../../lib/quote-email';
import { isCrossSiteWrite } from '../../lib/request-screen';
import { SECURITY_HEADERS } from '../../lib/security-headers';
import { readSourceFields, type VisitSource } from '../../lib/visit-source';

/**
 * POST /api/quote: a quote request from the contact form, with or without JavaScript.
 *
 * In order: a write from another site is refused (403); the sender's network is admitted against its
 * limit in one statement (429 with Retry-After); the body is counted as it streams and cut off at the
 * limit (413); the fields are checked with the schema the browser uses (422 with field errors) and the
 * files by their bytes (422 naming the file). Then the request is stored: its row first, marked
 * receiving, then its files in R2, then the row marked complete; if anything fails on the way, what was
 * written is deleted, the row is marked failed and the visitor is told (500). Suspected spam is stored
 * the same way, flagged and not emailed, and its sender sees the normal success. The firm is emailed,
 * with retries, and the row says whether it was.
 *
 * Answers: a form post (no JavaScript) gets 303 to /contact/thanks/, or the site's "not sent" page
 * with the reason; a fetch that sends `Accept: application/json` gets JSON: 201 `{ ok, id }`, or
 * `{ ok: false, message, errors }` with the status.
 */

interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  /** Keys the hash of each sender's network (lib/client-address.ts). A Pages secret in production. */
  QUOTE_HASH_SECRET?: string;
  /** Resend API key: with it, each request is emailed to QUOTE_NOTIFY_TO. */
  RESEND_API_KEY?: string;
  QUOTE_NOTIFY_TO?: string;
  QUOTE_NOTIFY_FROM?: string;
  /** Only for tests: where the email API lives (default Resend's). */
  EMAIL_API_URL?: string;
  /** Only for tests: '1' lets a request ask for a failure at a named point (X-Test-Fault). */
  QUOTE_FAULT_INJECTION?: string;
}

type WaitUntil = (promise: Promise<unknown>) => void;

const THANKS_PATH = '/contact/thanks/';
const NOT_SENT_PATH = '/contact/not-sent/';
/** The R2 bucket in wrangler.toml, named in the email so the firm can find each file. */
const BUCKET = 'stratum-drawings';
/** Requests (of any outcome) one sender's network may make in the window; more get a 429. */
export const RATE_LIMIT = { requests: 5, windowMinutes: 10 };
/** Suspected spam is kept this long, then deleted with its files. */
export const SPAM_RETENTION_DAYS = 30;
/** Waits before each attempt to email the firm: three attempts over about eight seconds. */
const NOTIFY_DELAYS_MS = [0, 2_000, 6_000];
/** Form fields and multipart framing on top of the files. */
const BODY_OVERHEAD = 1024 * 1024;
const MAX_BODY_BYTES = QUOTE_LIMITS.maxTotalBytes + BODY_OVERHEAD;

const API_HEADERS = {
  ...SECURITY_HEADERS,
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};
/** The "not sent" page is served as plain HTML: its scripts are taken out, so it runs none. */
const PAGE_HEADERS = {
  ...API_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

type Refusal = { status: 400 | 403 | 413 | 422 | 429 | 500; message: string; errors?: FieldErrors; retryAfter?: number };
type Outcome = { status: 201; id: string } | Refusal;

const refuse = (status: Refusal['status'], message: string, extra: Partial<Refusal> = {}): Refusal => ({ status, message, ...extra });

function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('application/json');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The "not sent" page of the site itself, with the reason written into it; a bare page if it is missing. */
async function notSentPage(request: Request, env: Env, refusal: Refusal, headers: Record<string, string>): Promise<Response> {
  const list = Object.values(refusal.errors ?? {}).map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  const reason = `<p><strong>${escapeHtml(refusal.message)}</strong></p>${list ? `<ul class="mt-2 list-disc pl-6">${list}</ul>` : ''}`;
  const page = await env.ASSETS.fetch(new Request(new URL(NOT_SENT_PATH, request.url))).catch(() => null);
  if (page?.ok) {
    const rewritten = new HTMLRewriter()
      .on('#quote-problem', { element: (element) => void element.setInnerContent(reason, { html: true }) })
      .on('script, link[rel="modulepreload"], link[as="script"]', { element: (element) => void element.remove() })
      .transform(page);
    return new Response(rewritten.body, { status: refusal.status, headers });
  }
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your request was not sent</title></head><body><h1>Your request was not sent</h1>${reason}<p>Use your browser's Back button: what you typed is still in the form. Or <a href="/contact/">open the contact page</a> again.</p></body></html>`;
  return new Response(html, { status: refusal.status, headers });
}

/** The answer in the form the client asked for. */
async function respond(request: Request, env: Env, outcome: Outcome): Promise<Response> {
  if (outcome.status === 201) {
    if (wantsJson(request)) return Response.json({ ok: true, id: outcome.id }, { status: 201, headers: API_HEADERS });
    return new Response(null, { status: 303, headers: { ...API_HEADERS, Location: THANKS_PATH } });
  }
  const retry: Record<string, string> = outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : {};
  if (wantsJson(request)) {
    return Response.json({ ok: false, message: outcome.message, errors: outcome.errors ?? {} }, { status: outcome.status, headers: { ...API_HEADERS, ...retry } });
  }
  return notSentPage(request, env, outcome, { ...PAGE_HEADERS, ...retry });
}

/**
 * Counts this request against its sender's network and says whether it is admitted: one statement
 * inserts the admission only while fewer than the limit stand in the window, so concurrent requests
 * cannot all slip in between a count and an insert. Refused and failed requests count too.
 */
async function admit(env: Env, key: string, now: number): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const windowStart = now - RATE_LIMIT.windowMinutes * 60_000;
  const result = await env.DB.prepare(
    'INSERT INTO quote_admissions (client_hash, at) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM quote_admissions WHERE client_hash = ?1 AND at > ?3) < ?4',
  )
    .bind(key, now, windowStart, RATE_LIMIT.requests)
    .run();
  if (result.meta.changes === 1) return { ok: true };
  const oldest = await env.DB.prepare('SELECT MIN(at) AS at FROM quote_admissions WHERE client_hash = ? AND at > ?').bind(key, windowStart).first<{ at: number | null }>();
  const freeAt = (oldest?.at ?? now) + RATE_LIMIT.windowMinutes * 60_000;
  return { ok: false, retryAfter: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a test asked for a failure at this point; only ever on a server started with QUOTE_FAULT_INJECTION=1. */
function faultAsked(request: Request, env: Env, point: 'after-first-file' | 'slow-answer'): boolean {
  return env.QUOTE_FAULT_INJECTION === '1' && request.headers.get('X-Test-Fault') === point;
}

class TooLarge extends Error {}

/** The body as form data, counted as it streams and cut off past `max` bytes, whatever the headers claim. */
async function readForm(request: Request, max: number): Promise<FormData> {
  if (!request.body) throw new TypeError('no body');
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) throw new TooLarge();
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
  } catch (error) {
    if (seen > max) throw new TooLarge();
    throw error;
  }
}

const tooLargeMessage = `The files are over the ${QUOTE_LIMITS.maxTotalBytes / 1024 / 1024} MB limit. Attach fewer, or paste a link to a shared folder instead.`;

/** A file name safe as part of an R2 key and a download name. */
function safeName(name: string): string {
  return name.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/^\.+/, '').slice(-120) || 'file';
}

interface Judged {
  file: File;
  mime: string;
}

/**
 * Stores a checked request so that no file is ever left without its row: the row first (receiving),
 * then the files, then the row marked complete. On any failure the files written so far are deleted and
 * the row is marked failed before the error goes on.
 */
async function store(env: Env, request: Request, record: { quote: QuoteRequest; files: Judged[]; spam: string | null; source: VisitSource | null; key: string }): Promise<{ id: string; files: StoredFile[] }> {
  const id = crypto.randomUUID();
  const prefix = record.spam ? `spam/${id}` : id;
  const { quote } = record;
  await env.DB.prepare(
    `INSERT INTO quote_requests (id, received_at, status, name, email, company, phone, service, message, drawings_link, files, client_hash, spam_reason, source)
     VALUES (?, ?, 'receiving', ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?)`,
  )
    .bind(id, new Date().toISOString(), quote.name, quote.email, quote.company, quote.phone, quote.service, quote.message, quote.drawings_link, record.key, record.spam ?? '', JSON.stringify(record.source ?? {}))
    .run();

  const written: StoredFile[] = [];
  try {
    for (const [index, { file, mime }] of record.files.entries()) {
      const key = `${prefix}/${index + 1}-${safeName(file.name)}`;
      await env.FILES.put(key, file.stream(), { httpMetadata: { contentType: mime }, customMetadata: { name: file.name, request: id } });
      written.push({ name: file.name, size: file.size, type: mime, key });
      if (faultAsked(request, env, 'after-first-file')) throw new Error('fault injected after the first file');
    }
    await env.DB.prepare("UPDATE quote_requests SET status = 'complete', files = ? WHERE id = ?").bind(JSON.stringify(written), id).run();
  } catch (error) {
    await Promise.allSettled([
      written.length ? env.FILES.delete(written.map((f) => f.key)) : null,
      env.DB.prepare("UPDATE quote_requests SET status = 'failed' WHERE id = ?").bind(id).run(),
    ]);
    throw error;
  }
  return { id, files: written };
}


/**
 * Emails the firm, trying up to three times with growing waits. The row records each attempt and
 * whether one succeeded; a final failure is one error line with the request's id.
 */
async function notify(env: Env, id: string, email: { subject: string; text: string }, replyTo: string): Promise<void> {
  if (!env.RESEND_API_KEY || !env.QUOTE_NOTIFY_TO) return;
  let problem = '';
  for (const [index, delay] of NOTIFY_DELAYS_MS.entries()) {
    await sleep(delay);
    try {
      const response = await fetch(`${env.EMAIL_API_URL ?? 'https://api.resend.com'}/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': `quote-${id}` },
        body: JSON.stringify({ from: env.QUOTE_NOTIFY_FROM ?? 'Stratum Precon website <quotes@resend.dev>', to: [env.QUOTE_NOTIFY_TO], reply_to: replyTo, ...email }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        await env.DB.prepare("UPDATE quote_requests SET notified = 1, notify_attempts = ?, notify_error = '' WHERE id = ?").bind(index + 1, id).run();
        return;
      }
      problem = `email API answered ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    await env.DB.prepare('UPDATE quote_requests SET notify_attempts = ?, notify_error = ? WHERE id = ?').bind(index + 1, problem, id).run();
  }
  console.error(`quote ${id}: the firm was not notified after ${NOTIFY_DELAYS_MS.length} attempts (${problem}); \`npm run leads -- --unnotified\` lists it`);
}

/** Old admissions, and suspected spam past its retention with its files. */
async function tidy(env: Env, now: number): Promise<void> {
  await env.DB.prepare('DELETE FROM quote_admissions WHERE at < ?').bind(now - RATE_LIMIT.windowMinutes * 60_000).run();
  const cutoff = new Date(now - SPAM_RETENTION_DAYS * 86_400_000).toISOString();
  const { results } = await env.DB.prepare("SELECT id, files FROM quote_requests WHERE spam_reason != '' AND received_at < ? LIMIT 100").bind(cutoff).all<{ id: string; files: string }>();
  for (const row of results) {
    const keys = (JSON.parse(row.files) as StoredFile[]).map((f) => f.key);
    if (keys.length) await env.FILES.delete(keys);
    await env.DB.prepare('DELETE FROM quote_requests WHERE id = ?').bind(row.id).run();
  }
}

async function handle(request: Request, env: Env, waitUntil: WaitUntil): Promise<Outcome> {
  const ownOrigin = new URL(request.url).origin;
  if (isCrossSiteWrite({ origin: request.headers.get('Origin'), fetchSite: request.headers.get('Sec-Fetch-Site') }, ownOrigin)) {
    return refuse(403, 'This form only takes requests sent from our own contact page.');
  }

  const now = Date.now();
  if (!env.QUOTE_HASH_SECRET) console.error('QUOTE_HASH_SECRET is not set: requests are counted by a key that changes with each worker instance. Set it as a Pages secret.');
  const key = await clientKey(request.headers.get('CF-Connecting-IP') ?? '', env.QUOTE_HASH_SECRET || fallbackSecret());
  const admitted = await admit(env, key, now);
  waitUntil(tidy(env, now).catch((error) => console.error('quote housekeeping failed', error)));
  if (!admitted.ok) {
    const minutes = Math.ceil(admitted.retryAfter / 60);
    return refuse(429, `We have already received ${RATE_LIMIT.requests} requests from your connection in the last ${RATE_LIMIT.windowMinutes} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or email us.`, {
      retryAfter: admitted.retryAfter,
    });
  }

  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return refuse(413, tooLargeMessage, { errors: { files: tooLargeMessage } });
  let form: FormData;
  try {
    form = await readForm(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, tooLargeMessage, { errors: { files: tooLargeMessage } });
    return refuse(400, 'The request could not be read. Please send the form again.');
  }
  if (faultAsked(request, env, 'slow-answer')) await sleep(15_000);

  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  // Workers' types predate files in FormData; at this compatibility date they are File objects.
  const files = (form.getAll('files') as unknown as (File | string)[]).filter((f): f is File => typeof f !== 'string' && f.size > 0);
  const checked = validateQuote(Object.fromEntries(QUOTE_FIELDS.map((name) => [name, text(name) ?? ''])));
  const fileProblem = checkFiles(files);
  if (fileProblem?.tooLarge) return refuse(413, fileProblem.message, { errors: { files: fileProblem.message } });
  if (!checked.ok || fileProblem) {
    return refuse(422, 'Some of the details need another look.', { errors: { ...(checked.ok ? {} : checked.errors), ...(fileProblem ? { files: fileProblem.message } : {}) } });
  }
  const judged: Judged[] = [];
  for (const file of files) {
    const verdict = await judgeFile(file.name, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    if (!verdict.ok) return refuse(422, 'One of the files is not what its name says.', { errors: { files: verdict.message } });
    judged.push({ file, mime: verdict.mime });
  }

  const spam = spamVerdict({ honeypot: text(HONEYPOT_FIELD) ?? '', elapsed: text(ELAPSED_FIELD) });
  const source = readSourceFields(text);
  const { id, files: stored } = await store(env, request, { quote: checked.value, files: judged, spam, source, key });
  if (!spam) waitUntil(notify(env, id, quoteEmail(id, checked.value, stored, source, BUCKET), checked.value.email));
  return { status: 201, id };
}

/** Used only when QUOTE_HASH_SECRET is missing (an error line says so): random, never in the code. */
let instanceSecret = '';
function fallbackSecret(): string {
  // Workers allow random values only while handling a request, not at start-up.
  instanceSecret ||= crypto.randomUUID();
  return instanceSecret;
}

export const onRequestPost: PagesFunction<Env> = async ({ request, env, waitUntil }) => {
  let outcome: Outcome;
  try {
    outcome = await handle(request, env, waitUntil);
  } catch (error) {
    console.error('quote request failed', error);
    outcome = refuse(500, 'Something went wrong on our side and your request was not saved. Please try again, or email us.');
  }
  return respond(request, env, outcome);
};

/** Anything but POST: say what this address takes. */
export const onRequest: PagesFunction<Env> = async () =>
  new Response('POST a quote request here (multipart/form-data).\n', { status: 405, headers: { ...API_HEADERS, Allow: 'POST' } });
