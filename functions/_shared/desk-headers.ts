import { PRIVATE_PAGES, SECURITY_HEADERS } from '../../lib/security-headers';

/** Headers of the lead desk's API: the page's (lib/security-headers.ts says why), with a policy for data, not a page. */
export const DESK_API_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  ...PRIVATE_PAGES['/desk/'],
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

/**
 * A change the desk itself sent: the browser names our own origin and says the request is same-origin.
 * Stricter than the quote form's check, which lets header-less clients through: a desk change must come
 * from a browser on the desk.
 */
export function sameOriginWrite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  return origin === new URL(request.url).origin && (site === null || site === 'same-origin');
}
