import { editorPage, editorSignIn } from './routes/admin';
import { deskApi, deskPage } from './routes/desk';
import { quote } from './routes/quote';
import { requestChange } from './routes/request';
import { requestPageRoute } from './routes/request-page';
import { uploads } from './routes/uploads';
import { visit } from './routes/visit';
import { screen } from './screen';
import type { Route } from './route';
import type { EditorAuthEnv } from './_shared/editor-auth';
import { edgeLimited, type EdgeLimitEnv } from './_shared/edge-limit';
import { runHousekeeping } from './_shared/housekeeping';
import { withD1Retries } from './_shared/endpoint';

/**
 * The site's one Cloudflare Worker (wrangler.toml). Cloudflare serves out/ as static assets, with its
 * _headers and _redirects, without running any of this; the Worker runs first only for the addresses
 * wrangler.toml lists under `run_worker_first` (the API, the desk, the editor, the sender's page, and
 * /contact/ for its prefilled form) and for any path no file matches (the 404 page, below). Every request
 * it sees passes the screen (functions/screen.ts) first; a route of the table below then passes the edge
 * limit (functions/_shared/edge-limit.ts) before its handler runs.
 *
 * The cron trigger in wrangler.toml runs the housekeeping (functions/_shared/housekeeping.ts) daily.
 */

type WorkerEnv = EditorAuthEnv & EdgeLimitEnv;

/**
 * The Worker's addresses: each prefix answers for itself and everything below it (the handler gets the
 * rest of the path in segments), save the two single addresses, which answer with or without a
 * trailing slash. Each handler answers every method, a 405 for those it does not take.
 */
const ROUTES: readonly { prefix: string; exact?: true; handler: Route<WorkerEnv> }[] = [
  { prefix: '/api/quote', exact: true, handler: quote },
  { prefix: '/api/visit', exact: true, handler: visit },
  { prefix: '/api/admin', handler: editorSignIn },
  { prefix: '/api/desk', handler: deskApi },
  { prefix: '/api/request', handler: requestChange },
  { prefix: '/api/uploads', handler: uploads },
  { prefix: '/desk', handler: deskPage },
  { prefix: '/admin', handler: editorPage },
  { prefix: '/request', handler: requestPageRoute },
];

/** The route for a path, with the segments below its prefix, or null for the static files. */
function routeOf(pathname: string): { handler: Route<WorkerEnv>; path: string[] } | null {
  for (const { prefix, exact, handler } of ROUTES) {
    if (exact ? pathname === prefix || pathname === `${prefix}/` : pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { handler, path: exact ? [] : pathname.slice(prefix.length).split('/').filter(Boolean) };
    }
  }
  return null;
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
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    return screen(request, env, async () => {
      const route = routeOf(new URL(request.url).pathname);
      if (!route) return staticFile(request, env);
      return (await edgeLimited(request, env)) ?? route.handler(request, env, ctx, route.path);
    });
  },

  async scheduled(controller: ScheduledController, env: WorkerEnv): Promise<void> {
    // Awaited, so that a failure fails the run (Cloudflare lists it among the cron's past events). The
    // weekly sweep goes by the run's scheduled day, so a test can ask for a Monday's run.
    await runHousekeeping(withD1Retries(env), Date.now(), { weekly: new Date(controller.scheduledTime).getUTCDay() === 1 });
  },
} satisfies ExportedHandler<WorkerEnv>;
