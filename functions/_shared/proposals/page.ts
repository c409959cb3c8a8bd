import { REQUEST_API_PREFIX, requestPagePath } from '../../../lib/request-link';
import { buttonClass, card, layout, link, primary, privacyNote, quiet } from '../request-page';
import { escapeHtml } from '../escape-html';
import type { SenderView } from '../sender';
import { expired, formatDay, formatMoney, rateText, taxLine } from './money';
import type { Proposal } from '../../store/proposals';

/**
 * The proposal on the sender's page (functions/routes/request-page.ts), complete without JavaScript: the newest sent
 * version with its lines, totals and terms, what became of it, and the three actions, each a page of
 * its own with a real form (the confirmation step) posting to functions/routes/request.ts.
 */

const field = 'mt-1.5 block w-full rounded-button border border-navy-200 bg-paper px-3 py-2 text-ink';
const label = 'text-sm font-semibold text-navy-900';
const at = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.slice(0, 10))} ${escapeHtml(iso.slice(11, 16))} UTC</time>`;
/** A day of the proposal (YYYY-MM-DD or a timestamp) as its market writes dates. */
const day = (p: Proposal, date: string) => `<time datetime="${escapeHtml(date)}">${escapeHtml(formatDay(date, p.market))}</time>`;

/** The notice a form's answer lands with (?proposal=…). */
export type ProposalNotice = 'accepted' | 'changes' | 'declined' | 'cancel';
export const PROPOSAL_NOTICES: Record<ProposalNotice, string> = {
  accepted: 'Thank you: you accepted the proposal. Our team has been told, and the record of your acceptance is below, with a PDF to keep.',
  changes: 'Your request for changes has been sent to our team; we will send you a revised proposal.',
  declined: 'You declined the proposal; our team has been told. Thank you for letting us know.',
  cancel: 'Your request to cancel has been sent to our team, who will reply to agree it with you.',
};

function linesTable(p: Proposal): string {
  const money = (minor: number) => formatMoney(minor, p.market);
  const rows = p.lines
    .map((line) => {
      const how = line.pricing === 'rate' ? rateText(line, p.market) : 'Lump sum';
      return `<tr class="border-t border-line align-top"><td class="py-2 pr-3"><strong class="text-navy-900">${escapeHtml(line.service)}</strong><br>${escapeHtml(line.scope)}${line.format ? `<br><span class="text-muted">Delivered as ${escapeHtml(line.format)}</span>` : ''}<br><span class="text-sm text-muted">${escapeHtml(how)}</span></td><td class="py-2 text-right whitespace-nowrap" data-fee>${escapeHtml(money(line.fee))}</td></tr>`;
    })
    .join('');
  return `<table class="mt-3 w-full text-left" data-lines>
<caption class="sr-only">Scope and fees, in ${escapeHtml(p.currency)}</caption>
<thead><tr><th scope="col" class="pb-1 text-sm text-muted">Scope</th><th scope="col" class="pb-1 text-right text-sm text-muted">Fee (${escapeHtml(p.currency)})</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr class="border-t-2 border-navy-900"><th scope="row" class="py-1 font-normal">Subtotal</th><td class="py-1 text-right">${escapeHtml(money(p.subtotal))}</td></tr>
<tr><th scope="row" class="py-1 font-normal text-sm">${escapeHtml(taxLine(p.taxMode, p.taxPercent))}</th><td class="py-1 text-right">${escapeHtml(money(p.tax))}</td></tr>
<tr><th scope="row" class="py-1 text-lg">Total</th><td class="py-1 text-right text-lg font-bold" data-total>${escapeHtml(money(p.total))}</td></tr>
</tfoot>
</table>`;
}

function termsList(p: Proposal): string {
  return `<dl class="mt-4 grid grid-cols-[9rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
