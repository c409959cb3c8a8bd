import { claimMeasures, claims, isoPhrase } from './figures';
import { businessDays, progressUpdateText, revisionsPolicy, standardTurnaround } from './commitments';
import { site } from './site';

/**
 * The questions themselves are in content/faqs.yml (the editor at /admin/ edits it). An answer that
 * states a shared fact names it in braces, e.g. `{estimateTurnaround}`, and the build fills it in from
 * here, so each fact is still written once: in figures.ts, commitments.ts or site.ts. These are the
 * only names a question or answer may use; any other fails the build, naming the file and the field.
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
} as const satisfies Record<string, string>;
