/**
 * The firm's delivery and payment facts a new proposal starts from (content/facts.yml), put into the
 * desk's bundle when it is built (tools/build-desk.mjs): the Worker cannot read that file at run time,
 * and the desk must not restate it.
 */
export interface ProposalFacts {
  revisionRounds: number;
  turnaround: { service: string; standard: [number, number] }[];
  payment: { dueDays: number; depositPercent: number; depositAbove: string };
}

declare const __PROPOSAL_FACTS__: ProposalFacts;

export const proposalFacts: ProposalFacts = __PROPOSAL_FACTS__;

/** The rate card's service a request's service (lib/quote-schema.ts, by its label) is turned around as. */
const SERVICE_TURNAROUND: Record<string, string> = {
  'Cost Estimation & Takeoff': 'cost-estimation',
  'BIM Services': '3d-revit-modeling',
  'Shop Drawings': 'shop-drawings',
  'MEP Shop Drawings': 'shop-drawings',
};

/** The standard turnaround promised for a service, at its longest, in business days; the estimate's when the service has no rate card. */
export function turnaroundFor(serviceLabel: string): number {
  const service = SERVICE_TURNAROUND[serviceLabel] ?? 'cost-estimation';
  const entry = proposalFacts.turnaround.find((t) => t.service === service) ?? proposalFacts.turnaround[0];
  return entry ? entry.standard[1] : 5;
}

export function paymentTermsText(currency: string): string {
  return `Invoices payable within ${proposalFacts.payment.dueDays} days of issue, in ${currency}, by bank transfer as the contract terms for your market state. The deposit is invoiced at acceptance.`;
}
