import { firmName, responseTime } from '../../lib/content/firm';
import { additionChat, additionEmail, chatMessage, confirmationEmail, quoteEmail, withdrawalChat, withdrawalEmail, type StoredFile } from './quote-email';
import type { QuoteRequest } from '../../lib/quote-schema';
import type { VisitSource } from '../../lib/visit-source';
import { sleep, type Env } from './endpoint';
import * as requestStore from '../store/requests';
import * as eventStore from '../store/events';

/**
 * What a lead sets off once it is stored: the firm's email (with retries), a chat line when a webhook
 * is configured, and the sender's confirmation. Each outcome is written on the lead's row, so the desk
 * and `npm run leads` show what was not sent; none of them can touch the lead itself.
 */

/** Waits before each attempt to email the firm: three attempts over about eight seconds. */
const NOTIFY_DELAYS_MS = [0, 2_000, 6_000];
/** Confirmations one address may receive in a day, whatever the sender's network limit allows. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/**
 * Confirmations the site sends in an hour, to every address together: someone driving requests through
 * many networks cannot make the firm's domain a mailer. Far above a real hour's requests; past it, a
 * request is still stored and the firm told, and the lead shows the confirmation was not sent.
 */
export const CONFIRMATIONS_PER_HOUR = 60;

export interface NewLead {
  id: string;
  quote: QuoteRequest;
  files: StoredFile[];
  source: VisitSource | null;
  /** The desk's origin, for links into it (functions/_shared/private-routes.ts, deskOrigin). */
  origin: string;
  /** The sender's private link to the request's page (absolute), for their confirmation; null: none to give. */
  link: string | null;
  /**
   * It came without a verified challenge while the challenge is on (functions/_shared/challenge.ts): the
   * address it typed is anyone's, so no confirmation goes to it, and it takes no place in the hour's.
   */
  unchallenged?: boolean;
}

/** What a lead's confirmation line says when the request came without the challenge. */
export const NOT_CHALLENGED_CONFIRMATION = 'not sent: the request came without the challenge (no JavaScript, or a script), so the address it typed was not written to';

