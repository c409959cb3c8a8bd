import { parse } from 'node-html-parser';
import { otherTurnaround, turnaround, weeksTurnaround } from '@/lib/content/commitments';
import { bbsPackagesByMarket } from '@/lib/content/bbs-packages';
import { markets } from '@/content/markets';
import { serviceGroups } from '@/content/navigation';
import { priceBooks } from '@/lib/content/pricing';
import { samples } from '@/lib/content/samples';
import firm from '@/content/firm.json' with { type: 'json' };
import { facts } from '@/lib/content/facts';
import { SPAM_RETENTION_DAYS } from '@/lib/lead-desk';
import { allHtmlPaths, readPage, requireExport } from './out';

/**
 * Every number a page states about the firm, held against the facts. The careful reading
 * (facts-agree.test.ts) sorts sentences by topic and so sees only the phrasings it was written for;
 * this reads the visible text of every exported page, finds each number next to a commitment word (a
 * period, a count of hours, revisions or rounds, a tonnage, a percentage, a standard's class or stage)
 * and asks whether the facts state that number in that unit. A number the facts do not hold is a
 * number typed into a page: it fails here, naming the page and the sentence, however it is worded.
 *
 * What is not the firm's own number, and why, is listed below (EXCUSED): a past job's narrative, a
 * client's words, an article's trade knowledge, the law's time limits, a person's career.
 */

beforeAll(requireExport);

const WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, 'twenty-four': 24, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90,
};
const NUM = String.raw`(?:\d[\d,]*(?:\.\d+)?|${Object.keys(WORDS).sort((a, b) => b.length - a.length).join('|')})`;
/** A number or a span of two ("3-5", "two to three"), then the unit, with a word between ("working", "more") at most. */
const MENTION = new RegExp(
  String.raw`\b(${NUM})(?:\s?(?:-|–|to)\s?(${NUM}))?(?:\s|-)?(?:(business|working|calendar|full|more|further|short|metric)[ -])?(days?|weeks?|years?|months?|hours?|hrs|revisions?|rounds?|tonnes?|tons?|%|per ?cent)(?![\w-]*\d)`,
  'gi',
);
/** A standard's class or stage named by its number: "Class 3", "RIBA Stage 2", "Stages 0-1". */
const CLASS_OR_STAGE = new RegExp(String.raw`\b(class|stages?)\s(\d+)(?:\s?(?:-|–|to|and)\s?(\d+))?\b`, 'gi');

type Unit = 'days' | 'business days' | 'weeks' | 'years' | 'months' | 'hours' | 'revisions' | 'tonnes' | 'tons' | '%';

function unitOf(qualifier: string | undefined, unit: string): Unit {
  const u = unit.toLowerCase();
  if (/^days?$/.test(u)) return qualifier && /business|working/i.test(qualifier) ? 'business days' : 'days';
  if (/^weeks?$/.test(u)) return 'weeks';
  if (/^years?$/.test(u)) return 'years';
  if (/^months?$/.test(u)) return 'months';
  if (/^(hours?|hrs)$/.test(u)) return 'hours';
  if (/^(revisions?|rounds?)$/.test(u)) return 'revisions';
  if (/^tonnes?$/.test(u)) return 'tonnes';
  if (/^tons?$/.test(u)) return 'tons';
  return '%';
}

const numberOf = (s: string): number => WORDS[s.toLowerCase()] ?? Number(s.replace(/,/g, ''));

/** Hours the office (content/firm.json address) is ahead of a time zone, through the year (summer time moves it). */
function hoursAhead(of: string): number[] {
  const offset = (zone: string, date: Date) => {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(date).find((p) => p.type === 'timeZoneName')!.value;
    const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3] ?? 0) / 60) : 0;
  };
  // The office in Lahore (firm.json address, which names no zone of its own).
  const office = 'Asia/Karachi';
  return [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')].map((d) => offset(office, d) - offset(of, d));
}

const weekSpans = Object.values(weeksTurnaround);
const spans = [...Object.values(turnaround).flatMap((t) => [t.standard, t.rush]), ...Object.values(otherTurnaround).filter((v): v is readonly [number, number] => Array.isArray(v))];
const packages = Object.values(bbsPackagesByMarket).flat();

