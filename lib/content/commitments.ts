/**
 * What the firm promises about delivery, as the pages say it: turnaround per service and tier, what a
 * business day is, revisions, the rush multiplier and what happens above the largest bar bending
 * package. The numbers are the firm's, in content/facts.yml (`delivery`, edited in the editor); every
 * page, FAQ, price table and post reads them through here, and none types a number of days, hours or
 * rounds itself (tests/commitments.test.ts fails on a restatement). Where a figure is shown, what it
 * measures is shown with it.
 */

import { facts, type PRICED } from '@/lib/content/facts';
import { RUSH_MULTIPLIER } from '@/content/pricing-rules';

const delivery = facts.delivery;

/** Days are counted in business days of the client's market; the definition is shown with every turnaround table. */
export const businessDays = {
  definition:
    `Turnaround is counted in business days of your market (working days in the UK and Europe: Monday to Friday, less public holidays where the project is: US federal holidays, UK bank holidays, or the national holidays of the European country), starting on the business day after we confirm a complete set of documents and your acceptance of the quote. A set received after ${delivery.cutoff} your time counts from the next business day.`,
  short: 'business days of your market, from the day after we confirm a complete set',
  /** The definition on one market's pages: its own holidays only (a UK page never names US federal holidays). */
  definitionFor: (market: 'us' | 'uk' | 'eu') =>
    `Turnaround is counted in ${market === 'us' ? 'business days: Monday to Friday, less US federal holidays' : market === 'uk' ? 'working days: Monday to Friday, less the bank holidays where the project is' : 'working days: Monday to Friday, less the national holidays of the country where the project is'}, starting on the ${market === 'us' ? 'business' : 'working'} day after we confirm a complete set of documents and your acceptance of the quote. A set received after ${delivery.cutoff} your time counts from the next ${market === 'us' ? 'business' : 'working'} day.`,
  /** When the clock starts, as a phrase after a turnaround: "3-5 business days from …". */
  clockStart: 'counted from the business day after we confirm a complete set of documents and your acceptance of the quote',
} as const;

/** A span of business days, e.g. [3, 5] → "3-5 business days", [5, 5] → "5 business days". */
export type DaySpan = readonly [number, number];

export function daysText([low, high]: DaySpan): string {
  const n = low === high ? `${low}` : `${low}-${high}`;
  return `${n} business ${high === 1 ? 'day' : 'days'}`;
}

const WEEK_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;

/** A span of weeks in words, as the service pages say them: [4, 6] → "four to six weeks", [2, 2] → "two weeks". */
export function weeksText([low, high]: DaySpan): string {
  const say = (n: number) => WEEK_WORDS[n] ?? String(n);
  return `${low === high ? say(low) : `${say(low)} to ${say(high)}`} ${high === 1 ? 'week' : 'weeks'}`;
}

/** The services with a published rate card (content/prices.yml). */
export type PricedService = (typeof PRICED)[number];

/**
 * Standard and rush turnaround of each priced service, for the scope its rate card describes (a
 * multi-trade takeoff, an estimate priced from construction drawings, one shop drawing package up to
 * 40 sheets, one clash cycle). Every quote confirms a delivery date for the actual job.
 */
export const turnaround = Object.fromEntries(delivery.turnaround.map((t) => [t.service, { standard: t.standard, rush: t.rush, scope: t.scope }])) as Record<
  PricedService,
  { standard: DaySpan; rush: DaySpan; scope: string }
>;

export function standardTurnaround(service: PricedService): string {
  return daysText(turnaround[service].standard);
}

export function rushTurnaround(service: PricedService): string {
  return daysText(turnaround[service].rush);
}

/** Turnaround of the services without a rate card, stated once here and read by their pages. */
export const otherTurnaround = {
  /** A progress update: from complete progress data to the updated schedule and report. */
  progressUpdateHours: delivery.progressUpdateHours,
  scheduleBaseline: delivery.scheduleBaseline,
  scopePackage: delivery.scopePackage,
  safetyReview: delivery.safetyReview,
  inspectionChecklist: delivery.inspectionChecklist,
  temporaryWorksDesign: delivery.temporaryWorksDesign,
  /** Closing an engineer's or architect's review comments on drawings we produced, per round. */
  commentResponse: delivery.commentResponse,
  /** A small addendum to a takeoff or estimate we produced (up to 10 changed sheets). */
  addendumUpdate: delivery.addendumUpdate,
} as const;

/** Turnaround of longer work, in weeks (weeksText): apart from the spans of business days above. */
export const weeksTurnaround = {
  designDevelopmentWeeks: delivery.designDevelopmentWeeks,
  calculationPackageWeeks: delivery.calculationPackageWeeks,
  documentationSetWeeks: delivery.documentationSetWeeks,
  phasingPackageWeeks: delivery.phasingPackageWeeks,
  closeoutPackageWeeks: delivery.closeoutPackageWeeks,
  erectionDrawingsWeeks: delivery.erectionDrawingsWeeks,
} as const;

/** The one sentence about the 24-hour figure: what it measures. */
export const progressUpdateText = `within ${otherTurnaround.progressUpdateHours} hours of receiving complete progress data, on business days`;

/**
 * Revisions. Two different things, never mixed up on a page:
 * - corrections: anything wrong in our own work is corrected free, however many times, until you accept it;
 * - rounds of comments: changes you ask for on a correct deliverable, within the quoted scope; each
 *   service includes a stated number, and the quote repeats it.
 * Design changes (a new drawing revision from your designer) are quoted before we start them.
 */
export const revisions = {
  corrections: 'Corrections of our own errors are free until you accept the deliverable.',
  /** The same, as a list item or a clause. */
  correctionsClause: 'corrections of our own errors free until you accept the deliverable',
  designChanges: 'Design changes, when your architect or engineer issues a new revision, are quoted before we start them.',
  /** Rounds of comments included per service; bar bending schedule rounds are per package (lib/content/bbs-packages.ts). */
  rounds: {
    default: delivery.revisionRounds,
  },
} as const;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** "two rounds of comments" */
export function roundsText(n: number): string {
  return `${NUMBER_WORDS[n] ?? n} ${n === 1 ? 'round' : 'rounds'} of comments`;
}

/** The whole policy as one paragraph, for FAQs and the working-with-us page. */
export const revisionsPolicy = `${revisions.corrections} Each service also includes ${roundsText(revisions.rounds.default)} on a correct deliverable (bar bending schedule packages state their own number), and the quote repeats how many. ${revisions.designChanges}`;

/** Rush: scheduled ahead of other work and staffed with a second person, for this multiple of the fee. */
export const rush = {
  multiplier: RUSH_MULTIPLIER,
  text: `×${RUSH_MULTIPLIER} the standard fee`,
  what: `A rush job is scheduled ahead of other work and staffed with a second estimator or detailer, for ×${RUSH_MULTIPLIER} the standard fee.`,
} as const;

/**
 * Above the largest bar bending schedule package: every further ton or tonne at the published rate,
 * confirmed as a fixed fee once we have seen the drawings. There is no separate "quoted individually" tier.
 */
export function abovePackagesText(largest: string, unit: string, pricingPage: string): string {
  return `Above ${largest}, each further ${unit} is priced at the rate on ${pricingPage}, and the total is confirmed as a fixed fee once we have seen the drawings.`;
}
