import { HONEYPOT_FIELD, QUOTE_FIELDS, QUOTE_LIMITS, STARTED_FIELD, checkFiles, validateQuote, type FieldErrors, type QuoteRequest } from '../../lib/quote-schema';

/**
 * POST /api/quote: a quote request from the contact form, with or without JavaScript.
 *
 * - A form post (no JavaScript) gets 303 to /contact/thanks/, or a short HTML page saying what went
 *   wrong; a fetch that sends `Accept: application/json` gets JSON: 201 `{ ok, id }`, 422 with field
 *   errors, 413 over the size limit, 429 when one address sends too many, 5xx on a failure of ours.
 * - The request is checked with the schema the browser uses (lib/quote-schema.ts), stored in D1 and
 *   its files in R2 under the request's id; the firm is emailed when RESEND_API_KEY is set.
 * - A bot (honeypot filled in, or the form sent faster than a person can) gets the same success as a
 *   person, and nothing is stored.
 */

interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  /** Resend API key: with it, each request is emailed to QUOTE_NOTIFY_TO. */
  RESEND_API_KEY?: string;
  QUOTE_NOTIFY_TO?: string;
  QUOTE_NOTIFY_FROM?: string;
  /** Only for tests: where the email API lives (default Resend's). */
  EMAIL_API_URL?: string;
}

const THANKS_PATH = '/contact/thanks/';
/** More than this many requests from one address in the window is a 429. */
export const RATE_LIMIT = { requests: 5, windowMinutes: 10 };
/** Form fields and multipart framing on top of the files. */
const BODY_OVERHEAD = 1024 * 1024;

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

type Outcome =
  | { status: 201; id: string }
  | { status: 400 | 413 | 422 | 429 | 500; message: string; errors?: FieldErrors };

