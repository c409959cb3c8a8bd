import type { LeadStatus } from './lead-desk';

/**
 * The sender's private link to their request (functions/routes/request-page.ts, functions/routes/request.ts): a capability
 * of 256 random bits in the path, `/request/<token>/`. Pure, so the functions, the desk and the tests
 * share one definition.
 *
 * The token names one request and nothing else: it is random, not derived from the reference, and only
 * its SHA-256 is stored (the links store, functions/store/links.ts), so a copy of the database opens no
 * page. It lives in the path, not the query or a fragment, so the page works without JavaScript; it is
 * kept from leaking by the page itself (no-referrer, no third-party loads, its own policy), and our logs
 * print it redacted.
 */

export const REQUEST_PAGE_PREFIX = '/request/';
export const REQUEST_API_PREFIX = '/api/request/';

/** Wrong links one network may try in the rate limit's window (navigations and scripts, not a page's images); its next wrong one gets a 429, a right one always opens. */
export const LINK_MISSES_ALLOWED = 30;

/** 32 random bytes, base64url without padding: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new token: 256 bits from the platform's CSPRNG. */
export function newRequestToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Whether a path segment could be a token at all (a truncated or padded one could not). */
export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** What is stored for a token: its SHA-256, as hex. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Equality whose time does not depend on where two strings differ (only on their length, which is public). */
export function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

/** The request page's path for a token. */
export function requestPagePath(token: string): string {
  return `${REQUEST_PAGE_PREFIX}${token}/`;
}

/**
 * A log line with any request link in it made harmless: the segment after /request/ or /api/request/
 * is replaced, whatever its length (most of a token is nearly all of it); tools/worker-dev.mjs passes
 * the runtime's lines through this. The Worker's own files (functions/routes/request-page.ts) keep their names.
 */
export function redactRequestLinks(line: string): string {
  return line.replace(/(\/(?:api\/)?request\/)[^/\s?#"']+/g, '$1[private]');
}

/** Where a request stands, in the sender's words: what the page shows for each of the desk's statuses. */
export interface SenderStatus {
  label: 'Received' | 'Being reviewed' | 'Quote sent' | 'Closed';
  meaning: string;
}

export const SENDER_STATUSES: Readonly<Record<LeadStatus, SenderStatus>> = {
  new: { label: 'Received', meaning: 'Your request is with our estimating team and will be read shortly.' },
  contacted: { label: 'Being reviewed', meaning: 'An estimator is reviewing your scope and drawings, and may write to you with questions.' },
  quoted: { label: 'Quote sent', meaning: 'We have sent you our quote by email. Reply to it with any questions or changes.' },
  won: { label: 'Closed', meaning: 'This quote request is closed. Anything further goes through your project contact with us.' },
  lost: { label: 'Closed', meaning: 'This quote request is closed. If the project comes back, send us a new request.' },
};

export function senderStatus(status: LeadStatus): SenderStatus {
  return SENDER_STATUSES[status];
}
