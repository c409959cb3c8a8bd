import { firmName, proposalFacts } from '../../../lib/content/firm';
import { deskLink, headerText } from '../quote-email';
import type { Env } from '../endpoint';
import { waitingPastPromise, type QuoteRow } from '../leads';
import { emailFirm, firmEmailConfigured, postChat, sendEmail } from '../notices';
import { formatMoney } from './money';
import { waitingProposals, type Proposal, type ProposalEvent } from '../../store/proposals';
import * as requestStore from '../../store/requests';

/**
 * What a proposal sets off: the sender's email when one is sent (a fixed text with the link to their
 * page: nothing they, or anyone, typed, so the site cannot be made to mail someone's words), the firm's
 * email and chat line when the sender accepts or answers, and the daily digest of what waits.
 */

const total = (p: Proposal) => formatMoney(p.total, p.market);

/** The sender's email about a sent proposal. `link` null: their page is on another host; the confirmation's link opens it. */
export function proposalEmail(p: Proposal, link: string | null) {
  return {
    subject: `Your fee proposal from ${firmName} (reference ${p.reference.slice(0, 8)})`,
    text: [
      `Our fee proposal for your quote request is ready${p.version > 1 ? ` (version ${p.version}, a revision of the one we sent before)` : ''}: ${total(p)} in all, valid until ${p.validUntil}.`,
      '',
      link ? `Read it, and accept it, request changes or decline it, on your request's private page: ${link}` : "Read it, and accept it, request changes or decline it, on your request's private page (the link in your confirmation email).",
      '',
      `Reference ${p.reference}`,
    ].join('\n'),
  };
}

export async function emailProposal(env: Env, row: QuoteRow, p: Proposal, link: string | null): Promise<string> {
  if (!env.RESEND_API_KEY) return 'not sent: email is not configured';
  const failed = await sendEmail(env, `proposal-${p.id}`, { to: row.email, ...(env.QUOTE_NOTIFY_TO ? { replyTo: env.QUOTE_NOTIFY_TO } : {}), ...proposalEmail(p, link) });
  return failed ? `not sent: ${failed}` : 'sent';
}

/** The firm's email and chat line when the sender accepts a version, or answers one. */
export function answerEmail(row: Pick<QuoteRow, 'id' | 'name' | 'company'>, p: Proposal, kind: 'accepted' | ProposalEvent['kind'], message: string, origin: string) {
  const who = `${headerText(row.name, 60)}${row.company ? ` (${headerText(row.company, 60)})` : ''}`;
  const a = p.acceptance;
  const head =
    kind === 'accepted' && a
      ? `${headerText(a.name, 80)} (${headerText(a.role, 60)}, ${headerText(a.company, 80)}) accepted version ${p.version} of the proposal, ${total(p)}, on ${a.acceptedAt} (UTC), under the working terms ${p.terms.version} of ${p.terms.date}. The lead is won.`
      : kind === 'changes requested'
        ? `${who} asked for changes to version ${p.version} of the proposal (${total(p)}).`
        : kind === 'declined'
          ? `${who} declined version ${p.version} of the proposal (${total(p)}).`
          : `${who} asked to cancel the engagement they accepted (version ${p.version}, ${total(p)}). The contract record stays; agree the cancellation with them.`;
  return {
    subject: `Proposal ${kind}: ${who}`,
    text: [head, ...(message ? ['', 'Their message:', message.slice(0, 2000)] : []), '', `Open it in the lead desk: ${deskLink(origin, row.id)}`, '', `Reference ${row.id}`].join('\n'),
    chat: (escape: (text: string) => string) => ({ text: `${escape(head)} ${deskLink(origin, row.id)}`, link: deskLink(origin, row.id) }),
  };
}

