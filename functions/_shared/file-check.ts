import { checkContents, type ContentVerdict, type ReadRange } from '../../lib/file-contents';
import type { Env } from './endpoint';
import type { UploadRow } from './uploads';

/**
 * Where each finished file is checked for what it holds (lib/file-contents.ts): a file posted in one
 * form before it is stored (functions/_shared/received-files.ts), and a file sent in parts once R2 has
 * joined them (functions/api/uploads). One checker for the contact form and the request page alike.
 */

/** Ranges of a file posted in a form (at most 25 MB, already in the Worker). */
export const fileRanges = (file: Blob): ReadRange => async (offset, length) => new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());

/** Ranges of an object in R2, each its own ranged read: the object is never read whole. */
export function objectRanges(env: Env, key: string): ReadRange {
  return async (offset, length) => {
    const object = await env.FILES.get(key, { range: { offset, length } });
    if (!object) throw new Error(`R2 holds nothing at ${key}`);
    return new Uint8Array(await object.arrayBuffer());
  };
}

/**
 * Checks an upload R2 has just joined. A refused one is deleted at once, object and rows, and its
 * reason returned for a 422; so is one the check could not finish (then it throws): nothing unchecked
 * is ever marked complete.
 */
export async function checkUpload(env: Env, upload: UploadRow): Promise<ContentVerdict> {
  const discard = async () => {
    await env.FILES.delete(upload.key).catch(() => undefined);
    await env.DB.batch([env.DB.prepare('DELETE FROM quote_upload_parts WHERE upload_id = ?').bind(upload.id), env.DB.prepare('DELETE FROM quote_uploads WHERE id = ?').bind(upload.id)]);
  };
  let verdict: ContentVerdict;
  try {
    verdict = await checkContents(upload.name, upload.size, objectRanges(env, upload.key));
  } catch (error) {
    await discard().catch(() => undefined);
    throw error;
  }
  if (!verdict.ok) await discard();
  return verdict;
}
