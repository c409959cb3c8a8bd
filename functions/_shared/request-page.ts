import { firmName } from '../../lib/content/firm';
import { DRAWINGS_RETENTION_DAYS, formatBytes } from '../../lib/lead-desk';
import { HONEYPOT_FIELD, UPLOADS_PATH, acceptList, fileLimitsText } from '../../lib/quote-schema';
import { REQUEST_API_PREFIX, REQUEST_PAGE_PREFIX, isTokenShaped, requestPagePath } from '../../lib/request-link';
import { PRIVATE_PAGES, SECURITY_HEADERS } from '../../lib/security-headers';
import type { SenderView } from './sender';
import { escapeHtml } from './escape-html';

/**
 * The sender's pages as HTML, written here by the function (functions/routes/request-page.ts, functions/routes/request.ts),
 * complete without JavaScript: the request page, the withdrawal's confirmation and its outcome, and the
 * one "not found" every wrong link gets. The page's stylesheet and its one script (which sends drawings
 * in parts, as the contact form does) are built by tools/build-request-page.mjs; nothing else loads, and
 * every link says noreferrer on top of the page's no-referrer policy.
 */

/** Every answer of the sender's pages: the page's own policy, no Referer, never cached or indexed, no other origin may embed it. */
export const REQUEST_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  ...PRIVATE_PAGES[REQUEST_PAGE_PREFIX],
  'Cross-Origin-Resource-Policy': 'same-origin',
};


export const ASSETS_PATH = `${REQUEST_PAGE_PREFIX}assets/`;

/** A day as the sender's market writes it ("2 December 2026" in the UK and Europe, "December 2, 2026" in the US). */
export const dateOf = (iso: string, locale = 'en-US') =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)))}</time>`;

export const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-button px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900';
export const primary = `${buttonClass} bg-accent-600 text-white hover:bg-accent-700`;
export const quiet = `${buttonClass} border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white`;
export const link = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900';
export const card = 'mt-6 rounded-card border border-line bg-paper p-5 shadow-card sm:p-6';

export function layout(title: string, body: string, withScript = false): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(firmName)}</title>
<link rel="icon" href="/icon-48.png" type="image/png" sizes="48x48">
<link rel="stylesheet" href="${ASSETS_PATH}request.css">
${withScript ? `<script type="module" src="${ASSETS_PATH}request.js"></script>\n` : ''}</head>
<body>
<header class="bg-navy-900 text-white"><div class="mx-auto max-w-3xl px-4 py-4"><a href="/" rel="noreferrer" class="text-lg font-bold text-white hover:underline">${escapeHtml(firmName)}</a></div></header>
<main class="mx-auto max-w-3xl px-4 pt-8 pb-16">
${body}
</main>
</body>
</html>
`;
}

export const privacyNote = `<p class="mt-8 text-sm text-muted">This page’s address is your private link to the request: anyone who has it can see where the request stands, add files to it and withdraw it, so keep it to yourself. Read how we handle your request in our <a class="${link}" href="/privacy-policy/" rel="noreferrer">privacy policy</a>.</p>`;

function fileList(files: SenderView['files'], erasedAt: string | undefined, locale: string): string {
  // The drawings rule's erasure, said where the files were, with the policy that set it (lib/lead-desk.ts).
  if (!files.length && erasedAt) return `<p>Your files were erased on ${dateOf(erasedAt, locale)}, ${DRAWINGS_RETENTION_DAYS} days after our last contact, as our <a class="${link}" href="/privacy-policy/" rel="noreferrer">privacy policy</a> says; the rest of the request is kept. Add them again below if we still need them.</p>`;
  if (!files.length) return '<p>No files yet.</p>';
  return `<ul class="list-disc space-y-1 pl-5">${files.map((f) => `<li><span class="break-all">${escapeHtml(f.name)}</span> <span class="text-muted">(${formatBytes(f.size)})</span></li>`).join('')}</ul>`;
}

export type PageNotice = { kind: 'sent' } | { kind: 'added'; count: number } | null;

/** Said on every visit to the page of a request no confirmation was emailed for: nothing else holds its link. */
const NOT_EMAILED = 'We have not emailed you a link to this page, so keep its address (bookmark it, or copy it somewhere safe): it is the only way back to your request.';