/** Every (number, unit) the facts state, with where each comes from. */
export const ALLOWED: Record<Unit, ReadonlySet<number>> = {
  // Turnarounds (content/facts.yml delivery), the reply time (firm.json contact).
  'business days': new Set([...spans.flat(), firm.contact.replyWithinBusinessDays]),
  // Drawings after the last contact (firm.json requests), an engaged project's files after the last
  // deliverable (facts.yml data), payment (facts.yml payment), suspected spam (the housekeeping's constant).
  days: new Set([firm.requests.drawingsKeepDays, facts.data.deleteWithinDays, facts.payment.dueDays, SPAM_RETENTION_DAYS]),
  // A request's details, our deliverables, the firm's experience (facts.yml figures).
  // The longer work's turnarounds (facts.yml delivery, weeksTurnaround).
  weeks: new Set(weekSpans.flat()),
  // An accepted proposal (firm.json proposals), client records (facts.yml data).
  years: new Set([firm.requests.keepYears, facts.data.keepDeliverablesYears, facts.figures.yearsExperience, firm.proposals.contractRecordKeepYears, facts.data.keepClientRecordsYears]),
  months: new Set([firm.visits.keepMonths]),
  // The progress update; the office's lead on the UK and on Central Europe (the desks' hours overlap).
  hours: new Set([facts.delivery.progressUpdateHours, ...hoursAhead('Europe/London'), ...hoursAhead('Europe/Paris')]),
  revisions: new Set([facts.delivery.revisionRounds, ...packages.map((p) => p.rounds)]),
  tonnes: new Set([...bbsPackagesByMarket.uk, ...bbsPackagesByMarket.eu].map((p) => p.maxTons).concat(priceBooks.uk.maxima.tonnage, priceBooks.eu.maxima.tonnage)),
  tons: new Set([...bbsPackagesByMarket.us.map((p) => p.maxTons), priceBooks.us.maxima.tonnage]),
  // The figures the firm claims, and the first job's deposit.
  '%': new Set([facts.figures.takeoffAccuracy, facts.figures.bimClashReduction, facts.figures.bimTimeSavings, facts.figures.bimCostReduction, facts.payment.depositPercent]),
};

/** Units whose numbers are turnarounds, stated as whole spans ([2, 3]; one number is the span [n, n]). */
const SPANS: Partial<Record<Unit, readonly (readonly [number, number])[]>> = {
  'business days': [...spans, ...spans.map(([, high]) => [high, high] as const), [firm.contact.replyWithinBusinessDays, firm.contact.replyWithinBusinessDays]],
  weeks: weekSpans,
};

/**
 * How long drawings are kept is its own fact: a sentence (or clause) that deletes or keeps drawings or
 * files, or "them" right after a sentence about them, may give only the drawings' periods: the
 * request's drawings after the last contact, an engaged project's files after the last deliverable.
 */
const DRAWINGS_PERIODS = new Set([`${firm.requests.drawingsKeepDays} days`, `${facts.data.deleteWithinDays} days`]);
const FILES = /\b(drawings?|files?|models?|attachments?|uploads?)\b/i;
const KEEPING = /\b(kept|keeps?|keeping|delete[sd]?|deleting|erase[sd]?|erasing|retain(?:ed|s)?|destroy(?:ed|s)?|remove[sd]?)\b/i;

/**
 * Standards a page names by their class or stage, with the numbers that are theirs, not the firm's:
 * a page explaining a standard states its own classes and stages.
 */
export const STANDARDS: { name: string; says: RegExp; classes?: number[]; stages?: number[]; why: string }[] = [
  { name: 'AACE 18R-97 / 56R-08', says: /\bAACE\b|\b(?:18R-97|56R-08)\b|\bestimat|\bbudgets?\b/i, classes: [1, 2, 3, 4, 5], why: 'the five estimate classes, Class 5 (concept) to Class 1 (check estimate)' },
  { name: 'RIBA Plan of Work 2020', says: /\bRIBA\b|\bNRM[12]\b|\bcost plan\b|\bbill of quantities\b|\bdesign freeze\b/i, stages: [0, 1, 2, 3, 4, 5, 6, 7], why: 'its stages 0 to 7, which the NRM1 cost plans follow' },
  { name: 'two-stage tendering', says: /\b(?:first|second) stage\b|\btwo-stage\b/i, stages: [1, 2], why: 'a tender\'s first and second stage' },
  { name: 'BS 8666:2020', says: /\bBS 8666\b/i, why: 'shape code 99 and its bending dimensions are the standard\'s' },
];

/** Pages that state no number of the firm's, and why. */
const EXCUSED: { where: (path: string) => boolean; why: string }[] = [
  { where: (p) => /^\/(?:projects\/[^/]+|case-studies)\/$/.test(p), why: 'a past job, told as what happened (a narrative, not a promise)' },
  { where: (p) => p === '/careers/', why: 'what a role asks of a candidate (years of experience)' },
  { where: (p) => p === '/team/', why: 'a person\'s career' },
];