function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('application/json');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The answer in the form the client asked for. */
function respond(request: Request, outcome: Outcome): Response {
  if (wantsJson(request)) {
    const body = outcome.status === 201 ? { ok: true, id: outcome.id } : { ok: false, message: outcome.message, errors: outcome.errors ?? {} };
    return Response.json(body, { status: outcome.status, headers: SECURITY_HEADERS });
  }
  if (outcome.status === 201) {
    return new Response(null, { status: 303, headers: { ...SECURITY_HEADERS, Location: new URL(THANKS_PATH, request.url).pathname } });
  }
  // Without JavaScript: a plain page that says what happened and how to go on. The browser's Back
  // button returns to the form with everything still typed in it.
  const list = Object.values(outcome.errors ?? {}).map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your request was not sent</title><style>body{font:17px/1.6 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0b1f3a}a{color:#9a3412}</style></head><body><h1>Your request was not sent</h1><p>${escapeHtml(outcome.message)}</p>${list ? `<ul>${list}</ul>` : ''}<p>Use your browser's Back button: what you typed is still in the form. Or <a href="/contact/">open the contact page</a> again.</p></body></html>`;
  return new Response(html, { status: outcome.status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8' } });
}

/** A one-way, salted hash of the sender's address: enough to count requests, useless to identify anyone. */
async function clientHash(request: Request): Promise<string> {
  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const day = new Date().toISOString().slice(0, 10);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`stratum-quote:${day}:${address}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A file name safe as part of an R2 key and a download name. */
function safeName(name: string): string {
  return name.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/^\.+/, '').slice(-120) || 'file';
}

async function notify(env: Env, id: string, quote: QuoteRequest, files: { name: string; size: number }[]): Promise<boolean> {
  if (!env.RESEND_API_KEY || !env.QUOTE_NOTIFY_TO) return false;
  const lines = [
    `Name: ${quote.name}`,
    `Email: ${quote.email}`,
    `Company: ${quote.company || '-'}`,
    `Phone: ${quote.phone || '-'}`,
    `Service: ${quote.service || '-'}`,
    `Drawings link: ${quote.drawings_link || '-'}`,
    `Files: ${files.length ? files.map((f) => `${f.name} (${f.size} bytes)`).join(', ') : '-'}`,
    '',
    quote.message,
    '',
    `Request ${id}. Files are in R2 under ${id}/; \`npm run leads -- --remote\` lists every request.`,
  ];
  const response = await fetch(`${env.EMAIL_API_URL ?? 'https://api.resend.com'}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: env.QUOTE_NOTIFY_FROM ?? 'Stratum Precon website <quotes@resend.dev>',
      to: [env.QUOTE_NOTIFY_TO],
      reply_to: quote.email,
      subject: `Quote request: ${quote.name}${quote.company ? ` (${quote.company})` : ''}`,
      text: lines.join('\n'),
    }),
  });
  return response.ok;
}

async function handle(request: Request, env: Env, waitUntil: (promise: Promise<unknown>) => void): Promise<Outcome> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > QUOTE_LIMITS.maxTotalBytes + BODY_OVERHEAD) {
    return { status: 413, message: `The files are over the ${QUOTE_LIMITS.maxTotalBytes / 1024 / 1024} MB limit. Attach fewer, or paste a link to a shared folder instead.` };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: 400, message: 'The request could not be read. Please send the form again.' };
  }

  const fields = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, String(form.get(name) ?? '')]));
  // Workers' types predate files in FormData; at this compatibility date they are File objects.
  const files = (form.getAll('files') as unknown as (File | string)[]).filter((f): f is File => typeof f !== 'string' && f.size > 0);

  // A bot: looks sent, nothing kept.
  const started = Number(form.get(STARTED_FIELD));
  const tooFast = Number.isFinite(started) && started > 0 && Date.now() - started < QUOTE_LIMITS.minSecondsOnForm * 1000;
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '' || tooFast) return { status: 201, id: 'not-stored' };

  const checked = validateQuote(fields);
  const fileProblem = checkFiles(files);
  if (fileProblem?.tooLarge) return { status: 413, message: fileProblem.message, errors: { files: fileProblem.message } };
  if (!checked.ok || fileProblem) {
    const errors = { ...(checked.ok ? {} : checked.errors), ...(fileProblem ? { files: fileProblem.message } : {}) };
    return { status: 422, message: 'Some of the details need another look.', errors };
  }

  const hash = await clientHash(request);
  const since = new Date(Date.now() - RATE_LIMIT.windowMinutes * 60_000).toISOString();
  const recent = await env.DB.prepare('SELECT COUNT(*) AS n FROM quote_requests WHERE client_hash = ? AND received_at > ?').bind(hash, since).first<{ n: number }>();
  if ((recent?.n ?? 0) >= RATE_LIMIT.requests) {
    return {
      status: 429,
      message: `We have already received ${RATE_LIMIT.requests} requests from your connection in the last ${RATE_LIMIT.windowMinutes} minutes. Please wait a few minutes, or email us.`,
    };
  }

  const id = crypto.randomUUID();
  const stored = [];
  for (const [index, file] of files.entries()) {
    const key = `${id}/${index + 1}-${safeName(file.name)}`;
    await env.FILES.put(key, file.stream(), { httpMetadata: { contentType: file.type || 'application/octet-stream' }, customMetadata: { name: file.name } });
    stored.push({ name: file.name, size: file.size, type: file.type, key });
  }
  const quote = checked.value;
  await env.DB.prepare(
    'INSERT INTO quote_requests (id, received_at, name, email, company, phone, service, message, drawings_link, files, client_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, new Date().toISOString(), quote.name, quote.email, quote.company, quote.phone, quote.service, quote.message, quote.drawings_link, JSON.stringify(stored), hash)
    .run();

  waitUntil(
    notify(env, id, quote, stored)
      .then((sent) => (sent ? env.DB.prepare('UPDATE quote_requests SET notified = 1 WHERE id = ?').bind(id).run() : null))
      .catch((error) => console.error(`quote ${id}: notification failed`, error)),
  );
  return { status: 201, id };
}

export const onRequestPost: PagesFunction<Env> = async ({ request, env, waitUntil }) => {
  try {
    return respond(request, await handle(request, env, waitUntil));
  } catch (error) {
    console.error('quote request failed', error);
    return respond(request, { status: 500, message: 'Something went wrong on our side and your request was not saved. Please try again, or email us.' });
  }
};

/** Anything but POST: say what this address takes. */
export const onRequest: PagesFunction<Env> = async () =>
  new Response('POST a quote request here (multipart/form-data).\n', { status: 405, headers: { ...SECURITY_HEADERS, Allow: 'POST' } });
