import { PRIVATE_PAGES } from '../../lib/security-headers';
import { editorAuth, type EditorAuthEnv } from '../_shared/editor-auth';
import type { Env } from '../_shared/endpoint';
import { servePrivatePage } from '../_shared/private-page';
import type { Route } from '../route';

/**
 * The editor at /admin/ (Sveltia CMS, tools/build-admin.mjs), signed in only; GitHub then signs in to
 * commit. Its configuration's `base_url`, where the GitHub sign-in window goes (api/admin/auth), is the
 * origin the editor is served from: the editor's own host in production (EDITOR_HOST), the local server
 * under `npm start`, never the public site, which has no editor.
 */
export const editorPage: Route<Env> = async (request, env) => {
  const answer = await servePrivatePage(request, env, { name: 'Editor', headers: PRIVATE_PAGES['/admin/'] });
  if (new URL(request.url).pathname !== '/admin/config.yml' || !answer.ok || request.method !== 'GET') return answer;
  const config = (await answer.text()).replace(/^( {2}base_url: ).*$/m, `$1${new URL(request.url).origin}`);
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  return new Response(config, { status: answer.status, headers });
};

/** The editor's GitHub sign-in: /api/admin/auth and /api/admin/callback (functions/_shared/editor-auth.ts). */
export const editorSignIn: Route<EditorAuthEnv> = (request, env, _ctx, path) => editorAuth(request, env, path.join('/'));
