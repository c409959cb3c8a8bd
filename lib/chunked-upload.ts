/**
 * Sends drawing files to our upload endpoint (functions/routes/uploads.ts) in parts, before the quote form
 * names them: a whole set of up to 250 MB on an ordinary line. Each part is sent on its own and sent
 * again when it fails or stops moving, so a bad line costs at most one part; the upload goes on from
 * the last good part. Loaded only when a visitor chooses a file (the contact form imports it then).
 */

import { SendFailed, send, type Answer } from './send';

export interface UploadProgress {
  /** Bytes of the whole set that have arrived. */
  sent: number;
  total: number;
}

/** The endpoint refused a file (wrong type, too large): the message names it; retrying will not help. */
export class UploadRefused extends Error {}

/** The endpoint kept failing on its side (5xx) through every retry. */
export class UploadServerError extends Error {}

/**
 * Waits before each further attempt at a part: six attempts over about half a minute. Each wait is
 * between half and all of its step, at random, so that senders who failed together spread out.
 */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type UploadAnswer = Answer<{ id?: string; partBytes?: number; message?: string }>;

/** An exchange tried again on a failed send or a server error; a refusal ends it, the last failure is thrown. */
async function withRetries(attempt: () => Promise<UploadAnswer>): Promise<UploadAnswer> {
  for (let tries = 0; ; tries++) {
    let failure: Error;
    try {
      const answer = await attempt();
      if (answer.status < 500 && answer.status !== 408) {
        if (answer.status >= 400) throw new UploadRefused(answer.body?.message ?? `The upload was refused (${answer.status}).`);
        return answer;
      }
      failure = new UploadServerError(answer.body?.message ?? 'Our server could not take your files just now.');
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      failure = error;
    }
    const delay = RETRY_DELAYS_MS[tries];
    if (delay === undefined) throw failure;
    await wait(delay * (0.5 + Math.random() / 2));
  }
}

/**
 * Uploads the files one after another, each in parts, and returns their upload ids for the form to
 * send. `start` goes with each upload's first call (the request page names its request there). Throws
 * UploadRefused (with the endpoint's message), UploadServerError or SendFailed.
 */
export async function uploadFiles(endpoint: string, files: File[], stallMs: number, onProgress: (progress: UploadProgress) => void, start: Record<string, string> = {}): Promise<string[]> {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  let done = 0;
  const ids: string[] = [];
  for (const file of files) {
    const created = await withRetries(() => send('POST', endpoint, JSON.stringify({ ...start, name: file.name, size: file.size }), stallMs));
    const id = created.body?.id;
    const partBytes = created.body?.partBytes;
    if (!id || !partBytes) throw new UploadServerError('Our server did not start the upload.');
    for (let start = 0, part = 1; start < file.size; start += partBytes, part++) {
      const slice = file.slice(start, start + partBytes);
      await withRetries(() => send('PUT', `${endpoint}/${id}/parts/${part}`, slice, stallMs, (bytes) => onProgress({ sent: done + bytes, total })));
      done += slice.size;
      onProgress({ sent: done, total });
    }
    await withRetries(() => send('POST', `${endpoint}/${id}/complete`, null, stallMs));
    ids.push(id);
  }
  return ids;
}