/** Phrases whose numbers are a law's, a contract form's or a job's, not the firm's, and why. */
const NOT_THE_FIRMS: { says: RegExp; why: string }[] = [
  { says: /\bconfirm receipt within ten business days and respond within 45 days\b/i, why: 'the CCPA regulations\' clock for a consumer request (11 CCR 7021)' },
  { says: /\bwithin one month\b[^.]*\btwo more months\b/i, why: 'UK and EU GDPR Article 12(3)' },
  { says: /\bin the past twelve months\b/i, why: 'the CCPA\'s look-back for selling or sharing' },
  { says: /\bone-year correction period\b/i, why: 'the US contracts\' correction period (AIA A201 12.2.2)' },
  { says: /\beleven-month\b/i, why: 'the walkthrough before that one-year period ends' },
  { says: /\b(?:[\w]+- and )?[\w]+-week look-aheads?\b/i, why: 'the weeks a look-ahead schedule covers, not a turnaround' },
  { says: /\badd \w+ weeks to the foundation schedule\b/i, why: 'an example risk in a register, not a turnaround' },
  { says: /\b(?:\d+|seven)-day (?:floor )?cycle\b/i, why: 'a frame contractor\'s floor cycle on a past job' },
];

/** A page's visible sentences (elements apart, scripts and styles out), each with the sentence before it; a client's quoted words and an article's trade knowledge left out. */
function sentencesOf(path: string): string[] {
  const root = parse(readPage(path).html);
  const body = root.querySelector('body');
  if (!body) return [];
  // A client's words are the client's: a testimonial quotes what happened on their job.
  for (const el of body.querySelectorAll('script, style, template, noscript, blockquote')) el.remove();
  const article = path.startsWith('/blogs/') && path !== '/blogs/';
  return body.structuredText
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.;?!])\s+(?=[A-Z“"(0-9])/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    // An article explains the trade; only what it says of the firm ("we", "our") is the firm's.
    .filter((s) => !article || /\b(?:we|our|us)\b/i.test(s));
}

/** What a text states that the facts do not, one line each. */
export function numbersNotInTheFacts(text: string[] | string, previous: string[] = []): string[] {
  const sentences = typeof text === 'string' ? [text] : text;
  const problems: string[] = [];
  sentences.forEach((sentence, i) => {
    const before = i > 0 ? sentences[i - 1]! : (previous.at(-1) ?? '');
    const stated = NOT_THE_FIRMS.reduce((text, n) => text.replace(new RegExp(n.says.source, 'gi'), '…'), sentence);
    for (const clause of stated.split(/;\s+/)) {
      for (const m of clause.matchAll(MENTION)) {
        const unit = unitOf(m[3], m[4]!);
        // "Revisions" and "rounds" count what a deliverable includes; "one revision updates every sheet" counts nothing.
        if (unit === 'revisions' && !/\binclud|\bcomments\b/i.test(clause)) continue;
        const said = [m[1]!, m[2]].filter((n): n is string => !!n).map(numberOf);
        const wrong = said.filter((n) => !ALLOWED[unit].has(n));
        if (wrong.length) problems.push(`"${m[0]}" (${unit}): the facts state no ${wrong.join(' or ')} ${unit}, in "${sentence}"`);
        // A turnaround is a span the facts state whole: "two to three weeks" is one span, not a 2 from one and a 3 from another.
        const whole = SPANS[unit];
        if (!wrong.length && whole && !whole.some(([low, high]) => low === said[0] && high === said.at(-1))) problems.push(`"${m[0]}" (${unit}): the facts state no span of ${said.join(' to ')} ${unit}, in "${sentence}"`);
        const aboutFiles = FILES.test(clause) || (/\bthem\b/i.test(clause) && FILES.test(before));
        if ((unit === 'days' || unit === 'business days' || unit === 'years' || unit === 'months') && KEEPING.test(clause) && aboutFiles && !/\bdeliverables?\b|\bcorrespondence\b|\bdetails\b/i.test(clause)) {
          const period = `${said.at(-1)} ${unit === 'business days' ? 'days' : unit}`;
          if (!DRAWINGS_PERIODS.has(period)) problems.push(`"${m[0]}": drawings are kept ${[...DRAWINGS_PERIODS].join(' or ')}, not ${period}, in "${sentence}"`);
        }
      }
      for (const m of clause.matchAll(CLASS_OR_STAGE)) {
        const kind = /^class$/i.test(m[1]!) ? 'classes' : 'stages';
        const standard = STANDARDS.find((s) => s[kind] && s.says.test(sentence) && [m[2], m[3]].every((n) => n === undefined || s[kind]!.includes(Number(n))));
        if (!standard) problems.push(`"${m[0]}" names no ${kind === 'classes' ? 'class' : 'stage'} of a standard the sentence names, in "${sentence}"`);
      }
    }
  });
  return problems;
}

/** Counts a page states in words of a list the site keeps in one registry ("six documents"): the registry's length. */
const REGISTRY_COUNTS: { says: RegExp; count: number; what: string }[] = [
  { says: /\b(\w+) (?:sample )?(?:documents|samples|sample deliverables)\b/i, count: samples.length, what: 'content/samples.ts' },
  { says: /\b(\w+) service lines\b|\b(\w+) disciplines, one team\b/i, count: serviceGroups.length, what: 'content/navigation.ts serviceGroups' },
  { says: /\b(\w+) markets\b/i, count: markets.length, what: 'content/markets.ts' },
  { says: /\b(\w+) (?:client )?desks\b/i, count: firm.desks.list.length, what: 'content/firm.json desks' },
];

export function countsNotInTheRegistries(sentences: string[]): string[] {
  const problems: string[] = [];
  for (const sentence of sentences) {
    for (const { says, count, what } of REGISTRY_COUNTS) {
      const m = says.exec(sentence);
      const word = m?.slice(1).find(Boolean);
      if (!m || !word || !(word.toLowerCase() in WORDS || /^\d+$/.test(word))) continue;
      const said = numberOf(word);
      if (said !== count) problems.push(`"${m[0]}", but ${what} holds ${count}, in "${sentence}"`);
    }
  }
  return problems;
}

test('every number a page states next to a commitment word is one the facts state', () => {
  const problems = allHtmlPaths()
    .filter((path) => !EXCUSED.some((e) => e.where(path)))
    .flatMap((path) => numbersNotInTheFacts(sentencesOf(path)).map((p) => `${path}: ${p}`));
  expect([...new Set(problems)]).toEqual([]);
});

test('every count of a registry\'s entries a page says in words is the registry\'s', () => {
  const problems = allHtmlPaths().flatMap((path) => countsNotInTheRegistries(sentencesOf(path)).map((p) => `${path}: ${p}`));
  expect([...new Set(problems)]).toEqual([]);
});

test('the checks catch what they are for', () => {
  // The contact form's old sentence: "them" are the files of the sentence before.
  expect(numbersNotInTheFacts(['Your files go to our own storage.', 'Only our estimating team opens them, and we delete them with your request after two years, or sooner if you ask.'])).toHaveLength(1);
  expect(numbersNotInTheFacts(['Your files go to our own storage.', `Only our estimating team opens them, and we erase them ${firm.requests.drawingsKeepDays} days after our last contact about your request.`])).toEqual([]);
  expect(numbersNotInTheFacts('Estimates come back in 4-6 business days.')).toHaveLength(1);
  // Weeks are a unit, and a span is the facts' whole: two numbers each from another span are no turnaround.
  const [low, high] = weeksTurnaround.documentationSetWeeks;
  expect(numbersNotInTheFacts(`A set is delivered in ${high + 20} weeks.`)).toHaveLength(1);
  expect(numbersNotInTheFacts(`A set is delivered in ${low}-${high} weeks.`)).toEqual([]);
  expect(numbersNotInTheFacts(`A set is delivered in ${low}-${weeksTurnaround.designDevelopmentWeeks[1]} weeks.`)).toHaveLength(1);
  expect(numbersNotInTheFacts('Three- and six-week look-aheads filtered by trade.')).toEqual([]);
  expect(numbersNotInTheFacts(`Quote requests are kept for ${firm.requests.keepYears + 1} years.`)).toHaveLength(1);
  expect(numbersNotInTheFacts('Each package includes three revisions.')).toHaveLength(1);
  expect(numbersNotInTheFacts('Our takeoffs are 98% accurate.')).toHaveLength(1);
  expect(numbersNotInTheFacts('Every estimate is a Class 6 estimate under AACE 56R-08.')).toHaveLength(1);
  expect(numbersNotInTheFacts('We report at RIBA Stage 2 and Stage 3.')).toEqual([]);
  expect(numbersNotInTheFacts('We report at Stage 3.')).toHaveLength(1);
  expect(countsNotInTheRegistries([`${samples.length === 6 ? 'Five' : 'Six'} documents in the format we deliver them.`])).toHaveLength(1);
});