function noticeOf(notice: PageNotice, notEmailed: boolean): string {
  if (!notice) return '';
  const text =
    notice.kind === 'sent'
      ? notEmailed
        ? 'Thank you: your request has arrived. This page is its private link.'
        : 'Thank you: your request has arrived. This page is its private link, which we have also emailed to you.'
      : `${notice.count === 1 ? 'Your file was' : `Your ${notice.count} files were`} added to the request, and our estimating team has been told.`;
  return `<p role="status" class="mb-6 rounded-card border border-green-700/30 bg-green-50 p-4 font-semibold text-green-900">${escapeHtml(text)}</p>`;
}

/** The request page: its reference, what was sent, where it stands, the firm's line, and the two things the sender can do. */
export function requestPage(token: string, view: SenderView, notice: PageNotice, proposal: { html: string; accepted: boolean } | null = null): string {
  const action = `${REQUEST_API_PREFIX}${token}`;
  const body = `${noticeOf(notice, Boolean(view.notEmailed))}<h1 class="text-3xl font-bold text-navy-900">Your quote request</h1>
<p class="mt-2 text-muted">Reference <code class="break-all font-mono text-ink">${escapeHtml(view.reference)}</code>, received ${dateOf(view.receivedAt, view.locale)}.</p>
${view.notEmailed ? `<p class="mt-4 rounded-card border border-accent-600/40 bg-accent-100 p-4 font-semibold text-navy-900" data-not-emailed>${escapeHtml(NOT_EMAILED)}</p>` : ''}

<section aria-labelledby="status-title" class="${card}">
<h2 id="status-title" class="text-xl font-semibold text-navy-900">Where it stands</h2>
<p class="mt-3 text-lg"><strong class="text-navy-900" data-status>${escapeHtml(view.status.label)}</strong> <span class="text-muted">since ${dateOf(view.statusSince, view.locale)}</span></p>
<p class="mt-1">${escapeHtml(view.status.meaning)}</p>
${
  view.message
    ? `<div class="mt-4 border-l-4 border-accent-600 pl-4"><h3 class="text-sm font-semibold text-navy-900">A message from our team</h3><p class="mt-1 whitespace-pre-wrap break-words" data-message>${escapeHtml(view.message.text)}</p><p class="mt-1 text-sm text-muted">Written ${dateOf(view.message.at, view.locale)}</p></div>`
    : ''
}
</section>
${proposal?.html ?? ''}
<section aria-labelledby="sent-title" class="${card}">
<h2 id="sent-title" class="text-xl font-semibold text-navy-900">What you sent</h2>
<dl class="mt-3 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2">
<dt class="text-muted">Service</dt><dd>${escapeHtml(view.service)}</dd>
<dt class="text-muted">Market</dt><dd>${escapeHtml(view.market)}</dd>
<dt class="text-muted">Files</dt><dd data-files>${fileList(view.files, view.filesErasedAt, view.locale)}</dd>
</dl>
</section>

<section aria-labelledby="add-title" class="${card}">
<h2 id="add-title" class="text-xl font-semibold text-navy-900">Add drawings</h2>
<p class="mt-2">Forgot the structural set, or have a revision? Add it here and it joins this request; we tell our estimating team.</p>
<form method="post" action="${action}/files" enctype="multipart/form-data" class="mt-4 space-y-3" data-add-files data-uploads="${UPLOADS_PATH}">
<div>
<label for="files" class="text-sm font-semibold text-navy-900">Drawings or models</label>
<input id="files" name="files" type="file" multiple required accept="${acceptList()}" aria-describedby="files-hint" class="mt-1.5 block w-full rounded-button border border-navy-200 bg-paper px-3 py-2 text-ink file:mr-3 file:rounded-button file:border-0 file:bg-navy-100 file:px-3 file:py-1.5 file:font-semibold file:text-navy-900">
<p id="files-hint" class="mt-1.5 text-sm text-muted" data-in-parts="${escapeHtml(fileLimitsText(true))}">${escapeHtml(fileLimitsText())}</p>
</div>
<div aria-hidden="true" class="absolute -left-[9999px] h-px w-px overflow-hidden"><label for="hp">Leave this field empty</label><input id="hp" type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit" class="${primary}">Add to my request</button>
<div data-progress></div>
</form>
</section>

<section aria-labelledby="withdraw-title" class="${card}">
<h2 id="withdraw-title" class="text-xl font-semibold text-navy-900">Withdraw your request</h2>
${
  proposal?.accepted
    ? `<p class="mt-2">You accepted our proposal, so it and your acceptance are kept as a contract record whatever becomes of the request. To call the work off, ask us to cancel it.</p>
<a class="${quiet} mt-4" href="${requestPagePath(token)}withdraw/" rel="noreferrer">Ask us to cancel</a>`
    : `<p class="mt-2">No longer need a quote, or want us to delete what you sent? Withdrawing erases the request, every file and its history straight away, and this link stops working.</p>
<a class="${quiet} mt-4" href="${requestPagePath(token)}withdraw/" rel="noreferrer">Withdraw this request</a>`
}
</section>
${privacyNote}`;
  return layout('Your quote request', body, true);
}

