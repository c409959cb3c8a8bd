/**
 * Sends drawing files to our upload endpoint (functions/api/uploads) in parts, before the quote form
 * names them: a whole set of up to 250 MB on an ordinary line. Each part is sent on its own and sent
 * again when it fails or stops moving, so a bad line costs at most one part; the upload goes on from
 * the last good part. Loaded only when a visitor chooses a file (the contact form imports it then).
 */

export interface UploadProgress {
  /** Bytes of the whole set that have arrived. */
  sent: number;
  total: number;
}

/** The endpoint refused a file (wrong type, too large): the message names it; retrying will not help. */
export class UploadRefused extends Error {}

/** Every attempt at a part failed ('network'), or the last one stopped moving ('stalled'). */
export class UploadFailed extends Error {
  constructor(readonly reason: 'network' | 'stalled') {
    super(reason);
  }
}

/** Waits before each further attempt at a part: six attempts over about half a minute. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: { id?: string; partBytes?: number; message?: string } | null;
}

/** One HTTP exchange, rejecting with 'stalled' when the upload of its body stops moving for `stallMs`. */
function exchange(method: string, url: string, body: Blob | string | null, stallMs: number, onSent?: (bytes: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer = 0;
    const watch = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        xhr.abort();
        reject(new UploadFailed('stalled'));
      }, stallMs);
    };
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (typeof body === 'string') xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.onprogress = (e) => {
      watch();
      onSent?.(e.loaded);
    };
    xhr.onload = () => {
      window.clearTimeout(timer);
      let parsed = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {}
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => {
      window.clearTimeout(timer);
      reject(new UploadFailed('network'));
    };
    watch();
    xhr.send(body);
  });
}

/** An exchange tried again on a network failure, a stall or a server error; a refusal ends it. */
async function withRetries(attempt: () => Promise<Answer>): Promise<Answer> {
  for (let tries = 0; ; tries++) {
    let failure: UploadFailed;
    try {
      const answer = await attempt();
      if (answer.status < 500 && answer.status !== 408) {
        if (answer.status >= 400) throw new UploadRefused(answer.body?.message ?? `The upload was refused (${answer.status}).`);
        return answer;
      }
      failure = new UploadFailed('network');
    } catch (error) {
      if (!(error instanceof UploadFailed)) throw error;
      failure = error;
    }
    const delay = RETRY_DELAYS_MS[tries];
    if (delay === undefined) throw failure;
    await wait(delay);
  }
}

/**
 * Uploads the files one after another, each in parts, and returns their upload ids for the form to
 * send. Throws UploadRefused (with the endpoint's message) or UploadFailed.
 */
export async function uploadFiles(endpoint: string, files: File[], stallMs: number, onProgress: (progress: UploadProgress) => void): Promise<string[]> {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  let done = 0;
  const ids: string[] = [];
  for (const file of files) {
    const created = await withRetries(() => exchange('POST', endpoint, JSON.stringify({ name: file.name, size: file.size }), stallMs));
    const id = created.body?.id;
    const partBytes = created.body?.partBytes;
    if (!id || !partBytes) throw new UploadFailed('network');
    for (let start = 0, part = 1; start < file.size; start += partBytes, part++) {
      const slice = file.slice(start, start + partBytes);
      await withRetries(() => exchange('PUT', `${endpoint}/${id}/parts/${part}`, slice, stallMs, (bytes) => onProgress({ sent: done + bytes, total })));
      done += slice.size;
      onProgress({ sent: done, total });
    }
    await withRetries(() => exchange('POST', `${endpoint}/${id}/complete`, null, stallMs));
    ids.push(id);
  }
  return ids;
}