interface Email {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export async function sendEmail(env: Env, idempotencyKey: string, email: Email): Promise<string | null> {
  try {
    const response = await fetch(`${env.EMAIL_API_URL ?? 'https://api.resend.com'}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({
        from: env.QUOTE_NOTIFY_FROM ?? `${firmName} website <quotes@resend.dev>`,
        to: [email.to],
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? null : `email API answered ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Emails the firm (QUOTE_NOTIFY_TO), trying up to three times with growing waits; `attempted` hears of
 * each try. Returns null once one succeeds, else the last problem.
 */
export async function emailFirm(env: Env & { QUOTE_NOTIFY_TO: string }, idempotencyKey: string, email: Omit<Email, 'to'>, attempted: (tries: number, problem: string | null) => Promise<unknown> = async () => undefined): Promise<string | null> {
  let problem = '';
  for (const [index, delay] of NOTIFY_DELAYS_MS.entries()) {
    await sleep(delay);
    const failed = await sendEmail(env, idempotencyKey, { to: env.QUOTE_NOTIFY_TO, ...email });
    await attempted(index + 1, failed);
    if (!failed) return null;
    problem = failed;
  }
  return problem;
}

export const firmEmailConfigured = (env: Env): env is Env & { RESEND_API_KEY: string; QUOTE_NOTIFY_TO: string } => Boolean(env.RESEND_API_KEY && env.QUOTE_NOTIFY_TO);

/**
 * Emails the firm about a new lead, trying up to three times with growing waits. The row records each
 * attempt and whether one succeeded; a final failure is one error line with the request's id.
 */
export async function notifyFirm(env: Env, lead: NewLead): Promise<void> {
  if (!firmEmailConfigured(env)) return;
  const email = quoteEmail(lead.id, lead.quote, lead.files, lead.source, lead.origin);
  const problem = await emailFirm(env, `quote-${lead.id}`, { replyTo: lead.quote.email, ...email }, (tries, failed) =>
    failed
      ? requestStore.notifyFailed(env.DB, lead.id, tries, failed).run()
      : requestStore.notified(env.DB, lead.id, tries).run(),
  );
  if (problem) console.error(`quote ${lead.id}: the firm was not notified after ${NOTIFY_DELAYS_MS.length} attempts (${problem}); the desk and \`npm run leads -- --unnotified\` show it`);
}

/**
 * Slack's mrkdwn: `&`, `<` and `>` as entities, the three characters Slack's "Escaping text" names. Its
 * control sequences all start with `<` (`<!channel>`, `<@U123>`, `<https://x|label>`), so a visitor's
 * text cannot mention anyone or disguise a link.
 */
export function slackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Markdown as Teams renders it in an Adaptive Card's TextBlock (which renders no HTML): each character
 * that can open a construct inside a line is escaped with a backslash, CommonMark's escape, so `[label](url)`,
 * `**bold**`, `` `code` `` and `<at>` mentions typed by a visitor stay text.
 */
export function teamsText(text: string): string {
  return text.replace(/[\\`*_[\]()<>~#|!]/g, '\\$&');
}

/**
 * Which format a webhook takes, by its host: Teams (Microsoft 365 connectors and Power Automate
 * workflows) takes an Adaptive Card; Slack, and the Slack-compatible hooks of other chat tools, a
 * mrkdwn text.
 */
export function chatFormat(webhookUrl: string): 'slack' | 'teams' {
  const host = new URL(webhookUrl).hostname;
  return /(?:^|\.)(?:webhook\.office\.com|logic\.azure\.com|powerplatform\.com|powerautomate\.com)$/.test(host) ? 'teams' : 'slack';
}

/** A chat line, made with the escaping its channel needs: its text, and the desk link its card opens (or none). */
type ChatLine = (escape: (text: string) => string) => { text: string; link: string | null };

/** The body to POST to the webhook: the lead's line, what the visitor typed escaped for the format. */
export function chatPayload(webhookUrl: string, lead: NewLead): Record<string, unknown> {
  return chatBody(webhookUrl, (escape) => chatMessage(lead.id, lead.quote, lead.files, lead.origin, escape));
}

function chatBody(webhookUrl: string, line: ChatLine): Record<string, unknown> {
  if (chatFormat(webhookUrl) === 'slack') {
    const { text } = line(slackText);
    // No previews: nothing of a link a visitor typed is fetched into the channel.
    return { text, unfurl_links: false, unfurl_media: false };
  }
  const { text, link } = line(teamsText);
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [{ type: 'TextBlock', text, wrap: true }],
          actions: link ? [{ type: 'Action.OpenUrl', title: 'Open in lead desk', url: link }] : [],
        },
      },
    ],
  };
}

/** Posts a line to LEAD_WEBHOOK_URL (Slack or Teams incoming webhook), once: 'sent', or 'not sent: why'. */
export async function postChat(webhookUrl: string, id: string, line: ChatLine): Promise<string> {
  let outcome = 'sent';
  try {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(chatBody(webhookUrl, line)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) outcome = `not sent: the webhook answered ${response.status}`;
  } catch (error) {
    outcome = `not sent: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (outcome !== 'sent') console.error(`quote ${id}: chat message ${outcome}`);
  return outcome;
}

/** A short line with the desk link to LEAD_WEBHOOK_URL, once; the row records what became of it. */
export async function notifyChat(env: Env, lead: NewLead): Promise<void> {
  if (!env.LEAD_WEBHOOK_URL) return;
  const outcome = await postChat(env.LEAD_WEBHOOK_URL, lead.id, (escape) => chatMessage(lead.id, lead.quote, lead.files, lead.origin, escape));
  await requestStore.setChatStatus(env.DB, lead.id, outcome).run();
}

/**
 * The sender's confirmation, on by default where email is configured (QUOTE_CONFIRM=off turns it off).
 * Each request sends at most one, and one address receives at most a few a day, so it cannot be used to
 * mail someone more than the endpoint's own limit allows.
 */
/** A place among the hour's confirmations, counted and taken in one statement, so two at once cannot both take the last. */
async function reserveConfirmation(env: Env, id: string, now: number): Promise<boolean> {
  const hourAgo = new Date(now - 3_600_000).toISOString();
  const taken = await requestStore.reserveConfirmation(env.DB, id, hourAgo, CONFIRMATIONS_PER_HOUR).run();
  return (taken.meta.changes ?? 0) > 0;
}

export async function confirmToSender(env: Env, lead: NewLead, now: number): Promise<void> {
  if (!env.RESEND_API_KEY || env.QUOTE_CONFIRM === 'off') return;
  if (lead.unchallenged) {
    await requestStore.setConfirmStatus(env.DB, lead.id, NOT_CHALLENGED_CONFIRMATION).run();
    return;
  }
  const since = new Date(now - 86_400_000).toISOString();
  const recent = await requestStore.confirmationsTo(env.DB, lead.quote.email, since).first<{ sent: number }>();
  let outcome = 'sent';
  if ((recent?.sent ?? 0) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
    outcome = `not sent: ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations already went to this address today`;
  } else if (!(await reserveConfirmation(env, lead.id, now))) {
    outcome = `not sent: the site's ${CONFIRMATIONS_PER_HOUR} confirmations an hour had gone out`;
  } else {
    const email = confirmationEmail(lead.id, lead.quote, lead.files, { name: firmName, responseTime }, lead.link);
    const failed = await sendEmail(env, `confirm-${lead.id}`, { to: lead.quote.email, ...(env.QUOTE_NOTIFY_TO ? { replyTo: env.QUOTE_NOTIFY_TO } : {}), ...email });
    if (failed) outcome = `not sent: ${failed}`;
  }
  await requestStore.setConfirmStatus(env.DB, lead.id, outcome).run();
}

/** Everything a new person's lead sets off, in the background of the answer. */
export async function announce(env: Env, lead: NewLead, now: number): Promise<void> {
  await Promise.allSettled([notifyFirm(env, lead), notifyChat(env, lead), confirmToSender(env, lead, now)]);
}

/**
 * The sender added files from their request's page: the firm is told as for a new lead, by email (with
 * the desk link, replies going to the sender) and the chat line. An email that could not be sent after
 * its retries is written into the request's history, so the desk shows it.
 */
export async function announceAddition(env: Env, added: { id: string; name: string; email: string; company: string; files: StoredFile[]; origin: string }, now: number): Promise<void> {
  // Nothing about the sender is sent once they have withdrawn (erased) the request, whenever that was.
  const stillThere = async () => Boolean(await requestStore.held(env.DB, added.id).first());
  const emailed = async () => {
    if (!firmEmailConfigured(env) || !(await stillThere())) return;
    const problem = await emailFirm(env, `added-${added.id}-${now}`, { replyTo: added.email, ...additionEmail(added.id, added, added.files, added.origin) });
    if (!problem) return;
    console.error(`quote ${added.id}: the firm was not emailed about added files (${problem})`);
    await eventStore.record(env.DB, added.id, new Date(now).toISOString(), 'website', 'notice', `the firm's email about the added files was not sent: ${problem}`).run();
  };
  const chatted = async () => {
    if (env.LEAD_WEBHOOK_URL && (await stillThere())) await postChat(env.LEAD_WEBHOOK_URL, added.id, (escape) => additionChat(added.id, added, added.files, added.origin, escape));
  };
  await Promise.allSettled([emailed(), chatted()]);
}

/** The sender withdrew their request, which is erased: the firm is told its reference, by email and chat. */
export async function announceWithdrawal(env: Env, id: string): Promise<void> {
  const emailed = async () => {
    if (!firmEmailConfigured(env)) return;
    const problem = await emailFirm(env, `withdrawn-${id}`, withdrawalEmail(id));
    if (problem) console.error(`quote ${id}: the firm was not emailed that it was withdrawn (${problem})`);
  };
  const chatted = async () => {
    if (env.LEAD_WEBHOOK_URL) await postChat(env.LEAD_WEBHOOK_URL, id, () => withdrawalChat(id));
  };
  await Promise.allSettled([emailed(), chatted()]);
}
