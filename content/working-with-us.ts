import { businessDays, revisionsPolicy, rush } from './commitments';
import { isoPhrase } from './figures';
import type { MarketId } from './markets';
import { site } from './site';
import type { Cta, Provenance } from './types';

/**
 * /working-with-us/: what a careful buyer checks before sending drawings, in one place. Each fact
 * carries its provenance: 'confirm' marks what only the firm can vouch for (its insurer, its legal
 * entity, its data location), listed by every build for a real domain (content/launch.ts) until the
 * firm confirms it. Nothing here names an insurer, a limit or a certificate the firm has not given:
 * where a document proves a fact, the page says how to get the document.
 */

export interface WorkingFact {
  /** Anchor id, kebab-case. */
  id: string;
  heading: string;
  paragraphs: string[];
  links?: Cta[];
  status: Provenance;
}

/** Who the client contracts with, under which law, per market. */
export interface MarketTerms {
  market: MarketId;
  contractWith: string;
  law: string;
  disputes: string;
  invoicing: string;
  status: Provenance;
}

const entity = `${site.legalName}, ${site.address.street}, ${site.address.locality}, ${site.address.country} (company registration details are printed on every proposal)`;

export const marketTerms: MarketTerms[] = [
  {
    market: 'us',
    contractWith: entity,
    law: 'The law of the State of New York',
    disputes: 'The state and federal courts in New York County, New York, unless the proposal names arbitration',
    invoicing: 'US dollars, by ACH or international wire transfer',
    status: 'confirm',
  },
  {
    market: 'uk',
    contractWith: entity,
    law: 'The law of England and Wales',
    disputes: 'Adjudication under the Housing Grants, Construction and Regeneration Act 1996 where it applies, then the courts of England and Wales',
    invoicing: 'Pounds sterling, by bank transfer to a UK account',
    status: 'confirm',
  },
  {
    market: 'eu',
    contractWith: entity,
    law: 'The law of Ireland, or the law of your country where you ask for it in the proposal',
    disputes: 'The courts of Ireland, or those of the law chosen',
    invoicing: 'Euros, by SEPA transfer (Norway and Poland included, unless we agree your own currency)',
    status: 'confirm',
  },
];

/** The mutual NDA, asked for before any drawing is sent: a prefilled email, so nothing is uploaded first. */
export const ndaRequest: Cta = {
  label: 'Email us for the mutual NDA',
  href: `mailto:${site.email}?subject=${encodeURIComponent('Mutual NDA before sending drawings')}&body=${encodeURIComponent(
    'Please send your mutual NDA (or tell us where to send ours) before we share drawings.\n\nCompany:\nProject (name or location):\nSigner (name and title):\n',
  )}`,
};

