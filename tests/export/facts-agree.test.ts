import { parse } from 'node-html-parser';
import { businessDays, daysText, otherTurnaround, revisions, roundsText, turnaround } from '@/lib/content/commitments';
import { claimMeasures, claimStatements, claims, isoCertified } from '@/lib/content/figures';
import { facts } from '@/lib/content/facts';
import firm from '@/content/firm.json' with { type: 'json' };
import { allHtmlPaths, readPage, requireExport } from './out';

/**
 * The careful reading of docs/facts.md as a command: every exported page, variant and policy is read
 * as a buyer reads it, and each statement of a fact the firm promises (a turnaround, a standard, where
 * drawings live, payment, rounds of comments) is extracted by topic and compared with the facts
 * registry. A page that states a topic's fact another way fails, naming the page and the sentence.
 * commitments.test.ts stops a value being typed twice in the sources; this stops two pages saying
 * different things however the text was built.
 */

beforeAll(requireExport);

/** A page's sentences: visible text of <main>, each element apart from the next. */
function sentences(path: string): string[] {
  const main = parse(readPage(path).html).querySelector('main');
  if (!main) return [];
  for (const el of main.querySelectorAll('script, style, template')) el.remove();
  return main.structuredText
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.;?!])\s+(?=[A-Z“"(])/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const SPAN = String.raw`${NUMBER}(?:\s?(?:-|–|to)\s?${NUMBER})?`;
const DAY_WORDS = ['one', 'two', 'three', 'four', 'five'];
const DAYS = (n: number) => `(?:${n}|${DAY_WORDS[n - 1] ?? n})`;
const inUkWords = (text: string) => text.replace(/business day/g, 'working day');

/** Every span the registry states, as the pages print it in either market's words. */
const knownSpans = new Set(
  [...Object.values(turnaround).flatMap((t) => [t.standard, t.rush]), ...Object.values(otherTurnaround).filter((v): v is readonly [number, number] => Array.isArray(v))].flatMap((span) => [daysText(span), inUkWords(daysText(span))]),
);

/** One topic: the sentences that state it, and what is wrong with one (null when it agrees with the registry). */
interface Topic {
  name: string;
  states: RegExp;
  wrong: (sentence: string) => string | null;
}

export const TOPICS: Topic[] = [
  {
    name: 'turnaround in business or working days',
    states: new RegExp(`\\b${SPAN}\\s(?:business|working) days?\\b`, 'i'),
    wrong: (s) => {
      const said = [...s.matchAll(new RegExp(`\\b${SPAN}\\s(?:business|working) days?\\b`, 'gi'))].map((m) => m[0]).filter((t) => !knownSpans.has(t) && !/^(?:one|1) (?:business|working) day$/i.test(t));
      return said.length ? `states ${said.join(', ')}, which no turnaround in content/facts.yml is` : null;
    },
  },
  {
    name: 'when the turnaround clock starts',
    states: /\bfrom (?:receipt|the receipt|when we receive|the day we receive)\b/i,
    wrong: () => `starts the clock otherwise than "${businessDays.clockStart}"`,
  },
  {
    name: 'the hours figure',
    states: /\b\d+\s?(?:hours|hrs)\b(?!\s+ahead)/i,
    // The figure alone (a counter or a benefit's value) is labelled by the element after it.
    wrong: (s) => (new RegExp(`\\b${facts.delivery.progressUpdateHours}\\s?(?:hours|hrs)\\b`).test(s) && (/progress/i.test(s) || /^\d+ hrs$/.test(s)) ? null : 'states an hours figure for something other than the schedule progress update'),
  },
  {
    name: 'rounds of comments included',
    states: new RegExp(`\\b${NUMBER}\\s+(?:rounds? of (?:your )?comments|review rounds|revision rounds)\\b`, 'i'),
    // Bar bending schedule packages state their own number (lib/content/bbs-packages.ts).
    wrong: (s) => (s.toLowerCase().includes(roundsText(revisions.rounds.default)) || /\bpackage\b|revisions included \(rounds of your comments\)/i.test(s) ? null : `does not say ${roundsText(revisions.rounds.default)}`),
  },
  {
    name: 'closing review comments',
    states: new RegExp(`\\bcomments?\\b[^.]*\\b(?:closed|returned|turned around|answered)\\b[^.]*\\b${SPAN}\\s+(?:business |working )?days?\\b`, 'i'),
    wrong: (s) => (s.includes(daysText(otherTurnaround.commentResponse)) || s.includes(inUkWords(daysText(otherTurnaround.commentResponse))) ? null : `does not say ${daysText(otherTurnaround.commentResponse)}`),
  },
  {
    name: 'the US estimate classification',
    states: /\bAACE\b[^.]*\b\d{2}R-\d{2}\b|\b18R-97\b/,
    // Explaining 18R-97 is fine (the accuracy article does); classifying our own estimates by it is not.
    wrong: (s) => (/\b18R-97\b/.test(s) && /\b(?:we|our|every report|states its)\b/i.test(s) ? 'classifies our building estimates under 18R-97 (process industries) instead of 56R-08' : null),
  },
  {
    name: 'a range RIBA or NRM1 does not set',
    states: /\bRIBA\b[^.]*\brange\b/i,
    wrong: (s) => (/since neither sets one|do(?:es)? not set|sets? no range/i.test(s) ? null : 'gives a RIBA stage or NRM1 estimate a range neither defines'),
  },
  {
    name: 'where drawings are hosted',
    states: /\b(?:your |the project’s |project )?(?:files|drawings|documents|information you send)\b[^.]*\b(?:hosted|stored) in\b/i,
    wrong: (s) => {
      const place = /\b(?:hosted|stored) in ((?:the )?[A-Z][\w ]+?)(?=[,.;:)]|$| and| until| for)/.exec(s)?.[1];
      if (!place) return null;
      return place === facts.data.hostedIn || /Cloudflare|D1|R2|session storage|database|browser/i.test(s) ? null : `says files are hosted or stored in ${place}, not ${facts.data.hostedIn}`;
    },
  },
  {
    name: 'how long project files are kept',
    states: /\b(?:drawings|project files|models)\b[^.]*\b(?:kept for|deleted|delete)\b|\b(?:delete|deleted)\b[^.]*\b(?:drawings|models)\b/i,
    wrong: (s) => (s.includes(`within ${facts.data.deleteWithinDays} days of the last deliverable`) ? null : `does not say within ${facts.data.deleteWithinDays} days of the last deliverable`),
  },
  {
    // One clock for a request's drawings, hired or not (content/firm.json requests): a buyer must never read
    // that drawings from a quote not won outlive an engaged client's.
    name: 'how long a quote request and its drawings are kept',
    states: /\b(?:quote requests?|inquir(?:y|ies)|requests? (?:not won|that do not)|unsuccessful quotes?|not won)\b[^.]*\b(?:kept|keep|erased|deleted)\b|\b(?:drawings|files)\b[^.]*\b(?:erased|kept|keep)\b[^.]*\b(?:days?|months?|years?)\b/i,
    wrong: (s) => {
      if (/last deliverable/.test(s)) return null;
      const years = [...s.matchAll(new RegExp(String.raw`\b(${NUMBER}) years?\b`, 'gi'))].map((m) => m[1]!.toLowerCase());
      const keepYears = [String(firm.requests.keepYears), ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][firm.requests.keepYears]];
      if (years.some((y) => !keepYears.includes(y))) return `says a request is kept ${years.join(', ')} years, not ${firm.requests.keepYears}`;
      if (/\b(?:drawings|files)\b/i.test(s) && /\b(?:erased|deleted|kept)\b/i.test(s) && !s.includes(`${firm.requests.drawingsKeepDays} days after our last contact`)) {
        return `does not say a request's drawings are erased ${firm.requests.drawingsKeepDays} days after our last contact, hired or not`;
      }
      return null;
    },
  },
  {
    // What the software can do, said one way: Revit saves to no older release (AutoCAD does, to an earlier DWG format).
    name: 'saving a model back to an older release',
    states: /\bsav(?:e|ed|ing) (?:back|to)\b[^.]*\b(?:release|version)\b|\b(?:release|version)\b[^.]*\bsav(?:e|ed|ing) (?:back|to)\b/i,
    wrong: (s) => (/\b(?:cannot|can't|not)\b|\bwherever the software allows\b/i.test(s) ? null : 'says we save back to an older release, which a Revit model cannot be'),
  },
  {
    name: 'payment terms',
    states: /\b(?:payable|due) within\b|\bdeposit\b|\bcard payments?\b|\bcredit card/i,
    wrong: (s) => {
      if (/\bcard payments?\b|credit card/i.test(s)) return 'names a card payment no market\'s terms offer';
      if (/\b(?:payable|due) within\b/i.test(s) && !new RegExp(`within ${facts.payment.dueDays} days`).test(s)) return `does not say within ${facts.payment.dueDays} days`;
      if (/\bno deposit\b/i.test(s)) return `contradicts the ${facts.payment.depositPercent}% first-job deposit`;
      return null;
    },
  },
  {
    name: 'how fast the firm replies',
    states: /\breply\b[^.]*\bwithin\b[^.]*\b(?:business|working) day/i,
    wrong: (s) => (new RegExp(`within ${DAYS(firm.contact.replyWithinBusinessDays)} (?:business|working) day`).test(s) ? null : 'states another reply time'),
  },
  {
    name: 'the quality certificate',
    states: /\bcertified\b/i,
    wrong: (s) => (isoCertified || !/\bISO\s?9001\b/.test(s) ? null : 'says the firm is certified to ISO 9001 before the certificate is in content/facts.yml'),
  },
  {
    name: 'correcting our own errors',
    states: /\bcorrections?\b[^.]*\bfree\b/i,
    wrong: (s) => (s.includes('until you accept') ? null : `does not say "${revisions.correctionsClause}"`),
  },
  {
    name: 'who seals a US design',
    states: /\b(?:PE|professional engineer)\b[^.]*\bseals?\b/i,
    wrong: (s) => (/responsible charge|do not seal|does not seal/i.test(s) ? null : 'has an engineer seal without taking responsible charge'),
  },
  {
    name: 'the take-off accuracy figure',
    states: new RegExp(`(?<![\\d.])${facts.figures.takeoffAccuracy}%`),
    wrong: (s) => (s === claims.takeoffAccuracy || s.includes(claimStatements.takeoffAccuracyStatement) ? null : `states ${claims.takeoffAccuracy} otherwise than "${claimStatements.takeoffAccuracyStatement}"`),
  },
  {
    name: 'the BIM percentages',
    states: new RegExp(`(?<![\\d.])(?:${facts.figures.bimClashReduction}|${facts.figures.bimTimeSavings}|${facts.figures.bimCostReduction})%[^.]*\\b(?:clash|coordination|rework|cost|time)`, 'i'),
    wrong: (s) => (Object.values(claimMeasures).some((m) => s.includes(m)) ? null : 'states a BIM percentage otherwise than what lib/content/figures.ts says it measures'),
  },
  {
    name: 'where the firm has offices',
    states: /\b(?:desk|office)\b[^.]*\b(?:London|New York|Dublin)\b|\b(?:London|New York|Dublin)\b[^.]*\b(?:desk|office)\b|\(\s*(?:London|New York)\s*\)/,
    wrong: () => `places a desk or office outside ${firm.address.locality}, where the firm says it has its only office`,
  },
  {
    name: 'the hours the office overlaps',
    states: /\boverlaps?\b[^.]*\b(?:US|Eastern|Pacific|Central)\b[^.]*\bmornings?\b/i,
    wrong: () => `says a working day in ${firm.address.locality} overlaps US mornings`,
  },
  {
    name: 'the deposit threshold',
    states: /\bdeposit\b[^.]*[$£€]|[$£€][^.]*\bdeposit\b|\bfirst job over\b/i,
    wrong: (s) => (s.includes(facts.payment.depositAbove) ? null : `does not say "${facts.payment.depositAbove}"`),
  },
  {
    name: 'how takeoffs are checked',
    states: /\bre-?(?:measures?|checks?)\b/i,
    wrong: (s) => (/re-?checks? the high-value|re-?measures? the set\b/i.test(s) ? 'describes the second check otherwise than an independent re-measure of the highest-value items' : null),
  },
];

/** Every disagreement on a page's sentences: "topic: what is wrong, in “…sentence…”". */
export function disagreements(pageSentences: string[]): string[] {
  return TOPICS.flatMap((topic) =>
    pageSentences.filter((s) => topic.states.test(s)).flatMap((s) => {
      const wrong = topic.wrong(s);
      return wrong ? [`${topic.name}: ${wrong}, in “${s.slice(0, 160)}”`] : [];
    }),
  );
}

/**
 * What a page may say in its own right: a project page reports what happened on one past job (a
 * narrative, not a promise), and the privacy policy's time limits for rights requests are the law's.
 */
const OWN_RIGHT: { path: RegExp; topics: string[] }[] = [
  { path: /^\/projects\//, topics: ['turnaround in business or working days', 'closing review comments', 'where drawings are hosted'] },
  { path: /^\/privacy-policy\/$/, topics: ['turnaround in business or working days'] },
];

test('no two pages state one of the firm\'s facts two ways', () => {
  const problems = allHtmlPaths().flatMap((path) =>
    disagreements(sentences(path))
      .filter((p) => !OWN_RIGHT.some((o) => o.path.test(path) && o.topics.some((t) => p.startsWith(`${t}:`))))
      .map((p) => `${path}: ${p}`),
  );
  expect(problems).toEqual([]);
});

test('the reading finds the disagreements the firm\'s buyers found', () => {
  expect(disagreements(['Every report states its estimate class (AACE 18R-97 in the US, the RIBA stage in the UK) with the range that class expects.'])).toHaveLength(2);
  expect(disagreements(['Detailed estimates are delivered in 3-5 business days from receipt of complete documents.'])).toHaveLength(1);
  expect(disagreements(['Look-ahead updates are returned within 24 hours of receiving complete progress data.'])).toEqual([]);
  expect(disagreements(['Reports are returned within 48 hours.'])).toHaveLength(1);
  expect(disagreements(['We accept international bank transfer or card payment.'])).toHaveLength(1);
  expect(disagreements(['That means information you send us is accessed and stored in Pakistan.'])).toHaveLength(1);
  expect(disagreements(['Comments are usually closed within two to three days.'])).toHaveLength(1);
  expect(disagreements(['A second estimator re-checks the high-value items.'])).toHaveLength(1);
  expect(disagreements(['Shop drawings take 4-6 business days.'])).toHaveLength(1);
  expect(disagreements(['Corrections of our own errors are free until the set is released for fabrication.'])).toHaveLength(1);
  expect(disagreements(['In the US, a licensed PE reviews and seals where required.'])).toHaveLength(1);
  expect(disagreements(['Our team works to 99% accuracy.'])).toHaveLength(1);
  expect(disagreements(['The team has averaged a 95% reduction in clashes between runs.'])).toHaveLength(1);
  expect(disagreements(['UK desk (London): 020 7946 0321'])).toHaveLength(1);
  expect(disagreements(['Our working day overlaps UK and US Eastern mornings.'])).toHaveLength(1);
  expect(disagreements(['A first job over the equivalent of US$5,000 is invoiced 30% at acceptance.'])).toHaveLength(1);
  expect(disagreements(['Drawings from a quote that is not won are erased two years after our last contact.'])).toHaveLength(1);
  expect(disagreements(['Inquiries that do not become projects are kept three years from our last contact.'])).toHaveLength(1);
  expect(disagreements(['We keep the current and the two previous releases installed and save back to the release your project uses.'])).toHaveLength(1);
  expect(disagreements(['We save to the software version your office uses.'])).toHaveLength(1);
  expect(disagreements(['Revit files cannot be saved back to an older release, so we confirm the version at kickoff.'])).toEqual([]);
});
