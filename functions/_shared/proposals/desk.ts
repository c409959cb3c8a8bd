import { proposalFacts } from '../../../lib/content/firm';
import type { Env, WaitUntil } from '../endpoint';
import { visitOf, type QuoteRow } from '../leads';
import type { PrivateHostEnv } from '../private-routes';
import { issueLink, linkUrl } from '../sender';
import { CURRENCY, MARKETS, TAX_MODES, check, type Market } from './money';
import { emailProposal } from './notify';
import { proposalPdf } from './pdf';
import { ProposalProblem, contractRecord, proposalsOf, saveDraft, sendDraft } from '../../store/proposals';
import * as requestStore from '../../store/requests';
import * as eventStore from '../../store/events';

/**
 * The lead desk's proposal addresses (functions/routes/desk.ts hands them over), under /api/desk/leads/ID/:
 *
 *   GET  proposals               every version, newest first, and what a new one starts from
 *   POST proposals  { draft }    saves the draft (a new version if there is none): 422 with the reason if it is not one
 *   POST proposals/send          sends the draft: the sender's page shows it and they are emailed
 *   GET  proposals/PID.pdf       a version as a PDF, with its acceptance record once accepted
 */

export type DeskAnswer = { status: number; body: unknown } | { status: 200; pdf: Uint8Array; name: string };

/** The market a request came from (its landing page), or null when none was recorded (the firm chooses). */
export function marketOf(row: Pick<QuoteRow, 'source'>): Market | null {
  const landing = visitOf(row)?.landing;
  if (!landing) return null;
  return (MARKETS.find((m) => m !== 'us' && (landing === `/${m}` || landing.startsWith(`/${m}/`))) ?? 'us') as Market;
}

async function listing(env: Env, row: QuoteRow) {
  const market = marketOf(row);
  return {
    proposals: await proposalsOf(env, row.id),
    market,
    currencies: CURRENCY,
    taxModes: TAX_MODES,
    facts: { validityDays: proposalFacts.validityDays, terms: proposalFacts.terms, ukVatPercent: proposalFacts.ukVatPercent, ukVatConfirmed: proposalFacts.ukVatConfirmed },
  };
}

export async function deskProposals(
  env: Env,
  request: Request,
  row: QuoteRow,
  who: string,
  rest: string[],
  body: () => Promise<Record<string, unknown>>,
  waitUntil: WaitUntil,
  now: number,
): Promise<DeskAnswer> {
  const method = request.method;
  const refuse = (status: number, message: string): DeskAnswer => ({ status, body: { ok: false, message } });
  try {
    if (method === 'GET' && rest.length === 0) return { status: 200, body: await listing(env, row) };
    if (method === 'GET' && rest.length === 1 && rest[0]!.endsWith('.pdf')) {
      const p = (await proposalsOf(env, row.id)).find((x) => `${x.id}.pdf` === rest[0]);
      if (!p) return refuse(404, 'That lead has no such proposal.');
      const record = p.acceptance ? await contractRecord(env, p.id) : null;
      return { status: 200, pdf: await proposalPdf(p, p.acceptance, record?.keepUntil), name: `proposal-${row.id.slice(0, 8)}-v${p.version}.pdf` };
    }
    if (method !== 'POST') return refuse(method === 'GET' ? 404 : 405, 'No such desk address.');
    if (row.spam_reason) return refuse(422, 'Release the request from the spam folder first.');
    if (rest.length === 0) {
      const checked = check(await body(), marketOf(row));
      if (!checked.ok) return refuse(422, checked.message);
      await saveDraft(env, row, checked.draft, who, now);
      return { status: 200, body: await listing(env, row) };
    }
    if (rest.length === 1 && rest[0] === 'send') {
      const sent = await sendDraft(env, row, who, now);
      // The sender's way in: a fresh private link (only hashes are kept), none when the desk has a host of its own.
      const link = (env as PrivateHostEnv).PRIVATE_HOST ? null : linkUrl(new URL(request.url).origin, await issueLink(env, row.id, now));
      waitUntil(
        emailProposal(env, row, sent, link).then((outcome) =>
          eventStore
            .record(env.DB, row.id, new Date(now).toISOString(), 'website', 'notice', `the sender's email about proposal version ${sent.version}: ${outcome}`)
            .run()
            .catch(() => undefined),
        ),
      );
      return { status: 200, body: await listing(env, row) };
    }
    return refuse(404, 'No such desk address.');
  } catch (error) {
    if (error instanceof ProposalProblem) return refuse(error.status, error.message);
    // Erased meanwhile: the foreign key refused the proposal, and nothing was written.
    if (/FOREIGN KEY/i.test(String(error)) && !(await requestStore.held(env.DB, row.id).first())) return refuse(404, 'The request was erased: there is nothing to write a proposal for.');
    throw error;
  }
}
