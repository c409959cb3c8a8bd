import { screenRequest } from '../lib/request-screen';
import { SECURITY_HEADERS } from '../lib/security-headers';

/**
 * Runs before every request on Cloudflare Pages: malformed or hostile paths and writes to pages get a
 * 4xx here (lib/request-screen.ts says which and why); everything else goes on to the static files and
 * the API as usual.
 */
export const onRequest: PagesFunction = async ({ request, next }) => {
  const rawPath = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2)).replace(/[?#].*$/, '') || '/';
  const screen = screenRequest(request.method, rawPath);
  if (screen.ok) return next();
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (screen.allow) headers.Allow = screen.allow;
  return new Response(`${screen.status} ${screen.reason}\n`, { status: screen.status, headers });
};
