import { ELAPSED_FIELD, HONEYPOT_FIELD, QUOTE_LIMITS, UPLOADS_FIELD, UPLOAD_LIMITS, checkFiles, spamVerdict } from '../../lib/quote-schema';
import type { StoredFile } from '../_shared/quote-email';
import { requestPagePath } from '../../lib/request-link';
import { API_HEADERS, RATE_LIMIT, TooLarge, admit, faultAsked, fromAnotherSite, readBytes, readJsonObject, senderKey, withD1Retries, type Env, type WaitUntil } from '../_shared/endpoint';
import type { QuoteRow } from '../_shared/leads';
import { eraseRequest } from '../_shared/retention';
import { announceAddition, announceWithdrawal } from '../_shared/notices';
import { deskOrigin } from '../_shared/private-routes';
import { fileKey, judgeFiles, postedFiles, readForm, storeFile } from '../_shared/received-files';
import { htmlAnswer, notFoundPage, problemPage, throttledPage } from '../_shared/request-page';
import { additionProblem, openLink, recordAddition } from '../_shared/sender';
import { attachUploads, parseUploadIds, readyUploads } from '../_shared/uploads';
import { senderAction } from '../_shared/proposals/sender';
import type { Route } from '../route';
import * as requestStore from '../store/requests';
import * as uploadStore from '../store/uploads';

/**
 * What the sender does from their request's page (functions/routes/request-page.ts), by its private link:
 *
 *   POST /api/request/<token>/files      drawings: a form post of up to 25 MB (no JavaScript), or JSON
 *                                        naming uploads sent in parts beforehand (functions/routes/uploads.ts)
 *   POST /api/request/<token>/withdraw   confirm=withdraw: the request is erased, as the desk erases one
 *
 * Files are taken as for a new request: the same types, sizes and byte checks, the same spam rules, and
 * each addition counts against the sender's network like a request. The firm is told of both, as of a
 * new lead. A form post gets 303 back to a page, a fetch (`Accept: application/json`) JSON. A link that
 * opens nothing gets the request page's one 404, and counts against its network.
 */

/** Form fields and multipart framing on top of the files (as the quote endpoint allows). */
const MAX_BODY_BYTES = QUOTE_LIMITS.maxTotalBytes + 1024 * 1024;

type Answer = { status: 200; added?: number; to: string } | { status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500; title: string; message: string; retryAfter?: number };

const refuse = (status: Exclude<Answer['status'], 200>, title: string, message: string, retryAfter?: number): Answer => ({ status, title, message, ...(retryAfter ? { retryAfter } : {}) });

/**
 * A write another site made the browser send. Under the page's no-referrer policy a browser's own form
 * post says `Origin: null`, so for that one case the browser's Sec-Fetch-Site, which says whether the
 * post came from this site's own page, decides; Safari before 16.4 sends none, and its post is taken:
 * it names the request by its private link, which no other site can know. Anything else is judged as
 * the quote form's posts are.
 */
function fromElsewhere(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (request.headers.get('Origin') === 'null' && (site === 'same-origin' || site === null)) return false;
  return fromAnotherSite(request);
}

const wantsJson = (request: Request) => (request.headers.get('Accept') ?? '').includes('application/json');

function respond(request: Request, token: string, answer: Answer): Response {
  const retry: Record<string, string> = answer.status !== 200 && answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : {};
  if (wantsJson(request)) {
    const body = answer.status === 200 ? { ok: true, added: answer.added ?? 0 } : { ok: false, message: answer.message };
    return Response.json(body, { status: answer.status, headers: { ...API_HEADERS, ...retry } });
  }
  if (answer.status === 200) return new Response(null, { status: 303, headers: { ...API_HEADERS, Location: answer.to } });
  return htmlAnswer(answer.status, problemPage(token, answer.title, answer.message), request, retry);
}

const notAdded = 'Your files were not added';

