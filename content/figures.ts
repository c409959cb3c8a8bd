import { otherTurnaround, standardTurnaround } from './commitments';
import type { Provenance } from './types';

/**
 * The counts (years, team, projects, clients) and the BIM percentages are the spec's; the firm must
 * confirm each from its records before launch, and the basis of each percentage (how many projects).
 */
export const figuresProvenance: Provenance = 'confirm';

/**
 * Every figure the firm claims, once. Pages and copy read these constants; none is typed twice
 * (tests/commitments.test.ts). Each claim says what it measures (`claimMeasures`), and pages show
 * that meaning beside the number. (The old site said both 250+ and 500+ projects; we publish 500+.)
 */

export const figures = {
  yearsExperience: { value: 15, suffix: '+', label: 'Years of Experience' },
  teamMembers: { value: 50, suffix: '+', label: 'Team Members' },
  projectsDelivered: { value: 500, suffix: '+', label: 'Projects Delivered' },
  happyClients: { value: 120, suffix: '+', label: 'Happy Clients' },
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
 * The quality standard. The certificate's body and number are the firm's to fill in (content/launch.ts
 * lists them while they are empty); until then no page says "certified".
 */
export const qualityCertificate: { standard: string; body: string | null; number: string | null } = {
  standard: 'ISO 9001:2015',
  body: null,
  number: null,
};

export const isoCertified = qualityCertificate.body !== null && qualityCertificate.number !== null;

/** "ISO 9001:2015 certified (Body, certificate 123)" once confirmed, else "run to ISO 9001:2015". */
export const isoPhrase = isoCertified
  ? `certified to ${qualityCertificate.standard} by ${qualityCertificate.body} (certificate ${qualityCertificate.number})`
  : `run to ${qualityCertificate.standard}`;

export const claims = {
  iso: qualityCertificate.standard,
  bimClashReduction: '95%',
  bimTimeSavings: '30%',
  bimCostReduction: '20%',
  takeoffAccuracy: '99%',
  /** A detailed cost estimate's standard turnaround (content/commitments.ts). */
  estimateTurnaround: standardTurnaround('cost-estimation'),
  /** The 24-hour figure, as text: a schedule progress update. */
  progressUpdate: figureText(figures.progressUpdateHours),
} as const;

/** What each claimed percentage measures: shown beside it wherever it appears. */
export const claimMeasures = {
  takeoffAccuracy: 'of measured items agree with an independent re-measure (a check of our measuring, not of final cost)',
  bimClashReduction:
    'fewer open clash groups at sign-off for fabrication than in the first federated clash run, averaged over our coordination projects',
  bimTimeSavings: 'less time in the coordination phase than the project schedule allowed for it, averaged over our coordination projects',
  bimCostReduction: 'lower rework and change cost on the coordinated scope than the allowance the contractor carried for it, averaged over our coordination projects',
} as const;

/** The three counters on the home and about pages, in order. */
export const headlineStats = [figures.projectsDelivered, figures.happyClients, figures.yearsExperience] as const;
