import { proposalFacts } from '../../lib/content/firm';
import type { Env } from '../_shared/endpoint';
import type { QuoteRow } from './requests';
import { digestOf } from '../_shared/proposals/digest';
import { expired, formatDay, totals, validUntil, type Draft } from '../_shared/proposals/money';
import type { Acceptance, Proposal, ProposalEvent } from '../_shared/proposals/types';
import * as auditStore from './audit';
import * as eventStore from './events';
import * as requestStore from './requests';
import { acceptanceOf, contentOf, proposalOf, type AcceptanceRow, type ProposalRow } from '../_shared/proposals/rows';

export type { Acceptance, Proposal, ProposalEvent, ProposalStatus } from '../_shared/proposals/types';

/**
 * The proposals store: the one module that speaks to the proposal tables (proposals,
 * proposal_acceptances, proposal_events, contract_records: migrations/0014_proposals.sql): drafts and
 * their versions, sending, the sender's acceptance and answers, the contract record an acceptance
 * leaves, and what the desk's figures and the daily digest read. Unlike the other stores it reads and
 * decides as well (a proposal's state is checked in the same batch that changes it). `now` is passed
 * in, so expiry and the contract record's period are tested by moving the clock.
 */

export class ProposalProblem extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

const iso = (now: number) => new Date(now).toISOString();

/** Every version of a request's proposal, newest first, with its acceptance and the sender's answers. */
export async function proposalsOf(env: Env, requestId: string): Promise<Proposal[]> {
  const [rows, acceptances, events] = await env.DB.batch([
    env.DB.prepare('SELECT * FROM proposals WHERE request_id = ? ORDER BY version DESC').bind(requestId),
    env.DB.prepare('SELECT a.* FROM proposal_acceptances a JOIN proposals p ON p.id = a.proposal_id WHERE p.request_id = ?').bind(requestId),
    env.DB.prepare('SELECT e.proposal_id, e.at, e.kind, e.message FROM proposal_events e JOIN proposals p ON p.id = e.proposal_id WHERE p.request_id = ? ORDER BY e.at, e.rowid').bind(requestId),
  ]);
  const accepted = new Map(((acceptances?.results ?? []) as AcceptanceRow[]).map((a) => [a.proposal_id, acceptanceOf(a)]));
  const answers = new Map<string, ProposalEvent[]>();
  for (const e of (events?.results ?? []) as (ProposalEvent & { proposal_id: string })[]) answers.set(e.proposal_id, [...(answers.get(e.proposal_id) ?? []), { at: e.at, kind: e.kind, message: e.message }]);
  return ((rows?.results ?? []) as ProposalRow[]).map((row) => proposalOf(row, accepted.get(row.id) ?? null, answers.get(row.id) ?? []));
}

const event = (env: Env, requestId: string, at: string, actor: string, kind: 'proposal' | 'status', detail: string) => eventStore.record(env.DB, requestId, at, actor, kind, detail);

/**
 * Saves the request's draft (a new version when it has none): the content as checked, its totals, and
 * the working terms in force now. Refused once a version is accepted (the contract stands) or the
 * request is gone (its foreign key refuses the row).
 */
export async function saveDraft(env: Env, row: QuoteRow, draft: Draft, who: string, now: number): Promise<void> {
  const all = await proposalsOf(env, row.id);
  if (all.some((p) => p.status === 'accepted')) throw new ProposalProblem(409, 'A version of this proposal was accepted: it is a contract record now, and no revision can be written.');
  const sum = totals(draft);
  const values = [
    draft.market,
    draft.currency,
    JSON.stringify(draft.lines),
    draft.taxMode,
    sum.taxPercent,
    sum.subtotal,
    sum.tax,
    sum.total,
    draft.turnaroundDays,
    draft.revisions,
    draft.depositPercent,
    draft.paymentTerms,
    draft.validityDays,
    draft.assumptions,
    draft.exclusions,
    proposalFacts.terms.version,
    proposalFacts.terms.date,
  ];
  const existing = all.find((p) => p.status === 'draft');
  if (existing) {
    await env.DB.prepare(
      `UPDATE proposals SET market = ?, currency = ?, lines = ?, tax_mode = ?, tax_percent = ?, subtotal = ?, tax = ?, total = ?, turnaround_days = ?, revisions = ?,
         deposit_percent = ?, payment_terms = ?, validity_days = ?, assumptions = ?, exclusions = ?, terms_version = ?, terms_date = ? WHERE id = ? AND status = 'draft'`,
    )
      .bind(...values, existing.id)
      .run();
    return;
  }
  const version = (all[0]?.version ?? 0) + 1;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO proposals (id, request_id, version, status, market, currency, lines, tax_mode, tax_percent, subtotal, tax, total, turnaround_days, revisions,
         deposit_percent, payment_terms, validity_days, assumptions, exclusions, terms_version, terms_date, created_by, created_at)
       VALUES (?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(crypto.randomUUID(), row.id, version, ...values, who, iso(now)),
    event(env, row.id, iso(now), who, 'proposal', `proposal version ${version} drafted`),
  ]);
}

