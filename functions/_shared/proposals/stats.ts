import { workingMinutes } from '../../../lib/funnel';
import { marketOfPath } from '../../../lib/lead-desk';
import { serviceLabelFor } from '../../../lib/quote-schema';
import { visitOf, type QuoteRow } from '../leads';
import type { ProposalStats } from './types';
import type { ProposedColumns } from '../../store/proposals';

export type { AcceptanceRow, ProposalStats } from './types';

/**
 * The proposals beside the speed to lead (the desk's Sources): how long from a request's arrival to the
 * first proposal sent, in the firm's working hours (lib/funnel.ts, as the speed to lead counts them),
 * and how many proposals were accepted per service and per market, from the funnel's own query.
 */

export interface ProposedRequest {
  service: string;
  market: string;
  receivedAt: string;
  firstSentAt: string | null;
  accepted: boolean;
}

export function proposalStats(requests: ProposedRequest[]): ProposalStats {
  const proposed = requests.filter((r) => r.firstSentAt);
  const minutes = proposed.map((r) => workingMinutes(Date.parse(r.receivedAt), Date.parse(r.firstSentAt!))).sort((a, b) => a - b);
  const mid = minutes.length / 2;
  const median = minutes.length === 0 ? null : minutes.length % 2 ? minutes[Math.floor(mid)]! : Math.round((minutes[mid - 1]! + minutes[mid]!) / 2);
  const by = (pick: (r: ProposedRequest) => string) => {
    const map = new Map<string, { proposed: number; accepted: number }>();
    for (const r of proposed) {
      const entry = map.get(pick(r)) ?? { proposed: 0, accepted: 0 };
      entry.proposed += 1;
      if (r.accepted) entry.accepted += 1;
      map.set(pick(r), entry);
    }
    return [...map]
      .map(([value, e]) => ({ value, ...e, rate: `${Math.round((e.accepted / e.proposed) * 100)}%` }))
      .sort((a, b) => b.proposed - a.proposed || a.value.localeCompare(b.value));
  };
  return {
    proposed: proposed.length,
    without: requests.length - proposed.length,
    medianMinutes: median,
    slowestMinutes: minutes.length ? minutes.at(-1)! : null,
    accepted: proposed.filter((r) => r.accepted).length,
    service: by((r) => r.service),
    market: by((r) => r.market),
  };
}

/** The period's requests (people's, complete), as the funnel read them with proposedColumns. */
export function proposalReport(rows: (Pick<QuoteRow, 'service' | 'source' | 'received_at'> & ProposedColumns)[]): ProposalStats {
  return proposalStats(
    rows.map((r) => ({
      service: r.service ? serviceLabelFor(r.service) : 'Not specified',
      market: marketOfPath(visitOf(r)?.landing) || 'Not recorded',
      receivedAt: r.received_at,
      firstSentAt: r.first_sent,
      accepted: Boolean(r.accepted),
    })),
  );
}