/** Files sent in parts beforehand, named by their upload ids (JavaScript). A resend of ones already attached here is answered as their first send was. */
async function uploadedFiles(request: Request, env: Env, row: QuoteRow): Promise<{ files: StoredFile[]; spam: string | null; repeat: boolean } | Answer> {
  const read = await readJsonObject(request, 16 * 1024);
  if (!read.ok) return refuse(read.status, notAdded, `${read.reason} Please send it again.`);
  const body = read.value;
  const ids = parseUploadIds(typeof body[UPLOADS_FIELD] === 'string' ? body[UPLOADS_FIELD] : null, UPLOAD_LIMITS.maxFiles);
  if (!ids?.length) return refuse(422, notAdded, 'Choose the files to add.');
  const uploads = await readyUploads(env, ids, row.id);
  if (uploads.length !== ids.length) {
    const { results } = await uploadStore.attachedOf(env.DB, row.id, ids).all();
    if (results.length === ids.length) return { files: [], spam: null, repeat: true };
    return refuse(422, notAdded, 'One of your files did not finish uploading. Please choose it again.');
  }
  // Each upload was judged by its bytes and counted against the set's limit as it went up; here, the request's.
  const problem = additionProblem(row, uploads);
  if (problem) return refuse(problem.tooLarge ? 413 : 422, notAdded, problem.message);
  const spam = spamVerdict({ honeypot: String(body[HONEYPOT_FIELD] ?? ''), elapsed: body[ELAPSED_FIELD] === undefined ? null : String(body[ELAPSED_FIELD]) });
  return { files: await attachUploads(env, row.id, uploads), spam, repeat: false };
}

/** Files in one form post (no JavaScript): read, checked and stored as the quote endpoint takes them. */
async function postedAddition(request: Request, env: Env, row: QuoteRow, now: number): Promise<{ files: StoredFile[]; spam: string | null; repeat: boolean } | Answer> {
  const tooLarge = `Files sent without JavaScript come to ${QUOTE_LIMITS.maxTotalBytes / 1024 / 1024} MB at most. Add fewer at a time, or send us a link to a shared folder.`;
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return refuse(413, notAdded, tooLarge);
  let form: FormData;
  try {
    form = await readForm(request, MAX_BODY_BYTES);
  } catch (error) {
    return error instanceof TooLarge ? refuse(413, notAdded, tooLarge) : refuse(400, notAdded, 'The files could not be read. Please send them again.');
  }
  const files = postedFiles(form);
  if (!files.length) return refuse(422, notAdded, 'Choose the files to add.');
  const problem = checkFiles(files) ?? additionProblem(row, files);
  if (problem) return refuse(problem.tooLarge ? 413 : 422, notAdded, problem.message);
  const judged = await judgeFiles(files);
  if (!judged.ok) return refuse(422, notAdded, judged.message);
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null);
  const spam = spamVerdict({ honeypot: text(HONEYPOT_FIELD) ?? '', elapsed: text(ELAPSED_FIELD) });
  // Beside the request's own files, where its erasure finds them; under spam/ while it is held as spam.
  const prefix = `${row.spam_reason ? `spam/${row.id}` : row.id}/added-${now}`;
  const stored: StoredFile[] = [];
  try {
    for (const [index, file] of judged.judged.entries()) stored.push(await storeFile(env, row.id, fileKey(prefix, index, file.file.name), file));
  } catch (error) {
    if (stored.length) await env.FILES.delete(stored.map((f) => f.key)).catch(() => undefined);
    throw error;
  }
  return { files: stored, spam, repeat: false };
}