/** The confirmation before a withdrawal: a real form, so it works without JavaScript. */
export function withdrawPage(token: string, view: SenderView): string {
  const body = `<h1 class="text-3xl font-bold text-navy-900">Withdraw your request?</h1>
<p class="mt-3">Reference <code class="break-all font-mono">${escapeHtml(view.reference)}</code>, received ${dateOf(view.receivedAt, view.locale)}.</p>
<p class="mt-3">Withdrawing erases the request now: what you typed, every file you sent and its history with us. This cannot be undone, and this link stops working. Our privacy log keeps only that a request with this reference was withdrawn by its sender, and when.</p>
<form method="post" action="${REQUEST_API_PREFIX}${token}/withdraw" class="mt-6 flex flex-wrap items-center gap-4">
<input type="hidden" name="confirm" value="withdraw">
<button type="submit" class="${buttonClass} bg-accent-700 text-white hover:bg-navy-900">Withdraw and erase my request</button>
<a class="${link}" href="${requestPagePath(token)}" rel="noreferrer">Keep my request</a>
</form>
${privacyNote}`;
  return layout('Withdraw your request', body);
}

/** After a withdrawal: the request is gone. */
export function withdrawnPage(): string {
  return layout(
    'Request withdrawn',
    `<h1 class="text-3xl font-bold text-navy-900">Your request was withdrawn</h1>
<p class="mt-3">We have erased it: what you typed, every file and its history. Its link no longer opens anything. Our estimating team has been told the reference only, and deletes any email about it too.</p>
<p class="mt-6"><a class="${link}" href="/" rel="noreferrer">Go to the website</a></p>`,
  );
}

/** The one answer to every link that opens nothing: forged, cut short, another's, or erased alike. */
export function notFoundPage(): string {
  return layout(
    'Not found',
    `<h1 class="text-3xl font-bold text-navy-900">This link does not open a request</h1>
<p class="mt-3">It may be cut short or mistyped (copy the whole link from your confirmation email), or the request may have been withdrawn or erased.</p>
<p class="mt-6"><a class="${link}" href="/contact/" rel="noreferrer">Contact us</a> or <a class="${link}" href="/" rel="noreferrer">go to the website</a>.</p>`,
  );
}

/** Too many wrong links from one network. */
export function throttledPage(retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  return layout(
    'Too many attempts',
    `<h1 class="text-3xl font-bold text-navy-900">Too many attempts</h1>
<p class="mt-3">Your connection has opened too many links that do not exist. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, copying the whole link from your confirmation email.</p>`,
  );
}

/** Our own failure: nothing was changed, try again. */
export function failedPage(): string {
  return layout(
    'Something went wrong',
    `<h1 class="text-3xl font-bold text-navy-900">Something went wrong on our side</h1>
<p class="mt-3">Nothing was changed. Please try again in a moment; if it keeps happening, reply to your confirmation email.</p>`,
  );
}

/** A refused addition or withdrawal posted without JavaScript: why, and the way back to the request. */
export function problemPage(token: string, title: string, message: string): string {
  // The way back only for what can be a link (the address's own text is never written into the page):
  // a refusal before the link was looked up (403) or a failure (500) may carry anything in its path.
  const back = isTokenShaped(token) ? `<a class="${link}" href="${requestPagePath(token)}" rel="noreferrer">Back to your request</a>` : `<a class="${link}" href="/">Go to the website</a>`;
  return layout(
    title,
    `<h1 class="text-3xl font-bold text-navy-900">${escapeHtml(title)}</h1>
<p class="mt-3" role="alert">${escapeHtml(message)}</p>
<p class="mt-6">${back}</p>`,
  );
}

/** An HTML answer of the sender's pages. */
export function htmlAnswer(status: number, html: string, request: Request, extra: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : html, { status, headers: { ...REQUEST_PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...extra } });
}
