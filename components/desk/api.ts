import { TRANSIENT_STATUSES } from '@/lib/resend';

/**
 * The desk's calls to its API (functions/routes/desk.ts). Same origin, so the Access cookie goes along; a
 * refusal comes back as an Error with the API's own message.
 */

export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok) throw new DeskError(response.status, body?.message ?? `The desk answered ${response.status}.`);
  return body as T;
}

export const API = '/api/desk';

/** How many times a read is asked in all, and the wait before the second (doubled for the third). */
export const READ_TRIES = { attempts: 3, firstWaitMs: 250 } as const;

/**
 * A read is asked again when the host in front of the desk's function dropped it: the connection
 * failed, or a 502, 503 or 504, or a 5xx that is not our JSON (Cloudflare's "Network connection lost",
 * the local runtime's "worker restarted mid-request"). Otherwise the inbox would go on showing the last
 * list under an error, as if it were the answer to the new search. A write is never sent twice.
 */
export async function getJson<T>(path: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= READ_TRIES.attempts;
    let response: Response;
    try {
      response = await fetch(`${API}${path}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    } catch (failure) {
      if (last) throw failure;
      await wait(attempt);
      continue;
    }
    const fromHost = TRANSIENT_STATUSES.has(response.status) || (response.status >= 500 && !response.headers.get('content-type')?.includes('json'));
    if (!fromHost || last) return read<T>(response);
    await wait(attempt);
  }
}

const wait = (attempt: number) => new Promise((resolve) => setTimeout(resolve, READ_TRIES.firstWaitMs * 2 ** (attempt - 1)));

export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return read<T>(
    await fetch(`${API}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    }),
  );
}