async function addFiles(request: Request, env: Env, row: QuoteRow, token: string, now: number, waitUntil: WaitUntil): Promise<Answer> {
  const admitted = await admit(env, await senderKey(request, env), RATE_LIMIT.requests, now);
  if (!admitted.ok) {
    const minutes = Math.ceil(admitted.retryAfter / 60);
    return refuse(429, notAdded, `We have already received ${RATE_LIMIT.requests} requests from your connection in the last ${RATE_LIMIT.windowMinutes} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, admitted.retryAfter);
  }
  const json = (request.headers.get('Content-Type') ?? '').startsWith('application/json');
  const multipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
  if (!json && !multipart) return refuse(415, notAdded, 'Send the files as a form (multipart/form-data).');
  const withdrawnMeanwhile = refuse(404, notAdded, 'This request was withdrawn while your files were on their way, so nothing was added and the files were not kept.');
  const gone = async () => !(await requestStore.held(env.DB, row.id).first().catch(() => ({})));
  let added: Awaited<ReturnType<typeof uploadedFiles>>;
  try {
    added = json ? await uploadedFiles(request, env, row) : await postedAddition(request, env, row, now);
  } catch (error) {
    // Attaching uploads to an erased request is refused by its foreign key; they went with its erasure.
    if (await gone()) return withdrawnMeanwhile;
    throw error;
  }
  if ('status' in added) return added;
  const page = requestPagePath(token);
  if (added.repeat) return { status: 200, to: page };
  if (faultAsked(request, env, 'withdrawn-while-adding')) await eraseRequest(env, row.id, { actor: 'sender', reason: 'withdrawn' }, now);
  try {
    // Written only while the request exists: its foreign keys refuse the history entry of an erased one,
    // and the whole batch with it.
    await recordAddition(env, row, added.files, added.spam, now);
  } catch (error) {
    // Not attached: files posted here go (an erasure that listed the request's objects before they landed
    // did not see them); uploads are free for another try, or, if the request is gone, went with it (they
    // were tied to it when they started).
    if (!json) await env.FILES.delete(added.files.map((f) => f.key)).catch(() => undefined);
    if (await gone()) return withdrawnMeanwhile;
    if (json) await uploadStore.detachKeys(env.DB, row.id, added.files.map((f) => f.key)).run().catch(() => undefined);
    // Another addition took the last places meanwhile (the database's file cap, migrations/0012_file_cap.sql).
    if (/file cap/.test(String(error))) {
      const held = await requestStore.filesOfRequest(env.DB, row.id).first<Pick<QuoteRow, 'files'>>();
      const problem = held ? additionProblem(held, added.files) : null;
      return refuse(problem?.tooLarge ? 413 : 422, notAdded, problem?.message ?? 'This request already holds as many files as it can. Send us a link to a shared folder instead.');
    }
    throw error;
  }
  if (!added.spam && !row.spam_reason) {
    waitUntil(announceAddition(env, { id: row.id, name: row.name, email: row.email, company: row.company, files: added.files, origin: deskOrigin(env, new URL(request.url).origin) }, now));
  }
  return { status: 200, added: added.files.length, to: `${page}?added=${added.files.length}` };
}

async function withdraw(request: Request, env: Env, row: QuoteRow, now: number, waitUntil: WaitUntil): Promise<Answer> {
  let confirmed = false;
  try {
    const body = new TextDecoder().decode(await readBytes(request, 4096));
    confirmed = new URLSearchParams(body).get('confirm') === 'withdraw';
  } catch {
    return refuse(400, 'Your request was not withdrawn', 'The confirmation could not be read. Please try again.');
  }
  if (!confirmed) return refuse(422, 'Your request was not withdrawn', 'Confirm the withdrawal with its button.');
  await eraseRequest(env, row.id, { actor: 'sender', reason: 'withdrawn' }, now);
  if (!row.spam_reason) waitUntil(announceWithdrawal(env, row.id));
  return { status: 200, to: '/request/withdrawn/' };
}

export const requestChange: Route<Env> = async (request, env, ctx, path) => {
  const [token = '', action = '', ...rest] = path;
  const waitUntil: WaitUntil = (promise) => ctx.waitUntil(promise);
  if (request.method !== 'POST') return new Response('405 POST here from your request’s page\n', { status: 405, headers: { ...API_HEADERS, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' } });
  if (fromElsewhere(request)) return respond(request, token, refuse(403, 'Refused', 'Changes to a request are only taken from its own page.'));
  const db = withD1Retries(env);
  const now = Date.now();
  try {
    const opened = await openLink(request, db, rest.length ? '' : token, now);
    if (!opened.ok) {
      if (opened.status === 429) return htmlAnswer(429, throttledPage(opened.retryAfter), request, { 'Retry-After': String(opened.retryAfter) });
      return htmlAnswer(404, notFoundPage(), request);
    }
    // The proposal's forms, and the withdrawal once a proposal is accepted (it asks the firm to cancel instead).
    const proposal = await senderAction(db, request, token, action, opened.row, now, waitUntil);
    if (proposal) return respond(request, token, proposal);
    if (action === 'files') return respond(request, token, await addFiles(request, db, opened.row, token, now, waitUntil));
    if (action === 'withdraw') return respond(request, token, await withdraw(request, db, opened.row, now, waitUntil));
    return htmlAnswer(404, notFoundPage(), request);
  } catch (error) {
    // No address in the line: it carries the sender's link.
    console.error('request page change failed', error);
    return respond(request, token, refuse(500, 'Nothing was changed', 'Something went wrong on our side, and nothing was changed. Please try again in a moment.'));
  }
};
