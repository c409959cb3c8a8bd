import { UPLOAD_LIMITS, checkFiles, extensionOf } from '../../lib/quote-schema';
import { SIGNATURE_BYTES, judgeFile } from '../_shared/file-signature';
import { API_HEADERS, TooLarge, admit, fromAnotherSite, readBytes, readJsonObject, safeName, senderKey, withD1Retries, type Env } from '../_shared/endpoint';
import { checkUpload } from '../_shared/file-check';
import { openLink } from '../_shared/sender';
import type { Route } from '../route';
import * as requestStore from '../store/requests';
import * as uploadStore from '../store/uploads';
import type { PartRow, UploadRow } from '../store/uploads';

/**
 * Drawing sets sent in parts, before the quote request that carries them (JavaScript only; without it
 * the form posts its files in one request of up to 25 MB), or before an addition to a stored request from
 * its page (which names the request by its link when the upload starts: `request` in the first call). Each file goes through our own function
 * into an R2 multipart upload, in parts of 8 MiB, each of which the browser retries on its own:
 *
 *   POST /api/uploads                   { name, size[, request] } -> 201 { id, partBytes, parts }
 *   PUT  /api/uploads/ID/parts/N        the part's bytes -> 200 { part, size }
 *   GET  /api/uploads/ID                                  -> 200 { id, size, partBytes, parts, done, status }
 *   POST /api/uploads/ID/complete                         -> 200 { id, size }
 *
 * The request then names the uploads (functions/routes/quote.ts) and is stored only if every one is
 * complete. Each file is judged like an attached one: its name, its size within the set's limit, and
 * its type by the first bytes of part 1 (a mismatch aborts the upload, 422). Starting uploads counts
 * against the sender's network like requests do. Uploads no request names are deleted once idle.
 */

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...API_HEADERS, ...headers } });
const refuse = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { ok: false, message }, headers);

const partCount = (size: number) => Math.max(1, Math.ceil(size / UPLOAD_LIMITS.partBytes));
const partSize = (size: number, part: number) => (part < partCount(size) ? UPLOAD_LIMITS.partBytes : size - (partCount(size) - 1) * UPLOAD_LIMITS.partBytes);

async function partsDone(env: Env, id: string): Promise<PartRow[]> {
  const { results } = await uploadStore.partsOf(env.DB, id).all<PartRow>();
  return results;
}

async function create(request: Request, env: Env): Promise<Response> {
  const key = await senderKey(request, env);
  const admitted = await admit(env, `${key}:uploads`, UPLOAD_LIMITS.uploadsPerWindow);
  if (!admitted.ok) return refuse(429, 'Too many uploads from your connection. Please wait a few minutes, or email us.', { 'Retry-After': String(admitted.retryAfter) });
  const read = await readJsonObject(request, 4096);
  if (!read.ok) return refuse(read.status, `Send the file name and size as a JSON object. ${read.reason}`);
  const body: { name?: unknown; size?: unknown; request?: unknown } = read.value;
  const name = typeof body.name === 'string' ? body.name : '';
  // A whole number of bytes a number can hold exactly; NaN, fractions, negatives, strings and 1e300 are not.
  const size = typeof body.size === 'number' && Number.isSafeInteger(body.size) && body.size > 0 ? body.size : 0;
  if (!name || !size) return refuse(400, 'Send the file name and a size in bytes.');
  const problem = checkFiles([{ name, size }], true);
  if (problem) return refuse(problem.tooLarge ? 413 : 422, problem.message);
  // An addition from a stored request's page names it (by the page's link) as it starts: the upload is
  // tied to that request from its first byte, so erasing the request meanwhile finds and aborts it.
  let forRequest: string | null = null;
  if (body.request !== undefined) {
    const opened = typeof body.request === 'string' ? await openLink(request, env, body.request) : null;
    if (!opened?.ok) return refuse(404, 'This request is no longer open: it may have been withdrawn. Nothing was uploaded.');
    forRequest = opened.row.id;
  }

  const id = crypto.randomUUID();
  const objectKey = `uploads/${id}/${safeName(name)}`;
  const multipart = await env.FILES.createMultipartUpload(objectKey, { customMetadata: { name, upload: id } });
  const now = Date.now();
  try {
    await uploadStore.start(env.DB, { id, r2_upload_id: multipart.uploadId, key: objectKey, name, size, type: extensionOf(name), clientHash: key, for_request: forRequest, at: now }).run();
  } catch (error) {
    // Its request was erased between the check above and here (the foreign key refused the row).
    await multipart.abort().catch(() => undefined);
    if (forRequest && !(await requestStore.held(env.DB, forRequest).first())) return refuse(404, 'This request is no longer open: it may have been withdrawn. Nothing was uploaded.');
    throw error;
  }
  return json(201, { id, partBytes: UPLOAD_LIMITS.partBytes, parts: partCount(size) });
}

