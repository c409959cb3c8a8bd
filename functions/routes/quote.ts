import { ELAPSED_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_HEADER, QUOTE_FIELDS, QUOTE_LIMITS, UPLOADS_FIELD, UPLOAD_LIMITS, checkFiles, spamVerdict, validateQuote, type FieldErrors, type QuoteRequest } from '../../lib/quote-schema';
import type { StoredFile } from '../_shared/quote-email';
import { readSourceFields, type VisitSource } from '../../lib/visit-source';
import { API_HEADERS, RATE_LIMIT, TooLarge, admit, faultAsked, fromAnotherSite, senderKey, sleep, withD1Retries, type Env, type WaitUntil } from '../_shared/endpoint';
import { eraseExpired, eraseRequest } from '../_shared/retention';
import { challengeVerdict } from '../_shared/challenge';
import { CHALLENGE_FIELD } from '../../lib/challenge';
import { announce } from '../_shared/notices';
import { deskOrigin } from '../_shared/private-routes';
import { sitePages } from '../_shared/visits';
import { OTHER, servedPath } from '../../lib/funnel';
import { unchallengedRequestsPerHour } from '../../lib/content/firm';
import { fileKey, judgeFiles, postedFiles, readForm, storeFile, type Judged } from '../_shared/received-files';
import { linkUrl, newLink } from '../_shared/sender';
import { REPEAT_WINDOW_MS, sealAnswer, submissionHash, unsealAnswer } from '../_shared/submission';
import { requestPagePath } from '../../lib/request-link';
import { attachUploads, detachUploads, parseUploadIds, readyUploads, tidyUploads } from '../_shared/uploads';
import type { UploadRow } from '../store/uploads';
import { escapeHtml } from '../_shared/escape-html';
import * as requestStore from '../store/requests';
import * as admissionStore from '../store/admissions';
import type { Route } from '../route';

/**
 * POST /api/quote: a quote request from the contact form, with or without JavaScript.
 *
 * In order: a write from another site is refused (403); the sender's network is admitted against its
 * limit in one statement (429 with Retry-After); the body is counted as it streams and cut off at the
 * limit (413); the fields are checked with the schema the browser uses (422 with field errors) and the
 * files by their bytes (422 naming the file). Then the request is stored: its row first, marked
 * receiving, then its files in R2, then the row marked complete; if anything fails on the way, the
 * request is erased with whatever was written and the visitor is told (500). Suspected spam is stored
 * the same way, flagged and not emailed, and its sender sees the normal success. The firm is emailed,
 * with retries, and the row says whether it was (functions/_shared/notices.ts, with the chat line and the
 * sender's confirmation).
 *
 * Answers: a form post (no JavaScript) gets 303 to the sender's private page about the request (its
 * token in the path, functions/routes/request-page.ts), or the site's "not sent" page with the reason; a fetch that
 * sends `Accept: application/json` gets JSON: 201 `{ ok, id, link }` (the page's path), or
 * `{ ok: false, message, errors }` with the status. A request with the Idempotency-Key of one already
 * stored gets that one's answer and stores nothing (the form's resends, lib/resend.ts).
 */

const NOT_SENT_PATH = '/contact/not-sent/';
/** The static thanks page (content/pages.ts quoteThanks): where a resend with no link of its own lands. */
const THANKS_PATH = '/contact/thanks/';
/** Form fields and multipart framing on top of the files. */
const BODY_OVERHEAD = 1024 * 1024;
const MAX_BODY_BYTES = QUOTE_LIMITS.maxTotalBytes + BODY_OVERHEAD;

/** The "not sent" page is served as plain HTML: its scripts are taken out, so it runs none. */
const PAGE_HEADERS = {
  ...API_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

type Refusal = { status: 400 | 403 | 413 | 422 | 429 | 500 | 503; message: string; errors?: FieldErrors; retryAfter?: number };
/**
 * A stored request, with the token of the sender's private link to it (lib/request-link.ts); null for a
 * resend answered after the repeat window, which gets no link (functions/_shared/submission.ts).
 */
type Outcome = { status: 201; id: string; token: string | null } | Refusal;

const refuse = (status: Refusal['status'], message: string, extra: Partial<Refusal> = {}): Refusal => ({ status, message, ...extra });

function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('application/json');
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
    const link = outcome.token ? requestPagePath(outcome.token) : null;
    if (wantsJson(request)) return Response.json({ ok: true, id: outcome.id, ...(link ? { link } : {}) }, { status: 201, headers: API_HEADERS });
    return new Response(null, { status: 303, headers: { ...API_HEADERS, Location: link ? `${link}?sent` : THANKS_PATH } });
  }
  const retry: Record<string, string> = outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : {};
  if (wantsJson(request)) {
    return Response.json({ ok: false, message: outcome.message, errors: outcome.errors ?? {} }, { status: outcome.status, headers: { ...API_HEADERS, ...retry } });
  }
  return notSentPage(request, env, outcome, { ...PAGE_HEADERS, ...retry });
}