export const workingFacts: WorkingFact[] = [
  {
    id: 'confidentiality',
    heading: 'Confidentiality and the NDA, before any drawings',
    paragraphs: [
      'Ask for the NDA first and send nothing else: we sign your NDA or our mutual one before you share a single drawing. The contact form works without attachments, so you can also send it with a note asking for the NDA and leave the drawings for later.',
      'Every member of our team signs a confidentiality agreement as part of their employment contract. We never show client drawings, names or figures in our portfolio, samples or articles without written permission.',
    ],
    links: [ndaRequest, { label: 'Or use the contact form without drawings', href: '/contact' }],
    status: 'confirm',
  },
  {
    id: 'insurance',
    heading: 'Insurance',
    paragraphs: [
      'For UK and European clients we hold professional indemnity insurance; for US clients, errors and omissions (professional liability) and commercial general liability insurance. The insurer, the limit of indemnity and the policy period are stated on every proposal, and a certificate is sent on request before you sign.',
      'US clients who need a certificate of insurance (COI) naming them as certificate holder, or as additional insured on the general liability policy, should ask with the quote: our broker issues it within the time the proposal states.',
    ],
    status: 'confirm',
  },
  {
    id: 'regulation',
    heading: 'Professional regulation',
    paragraphs: [
      `${site.name} is not a firm regulated by RICS. Our quantity surveyors measure and report to RICS practice (NRM1, NRM2 and the RICS professional statements), and where a contract or a funder requires a chartered surveyor to sign a valuation or a certificate, we prepare the documents for your named RICS member to review and sign.`,
      'We do not seal or stamp drawings. Where a US design must be sealed, it is prepared for review and sealing by a professional engineer licensed in the project’s state: your own engineer, or one we engage as a subconsultant and name in the proposal before you accept it. The sealing engineer reviews the calculations and drawings and takes responsible charge of them. In the UK, temporary works designs are issued for checking at the category your temporary works coordinator sets under BS 5975.',
    ],
    status: 'confirm',
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: [
      'Each proposal states the cap on our liability for that job, set against the fee and the insurance cover available for it, and excludes loss of profit and other indirect loss. On UK jobs we accept a net contribution clause on request. Nothing limits liability that the law does not allow to be limited.',
    ],
    status: 'confirm',
  },
  {
    id: 'data',
    heading: 'Where your drawings are kept, and for how long',
    paragraphs: [
      'Drawings sent with a quote request are kept as our privacy policy describes. Once you engage us, the project’s files move to access-controlled project folders on our document management system, hosted in the European Union, and only the people working on your job can open them.',
      'At close-out we delete your drawings and models, or return them if you ask, within 30 days of the last deliverable, and keep our deliverables and the correspondence for six years so we can answer questions about the work. Tell us at kickoff if your contract requires a different period.',
    ],
    links: [{ label: 'Privacy policy', href: '/privacy-policy' }],
    status: 'confirm',
  },
  {
    id: 'people-and-machines',
    heading: 'Who works on your drawings, and on what machines',
    paragraphs: [
      `Our own employees in the ${site.address.locality} office do the work: not freelancers, and not subcontractors unless the proposal names them. Each job has one named lead, and a senior reviewer who did not produce a deliverable checks it before it is issued, under a quality management system ${isoPhrase}.`,
      'They work on company-managed workstations with encrypted disks, no removable storage and no personal devices; remote work uses the same managed machines over a company VPN.',
    ],
    status: 'confirm',
  },
  {
    id: 'ai-tools',
    heading: 'AI tools',
    paragraphs: [
      'We do not put your tender documents, drawings, models or prices into public AI tools, and no tool we use may train on them. Measurement, detailing and checking are done by people in the software listed below. If a proposal offers an automated step (for example reading title blocks to build a drawing register), it names the tool and where it runs, and you can decline it.',
    ],
    status: 'confirm',
  },
  {
    id: 'software',
    heading: 'Software and versions',
    paragraphs: [
      'We keep the current and the two previous releases of Revit, Navisworks Manage, AutoCAD and Tekla Structures installed, and save back to the release your project uses; tell us the version at kickoff. Takeoff and cost work runs in CostX 7, Bluebeam Revu 21 and PlanSwift 11, and schedules in Primavera P6 Professional (XER exchange) or Microsoft Project.',
    ],
    links: [{ label: 'Software and file formats', href: '/pricing#software' }],
    status: 'confirm',
  },
  {
    id: 'revisions',
    heading: 'Revisions',
    paragraphs: [revisionsPolicy],
    status: 'confirmed',
  },
  {
    id: 'turnaround',
    heading: 'Turnaround, and whose business day',
    paragraphs: [`${businessDays.definition} ${rush.what}`],
    links: [{ label: 'Turnaround and rates by service', href: '/pricing#rates' }],
    status: 'confirmed',
  },
  {
    id: 'payment',
    heading: 'Payment terms',
    paragraphs: [
      'Small fixed-fee jobs are invoiced on delivery; larger packages against the milestones named in the proposal; retainers monthly in advance. Invoices are payable within 30 days in the currency of the proposal. We do not ask for a deposit from clients who have paid us before; a first job over the equivalent of US$5,000 is invoiced 30% at acceptance.',
    ],
    status: 'confirm',
  },
  {
    id: 'holidays',
    heading: 'Holidays and cover',
    paragraphs: [
      `Our ${site.address.locality} office closes for Eid ul-Fitr and Eid ul-Adha (their dates move with the lunar calendar) and for Pakistan’s national holidays. A proposal whose delivery date would fall in a closure says so, and the job is staffed to finish before it; each job also has a second named person who knows it, so a lead’s leave never stops it. Our client desks keep their own countries’ hours: ${site.desks.map((d) => `${d.name} ${d.hours}`).join('; ')}.`,
    ],
    status: 'confirm',
  },
];
