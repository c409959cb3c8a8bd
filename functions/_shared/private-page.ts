import { HASHED_PRIVATE_FILE, PRIVATE_IMMUTABLE, SECURITY_HEADERS } from '../../lib/security-headers';
import { ACCESS_APPS, accessAppOf, signedIn } from './access';
import type { Env } from './endpoint';
import { escapeHtml } from './escape-html';

/**
 * Serves one of the firm's private pages (the lead desk, the editor) from out/: only to a person with a
 * valid Cloudflare Access sign-in, never indexed, under the page's own policy, and never cached but for
 * files named by their content's hash, which the person's browser keeps (HASHED_PRIVATE_FILE). Everyone else
 * gets a short page saying how to sign in, with no part of the page behind it.
 */


/**
 * The request as Cloudflare's asset server names files: each path segment percent-encoded as
 * encodeURIComponent does. It answers any other spelling with a redirect to that one (the editor's
 * modules are fetched as `vendor.<hash>/immutable@5.1.9/…`, which it would send to `immutable%405.1.9`),
 * and the private pages' files are served as they are asked for.
 */
function assetRequest(request: Request): Request {
  const url = new URL(request.url);
  try {
    url.pathname = url.pathname.split('/').map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/');
  } catch {
    return request;
  }
  return new Request(url, request);
}

export async function servePrivatePage(request: Request, env: Env, page: { name: string; headers: Readonly<Record<string, string>> }): Promise<Response> {
  const headers: Record<string, string> = { ...SECURITY_HEADERS, ...page.headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('405 this address only serves pages\n', { status: 405, headers: { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const who = await signedIn(request, env);
  if (!who.ok) {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(page.name)}: sign in</title></head><body><main><h1>${escapeHtml(page.name)}</h1><p>${escapeHtml(who.reason)}</p><p>This page is for the firm's team, signed in through Cloudflare Access. If you are on the team and see this, ask whoever manages Access to add your email address.</p><p><a href="/">Go to the website</a></p></main></body></html>`;
    return new Response(html, { status: who.status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  const asset = await env.ASSETS.fetch(assetRequest(request));
  if (asset.status === 404) {
    // Not the site's 404 page: its scripts and styles are not allowed under this page's policy.
    const home = ACCESS_APPS[accessAppOf(new URL(request.url).pathname) ?? 'desk'].prefixes[0];
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(page.name)}: not found</title></head><body><main><h1>Not found</h1><p>${escapeHtml(page.name)} has no page at this address.</p><p><a href="${home}">Open ${escapeHtml(page.name)}</a></p></main></body></html>`;
    return new Response(request.method === 'HEAD' ? null : html, { status: 404, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  const answer = new Headers(asset.headers);
  for (const [name, value] of Object.entries(headers)) answer.set(name, value);
  // The asset server's defaults: no other site may read the page, and nothing of it is cached but a
  // file whose name changes with its content.
  for (const name of ['ETag', 'Access-Control-Allow-Origin']) answer.delete(name);
  if (asset.ok && HASHED_PRIVATE_FILE.test(new URL(request.url).pathname)) answer.set('Cache-Control', PRIVATE_IMMUTABLE);
  return new Response(asset.body, { status: asset.status, headers: answer });
}