<dt class="text-muted">Turnaround</dt><dd>${p.turnaroundDays} business days from complete information</dd>
<dt class="text-muted">Revisions included</dt><dd>${p.revisions}</dd>
<dt class="text-muted">Deposit</dt><dd>${p.depositPercent}% at acceptance</dd>
<dt class="text-muted">Payment</dt><dd class="whitespace-pre-wrap">${escapeHtml(p.paymentTerms)}</dd>
${p.assumptions ? `<dt class="text-muted">Assumptions</dt><dd class="whitespace-pre-wrap">${escapeHtml(p.assumptions)}</dd>` : ''}
${p.exclusions ? `<dt class="text-muted">Exclusions</dt><dd class="whitespace-pre-wrap">${escapeHtml(p.exclusions)}</dd>` : ''}
<dt class="text-muted">Working terms</dt><dd>Version ${escapeHtml(p.terms.version)} of ${day(p, p.terms.date)} (<a class="${link}" href="/working-with-us/" rel="noreferrer">read them</a>)</dd>
<dt class="text-muted">Valid until</dt><dd>${day(p, p.validUntil)}</dd>
</dl>`;
}

/** Where the version stands, and what the sender can do with it. */
function standing(token: string, p: Proposal, now: number): string {
  const base = requestPagePath(token);
  const pdf = `<a class="${link}" href="${base}proposal.pdf" rel="noreferrer" download>Download this proposal (PDF)</a>`;
  const a = p.acceptance;
  if (a) {
    return `<div class="mt-4 rounded-card border border-green-700/30 bg-green-50 p-4" data-acceptance><p class="font-semibold text-green-900">Accepted by ${escapeHtml(a.name)} (${escapeHtml(a.role)}, ${escapeHtml(a.company)}) on ${at(a.acceptedAt)}: version ${p.version}, under the working terms version ${escapeHtml(a.terms.version)} of ${day(p, a.terms.date)}.</p>
<p class="mt-2 text-sm">${pdf.replace('Download this proposal (PDF)', 'Download the proposal with its acceptance record (PDF)')}</p></div>`;
  }
  const last = p.events.at(-1);
  if (p.status === 'changes_requested' && last) return `<p class="mt-4 font-semibold">You asked for changes on ${at(last.at)}: we are revising it and will send you the new version here.</p><p class="mt-2 text-sm">${pdf}</p>`;
  if (p.status === 'declined' && last) return `<p class="mt-4 font-semibold">You declined this proposal on ${at(last.at)}.</p><p class="mt-2 text-sm">${pdf}</p>`;
  if (expired(p.validUntil, now)) {
    return `<p class="mt-4 font-semibold" data-expired>This proposal expired on ${day(p, p.validUntil)} and can no longer be accepted.</p>
<p class="mt-2"><a class="${quiet}" href="${base}changes/" rel="noreferrer">Request changes</a> <span class="text-sm text-muted">to ask us for a new one.</span></p>`;
  }
  return `<div class="mt-5 flex flex-wrap items-center gap-3">
<a class="${primary}" href="${base}accept/" rel="noreferrer">Accept this proposal</a>
<a class="${quiet}" href="${base}changes/" rel="noreferrer">Request changes</a>
<a class="${quiet}" href="${base}decline/" rel="noreferrer">Decline</a>
</div>
<p class="mt-3 text-sm">${pdf}</p>`;
}

/** The section on the request page, or '' when the firm has sent none. */
export function proposalSection(token: string, shown: { current: Proposal; revised: Proposal | null } | null, notice: ProposalNotice | null, now: number): string {
  if (!shown) return '';
  const p = shown.current;
  const revised = shown.revised ? `<p class="mt-1 text-sm" data-revised>Version ${p.version}: revised on ${day(p, shown.revised.supersededAt || p.sentAt)}, it replaces version ${shown.revised.version}.</p>` : '';
  return `<section aria-labelledby="proposal-title" class="${card}" data-proposal data-version="${p.version}">
${notice ? `<p role="status" class="mb-4 rounded-card border border-green-700/30 bg-green-50 p-4 font-semibold text-green-900">${escapeHtml(PROPOSAL_NOTICES[notice])}</p>` : ''}<h2 id="proposal-title" class="text-xl font-semibold text-navy-900">Our fee proposal</h2>
<p class="mt-1 text-sm text-muted">Version ${p.version}, sent ${day(p, p.sentAt)}. Fees in ${escapeHtml(p.currency)}.</p>
${revised}${linesTable(p)}
${termsList(p)}
${standing(token, p, now)}
</section>
`;
}

const back = (token: string) => `<a class="${link}" href="${requestPagePath(token)}" rel="noreferrer">Back to your request</a>`;

function summary(p: Proposal): string {
  return `<p class="mt-3">Version ${p.version} of our proposal for request <code class="break-all font-mono">${escapeHtml(p.reference)}</code>: <strong>${escapeHtml(formatMoney(p.total, p.market))}</strong> in all, valid until ${day(p, p.validUntil)}.</p>`;
}

/** The acceptance form: a typed name as signature, role and company, and the two ticks. */
export function acceptPage(token: string, view: SenderView, p: Proposal, company: string): string {
  const body = `<h1 class="text-3xl font-bold text-navy-900">Accept this proposal</h1>
