import { withD1Retries, type Env } from '../_shared/endpoint';
import { REQUEST_PAGE_HEADERS, failedPage, htmlAnswer, notFoundPage, requestPage, throttledPage, withdrawPage, withdrawnPage, type PageNotice } from '../_shared/request-page';
import { openLink, recordView, senderView, tidyCounts } from '../_shared/sender';
import { pageSection, senderPage } from '../_shared/proposals/sender';
import type { Route } from '../route';

/**
 * The sender's page about their request, at /request/<token>/ (the private link in their confirmation
 * and after the form), written here without any client code needed (functions/_shared/request-page.ts):
 *
 *   GET /request/<token>/            the request: where it stands, what was sent, add drawings, withdraw
 *   GET /request/<token>/withdraw/   the confirmation before a withdrawal
 *   GET /request/withdrawn/          after one
 *   GET /request/assets/…            the page's stylesheet and script (tools/build-request-page.mjs)
 *
 * Every link that opens nothing gets the same 404, and counts against its network (functions/_shared/sender.ts).
 * Nothing here logs an address: a failure's line names no link.
 */

const VIEW_NOTICES = new Set(['sent', 'added', 'proposal']);

function noticeOf(url: URL): PageNotice {
  if (url.searchParams.has('sent')) return { kind: 'sent' };
  const added = Number(url.searchParams.get('added'));
  return Number.isInteger(added) && added > 0 ? { kind: 'added', count: added } : null;
}

async function asset(request: Request, env: Env): Promise<Response> {
  const file = await env.ASSETS.fetch(request);
  if (!file.ok) return htmlAnswer(404, notFoundPage(), request);
  const headers = new Headers(file.headers);
  for (const [name, value] of Object.entries(REQUEST_PAGE_HEADERS)) headers.set(name, value);
  for (const name of ['ETag', 'Access-Control-Allow-Origin']) headers.delete(name);
  return new Response(file.body, { status: file.status, headers });
}

export const requestPageRoute: Route<Env> = async (request, env, ctx, segments) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('405 this address only serves pages\n', { status: 405, headers: { ...REQUEST_PAGE_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (segments[0] === 'assets' && segments.length === 2) return asset(request, env);
  if (segments.length === 1 && segments[0] === 'withdrawn') return htmlAnswer(200, withdrawnPage(), request);
  const db = withD1Retries(env);
  const now = Date.now();
  try {
    const [token = '', action = ''] = segments;
    const opened = await openLink(request, db, segments.length <= 2 ? token : '', now);
    ctx.waitUntil(tidyCounts(db, now).catch((error) => console.error('request page housekeeping failed', error)));
    if (!opened.ok) {
      return opened.status === 429 ? htmlAnswer(429, throttledPage(opened.retryAfter), request, { 'Retry-After': String(opened.retryAfter) }) : htmlAnswer(404, notFoundPage(), request);
    }
    const view = await senderView(db, opened.row);
    // The proposal's pages (accept, changes, decline, its PDF; the withdrawal once one is accepted).
    const proposalPage = action ? await senderPage(db, request, token, action, opened.row, view) : null;
    if (proposalPage) return proposalPage;
    if (action === 'withdraw') return htmlAnswer(200, withdrawPage(token, view), request);
    if (action) return htmlAnswer(404, notFoundPage(), request);
    const url = new URL(request.url);
    // The page as the form or an addition lands on it (?sent, ?added) is not a visit the desk needs to see.
    // Recorded before the answer, so the desk shows it by the time the sender has the page.
    // Only a person's visit counts: a browser says a navigation came from a click or a typed address
    // (Sec-Fetch-User: ?1); a mail system's link scanner fetching the link from the confirmation email
    // sends no such header, and must not tell the firm the sender has looked.
    const byAPerson = request.headers.get('Sec-Fetch-Mode') === 'navigate' && request.headers.get('Sec-Fetch-User') === '?1';
    if (request.method === 'GET' && byAPerson && ![...url.searchParams.keys()].some((key) => VIEW_NOTICES.has(key))) {
      await recordView(db, opened.row.id, now).catch((error) => console.error(`request ${opened.row.id}: the sender's visit was not recorded`, error));
    }
    return htmlAnswer(200, requestPage(token, view, noticeOf(url), await pageSection(db, token, opened.row, url, now)), request);
  } catch (error) {
    console.error('request page failed', error);
    return htmlAnswer(500, failedPage(), request);
  }
};
