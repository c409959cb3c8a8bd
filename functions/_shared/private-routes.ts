import { SECURITY_HEADERS } from '../../lib/security-headers';
import { accessAppOf } from './access';

/**
 * What every answer at a private address (the lead desk, the editor and their APIs) shares, decided
 * before any of their functions runs (functions/_middleware.ts):
 *
 * - The private addresses answer only on PRIVATE_HOST (e.g. desk.firm.example, the private host's
 *   Worker: wrangler.toml [env.private]) and 404 on any other (the public domain, every preview), and
 *   that host serves nothing else: no public page, and so no public page's script, ever shares an origin
 *   with the desk. Unset, they answer only on loopback (`npm start`, the tests), and everywhere else
 *   refuse with one line naming PRIVATE_HOST: a deployment never serves them beside the public pages.
 * - The path is decoded and lower-cased before it is judged, so no spelling of /desk/ passes as public.
 * - Only the tools themselves may call their APIs: a request another site made the browser send
 *   (`Sec-Fetch-Site: cross-site`, or `same-site`, which the public host is to a private one) is
 *   refused, reads included. A top-level visit is let through to the pages (a link in the firm's email
 *   opens the desk) and to the editor's GitHub callback, where GitHub's consent page sends the window.
 * - `Cross-Origin-Resource-Policy: same-origin` on every answer, so no other origin can embed any of it.
 */

export interface PrivateHostEnv {
  /** The only host the private pages answer on, e.g. desk.firm.example; unset: any host. */
  PRIVATE_HOST?: string;
}

/** Files a private page links that run no code: the tab icons (tools/build-desk.mjs, tools/build-admin.mjs). */
const SHARED_FILES = /^\/[\w-]+\.(?:png|ico)$/;

/** Top-level visits from elsewhere that an API address must take: GitHub sending the editor's sign-in window back. */
const VISITED_APIS = new Set(['/api/admin/callback']);

const PRIVATE_ANSWER: Readonly<Record<string, string>> = { 'Cross-Origin-Resource-Policy': 'same-origin' };

function plain(status: 403 | 404, text: string): Response {
  return new Response(`${status} ${text}\n`, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      ...PRIVATE_ANSWER,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    },
  });
}

/** Whether another site (or a sibling host) made the browser send this request, other than by a visit it may make. */
function sentByAnotherSite(request: Request, pathname: string): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== 'cross-site' && site !== 'same-site') return false;
  const visit = (request.method === 'GET' || request.method === 'HEAD') && request.headers.get('Sec-Fetch-Mode') === 'navigate';
  return !(visit && (!pathname.startsWith('/api/') || VISITED_APIS.has(pathname)));
}

/**
 * The refusal this request gets before it reaches any function, or null to let it through. A refusal
 * says nothing of what is behind the address.
 */
export function privateGate(request: Request, env: PrivateHostEnv): Response | null {
  const url = new URL(request.url);
  const pathname = judgedPath(url.pathname);
  const isPrivate = accessAppOf(pathname) !== null;
  const privateHost = env.PRIVATE_HOST?.trim().toLowerCase();
  if (privateHost) {
    const onPrivateHost = url.host.toLowerCase() === privateHost;
    if (isPrivate && !onPrivateHost) return plain(404, 'Not found.');
    if (!isPrivate && onPrivateHost && !SHARED_FILES.test(pathname)) return plain(404, 'This address serves only the firm’s private pages: /desk/ and /admin/.');
  } else if (isPrivate && !LOOPBACK.has(url.hostname)) {
    console.error('PRIVATE_HOST is not set: the desk and the editor answer only on their own host (docs/deploying.md).');
    return plain(404, 'Not found: the firm’s private pages answer only on their own host (PRIVATE_HOST is not set).');
  }
  if (isPrivate && sentByAnotherSite(request, pathname)) return plain(403, 'The firm’s private pages answer only their own pages.');
  return null;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The path as it is judged: percent-decoding undone (where it can be) and lower-cased. */
function judgedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** A private address's answer with the headers every one of them carries. */
export function asPrivateAnswer(response: Response): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(PRIVATE_ANSWER)) answer.headers.set(name, value);
  return answer;
}