/**
 * Sends the draft: it gets its validity and digest and is never edited again; the version it revises
 * is superseded (the sender's page says so, with the date); the lead is quoted. One batch.
 */
export async function sendDraft(env: Env, row: QuoteRow, who: string, now: number): Promise<Proposal> {
  const all = await proposalsOf(env, row.id);
  const draft = all.find((p) => p.status === 'draft');
  if (!draft) throw new ProposalProblem(409, 'There is no draft to send: write the proposal, or a revision, first.');
  if (all.some((p) => p.status === 'accepted')) throw new ProposalProblem(409, 'A version of this proposal was accepted: no revision can be sent.');
  const at = iso(now);
  const sent: Proposal = { ...draft, status: 'sent', sentAt: at, sentBy: who, validUntil: validUntil(now, draft.validityDays) };
  sent.digest = await digestOf(contentOf(sent));
  const quoted = row.lead_status === 'new' || row.lead_status === 'contacted';
  const changed = await env.DB.batch([
    env.DB.prepare("UPDATE proposals SET status = 'sent', sent_by = ?, sent_at = ?, valid_until = ?, digest = ? WHERE id = ? AND status = 'draft'").bind(who, at, sent.validUntil, sent.digest, draft.id),
    env.DB.prepare("UPDATE proposals SET status = 'superseded', superseded_at = ? WHERE request_id = ? AND id != ? AND status IN ('sent', 'changes_requested', 'declined')").bind(at, row.id, draft.id),
    requestStore.markProposed(env.DB, row.id, at, quoted),
    event(env, row.id, at, who, 'proposal', `proposal version ${draft.version} sent: ${draft.currency} total ${(sent.total / 100).toFixed(2)}, valid until ${sent.validUntil}`),
    ...(quoted ? [event(env, row.id, at, who, 'status', `${row.lead_status} → quoted`)] : []),
  ]);
  if (!changed[0]?.meta.changes) throw new ProposalProblem(409, 'The draft was sent or changed meanwhile: reload the lead.');
  return sent;
}

/** The version the sender's page shows: the newest sent one (drafts never), with the one it revised. */
export async function forSender(env: Env, requestId: string): Promise<{ current: Proposal; revised: Proposal | null } | null> {
  const shown = (await proposalsOf(env, requestId)).filter((p) => p.status !== 'draft');
  const current = shown[0];
  return current ? { current, revised: shown[1] ?? null } : null;
}

export interface AcceptInput {
  proposalId: string;
  digest: string;
  name: string;
  role: string;
  company: string;
}

/** A request's first proposal sent and whether one was accepted, as columns of the funnel's query (functions/_shared/reports.ts), given the request's id. */
export const proposedColumns = (requestId: string) => `(SELECT MIN(p.sent_at) FROM proposals p WHERE p.request_id = ${requestId} AND p.sent_at != '') AS first_sent,
  EXISTS (SELECT 1 FROM proposals p WHERE p.request_id = ${requestId} AND p.status = 'accepted') AS accepted`;

export interface ProposedColumns {
  first_sent: string | null;
  accepted: number;
}

const KEEP_MS_PER_YEAR = 365.25 * 86_400_000;

/**
 * The sender accepts a version. Bound to it: the digest they were shown must be the stored one, the
 * version still the one open (not superseded, expired or answered), and written once: a repeat, or two
 * submits at once, leave exactly one acceptance. The acceptance, the proposal's state, the lead's won,
 * its history and the contract record are one batch, each step conditional on the acceptance this call
 * wrote. Returns whether this call was the one that accepted.
 */
