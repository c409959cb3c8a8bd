import { facts } from '@/lib/content/facts';
import { proposalFacts, requestDrawingsKeepDays, requestKeepYears } from '@/lib/content/firm';
import { site } from '@/lib/content/site';

/**
 * The firm's working terms as sentences, built from its facts (content/facts.yml, content/firm.json)
 * so that /working-with-us/, the FAQs, the privacy policy and the pricing pages say each one the same
 * way. Where the firm has not given a value (an insurer, a limit, a registration number), the sentence
 * says where the buyer gets it instead: nothing here invents one.
 */

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;
/** A small number in words, as the policies and terms say it: 6 → "six". */
export const words = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** "A, B and C". */
function list(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Who the client contracts with: the legal entity, its form and its numbers as far as the firm has given them. */
export const legalEntity = (() => {
  const { form, registration, taxNumbers } = site.legal;
  const given = [form && `a ${form}`, registration && `registered as ${registration}`, taxNumbers && `tax numbers ${taxNumbers}`].filter(Boolean) as string[];
  const missing = [!form && 'its legal form', !registration && 'its registration number', !taxNumbers && 'its tax numbers'].filter(Boolean) as string[];
  return `You contract with ${site.legalName}${given.length ? `, ${list(given)}` : ''}, of ${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.address.country}.${
    missing.length ? ` ${list(missing).replace(/^./, (c) => c.toUpperCase())} are printed on every proposal; this page will state them once the firm has confirmed them.` : ''
  }`;
})();

/** Professional indemnity: every particular a buyer asks for, from the policy or, until then, from the proposal. */
export const professionalIndemnity = (() => {
  const pi = facts.insurance.professionalIndemnity;
  const stated = [
    pi.limit && `a limit of indemnity of ${pi.limit}${pi.basis ? ` ${pi.basis}` : ''}`,
    pi.insurer && `insured with ${pi.insurer}`,
    pi.territory && `covering ${pi.territory}`,
    pi.runOffYears && `with run-off cover for ${pi.runOffYears} after the work ends`,
  ].filter(Boolean) as string[];
  const open = [
    !pi.limit && 'the limit of indemnity',
    !pi.basis && 'whether it applies to each and every claim or in the aggregate',
    !pi.insurer && 'the insurer',
    !pi.territory && 'the territory and jurisdictions covered (including claims brought in US courts)',
    !pi.runOffYears && 'how long run-off cover is kept after the work ends',
  ].filter(Boolean) as string[];
  return `For UK and European clients we hold professional indemnity insurance${stated.length ? `, ${list(stated)}` : ''}.${
    open.length ? ` Not yet published here: ${list(open)}. Each proposal states them, and we send the certificate before you sign.` : ' We send the certificate before you sign.'
  }`;
})();

/** The cap on liability when a proposal names none. */
export const liabilityCap = facts.liability.defaultCap
  ? `Unless the proposal states another figure, our total liability for a job is capped at ${facts.liability.defaultCap}.`
  : 'Each proposal states the cap on our liability for that job, set against the fee and the insurance cover available for it; a default cap for proposals that name none is yet to be published here.';

/** Where an engaged project's files are kept, and who opens them. */
export const projectFilesWhere = `access-controlled project folders on our document management system, hosted in ${facts.data.hostedIn}, opened from our ${site.address.locality} office and only by the people working on your job`;

/** The same, as the working-with-us page says it. */
export const projectFiles = `Once you engage us, the project’s files move to ${projectFilesWhere}.`;

/** How long an engaged project's files and our deliverables are kept. */
export const projectFilesRetention = `At close-out we delete your drawings and models, or return them if you ask, within ${facts.data.deleteWithinDays} days of the last deliverable, unless the engagement agreement sets another period; we keep our deliverables and the correspondence for ${words(facts.data.keepDeliverablesYears)} years so we can answer questions about the work.`;

/**
 * How long a quote request and its drawings are kept (content/firm.json `requests`), the one statement
 * (the privacy policy and /working-with-us/ read it; the housekeeping does it, lib/lead-desk.ts). The
 * drawings go on one clock whether or not the sender engages us, so nobody's drawings are kept longer
 * for not hiring us; the details stay longer, for a rebid.
 */
export const requestRetention = `The drawings and other files sent with a quote request are erased ${requestDrawingsKeepDays} days after our last contact about it, whether or not you engage us; if the request does not become a project, its details (who sent it, what it asked and our notes) are erased ${words(requestKeepYears)} years after our last contact, so that until then we can pick up a rebid or a later phase.`;

/**
 * What is kept of an accepted fee proposal (content/firm.json `proposals.contractRecordKeepYears`), the
 * one statement the privacy policy and the working terms read; the housekeeping erases it on time.
 */
export const contractRecordRetention = `When you accept a fee proposal on your request's page, the accepted proposal and the record of your acceptance (the name you typed, your role and company, the time, and the version and terms you accepted) are kept as a contract record for ${words(proposalFacts.contractRecordKeepYears)} years after the acceptance, even if the rest of the request is erased, and erased when that period ends.`;

/** GDPR Article 27 representatives, named once appointed. */
/** Client records (proposals, signed agreements, invoices), kept for the accounting period after the engagement; the project's correspondence is under projectFilesRetention. */
export const clientRecordsRetention = `proposals, signed agreements and invoices are kept for ${words(facts.data.keepClientRecordsYears)} years after the engagement ends, to meet tax and accounting rules and the usual period for contract claims.`;

export const gdprRepresentatives = (() => {
  const { ukRepresentative: uk, euRepresentative: eu } = facts.gdpr;
  const named = [uk && `in the UK, ${uk}`, eu && `in the EU, ${eu}`].filter(Boolean) as string[];
  const open = [!uk && 'the UK', !eu && 'the EU'].filter(Boolean) as string[];
  return `We have no office in the UK or the EU, so Article 27 of the UK GDPR and of the EU GDPR asks us to name a representative in each${named.length ? `: ${list(named)}` : ''}.${
    open.length ? ` Our representative in ${list(open)} is yet to be named on this page; ask for the name with the proposal.` : ''
  }`;
})();

/** Invoicing and payment, the one statement (FAQs and /working-with-us/ read it). */
export const paymentTerms = `Small fixed-fee jobs are invoiced on delivery, larger packages against the milestones named in the proposal, and retainers monthly in advance. Invoices are payable within ${facts.payment.dueDays} days in the currency of the proposal, by bank transfer as the contract terms for your market state. We do not ask for a deposit from clients who have paid us before; a first job over ${facts.payment.depositAbove} is invoiced ${facts.payment.depositPercent}% at acceptance.`;

/** Each client desk and its hours. */
export const deskHoursText = site.desks.map((d) => `${d.name} ${d.hours}`).join('; ');

/** Insurance for US clients. */
export const usCover = facts.insurance.usCover;

/** Contract terms per market (the legal entity is the same in every market). */
export const contracts = facts.contracts;
