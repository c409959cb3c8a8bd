import * as v from 'valibot';
import { FACTS_FILE } from '@/lib/content/facts';
import { ContentFileError } from '@/lib/content/files';
import { withFacts } from '@/lib/content/faqs';
import { facts } from '@/lib/content/facts';
import type { MarketId } from '@/content/markets';
import { site } from '@/lib/content/site';
import { contracts } from '@/lib/content/terms';
import type { Cta } from '@/content/types';
import type { Provenance } from '@/lib/content/facts';

/**
 * /working-with-us/: what a careful buyer checks before sending drawings, in one place, from the
 * firm's facts (content/facts.yml `terms` and `contracts`, edited in the editor). Each answer carries
 * its provenance: 'confirm' marks what only the firm can vouch for (its insurer, its legal entity, its
 * data location); the page labels it, and every build for a real domain lists it (lib/content/launch.ts),
 * until the firm confirms it. Nothing here names an insurer, a limit or a certificate the firm has not
 * given: where a document proves a fact, the page says how to get the document.
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

const entity = `${site.legalName}, ${site.address.street}, ${site.address.locality}, ${site.address.country}`;

export const marketTerms: MarketTerms[] = contracts.map((c) => ({
  market: c.market,
  contractWith: entity,
  law: c.law,
  disputes: c.disputes,
  invoicing: c.invoicing,
  status: c.provenance,
}));

/** The mutual NDA, asked for before any drawing is sent: a prefilled email, so nothing is uploaded first. */
export const ndaRequest: Cta = {
  label: 'Email us for the mutual NDA',
  href: `mailto:${site.email}?subject=${encodeURIComponent('Mutual NDA before sending drawings')}&body=${encodeURIComponent(
    'Please send your mutual NDA (or tell us where to send ours) before we share drawings.\n\nCompany:\nProject (name or location):\nSigner (name and title):\n',
  )}`,
};

/** Links shown under an answer, by its id. */
const LINKS: Record<string, Cta[]> = {
  confidentiality: [ndaRequest, { label: 'Or use the contact form without drawings', href: '/contact' }],
  data: [{ label: 'Privacy policy', href: '/privacy-policy' }],
  software: [{ label: 'Software and file formats', href: '/pricing#software' }],
  turnaround: [{ label: 'Turnaround and rates by service', href: '/pricing#rates' }],
};

const fill = withFacts();

export const workingFacts: WorkingFact[] = facts.terms.map((term, t) => ({
  id: term.id,
  heading: term.heading,
  paragraphs: term.paragraphs.map((paragraph, p) => {
    const filled = v.safeParse(fill, paragraph);
    if (!filled.success) throw new ContentFileError(FACTS_FILE, `terms[${t}].paragraphs[${p}] ${filled.issues[0].message}`);
    return filled.output;
  }),
  ...(LINKS[term.id] ? { links: LINKS[term.id] } : {}),
  status: term.provenance,
}));
