import type { Line, Market, TaxMode } from './money';

/** A proposal's shapes, shared by the Worker (store.ts) and the desk's UI (components/desk/). */

export type ProposalStatus = 'draft' | 'sent' | 'superseded' | 'accepted' | 'declined' | 'changes_requested';

export interface Acceptance {
  name: string;
  role: string;
  company: string;
  acceptedAt: string;
  digest: string;
  terms: { version: string; date: string };
}

export interface ProposalEvent {
  at: string;
  kind: 'changes requested' | 'declined' | 'cancellation requested';
  message: string;
}

/** A proposal as the desk, the sender's page and the PDF read it. */
export interface Proposal {
  id: string;
  reference: string;
  version: number;
  status: ProposalStatus;
  market: Market;
  currency: 'USD' | 'GBP' | 'EUR';
  lines: Line[];
  taxMode: TaxMode;
  taxPercent: number;
  subtotal: number;
  tax: number;
  total: number;
  turnaroundDays: number;
  revisions: number;
  depositPercent: number;
  paymentTerms: string;
  validityDays: number;
  validUntil: string;
  assumptions: string;
  exclusions: string;
  terms: { version: string; date: string };
  createdBy: string;
  createdAt: string;
  sentBy: string;
  sentAt: string;
  supersededAt: string;
  digest: string;
  acceptance: Acceptance | null;
  events: ProposalEvent[];
}

export interface AcceptanceRow {
  value: string;
  proposed: number;
  accepted: number;
  /** accepted / proposed, as a whole percentage. */
  rate: string;
}

export interface ProposalStats {
  /** Requests in the period with a proposal sent, and those still without one. */
  proposed: number;
  without: number;
  medianMinutes: number | null;
  slowestMinutes: number | null;
  accepted: number;
  service: AcceptanceRow[];
  market: AcceptanceRow[];
}