export async function announceAnswer(env: Env, row: QuoteRow, p: Proposal, kind: 'accepted' | ProposalEvent['kind'], message: string, origin: string): Promise<void> {
  const email = answerEmail(row, p, kind, message, origin);
  const emailed = async () => {
    if (!firmEmailConfigured(env)) return;
    const problem = await emailFirm(env, `proposal-${kind.replace(/ /g, '-')}-${p.id}-${p.events.length}`, { replyTo: row.email, subject: email.subject, text: email.text });
    if (problem) console.error(`quote ${row.id}: the firm was not emailed that the proposal was ${kind} (${problem})`);
  };
  const chatted = async () => {
    if (env.LEAD_WEBHOOK_URL) await postChat(env.LEAD_WEBHOOK_URL, row.id, email.chat);
  };
  await Promise.allSettled([emailed(), chatted()]);
}

export interface Waiting {
  late: { id: string; name: string; receivedAt: string }[];
  unanswered: { id: string; name: string; version: number; sentAt: string }[];
  expiring: { id: string; name: string; version: number; validUntil: string }[];
}

/** The digest's email, or null when nothing waits (then none is sent). */
export function digestEmail(waiting: Waiting, origin: string | null): { subject: string; text: string } | null {
  const { late, unanswered, expiring } = waiting;
  if (!late.length && !unanswered.length && !expiring.length) return null;
  const link = (id: string) => (origin ? ` ${deskLink(origin, id)}` : '');
  const section = (title: string, items: string[]) => (items.length ? [title, ...items, ''] : []);
  return {
    subject: `Waiting in the lead desk: ${[late.length && `${late.length} unanswered request${late.length === 1 ? '' : 's'}`, unanswered.length && `${unanswered.length} unanswered proposal${unanswered.length === 1 ? '' : 's'}`, expiring.length && `${expiring.length} expiring`].filter(Boolean).join(', ')}`,
    text: [
      ...section(
        'Requests past the promised reply time with no first action:',
        late.map((r) => `- ${headerText(r.name, 60)}, received ${r.receivedAt.slice(0, 10)}, reference ${r.id}${link(r.id)}`),
      ),
      ...section(
        `Proposals unanswered for ${proposalFacts.unansweredDays} days or more:`,
        unanswered.map((p) => `- ${headerText(p.name, 60)}, version ${p.version} sent ${p.sentAt.slice(0, 10)}, reference ${p.id}${link(p.id)}`),
      ),
      ...section(
        'Proposals expiring within three days:',
        expiring.map((p) => `- ${headerText(p.name, 60)}, version ${p.version} valid until ${p.validUntil}, reference ${p.id}${link(p.id)}`),
      ),
      `${firmName} website, the daily digest`,
    ].join('\n'),
  };
}

/** What waits for the firm now: late first answers (the last 90 days' requests; a first action as the speed to lead counts one), and open proposals. */
export async function waiting(env: Env, now: number): Promise<Waiting> {
  const { results } = await requestStore
    .withoutFirstAction(env.DB, new Date(now - 90 * 86_400_000).toISOString())
    .all<Pick<QuoteRow, 'id' | 'name' | 'received_at' | 'spam_reason'>>();
  const proposals = await waitingProposals(env, now);
  return {
    late: results.filter((r) => waitingPastPromise(r, now)).map((r) => ({ id: r.id, name: r.name, receivedAt: r.received_at })),
    unanswered: proposals.unanswered.map((p) => ({ id: p.request_id, name: p.name, version: p.version, sentAt: p.sent_at })),
    expiring: proposals.expiring.map((p) => ({ id: p.request_id, name: p.name, version: p.version, validUntil: p.valid_until })),
  };
}

/** The daily digest to the firm (the cron's housekeeping), one a day at most, only when something waits. Returns whether one was sent. */
export async function sendDigest(env: Env, now: number): Promise<boolean> {
  if (!firmEmailConfigured(env)) return false;
  const origin = (env as { PRIVATE_HOST?: string }).PRIVATE_HOST ? `https://${(env as { PRIVATE_HOST?: string }).PRIVATE_HOST}` : null;
  const email = digestEmail(await waiting(env, now), origin);
  if (!email) return false;
  const problem = await emailFirm(env, `digest-${new Date(now).toISOString().slice(0, 10)}`, email);
  if (problem) console.error(`the daily digest was not sent (${problem})`);
  return !problem;
}