const tooLargeMessage = `The files are over the ${QUOTE_LIMITS.maxTotalBytes / 1024 / 1024} MB limit. Attach fewer, or paste a link to a shared folder instead.`;

/**
 * Stores a checked request so that no file is ever left without its row: the row first (receiving),
 * then the files, then the row marked complete. On any failure the request is erased at once, with
 * whatever of it was written, before the error goes on.
 */
async function store(
  env: Env,
  request: Request,
  record: { quote: QuoteRequest; files: Judged[]; uploads: UploadRow[]; spam: string | null; challenged: boolean | null; source: VisitSource | null; key: string; submission: string | null },
): Promise<{ id: string; files: StoredFile[]; token: string; spam: string }> {
  const id = crypto.randomUUID();
  const { quote } = record;
  const now = Date.now();
  const stored = await requestStore
    .insertReceiving(env.DB, {
      id,
      at: new Date(now).toISOString(),
      quote,
      clientHash: record.key,
      spam: record.spam ?? '',
      source: JSON.stringify(record.source ?? {}),
      submission: record.submission,
      challenged: record.challenged === null ? null : Number(record.challenged),
      allowance: { since: new Date(now - 3_600_000).toISOString(), count: unchallengedRequestsPerHour, reason: OVER_ALLOWANCE },
    })
    .first<{ spam_reason: string }>();
  const spam = stored?.spam_reason ?? record.spam ?? '';
  const prefix = spam ? `spam/${id}` : id;

  const written: StoredFile[] = [];
  try {
    for (const [index, judged] of record.files.entries()) {
      written.push(await storeFile(env, id, fileKey(prefix, index, judged.file.name), judged));
      if (faultAsked(request, env, 'after-first-file')) throw new Error('fault injected after the first file');
    }
    const attached = await attachUploads(env, id, record.uploads);
    const files = [...written, ...attached];
    // Complete, and the sender's private link to it, in one transaction: a stored request always has one.
    const link = await newLink(env, id, Date.now());
    // Its answer's link sealed for the repeat window, so that a resend gets this same link.
    const sealed = record.submission ? await sealAnswer(env, link.token) : '';
    await env.DB.batch([requestStore.markComplete(env.DB, id, files, sealed), link.store]);
    return { id, files, token: link.token, spam };
  } catch (error) {
    // Nothing of it is kept: the sender was told and still has what they typed. Its submission key and
    // the uploads sent in parts are let go first, so that a resend is stored anew and can name them
    // again; then the request is erased as the desk erases one (its row, anything written under it, an
    // audit entry without personal data). If even that fails, the housekeeping below erases the
    // half-stored row within the hour.
    await Promise.all([
      requestStore.releaseSubmission(env.DB, id).run().catch((problem) => console.error(`request ${id}: its submission key could not be let go`, problem)),
      detachUploads(env, id).catch((problem) => console.error(`request ${id}: its uploads could not be let go`, problem)),
    ]);
    await eraseRequest(env, id, { actor: 'quote endpoint', reason: 'not stored' }, Date.now()).catch((problem) => console.error(`request ${id} was not stored and is left for the housekeeping to erase`, problem));
    throw error;
  }
}


/** Why a request without the challenge is suspected spam: past the site's hourly allowance of them. */
const OVER_ALLOWANCE = 'challenge not answered, over the hourly allowance';

/**
 * The lead's landing page as the visit beacon's is taken: a page of the sitemap, else counted as OTHER,
 * so that a request cannot name any path it likes into the Sources figures (functions/_shared/visits.ts).
 */
async function checkedLanding(env: Env, request: Request, source: VisitSource | null): Promise<VisitSource | null> {
  if (!source) return null;
  const landing = servedPath(source.landing);
  const pages = await sitePages(env, new URL(request.url).origin).catch(() => new Set<string>());
  return { ...source, landing: pages.has(landing) ? landing : OTHER };
}

/** Old admissions, idle uploads, and requests past their time (leads, spam, half-stored ones: eraseExpired). */
async function tidy(env: Env, now: number): Promise<void> {
  await admissionStore.forget(env.DB, now - RATE_LIMIT.windowMinutes * 60_000).run();
  await tidyUploads(env, now);
  await eraseExpired(env, now);
}

/** The submission this request belongs to (a UUID the form made, lib/resend.ts), as stored (its hash), or null. */
async function submissionOf(request: Request): Promise<string | null> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim().toLowerCase() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key) ? submissionHash(key) : null;
}

