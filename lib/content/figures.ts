import { facts } from '@/lib/content/facts';
import { otherTurnaround, standardTurnaround } from '@/lib/content/commitments';
import type { Provenance } from '@/lib/content/facts';

const f = facts.figures;

/**
 * The counts (years, team, projects, clients) and the BIM percentages are the spec's, in
 * content/facts.yml (`figures`); until the firm confirms them from its records, with the basis of each
 * percentage, every counter and percentage is shown with a "to be confirmed" label.
 */
export const figuresProvenance: Provenance = f.provenance;

/**
 * Every figure the firm claims, once. Pages and copy read these constants; none is typed twice
 * (tests/commitments.test.ts). Each claim says what it measures (`claimMeasures`), and pages show
 * that meaning beside the number. (The old site said both 250+ and 500+ projects; we publish 500+.)
 */

export const figures = {
  yearsExperience: { value: f.yearsExperience, suffix: '+', label: 'Years of Experience' },
  teamMembers: { value: f.teamMembers, suffix: '+', label: 'Team Members' },
  projectsDelivered: { value: f.projectsDelivered, suffix: '+', label: 'Projects Delivered' },
  happyClients: { value: f.happyClients, suffix: '+', label: 'Happy Clients' },
  /**
   * The spec's "24 hrs average delivery". No standard deliverable takes under two business days, so
   * the figure is published for the one thing it measures: a schedule progress update.
   */
  progressUpdateHours: { value: otherTurnaround.progressUpdateHours, suffix: ' hrs', label: 'Progress update turnaround' },
} as const;

export type Figure = (typeof figures)[keyof typeof figures];

/** "500+", "24 hrs" */
export function figureText(f: Figure): string {
  return `${f.value}${f.suffix}`;
}

/**
 * The quality standard. The certificate's body and number are the firm's to fill in (lib/content/launch.ts
 * lists them while they are empty); until then no page says "certified".
 */
export const qualityCertificate: { standard: string; body: string | null; number: string | null; provenance: Provenance } = {
  standard: facts.certificate.standard,
  body: facts.certificate.body ?? null,
  number: facts.certificate.number ?? null,
  provenance: facts.certificate.provenance,
};

/** Whether a text names the quality standard: wherever one does, the certificate's label goes beside it. */
export const namesQualityStandard = (text: string): boolean => text.includes(qualityCertificate.standard);

export const isoCertified = qualityCertificate.body !== null && qualityCertificate.number !== null;

/** "ISO 9001:2015 certified (Body, certificate 123)" once confirmed, else "run to ISO 9001:2015". */
export const isoPhrase = isoCertified
  ? `certified to ${qualityCertificate.standard} by ${qualityCertificate.body} (certificate ${qualityCertificate.number})`
  : `run to ${qualityCertificate.standard}`;

/** What a buyer can ask for as evidence of the quality system: a certificate only once one is in content/facts.yml. */
export const isoEvidence = isoCertified
  ? 'we send the certificate or the latest audit report to any client who asks.'
  : 'the system is not yet certified by a certification body, so we offer no certificate; ask with the quote and we send the procedures that apply to your job.';

export const claims = {
  iso: qualityCertificate.standard,
  bimClashReduction: `${f.bimClashReduction}%`,
  bimTimeSavings: `${f.bimTimeSavings}%`,
  bimCostReduction: `${f.bimCostReduction}%`,
  takeoffAccuracy: `${f.takeoffAccuracy}%`,
  /** A detailed cost estimate's standard turnaround (lib/content/commitments.ts). */
  estimateTurnaround: standardTurnaround('cost-estimation'),
  /** The 24-hour figure, as text: a schedule progress update. */
  progressUpdate: figureText(figures.progressUpdateHours),
} as const;

/**
 * The projects the BIM percentages average: a count once the firm states it. Until then the count is
 * not said at all; the figures' label beside the block says the basis is the firm's to confirm (a label
 * never sits inside a sentence).
 */
export const bimBasis = f.bimBasisProjects ? `averaged over our last ${f.bimBasisProjects} coordination projects` : 'averaged over our coordination projects';

/** What each claimed percentage measures: shown beside it wherever it appears (the BIM basis once per block, `bimBasis`). */
export const claimMeasures = {
  takeoffAccuracy: 'of the highest-value items a second estimator re-measures independently agree with the first measure (a check of our measuring, not of final cost)',
  bimClashReduction: 'fewer open clash groups at sign-off for fabrication than in the first federated clash run',
  bimTimeSavings: 'less time in the coordination phase than the project schedule allowed for it',
  bimCostReduction: 'lower rework and change cost on the coordinated scope than the allowance the contractor carried for it',
} as const;

/**
 * Each percentage with what it measures, as one phrase: the only way a page or post states it in
 * running text (a post writes <Claim id="takeoffAccuracyStatement" />), so no page says "99% accuracy"
 * and another "99% of items agree".
 */
export const claimStatements = {
  takeoffAccuracyStatement: `${claims.takeoffAccuracy} ${claimMeasures.takeoffAccuracy}`,
  bimClashReductionStatement: `${claims.bimClashReduction} ${claimMeasures.bimClashReduction}`,
  bimTimeSavingsStatement: `${claims.bimTimeSavings} ${claimMeasures.bimTimeSavings}`,
  bimCostReductionStatement: `${claims.bimCostReduction} ${claimMeasures.bimCostReduction}`,
} as const;

/** The three counters on the home and about pages, in order. */
export const headlineStats = [figures.projectsDelivered, figures.happyClients, figures.yearsExperience] as const;
