import type { StoredFile } from './quote-email';
import type { Env } from './endpoint';
import * as uploadStore from '../store/uploads';
import type { UploadRow } from '../store/uploads';

/**
 * Uploads (functions/routes/uploads.ts) as the quote endpoint sees them: the ones a request names are
 * attached to it only when every one is complete; the ones no request names are deleted once idle.
 */

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The upload ids a request names (comma-separated), or null when the list is malformed. */
export function parseUploadIds(value: string | null, max: number): string[] | null {
  if (!value) return [];
  const ids = value.split(',').map((id) => id.trim());
  if (ids.length > max || ids.some((id) => !UPLOAD_ID.test(id)) || new Set(ids).size !== ids.length) return null;
  return ids;
}

/**
 * The named uploads that are complete and not yet attached to any request, and were started for this
 * one (`forRequest`, a stored request's id; null for a new request, which takes only uploads started for none).
 */
export async function readyUploads(env: Env, ids: string[], forRequest: string | null = null): Promise<UploadRow[]> {
  if (!ids.length) return [];
  const { results } = await uploadStore.ready(env.DB, ids, forRequest).all<UploadRow>();
  return results;
}

/** Attaches the uploads to the request in one statement; throws unless every one of them was still free. */
export async function attachUploads(env: Env, requestId: string, uploads: UploadRow[]): Promise<StoredFile[]> {
  if (!uploads.length) return [];
  const ids = uploads.map((u) => u.id);
  const result = await uploadStore.attach(env.DB, requestId, ids).run();
  if (result.meta.changes !== uploads.length) throw new Error(`request ${requestId}: ${uploads.length - result.meta.changes} of its uploads were taken meanwhile`);
  return uploads.map((u) => ({ name: u.name, size: u.size, type: u.type, key: u.key, ...(u.checked ? { checked: u.checked } : {}) }));
}

/** Frees a failed request's uploads, so that they are cleaned up like any unattached upload. */
export async function detachUploads(env: Env, requestId: string): Promise<void> {
  await uploadStore.detachAll(env.DB, requestId).run();
}

/**
 * Deletes uploads no request has named that have stood idle past their time: an unfinished multipart
 * upload is aborted (R2 drops its parts), a finished one's object deleted. In production an R2
 * lifecycle rule also aborts multipart uploads left for a day (README, set-up).
 */
export async function tidyUploads(env: Env, now: number): Promise<number> {
  const ttlSeconds = Number(env.QUOTE_UPLOAD_TTL_SECONDS) || 86_400;
  const { results } = await uploadStore.idle(env.DB, now - ttlSeconds * 1000).all<UploadRow>();
  await dropUploads(env, results);
  return results.length;
}

/** Uploads that will never be attached (idle, or their request erased meanwhile): parts aborted, objects and rows gone. */
export async function dropUploads(env: Env, uploads: Pick<UploadRow, 'id' | 'key' | 'r2_upload_id' | 'status'>[]): Promise<void> {
  for (const upload of uploads) {
    // An unfinished one is aborted (R2 drops its parts); its object is deleted either way, in case R2 joined
    // its parts before a check refused it and the deletion then failed.
    if (upload.status === 'uploading') await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).abort().catch(() => undefined);
    await env.FILES.delete(upload.key);
  }
  if (!uploads.length) return;
  await env.DB.batch(uploadStore.drop(env.DB, uploads.map((u) => u.id)));
}
