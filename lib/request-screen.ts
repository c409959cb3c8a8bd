/**
 * What the edge says to a request before any page or file is looked up (functions/screen.ts).
 * The site has only plain ASCII paths and takes POSTs only at its API, so anything else is turned away
 * with a 4xx here, the same way on every runtime, instead of reaching the host's asset server, which
 * may redirect on it (an encoded `//host` becomes an open redirect on some servers) or fail.
 */

/** Longer than any URL of ours by far; browsers and CDNs cap around 8-16 kB. */
export const MAX_PATH_LENGTH = 2048;

/**
 * The raw-path test every host applies (nginx as a `$request_uri` regex, case-insensitive): an encoded
 * slash, backslash or NUL, an encoded or literal dot segment, or an empty segment, before any `?`.
 */
export const HOSTILE_PATH_PATTERN = '^[^?]*(%2f|%5c|%00|%2e%2e|%2e/|/\\.\\.?(/|$)|//)';
const HOSTILE_PATH = new RegExp(HOSTILE_PATH_PATTERN, 'i');

export type Screen = { ok: true } | { ok: false; status: 400 | 405 | 414; reason: string; allow?: string };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * `rawPath` is the path as the request carried it (percent-encoded); `apiPrefix` the one place that
 * takes other methods.
 */
export function screenRequest(method: string, rawPath: string, apiPrefix = '/api/'): Screen {
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: 'URI too long' };
  if (!rawPath.startsWith('/')) return { ok: false, status: 400, reason: 'path must start with /' };
  // An encoded slash or backslash hides a path separator from the router but not from the file system.
  if (HOSTILE_PATH.test(rawPath)) return { ok: false, status: 400, reason: 'encoded separator or dot segment' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return { ok: false, status: 400, reason: 'control character or backslash' };
  if (path.startsWith('//') || path.includes('//')) return { ok: false, status: 400, reason: 'empty path segment' };
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return { ok: false, status: 400, reason: 'dot segment' };
  if (/[^\x20-\x7e]/.test(path)) return { ok: false, status: 400, reason: 'no page of this site has such a path' };

  const isApi = path.startsWith(apiPrefix);
  if (!isApi && !READ_METHODS.has(method)) {
    return { ok: false, status: 405, reason: 'this address only serves pages', allow: 'GET, HEAD' };
  }
  return { ok: true };
}

/**
 * A write another site made the visitor's browser send (a form on a hostile page posting to ours):
 * the browser says so in `Sec-Fetch-Site: cross-site`, or names the other page's origin in `Origin`
 * (an opaque `null` origin included). Same-origin posts, and clients that send neither header (scripts,
 * old browsers), pass.
 */
export function isCrossSiteWrite(headers: { origin: string | null; fetchSite: string | null }, ownOrigin: string): boolean {
  if (headers.fetchSite === 'cross-site') return true;
  return headers.origin !== null && headers.origin !== ownOrigin;
}