/** Ends an upload whose bytes are not what its name says: R2 drops its parts, our rows go. */
async function discard(env: Env, upload: UploadRow): Promise<void> {
  await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).abort().catch(() => undefined);
  await env.DB.batch(uploadStore.drop(env.DB, [upload.id]));
}

async function putPart(request: Request, env: Env, upload: UploadRow, part: number): Promise<Response> {
  if (upload.status !== 'uploading') return refuse(409, 'This file is already complete.');
  if (!Number.isInteger(part) || part < 1 || part > partCount(upload.size)) return refuse(422, `${upload.name} has ${partCount(upload.size)} parts.`);
  const expected = partSize(upload.size, part);
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(request, expected);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, `Part ${part} of ${upload.name} is larger than the ${expected} bytes it should be.`);
    return refuse(400, 'The part could not be read. Please send it again.');
  }
  if (bytes.byteLength !== expected) return refuse(422, `Part ${part} of ${upload.name} should be ${expected} bytes, not ${bytes.byteLength}.`);
  if (part === 1) {
    const verdict = await judgeFile(upload.name, bytes.subarray(0, SIGNATURE_BYTES));
    if (!verdict.ok) {
      await discard(env, upload);
      return refuse(422, verdict.message);
    }
    await uploadStore.setType(env.DB, upload.id, verdict.mime).run();
  }
  const uploaded = await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).uploadPart(part, bytes);
  await env.DB.batch([
    uploadStore.savePart(env.DB, upload.id, { part, etag: uploaded.etag, size: bytes.byteLength }),
    uploadStore.touch(env.DB, upload.id, Date.now()),
  ]);
  return json(200, { part, size: bytes.byteLength });
}

async function complete(env: Env, upload: UploadRow): Promise<Response> {
  if (upload.status === 'complete') return json(200, { id: upload.id, size: upload.size });
  const parts = await partsDone(env, upload.id);
  const missing = partCount(upload.size) - parts.length;
  if (missing > 0) return refuse(409, `${upload.name} is missing ${missing} part${missing === 1 ? '' : 's'}.`);
  // Part 1 was judged when it arrived; its content type is the one to store.
  const object = await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).complete(parts.map((p) => ({ partNumber: p.part, etag: p.etag })));
  if (object.size !== upload.size) {
    await env.FILES.delete(upload.key);
    return refuse(422, `${upload.name} arrived as ${object.size} bytes, not ${upload.size}. Please attach it again.`);
  }
  // Whole now: what it holds is checked by range (a ZIP's listing, a Revit model's streams); a refused file is deleted.
  const checked = await checkUpload(env, upload);
  if (!checked.ok) return refuse(422, checked.message);
  await uploadStore.markComplete(env.DB, upload.id, checked.checked, Date.now()).run();
  return json(200, { id: upload.id, size: object.size });
}

async function handle(request: Request, env: Env, path: string[]): Promise<Response> {
  if (request.method !== 'GET' && fromAnotherSite(request)) return refuse(403, 'Uploads are only taken from our own contact page.');
  const [id, action, part] = path;
  if (!id) return request.method === 'POST' ? create(request, env) : refuse(405, 'POST a file name and size here to start an upload.', { Allow: 'POST' });
  const upload = await uploadStore.free(env.DB, id).first<UploadRow>();
  if (!upload) return refuse(404, 'No such upload: it may have been sent already, or removed after standing idle.');
  if (!action && request.method === 'GET') {
    const parts = await partsDone(env, id);
    return json(200, { id, size: upload.size, partBytes: UPLOAD_LIMITS.partBytes, parts: partCount(upload.size), done: parts.map((p) => p.part), status: upload.status });
  }
  if (action === 'parts' && part && request.method === 'PUT') return putPart(request, env, upload, Number(part));
  if (action === 'complete' && !part && request.method === 'POST') return complete(env, upload);
  return refuse(405, 'Not a request this address takes.');
}

export const uploads: Route<Env> = async (request, env, _ctx, path) => {
  try {
    return await handle(request, withD1Retries(env), path);
  } catch (error) {
    console.error('upload request failed', error);
    return refuse(500, 'Something went wrong on our side with this upload. Please try again.');
  }
};
