import { proposalFacts } from '../../../lib/content/firm';
import { requestPagePath } from '../../../lib/request-link';
import { readBytes, type Env, type WaitUntil } from '../endpoint';
import type { QuoteRow } from '../leads';
import { REQUEST_PAGE_HEADERS, htmlAnswer } from '../request-page';
import type { SenderView } from '../sender';
import { announceAnswer } from './notify';
import { acceptPage, answerPage, cancelPage, proposalSection, type ProposalNotice } from './page';
import { proposalPdf } from './pdf';
import { ProposalProblem, accept, acceptedOf, answer, contractRecord, forSender } from '../../store/proposals';

/**
 * The proposal on the sender's side: what the request page shows (functions/routes/request-page.ts) and the forms it
 * posts (functions/routes/request.ts), each answered as the page's other forms are: 303 back to the page with
 * a notice, or a page saying why not. The cross-site refusal and the link check happen before these run.
 */

export type ProposalAnswer = { status: 200; to: string } | { status: 400 | 404 | 409 | 422; title: string; message: string };

const MAX_FORM = 8 * 1024;
const MAX_MESSAGE = 2000;

/** The section for the request page, and whether a version is accepted (the withdraw section then asks to cancel). */
export async function pageSection(env: Env, token: string, row: QuoteRow, url: URL, now: number): Promise<{ html: string; accepted: boolean }> {
  const shown = await forSender(env, row.id);
  const notice = url.searchParams.get('proposal') as ProposalNotice | null;
  const known: ProposalNotice[] = ['accepted', 'changes', 'declined', 'cancel'];
  return { html: proposalSection(token, shown, notice && known.includes(notice) ? notice : null, now), accepted: shown?.current.status === 'accepted' };
}

/** GET /request/<token>/accept/, changes/, decline/, proposal.pdf, and withdraw/ once accepted; null for any other address. */
export async function senderPage(env: Env, request: Request, token: string, action: string, row: QuoteRow, view: SenderView): Promise<Response | null> {
  if (!['accept', 'changes', 'decline', 'proposal.pdf', 'withdraw'].includes(action)) return null;
  const shown = await forSender(env, row.id);
  if (action === 'withdraw') return shown?.current.status === 'accepted' ? htmlAnswer(200, cancelPage(token, view, shown.current, proposalFacts.contractRecordKeepYears), request) : null;
  const back = new Response(null, { status: 303, headers: { ...REQUEST_PAGE_HEADERS, Location: requestPagePath(token) } });
  if (!shown) return back;
  const p = shown.current;
  if (action === 'proposal.pdf') {
    const record = p.acceptance ? await contractRecord(env, p.id) : null;
    const bytes = await proposalPdf(p, p.acceptance, record?.keepUntil);
    return new Response(request.method === 'HEAD' ? null : bytes, {
      headers: { ...REQUEST_PAGE_HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="proposal-${p.reference.slice(0, 8)}-v${p.version}.pdf"` },
    });
  }
  // A version not open to an answer: the page says where it stands.
  if (p.status !== 'sent') return back;
  if (action === 'accept') return htmlAnswer(200, acceptPage(token, view, p, row.company), request);
  return htmlAnswer(200, answerPage(token, p, action === 'changes' ? 'changes' : 'decline'), request);
}

async function form(request: Request): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(new TextDecoder().decode(await readBytes(request, MAX_FORM)));
  } catch {
    return null;
  }
}

const clean = (value: string | null, max: number) => (value ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, max + 1);

/** POST /api/request/<token>/proposal-accept, proposal-changes, proposal-decline, and withdraw once accepted; null for any other. */
export async function senderAction(env: Env, request: Request, token: string, action: string, row: QuoteRow, now: number, waitUntil: WaitUntil): Promise<ProposalAnswer | null> {
  const kinds = { 'proposal-accept': 'accepted', 'proposal-changes': 'changes requested', 'proposal-decline': 'declined' } as const;
  const accepted = action === 'withdraw' ? await acceptedOf(env, row.id) : null;
  if (!(action in kinds) && !accepted) return null;
  const title = action === 'proposal-accept' ? 'The proposal was not accepted' : accepted ? 'Your request to cancel was not sent' : 'Your answer was not sent';
  const refuse = (status: 400 | 404 | 409 | 422, message: string): ProposalAnswer => ({ status, title, message });
  const fields = await form(request);
  if (!fields) return refuse(400, 'The form could not be read. Please send it again.');
  const origin = new URL(request.url).origin;
  const page = requestPagePath(token);
  try {
    if (accepted) {
      // Accepted: the request is not erased (the contract record stands); the firm is asked to cancel.
      if (fields.get('confirm') !== 'cancel') return refuse(422, 'Confirm with the "Ask to cancel" button.');
      const message = clean(fields.get('message'), MAX_MESSAGE);
      if (message.length > MAX_MESSAGE) return refuse(422, `A message is at most ${MAX_MESSAGE} characters.`);
      const p = await answer(env, row, accepted.id, 'cancellation requested', message, now);
      waitUntil(announceAnswer(env, row, p, 'cancellation requested', message, origin));
      return { status: 200, to: `${page}?proposal=cancel` };
    }
    const proposalId = fields.get('proposal') ?? '';
    if (action === 'proposal-accept') {
      const name = clean(fields.get('name'), 120);
      const role = clean(fields.get('role'), 120);
      const company = clean(fields.get('company'), 160);
      if (name.length < 2) return refuse(422, 'Type your full name: it is your signature.');
      if (name.length > 120 || role.length > 120 || company.length > 160) return refuse(422, 'The name and role are at most 120 characters, the company 160.');
      if (!role) return refuse(422, 'Give your role.');
      if (!company) return refuse(422, 'Give your company.');
      if (fields.get('terms') !== 'yes') return refuse(422, 'Tick that you accept the working terms the proposal is made under.');
      if (fields.get('authority') !== 'yes') return refuse(422, 'Tick that you may accept the proposal for your company.');
      const { proposal, fresh } = await accept(env, row, { proposalId, digest: fields.get('digest') ?? '', name, role, company }, now);
      if (fresh) waitUntil(announceAnswer(env, row, proposal, 'accepted', '', origin));
      return { status: 200, to: `${page}?proposal=accepted` };
    }
    const kind = kinds[action as 'proposal-changes' | 'proposal-decline'];
    const message = clean(fields.get('message'), MAX_MESSAGE);
    if (message.length > MAX_MESSAGE) return refuse(422, `A message is at most ${MAX_MESSAGE} characters.`);
    if (kind === 'changes requested' && !message) return refuse(422, 'Say what you would like changed.');
    const p = await answer(env, row, proposalId, kind, message, now);
    waitUntil(announceAnswer(env, row, p, kind, message, origin));
    return { status: 200, to: `${page}?proposal=${kind === 'declined' ? 'declined' : 'changes'}` };
  } catch (error) {
    if (error instanceof ProposalProblem) return refuse(error.status, error.message);
    throw error;
  }
}
