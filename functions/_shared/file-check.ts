import { checkContents, type ContentVerdict, type ReadRange } from './file-contents';
import type { Env } from './endpoint';
import * as uploadStore from '../store/uploads';
import type { UploadRow } from '../store/uploads';

/**
 * Where each finished file is checked for what it holds (functions/_shared/file-contents.ts): a file posted in one
 * form before it is stored (functions/_shared/received-files.ts), and a file sent in parts once R2 has
 * joined them (functions/routes/uploads.ts). One checker for the contact form and the request page alike.
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
    await env.DB.batch(uploadStore.drop(env.DB, [upload.id]));
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
