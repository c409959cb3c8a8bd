import { firmName } from '../../../lib/content/firm';
import type { Line, Market, TaxMode } from './money';
import type { Acceptance, Proposal, ProposalEvent, ProposalStatus } from './types';

/** The proposal tables' rows (migrations/0014_proposals.sql) as the store (./store.ts) reads them, and what they become. */

export interface ProposalRow {
  id: string;
  request_id: string;
  version: number;
  status: ProposalStatus;
  market: Market;
  currency: 'USD' | 'GBP' | 'EUR';
  lines: string;
  tax_mode: TaxMode;
  tax_percent: number;
  subtotal: number;
  tax: number;
  total: number;
  turnaround_days: number;
  revisions: number;
  deposit_percent: number;
  payment_terms: string;
  validity_days: number;
  valid_until: string;
  assumptions: string;
  exclusions: string;
  terms_version: string;
  terms_date: string;
  created_by: string;
  created_at: string;
  sent_by: string;
  sent_at: string;
  superseded_at: string;
  digest: string;
}

export function proposalOf(row: ProposalRow, acceptance: Acceptance | null = null, events: ProposalEvent[] = []): Proposal {
  return {
    id: row.id,
    reference: row.request_id,
    version: row.version,
    status: row.status,
    market: row.market,
    currency: row.currency,
    lines: JSON.parse(row.lines) as Line[],
    taxMode: row.tax_mode,
    taxPercent: row.tax_percent,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    turnaroundDays: row.turnaround_days,
    revisions: row.revisions,
    depositPercent: row.deposit_percent,
    paymentTerms: row.payment_terms,
    validityDays: row.validity_days,
    validUntil: row.valid_until,
    assumptions: row.assumptions,
    exclusions: row.exclusions,
    terms: { version: row.terms_version, date: row.terms_date },
    createdBy: row.created_by,
    createdAt: row.created_at,
    sentBy: row.sent_by,
    sentAt: row.sent_at,
    supersededAt: row.superseded_at,
    digest: row.digest,
    acceptance,
    events,
  };
}

/** What the digest covers: everything the sender is shown and accepts, nothing of who in the firm wrote it. */
export function contentOf(p: Pick<Proposal, 'reference' | 'version' | 'market' | 'currency' | 'lines' | 'taxMode' | 'taxPercent' | 'subtotal' | 'tax' | 'total' | 'turnaroundDays' | 'revisions' | 'depositPercent' | 'paymentTerms' | 'validUntil' | 'assumptions' | 'exclusions' | 'terms' | 'sentAt'>) {
  return {
    firm: firmName,
    reference: p.reference,
    version: p.version,
    market: p.market,
    currency: p.currency,
    lines: p.lines,
    taxMode: p.taxMode,
    taxPercent: p.taxPercent,
    subtotal: p.subtotal,
    tax: p.tax,
    total: p.total,
    turnaroundDays: p.turnaroundDays,
    revisions: p.revisions,
    depositPercent: p.depositPercent,
    paymentTerms: p.paymentTerms,
    validUntil: p.validUntil,
    assumptions: p.assumptions,
    exclusions: p.exclusions,
    terms: p.terms,
    sentAt: p.sentAt,
  };
}

export interface AcceptanceRow {
  proposal_id: string;
  digest: string;
  terms_version: string;
  terms_date: string;
  name: string;
  role: string;
  company: string;
  accepted_at: string;
}
export const acceptanceOf = (a: AcceptanceRow): Acceptance => ({ name: a.name, role: a.role, company: a.company, acceptedAt: a.accepted_at, digest: a.digest, terms: { version: a.terms_version, date: a.terms_date } });