${summary(p)}
${linesTable(p)}
<form method="post" action="${REQUEST_API_PREFIX}${token}/proposal-accept" class="mt-6 space-y-4">
<input type="hidden" name="proposal" value="${escapeHtml(p.id)}">
<input type="hidden" name="digest" value="${escapeHtml(p.digest)}">
<div><label for="name" class="${label}">Your full name (your signature)</label><input id="name" name="name" required maxlength="120" autocomplete="name" class="${field}"></div>
<div><label for="role" class="${label}">Your role</label><input id="role" name="role" required maxlength="120" autocomplete="organization-title" class="${field}"></div>
<div><label for="company" class="${label}">Company</label><input id="company" name="company" required maxlength="160" autocomplete="organization" value="${escapeHtml(company)}" class="${field}"></div>
<div class="flex gap-2"><input id="terms" name="terms" type="checkbox" value="yes" required class="mt-1 h-5 w-5 shrink-0"><label for="terms">I accept this proposal under the working terms version ${escapeHtml(p.terms.version)} of ${day(p, p.terms.date)} (<a class="${link}" href="/working-with-us/" rel="noreferrer">read them</a>).</label></div>
<div class="flex gap-2"><input id="authority" name="authority" type="checkbox" value="yes" required class="mt-1 h-5 w-5 shrink-0"><label for="authority">I may accept this proposal for my company.</label></div>
<div class="flex flex-wrap items-center gap-4"><button type="submit" class="${primary}">Accept proposal version ${p.version}</button>${back(token)}</div>
</form>
<p class="mt-6 text-sm text-muted">Your acceptance is recorded with the name you type, your role and company, the time, this version and those terms. Reference ${escapeHtml(view.reference)}.</p>
${privacyNote}`;
  return layout('Accept the proposal', body);
}

/** "Request changes" (a message, required) or "Decline" (a reason, optional). */
export function answerPage(token: string, p: Proposal, kind: 'changes' | 'decline'): string {
  const changes = kind === 'changes';
  const body = `<h1 class="text-3xl font-bold text-navy-900">${changes ? 'Request changes' : 'Decline this proposal'}</h1>
${summary(p)}
<form method="post" action="${REQUEST_API_PREFIX}${token}/proposal-${kind}" class="mt-6 space-y-4">
<input type="hidden" name="proposal" value="${escapeHtml(p.id)}">
<div><label for="message" class="${label}">${changes ? 'What should we change?' : 'Why not? (optional)'}</label><textarea id="message" name="message" rows="5" maxlength="2000"${changes ? ' required' : ''} class="${field}"></textarea></div>
<div class="flex flex-wrap items-center gap-4"><button type="submit" class="${changes ? primary : `${buttonClass} bg-accent-700 text-white hover:bg-navy-900`}">${changes ? 'Send my request for changes' : 'Decline the proposal'}</button>${back(token)}</div>
</form>
${privacyNote}`;
  return layout(changes ? 'Request changes' : 'Decline the proposal', body);
}

/** The withdrawal's page once a proposal is accepted: what is kept, and a request to cancel instead of an erasure. */
export function cancelPage(token: string, view: SenderView, p: Proposal, keepYears: number): string {
  const body = `<h1 class="text-3xl font-bold text-navy-900">Ask us to cancel</h1>
<p class="mt-3">Reference <code class="break-all font-mono">${escapeHtml(view.reference)}</code>.</p>
<p class="mt-3">You accepted version ${p.version} of our proposal on ${at(p.acceptance!.acceptedAt)}. That acceptance is a contract record: the accepted proposal and the record of your acceptance are kept for ${keepYears} years after it, whatever becomes of the request, so withdrawing here erases nothing. Ask us to cancel the work instead: our team is told and replies to agree it with you; once the request is closed, the rest of it is erased on our usual terms, and the contract record when its period ends.</p>
<form method="post" action="${REQUEST_API_PREFIX}${token}/withdraw" class="mt-6 space-y-4">
<input type="hidden" name="confirm" value="cancel">
<div><label for="message" class="${label}">Anything we should know? (optional)</label><textarea id="message" name="message" rows="4" maxlength="2000" class="${field}"></textarea></div>
<div class="flex flex-wrap items-center gap-4"><button type="submit" class="${buttonClass} bg-accent-700 text-white hover:bg-navy-900">Ask to cancel</button>${back(token)}</div>
</form>
${privacyNote}`;
  return layout('Ask us to cancel', body);
}
