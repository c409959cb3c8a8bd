/**
 * The desk's calls to its API (functions/api/desk). Same origin, so the Access cookie goes along; a
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

export async function getJson<T>(path: string): Promise<T> {
  return read<T>(await fetch(`${API}${path}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }));
}

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
