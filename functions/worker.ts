import { onRequest as screen } from './_middleware';
import { onRequest as editor } from './admin/[[path]]';
import { onRequest as editorApi } from './api/admin/[[path]]';
import { onRequest as deskApi } from './api/desk/[[path]]';
import { onRequest as quoteOther, onRequestPost as quotePost } from './api/quote';
import { onRequest as requestApi } from './api/request/[[path]]';
import { onRequest as uploadsApi } from './api/uploads/[[path]]';
import { onRequest as visitOther, onRequestPost as visitPost } from './api/visit';
import { onRequest as desk } from './desk/[[path]]';
import { edgeLimited, type EdgeLimitEnv } from './_shared/edge-limit';
import { runHousekeeping } from './_shared/housekeeping';
import { withD1Retries, type Env } from './_shared/endpoint';
import type { PrivateHostEnv } from './_shared/private-routes';
import { onRequest as requestPage } from './request/[[path]]';

/**
 * The site's one Cloudflare Worker (wrangler.toml). Cloudflare serves out/ as static assets, with its
 * _headers and _redirects, without running any of this; the Worker runs first only for the addresses
 * wrangler.toml lists under `run_worker_first` (the API, the desk, the editor, the sender's page, and
 * /contact/ for its prefilled form) and for any path no file matches (the 404 page, below). Here it
 * routes each of those as Cloudflare Pages routed functions/ by file name, through the same screen
 * first (functions/_middleware.ts), so each handler keeps its file, its signature and its tests.
 *
 * The cron trigger in wrangler.toml runs the housekeeping (functions/_shared/housekeeping.ts) daily.
 */

type WorkerEnv = Env & PrivateHostEnv & EdgeLimitEnv;
// A handler as functions/ declares it (Cloudflare's PagesFunction); its own Env and params names vary.
type Handler = (context: EventContext<WorkerEnv, string, Record<string, unknown>>) => Response | Promise<Response>;

/**
 * Each route is a folder of functions/ with a `[[path]].ts` catch-all (the prefix itself and anything
 * below it), or a single file: the same addresses Pages gave those files.
 */
const CATCH_ALL: readonly (readonly [prefix: string, handler: Handler])[] = [
  ['/api/admin', editorApi as Handler],
  ['/api/desk', deskApi as Handler],
  ['/api/request', requestApi as Handler],
  ['/api/uploads', uploadsApi as Handler],
  ['/desk', desk as Handler],
  ['/admin', editor as Handler],
  ['/request', requestPage as Handler],
];

/** The handler for a path, with its catch-all segments, or null for the static files. */
function routeOf(method: string, pathname: string): { handler: Handler; path: string[] } | null {
  if (pathname === '/api/quote' || pathname === '/api/quote/') return { handler: (method === 'POST' ? quotePost : quoteOther) as Handler, path: [] };
  if (pathname === '/api/visit' || pathname === '/api/visit/') return { handler: (method === 'POST' ? visitPost : visitOther) as Handler, path: [] };
  for (const [prefix, handler] of CATCH_ALL) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { handler, path: pathname.slice(prefix.length).split('/').filter(Boolean) };
  }
  return null;
}

function context(request: Request, env: WorkerEnv, ctx: ExecutionContext, params: Record<string, string[]>, next: () => Promise<Response>) {
  return {
    request,
    env,
    params,
    data: {},
    functionPath: new URL(request.url).pathname,
    waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
    passThroughOnException: () => ctx.passThroughOnException(),
    next,
  } as unknown as EventContext<WorkerEnv, string, Record<string, unknown>>;
}

/**
 * A static file, or the 404 page with status 404 where none matches. Cloudflare's asset server answers
 * every path it has a file for without running the Worker; a miss comes here (wrangler.toml sets no
 * not_found_handling), so that it passes the same screen and the 404 page carries the site's headers,
 * not those of the path it missed: _headers' rule for /_next/static/* would have a browser or CDN keep
 * "no such chunk" for a year (a page of a newer deploy asking an older edge).
 */
async function staticFile(request: Request, env: WorkerEnv): Promise<Response> {
  const file = await env.ASSETS.fetch(request);
  if (file.status !== 404) return file;
  const page = await env.ASSETS.fetch(new Request(new URL('/404.html', request.url), { method: request.method === 'HEAD' ? 'HEAD' : 'GET' }));
  const missing = new Response(page.body, { status: 404, headers: page.headers });
  missing.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  missing.headers.delete('ETag');
  return missing;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const answer = async () => {
      const route = routeOf(request.method, new URL(request.url).pathname);
      if (!route) return staticFile(request, env);
      const limited = await edgeLimited(request, env);
      if (limited) return limited;
      return route.handler(context(request, env, ctx, { path: route.path }, () => env.ASSETS.fetch(request)));
    };
    return screen(context(request, env, ctx, {}, async () => answer()) as unknown as Parameters<typeof screen>[0]);
  },

  async scheduled(_controller: ScheduledController, env: WorkerEnv): Promise<void> {
    // Awaited, so that a failure fails the run (Cloudflare lists it among the cron's past events).
    await runHousekeeping(withD1Retries(env), Date.now());
  },
} satisfies ExportedHandler<WorkerEnv>;