export async function accept(env: Env, row: QuoteRow, input: AcceptInput, now: number): Promise<{ proposal: Proposal; fresh: boolean }> {
  const all = await proposalsOf(env, row.id);
  const proposal = all.find((p) => p.id === input.proposalId && p.status !== 'draft');
  if (!proposal) throw new ProposalProblem(404, 'That proposal is not on this request (it may have been withdrawn with it).');
  if (proposal.acceptance) {
    if (proposal.acceptance.digest === input.digest) return { proposal, fresh: false };
    throw new ProposalProblem(409, 'This proposal was already accepted.');
  }
  const day = (date: string) => formatDay(date, proposal.market);
  if (proposal.status === 'superseded') {
    const newer = all.find((p) => p.version > proposal.version && p.status !== 'draft');
    throw new ProposalProblem(409, `Version ${proposal.version} of this proposal was revised on ${day(proposal.supersededAt)}${newer ? `: version ${newer.version} replaces it` : ''}. Nothing was accepted; read the revision on your page.`);
  }
  if (proposal.status !== 'sent') throw new ProposalProblem(409, `This proposal was ${proposal.status === 'declined' ? 'declined' : 'sent back for changes'}; wait for our revision, or reply to our email.`);
  if (expired(proposal.validUntil, now)) throw new ProposalProblem(409, `This proposal expired on ${day(proposal.validUntil)} and can no longer be accepted. Ask us for a new one with "Request changes".`);
  if (input.digest !== proposal.digest) {
    throw new ProposalProblem(409, `The proposal changed since your page was loaded${proposal.supersededAt ? ` (revised on ${day(proposal.supersededAt)})` : ''}. Nothing was accepted; reload your page.`);
  }
  const at = iso(now);
  const acceptance: Acceptance = { name: input.name, role: input.role, company: input.company, acceptedAt: at, digest: proposal.digest, terms: proposal.terms };
  const record = JSON.stringify({ proposal: contentOf(proposal), acceptance });
  const ours = 'EXISTS (SELECT 1 FROM proposal_acceptances WHERE proposal_id = ?1 AND accepted_at = ?2 AND name = ?3)';
  const keepUntil = new Date(now + proposalFacts.contractRecordKeepYears * KEEP_MS_PER_YEAR).toISOString();
  const today = at.slice(0, 10);
  const won = row.lead_status !== 'won';
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO proposal_acceptances (proposal_id, digest, terms_version, terms_date, name, role, company, accepted_at)
       SELECT id, digest, terms_version, terms_date, ?, ?, ?, ? FROM proposals WHERE id = ? AND request_id = ? AND status = 'sent' AND digest = ? AND valid_until >= ?`,
    ).bind(input.name, input.role, input.company, at, proposal.id, row.id, proposal.digest, today),
    env.DB.prepare(`UPDATE proposals SET status = 'accepted' WHERE id = ?1 AND ${ours}`).bind(proposal.id, at, input.name),
    requestStore.wonIf(env.DB, row.id, at, ours, [proposal.id, at, input.name]),
    eventStore.recordIf(
      env.DB,
      row.id,
      at,
      'the sender',
      'proposal',
      `proposal version ${proposal.version} accepted by ${input.name} (${input.role}, ${input.company}) under the working terms ${proposal.terms.version} of ${proposal.terms.date}`,
      ours,
      [proposal.id, at, input.name],
    ),
    ...(won ? [eventStore.recordIf(env.DB, row.id, at, 'the sender', 'status', `${row.lead_status} → won`, ours, [proposal.id, at, input.name])] : []),
    env.DB.prepare(`INSERT INTO contract_records (proposal_id, request_id, digest, accepted_at, keep_until, record) SELECT ?1, ?4, ?5, ?2, ?6, ?7 WHERE ${ours}`).bind(proposal.id, at, input.name, row.id, proposal.digest, keepUntil, record),
  ]);
  const stored = await env.DB.prepare('SELECT * FROM proposal_acceptances WHERE proposal_id = ?').bind(proposal.id).first<AcceptanceRow>();
  if (!stored) {
    // Nothing written: the version changed between the checks and the batch (revised, or the day ended).
    throw new ProposalProblem(409, 'The proposal changed while you were accepting it. Nothing was accepted; reload your page.');
  }
  const fresh = stored.accepted_at === at && stored.name === input.name;
  return { proposal: { ...proposal, status: 'accepted', acceptance: acceptanceOf(stored) }, fresh };
}

/** The sender's "request changes" or "decline" on the open version, or after acceptance their request to cancel: recorded on it and in the lead's history. */
export async function answer(env: Env, row: QuoteRow, proposalId: string, kind: ProposalEvent['kind'], message: string, now: number): Promise<Proposal> {
  const all = await proposalsOf(env, row.id);
  const proposal = all.find((p) => p.id === proposalId && p.status !== 'draft');
  if (!proposal) throw new ProposalProblem(404, 'That proposal is not on this request.');
  if (kind === 'cancellation requested' ? proposal.status !== 'accepted' : proposal.status !== 'sent') {
    throw new ProposalProblem(409, proposal.status === 'superseded' ? `Version ${proposal.version} was revised; answer the revision on your page.` : `This proposal is ${proposal.status.replace('_', ' ')}: there is nothing to answer.`);
  }
  const at = iso(now);
  const status = kind === 'changes requested' ? 'changes_requested' : kind === 'declined' ? 'declined' : 'accepted';
  await env.DB.batch([
    env.DB.prepare('INSERT INTO proposal_events (proposal_id, at, kind, message) VALUES (?, ?, ?, ?)').bind(proposal.id, at, kind, message),
    env.DB.prepare('UPDATE proposals SET status = ? WHERE id = ?').bind(status, proposal.id),
    requestStore.touch(env.DB, row.id, at),
    event(env, row.id, at, 'the sender', 'proposal', `proposal version ${proposal.version}: ${kind}${message ? `: ${message}` : ''}`),
  ]);
  return { ...proposal, status, events: [...proposal.events, { at, kind, message }] };
}

/** An accepted proposal's contract record: the frozen proposal and acceptance, whether or not the request still exists. */
export async function contractRecord(env: Env, proposalId: string): Promise<{ proposal: ReturnType<typeof contentOf>; acceptance: Acceptance; keepUntil: string } | null> {
  const row = await env.DB.prepare('SELECT record, keep_until FROM contract_records WHERE proposal_id = ?').bind(proposalId).first<{ record: string; keep_until: string }>();
  return row ? { ...(JSON.parse(row.record) as { proposal: ReturnType<typeof contentOf>; acceptance: Acceptance }), keepUntil: row.keep_until } : null;
}

/** Whether a request has an accepted proposal (its withdrawal then asks the firm to cancel, and does not erase). */
export async function acceptedOf(env: Env, requestId: string): Promise<Proposal | null> {
  return (await proposalsOf(env, requestId)).find((p) => p.status === 'accepted') ?? null;
}

/** Contract records past their period (content/firm.json proposals.contractRecordKeepYears), erased with an audit entry that keeps no personal data. */
export async function eraseExpiredContracts(env: Env, now: number, batch = 50): Promise<number> {
  const { results } = await env.DB.prepare('SELECT proposal_id, request_id FROM contract_records WHERE keep_until < ? ORDER BY keep_until LIMIT ?').bind(iso(now), batch).all<{ proposal_id: string; request_id: string }>();
  for (const r of results) {
    // Logged first, if the record is still there: of two runs racing to it, the one that erases it logs it.
    await env.DB.batch([
      auditStore.recordIf(
        env.DB,
        { at: iso(now), actor: 'contract record rule', action: 'erased', detail: `contract record of request ${r.request_id} (proposal ${r.proposal_id}) erased, ${proposalFacts.contractRecordKeepYears} years after acceptance` },
        'EXISTS (SELECT 1 FROM contract_records WHERE proposal_id = ?1)',
        [r.proposal_id],
      ),
      env.DB.prepare('DELETE FROM contract_records WHERE proposal_id = ?').bind(r.proposal_id),
    ]);
  }
  return results.length;
}

/** Sent proposals still open: unanswered for `days` days, or expiring within three days (the daily digest). */
export async function waitingProposals(env: Env, now: number, unansweredDays = proposalFacts.unansweredDays) {
  const { results: open } = await env.DB.prepare(
    `SELECT p.id, p.request_id, p.version, p.sent_at, p.valid_until FROM proposals p
     WHERE p.status = 'sent' AND p.valid_until >= ?1 AND (p.sent_at < ?2 OR p.valid_until <= ?3) ORDER BY p.valid_until`,
  )
    .bind(iso(now).slice(0, 10), iso(now - unansweredDays * 86_400_000), validUntil(now, 3))
    .all<{ id: string; request_id: string; version: number; sent_at: string; valid_until: string }>();
  // Each one's request, from the request store, for its name; one whose request is gone is not waiting.
  const ids = [...new Set(open.map((p) => p.request_id))];
  const names = new Map<string, { name: string; company: string }>();
  for (let i = 0; i < ids.length; i += 100) {
    const { results: rows } = await requestStore.namesOf(env.DB, ids.slice(i, i + 100)).all<{ id: string; name: string; company: string }>();
    for (const row of rows) names.set(row.id, { name: row.name, company: row.company });
  }
  const results = open.flatMap((p) => {
    const named = names.get(p.request_id);
    return named ? [{ ...p, ...named }] : [];
  });
  const expiring = results.filter((p) => p.valid_until <= validUntil(now, 3));
  return { unanswered: results.filter((p) => p.sent_at < iso(now - unansweredDays * 86_400_000)), expiring };
}