const stillSaving = () => refuse(503, 'Your request is still being saved. The form will ask again in a moment.', { retryAfter: 2 });

/**
 * A resend of a submission already stored is answered with that request, before it counts against the
 * sender's limit or is read; one still being stored is asked to come back shortly. Within the repeat
 * window it gets the first answer's own link (sealed in the row); after it, the request's reference and
 * no link. A repeated key never mints a link (functions/_shared/submission.ts).
 */
async function earlierSend(env: Env, submission: string | null): Promise<Outcome | null> {
  if (!submission) return null;
  const earlier = await requestStore.bySubmission(env.DB, submission).first<{ id: string; status: string; received_at: string; answer_sealed: string }>();
  if (!earlier) return null;
  if (earlier.status !== 'complete') return stillSaving();
  const recent = Date.now() - Date.parse(earlier.received_at) < REPEAT_WINDOW_MS;
  return { status: 201, id: earlier.id, token: recent && earlier.answer_sealed ? await unsealAnswer(env, earlier.answer_sealed) : null };
}

async function handle(request: Request, env: Env, waitUntil: WaitUntil): Promise<Outcome> {
  if (fromAnotherSite(request)) return refuse(403, 'This form only takes requests sent from our own contact page.');
  const submission = await submissionOf(request);
  const earlier = await earlierSend(env, submission);
  if (earlier) return earlier;

  const now = Date.now();
  const key = await senderKey(request, env);
  const admitted = await admit(env, key, RATE_LIMIT.requests, now);
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
  const files = postedFiles(form);
  const checked = validateQuote(Object.fromEntries(QUOTE_FIELDS.map((name) => [name, text(name) ?? ''])));
  // Files uploaded in parts beforehand (JavaScript): every one must be complete and not yet attached.
  const uploadIds = parseUploadIds(text(UPLOADS_FIELD), UPLOAD_LIMITS.maxFiles);
  const uploads = uploadIds ? await readyUploads(env, uploadIds) : [];
  if (!uploadIds || uploads.length !== uploadIds.length) {
    const message = 'One of your files did not finish uploading. Please attach it again and send the form once more.';
    return refuse(422, message, { errors: { files: message } });
  }
  const fileProblem = checkFiles([...files, ...uploads], uploads.length > 0);
  if (fileProblem?.tooLarge) return refuse(413, fileProblem.message, { errors: { files: fileProblem.message } });
  if (!checked.ok || fileProblem) {
    return refuse(422, 'Some of the details need another look.', { errors: { ...(checked.ok ? {} : checked.errors), ...(fileProblem ? { files: fileProblem.message } : {}) } });
  }
  const judged = await judgeFiles(files);
  if (!judged.ok) return refuse(422, 'One of the files is not what its name says.', { errors: { files: judged.message } });

  const elapsed = text(ELAPSED_FIELD);
  const screened = spamVerdict({ honeypot: text(HONEYPOT_FIELD) ?? '', elapsed });
  const challenge = await challengeVerdict(env, { token: text(CHALLENGE_FIELD), withScripts: elapsed !== null && elapsed !== '', address: request.headers.get('CF-Connecting-IP') });
  const source = await checkedLanding(env, request, readSourceFields(text));
  let saved: Awaited<ReturnType<typeof store>>;
  try {
    saved = await store(env, request, { quote: checked.value, files: judged.judged, uploads, spam: screened ?? challenge.spam, challenged: challenge.challenged, source, key, submission });
  } catch (error) {
    // Two sends of one submission at once: the other one holds the key, and answers for both.
    if (submission && requestStore.isRepeatedSubmission(error)) return stillSaving();
    throw error;
  }
  const { id, files: stored, token, spam } = saved;
  const origin = new URL(request.url).origin;
  if (!spam) waitUntil(announce(env, { id, quote: checked.value, files: stored, source, origin: deskOrigin(env, origin), link: linkUrl(origin, token), unchallenged: challenge.challenged === false }, now));
  return { status: 201, id, token };
}

export const quote: Route<Env> = async (request, env, ctx) => {
  if (request.method !== 'POST') return notPost();
  let outcome: Outcome;
  try {
    outcome = await handle(request, withD1Retries(env), (promise) => ctx.waitUntil(promise));
  } catch (error) {
    console.error('quote request failed', error);
    outcome = refuse(500, 'Something went wrong on our side and your request was not saved. Please try again, or email us.');
  }
  return respond(request, env, outcome);
};

/** Anything but POST: say what this address takes. */
const notPost = () =>
  new Response('POST a quote request here (multipart/form-data).\n', { status: 405, headers: { ...API_HEADERS, Allow: 'POST' } });
