import { hashSecret, type Env } from './endpoint';

/**
 * One submission of the quote form, as the endpoint remembers it (functions/routes/quote.ts): its
 * Idempotency-Key only as a SHA-256, so the database holds nothing a resend could be forged from; and,
 * for REPEAT_WINDOW_MS, the first answer's private link sealed (AES-GCM, a key derived from
 * QUOTE_HASH_SECRET, which the database never holds), so that a resend whose first answer was lost gets
 * that same link. After the window a resend is told the request arrived, with no link: a repeated key
 * never mints a new one.
 */

/** Long enough for every resend the form makes (lib/resend.ts), short enough to hold a sealed link briefly. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

const bytesToHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The key as stored: its SHA-256 in hex. */
export async function submissionHash(key: string): Promise<string> {
  return bytesToHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
}

async function sealingKey(env: Env): Promise<CryptoKey> {
  const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`quote answer seal:${hashSecret(env)}`));
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** A private link's token, sealed for the database. */
export async function sealAnswer(env: Env, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(env), new TextEncoder().encode(token)));
  return `${toBase64Url(iv)}.${toBase64Url(sealed)}`;
}

/** The token back, or null: nothing sealed, sealed under another secret, or tampered with. */
export async function unsealAnswer(env: Env, sealed: string): Promise<string | null> {
  const [iv, data] = sealed.split('.');
  if (!iv || !data) return null;
  try {
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(iv) }, await sealingKey(env), fromBase64Url(data)));
  } catch {
    return null;
  }
}
