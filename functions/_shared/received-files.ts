import { checkContents } from './file-contents';
import { SIGNATURE_BYTES, judgeFile } from './file-signature';
import type { StoredFile } from './quote-email';
import { TooLarge, limitedBody, safeName, type Env } from './endpoint';
import { fileRanges } from './file-check';

/**
 * Files posted in one form (the contact form without JavaScript, and the sender's page adding drawings
 * without it): read with the body counted as it streams, each judged by its bytes, stored in R2 under
 * the request. One way in, so both take exactly the same files.
 */

/** The body as form data, counted as it streams and cut off past `max` bytes, whatever the headers claim. */
export async function readForm(request: Request, max: number): Promise<FormData> {
  const { body, exceeded } = limitedBody(request, max);
  try {
    return await new Response(body, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
  } catch (error) {
    throw exceeded() ? new TooLarge() : error;
  }
}

/** The non-empty files of a form's `files` field. */
export function postedFiles(form: FormData): File[] {
  // Workers' types predate files in FormData; at this compatibility date they are File objects.
  return form.getAll('files').filter((f): f is File => typeof f !== 'string' && f.size > 0);
}

export interface Judged {
  file: File;
  /** The content type recognised from its first bytes. */
  mime: string;
  /** What its contents were checked as (functions/_shared/file-contents.ts). */
  checked: string;
}

/**
 * Each file judged by its first bytes, then by what it holds (a ZIP's listing, a Revit model's
 * streams), before anything is stored: all of them with their types, or the first one's problem.
 */
export async function judgeFiles(files: File[]): Promise<{ ok: true; judged: Judged[] } | { ok: false; message: string }> {
  const judged: Judged[] = [];
  for (const file of files) {
    const verdict = await judgeFile(file.name, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    if (!verdict.ok) return { ok: false, message: verdict.message };
    const contents = await checkContents(file.name, file.size, fileRanges(file));
    if (!contents.ok) return { ok: false, message: contents.message };
    judged.push({ file, mime: verdict.mime, checked: contents.checked });
  }
  return { ok: true, judged };
}

/** Where the file at `index` (from 0) of a post goes: under the request's prefix, numbered, its name made safe. */
export function fileKey(prefix: string, index: number, name: string): string {
  return `${prefix}/${index + 1}-${safeName(name)}`;
}

/** Stores one judged file at `key`, and says what was stored. */
export async function storeFile(env: Env, requestId: string, key: string, { file, mime, checked }: Judged): Promise<StoredFile> {
  await env.FILES.put(key, file.stream(), { httpMetadata: { contentType: mime }, customMetadata: { name: file.name, request: requestId } });
  return { name: file.name, size: file.size, type: mime, key, checked };
}
