import { claimMeasures, claims, isoEvidence, isoPhrase } from './figures';
import { businessDays, progressUpdateText, revisionsPolicy, rush, standardTurnaround } from './commitments';
import { site } from './site';
import { softwareStatement } from './software';
import { deskHoursText, gdprRepresentatives, legalEntity, liabilityCap, paymentTerms, professionalIndemnity, projectFiles, projectFilesRetention, requestRetention, usCover } from './terms';

/**
 * The questions themselves are in content/faqs.yml, and the working terms in content/facts.yml (the
 * editor at /admin/ edits both). A question, an answer or a term that states a shared fact names it in
 * braces, e.g. `{estimateTurnaround}`, and the build fills it in from here, so each fact is still
 * written once: in the facts registry (content/facts.yml, content/firm.json) and the sentences built
 * from it (figures.ts, commitments.ts, terms.ts, site.ts). These are the only names a text may use;
 * any other fails the build, naming the file and the field.
 */
export const faqFacts = {
  siteName: site.name,
  email: site.email,
  markets: site.markets,
  clientDeskHours: site.hours.display,
  responseTime: site.responseTime,
  estimateTurnaround: claims.estimateTurnaround,
  takeoffTurnaround: standardTurnaround('material-takeoff'),
  businessDays: businessDays.short,
  progressUpdate: claims.progressUpdate,
  progressUpdateText,
  takeoffAccuracy: claims.takeoffAccuracy,
  takeoffAccuracyMeasure: claimMeasures.takeoffAccuracy,
  revisionsPolicy,
  isoPhrase,
  isoEvidence,
  officeCity: site.address.locality,
  deskHours: deskHoursText,
  businessDaysDefinition: businessDays.definition,
  rush: rush.what,
  legalEntity,
  professionalIndemnity,
  usCover,
  liabilityCap,
  projectFiles,
  projectFilesRetention,
  requestRetention,
  gdprRepresentatives,
  paymentTerms,
  software: softwareStatement,
} as const satisfies Record<string, string>;
