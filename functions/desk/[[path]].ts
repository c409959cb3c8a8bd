import { signedIn } from '../_shared/access';
import { DESK_PAGE_HEADERS } from '../_shared/desk-headers';
import type { Env } from '../_shared/endpoint';

/**
 * The lead desk's page and its script and stylesheet (out/desk/, built from components/desk/): served
 * only to a person with a valid Cloudflare Access sign-in, never cached or indexed, under a policy of
 * its own. Everyone else gets a short page saying how to sign in, with no part of the desk.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('405 this address only serves pages\n', { status: 405, headers: { ...DESK_PAGE_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const who = await signedIn(request, env);
  if (!who.ok) {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Lead desk: sign in</title></head><body><main><h1>Lead desk</h1><p>${escape(who.reason)}</p><p>The desk is for the firm's team, signed in through Cloudflare Access. If you are on the team and see this, ask whoever manages Access to add your email address.</p><p><a href="/">Go to the website</a></p></main></body></html>`;
    return new Response(html, { status: who.status, headers: { ...DESK_PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  const asset = await env.ASSETS.fetch(request);
  const headers = new Headers(asset.headers);
  for (const [name, value] of Object.entries(DESK_PAGE_HEADERS)) headers.set(name, value);
  // The asset server's defaults: no other site may read the page, and nothing of it is cached.
  for (const name of ['ETag', 'Access-Control-Allow-Origin']) headers.delete(name);
  return new Response(asset.body, { status: asset.status, headers });
};
