import { SECURITY_HEADERS } from '../../lib/security-headers';
import { ACCESS_APPS, accessAppOf, isLoopback, type AccessApp } from './access';

/**
 * What every answer at a private address (the lead desk, the editor and their APIs) shares, decided
 * before any of their functions runs (functions/screen.ts):
 *
 * - Each tool has a host of its own: the desk only on DESK_HOST (e.g. desk.firm.example), the editor
 *   only on EDITOR_HOST (e.g. edit.firm.example), both custom domains of the private tools' Worker
 *   (wrangler.toml [env.private], which alone sets SERVES_PRIVATE_TOOLS). Each host serves its tool and
 *   the tab icons, and 404s everything else: the other tool, every public page. So no public page's
 *   script shares an origin with either tool, and the editor's third-party bundle does not share the
 *   desk's: its cookies, its answers, the editor's GitHub token stay apart. Every other host and
 *   Worker (the public domain, every preview) 404s the private addresses.
 * - Without the two hosts both tools answer only on loopback (`npm start`, the tests), beside the public
 *   pages; anywhere else, and whenever the hosts are set wrong (one missing, the two the same, a host
 *   of the public Worker, the old single PRIVATE_HOST still set), they refuse with one line saying why.
 * - The path is decoded and lower-cased before it is judged, so no spelling of /desk/ passes as public.
 * - Only the tools themselves may call their APIs: a request another site made the browser send
 *   (`Sec-Fetch-Site: cross-site`, or `same-site`, which the public host and the other tool's host
 *   are) is refused, reads included. A top-level visit is let through to the pages (a link in the
 *   firm's email opens the desk) and to the editor's GitHub callback, where GitHub's consent page sends
 *   the window.
 * - `Cross-Origin-Resource-Policy: same-origin` on every answer, so no other origin can embed any of it.
 */

export interface PrivateHostEnv {
  /** The lead desk's host, e.g. desk.firm.example: the only one /desk/ and /api/desk/ answer on. */
  DESK_HOST?: string;
  /** The editor's host, e.g. edit.firm.example: the only one /admin/ and /api/admin/ answer on. */
  EDITOR_HOST?: string;
  /** The one host both tools shared before they had a host each: refused, so it cannot linger. */
  PRIVATE_HOST?: string;
  /** "true" in the private tools' Worker only (wrangler.toml [env.private] vars); the public site's Worker never serves them off loopback. */
  SERVES_PRIVATE_TOOLS?: string;
}

/** Files a private page links that run no code: the tab icons (tools/build-desk.mjs, tools/build-admin.mjs). */
const SHARED_FILES = /^\/[\w-]+\.(?:png|ico)$/;

const HOST_VARIABLE = { desk: 'DESK_HOST', editor: 'EDITOR_HOST' } as const satisfies Record<AccessApp, keyof PrivateHostEnv>;
const WHERE = '(docs/lead-desk.md, "Who gets in")';
/** A host as the request names it: a name and maybe a port, no scheme, no path. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

type Hosts = { ok: true; desk: string; editor: string } | { ok: false; problem: string };

/** Each tool's host, or why they cannot be trusted; null when none is set (loopback only). */
export function privateHosts(env: PrivateHostEnv): Hosts | null {
  if (env.PRIVATE_HOST?.trim()) return { ok: false, problem: `PRIVATE_HOST is no longer read: the desk and the editor have a host each. Set DESK_HOST and EDITOR_HOST, and delete PRIVATE_HOST ${WHERE}.` };
  const desk = env.DESK_HOST?.trim().toLowerCase() ?? '';
  const editor = env.EDITOR_HOST?.trim().toLowerCase() ?? '';
  if (!desk && !editor) return null;
  for (const [app, host] of [['desk', desk], ['editor', editor]] as const) {
    if (!host) return { ok: false, problem: `${HOST_VARIABLE[app]} is not set ${WHERE}.` };
    if (!HOST_NAME.test(host)) return { ok: false, problem: `${HOST_VARIABLE[app]} is a host name such as ${app === 'desk' ? 'desk' : 'edit'}.firm.example, without a scheme or a path ${WHERE}.` };
  }
  if (desk === editor) return { ok: false, problem: `DESK_HOST and EDITOR_HOST are the same: the desk and the editor need a host each ${WHERE}.` };
  return { ok: true, desk, editor };
}

/**
 * Where the desk is, for the links into it that the firm's email and chat carry about a lead that
 * arrived at `origin` (the public site): the desk's own host where it has one, else that same site
 * (`npm start`, where the desk answers beside the public pages).
 */
export function deskOrigin(env: PrivateHostEnv, origin: string): string {
  const hosts = privateHosts(env);
  return hosts?.ok ? `${new URL(origin).protocol}//${hosts.desk}` : origin;
}

/** What each tool's host answers for an address of neither its tool nor its icons. */
const ONLY = { desk: 'This address serves only the firm’s lead desk, at /desk/.', editor: 'This address serves only the firm’s editor, at /admin/.' } as const;

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

function home(app: AccessApp): Response {
  return new Response(null, { status: 302, headers: { ...SECURITY_HEADERS, ...PRIVATE_ANSWER, Location: ACCESS_APPS[app].prefixes[0], 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } });
}

/** A refusal for a set-up that cannot be trusted: one line in the log and in the answer, saying why. */
function misconfigured(problem: string): Response {
  console.error(`The desk and the editor refused a request: ${problem}`);
  return plain(404, `Not found: the firm’s private pages answer only on hosts of their own. ${problem}`);
}

/**
 * The refusal this request gets before it reaches any function, or null to let it through. A refusal
 * says nothing of what is behind the address.
 */
export function privateGate(request: Request, env: PrivateHostEnv): Response | null {
  const url = new URL(request.url);
  const pathname = judgedPath(url.pathname);
  const app = accessAppOf(pathname);
  const host = url.host.toLowerCase();
  const loopback = isLoopback(url.hostname);
  const hosts = privateHosts(env);
  if (hosts && !hosts.ok) {
    if (app) return misconfigured(hosts.problem);
  } else if (hosts && env.SERVES_PRIVATE_TOOLS === 'true') {
    const own: AccessApp | null = host === hosts.desk ? 'desk' : host === hosts.editor ? 'editor' : null;
    if (own) {
      // The host's own address, typed as it is, opens its tool.
      if (pathname === '/' && (request.method === 'GET' || request.method === 'HEAD')) return home(own);
      if (app ? app !== own : !SHARED_FILES.test(pathname)) return plain(404, ONLY[own]);
    } else if (app || !loopback) {
      // The private tools' Worker has the tools' hosts for custom domains; the public pages it serves
      // only on loopback, where the tests run the public host beside the private ones.
      return plain(404, 'Not found.');
    }
  } else if (hosts) {
    if (app && (host === hosts.desk || host === hosts.editor)) {
      const named = host === hosts.desk ? 'DESK_HOST' : 'EDITOR_HOST';
      return misconfigured(`${named} names a host of the public site's Worker: it must be a custom domain of the private tools' Worker (stratum-precon-private), never the public site's ${WHERE}.`);
    }
    if (app) return plain(404, 'Not found.');
  } else if (app && !loopback) {
    return misconfigured(`DESK_HOST and EDITOR_HOST are not set ${WHERE}.`);
  }
  if (app && sentByAnotherSite(request, pathname)) return plain(403, 'The firm’s private pages answer only their own pages.');
  return null;
}

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
