import { PRIVATE_PAGES } from '../../lib/security-headers';
import type { Env } from '../_shared/endpoint';
import { servePrivatePage } from '../_shared/private-page';

/**
 * The editor at /admin/ (Sveltia CMS, tools/build-admin.mjs), signed in only; GitHub then signs in to
 * commit. Its configuration's `base_url`, where the GitHub sign-in window goes (api/admin/auth), is the
 * origin the editor is served from: the private host in production (PRIVATE_HOST), the local server
 * under `npm start`, never the public site, which has no editor.
 */
export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  const answer = await servePrivatePage(request, env, { name: 'Editor', headers: PRIVATE_PAGES['/admin/'] });
  if (new URL(request.url).pathname !== '/admin/config.yml' || !answer.ok || request.method !== 'GET') return answer;
  const config = (await answer.text()).replace(/^( {2}base_url: ).*$/m, `$1${new URL(request.url).origin}`);
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  return new Response(config, { status: answer.status, headers });
};
