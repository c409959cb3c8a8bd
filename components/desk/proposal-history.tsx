import { formatMoney } from '../../functions/_shared/proposals/money';
import type { Proposal, ProposalStatus } from '../../functions/_shared/proposals/types';
import { API } from './api';
import { When } from './ui';

export const PROPOSAL_STATUS: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  superseded: 'Superseded',
  accepted: 'Accepted',
  declined: 'Declined',
  changes_requested: 'Changes requested',
};

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** Every version of a lead's proposal, newest first: what became of each, the sender's answers, and its PDF. */
export function ProposalHistory({ leadId, proposals }: { leadId: string; proposals: Proposal[] }) {
  if (!proposals.length) return <p className="mt-2 text-sm text-muted">No proposal yet.</p>;
  return (
    <ol className="mt-3 space-y-3 text-sm" aria-label="Proposal versions">
      {proposals.map((p) => (
        <li key={p.id} className="rounded-button border border-line p-3" data-proposal-version={p.version}>
          <p className="flex flex-wrap items-center gap-2">
            <strong className="text-navy-900">Version {p.version}</strong>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.status === 'accepted' ? 'bg-green-100 text-green-800' : 'bg-navy-100 text-navy-800'}`}>{PROPOSAL_STATUS[p.status]}</span>
            <span>{formatMoney(p.total, p.market)}</span>
          </p>
          <p className="mt-1 text-muted">
            {p.sentAt ? (
              <>
                Sent <When at={p.sentAt} /> by {p.sentBy}; valid until {p.validUntil}.
              </>
            ) : (
              <>
                Drafted <When at={p.createdAt} /> by {p.createdBy}; not sent.
              </>
            )}
            {p.supersededAt && (
              <>
                {' '}
                Revised <When at={p.supersededAt} />.
              </>
            )}
          </p>
          {p.acceptance && (
            <p className="mt-1 text-ink" data-acceptance>
              Accepted by {p.acceptance.name} ({p.acceptance.role}, {p.acceptance.company}) on {utc(p.acceptance.acceptedAt)}, under the working terms {p.acceptance.terms.version} of {p.acceptance.terms.date}.
            </p>
          )}
          {p.events.map((e, i) => (
            <p key={`${e.at}-${i}`} className="mt-1 whitespace-pre-wrap break-words text-ink">
              The sender: {e.kind} <When at={e.at} />
              {e.message ? `: ${e.message}` : ''}
            </p>
          ))}
          {p.sentAt && (
            <a className="mt-1 inline-block font-semibold text-navy-700 underline" href={`${API}/leads/${encodeURIComponent(leadId)}/proposals/${p.id}.pdf`} download>
              PDF of version {p.version}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
