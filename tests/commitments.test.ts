import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bbsPackagesByMarket } from '@/lib/content/bbs-packages';
import { claims } from '@/lib/content/figures';
import { daysText, revisions, roundsText, standardTurnaround, turnaround } from '@/lib/content/commitments';
import { priceBooks } from '@/lib/content/pricing';
import firm from '@/content/firm.json' with { type: 'json' };
import { deskHours } from '@/lib/content/firm';
import { facts } from '@/lib/content/facts';

/** Every file below `dir`. */
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));

/**
 * One fact, one place (lib/content/commitments.ts and lib/content/figures.ts). A page that types a
 * turnaround, a number of revision rounds, the rush multiplier, a claimed percentage or a rule for
 * work above the largest package, instead of reading it, fails here: the sources are read as text, so
 * a figure that comes from the single source appears in them only as an expression (`${...}`, `<Claim>`).
 */

const ROOT = join(__dirname, '..');
/** The one place each fact is written. */
const SOURCES_OF_TRUTH = new Set([
  // The facts registry the firm edits, and the sentences built from it.
  'content/facts.yml',
  'content/firm.json',
  'lib/content/terms.ts',
  'lib/content/commitments.ts',
  'lib/content/figures.ts',
  'content/pricing-rules.ts',
  // The one statement of how fast we reply (site.responseTime, which the sender's confirmation also
  // quotes), and the desks' hours it names.
  'lib/content/firm.ts',
  'lib/content/site.ts',
]);
/**
 * Narratives of what happened on one past job (a case study, a sample quote from a client): they
 * report an event, not a promise, so they may name days and percentages of their own.
 */
const NARRATIVES = (file: string) => file.startsWith('content/projects/') || file === 'content/testimonials.yml';
/** Time limits the law sets, not delivery promises: the privacy policy's answer to an access request. */
const LEGAL_LIMITS = [/confirm receipt within ten business days/];

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)`;
const SPAN = String.raw`${NUMBER}(?:\s?(?:-|–|to)\s?${NUMBER})?`;

const CLAIMED = [claims.takeoffAccuracy, claims.bimClashReduction, claims.bimTimeSavings, claims.bimCostReduction].map((c) => c.replace('%', '')).join('|');

/** Restatements, each with what it restates. */
const RESTATEMENTS: { fact: string; pattern: RegExp }[] = [
  { fact: 'a turnaround in business or working days (commitments.ts turnaround / otherTurnaround)', pattern: new RegExp(String.raw`\b${SPAN}\s(?:business|working)\s+days?\b`, 'i') },
  { fact: 'a turnaround in days of no stated kind (commitments.ts otherTurnaround)', pattern: new RegExp(String.raw`\b(?:turned around|returned|closed|delivered|issued|answered)\s+(?:in|within)\s+${SPAN}(?:\s+days)?\b(?!\s*(?:(?:-|–|to)\s?${NUMBER}\s+)?(?:weeks|months))|\bwithin\s+${NUMBER}\.`, 'i') },
  { fact: 'a turnaround in hours (figures.progressUpdateHours)', pattern: new RegExp(String.raw`\b${SPAN}\s?(?:hours|hrs)\b(?!\s+ahead)`, 'i') },
  { fact: 'a number of revision rounds (commitments.ts revisions, bbs-packages.ts rounds)', pattern: new RegExp(String.raw`\b${NUMBER}\s+(?:revision\s+)?(?:rounds|revisions)\b|\buntil (?:it is |the deliverable is |every package is )?accepted\b`, 'i') },
  { fact: 'the rush multiplier (pricing-rules.ts RUSH_MULTIPLIER)', pattern: /×\s?1\.5|1\.5\s?×|1\.5 times|\b50% (?:surcharge|premium|uplift)/i },
  { fact: 'work above the largest package (commitments.ts abovePackagesText)', pattern: /quoted individually|priced individually/i },
  {
    fact: 'a claimed percentage (figures.ts claims)',
    pattern: new RegExp(`(?<![\\d.])(?:${CLAIMED})\\s?%\\s+(?:accura|clash|fewer|time|cost|reduction|less|lower)|(?:accuracy|reduction|savings?) of (?:${CLAIMED})\\s?%`, 'i'),
  },
  { fact: 'an unsourced statistic', pattern: /within a few percent|hundreds of (?:reviews|projects|clients)/i },
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literally = (value: string) => new RegExp(`(?<![\\w-])${escape(value)}(?![\\w-])`, 'i');

/**
 * The firm's facts as values (content/firm.json, content/facts.yml): typed anywhere but the registry,
 * each is a second statement of it that the firm's next edit would leave behind.
 */
const FACT_VALUES: { fact: string; pattern: RegExp }[] = [
  { fact: 'the legal name (firm.json identity.legalName)', pattern: literally(firm.identity.legalName) },
  { fact: 'the public email (firm.json contact.mailbox)', pattern: new RegExp(`\\b${escape(firm.contact.mailbox)}@`, 'i') },
  { fact: 'the office address (firm.json address)', pattern: literally(firm.address.street) },
  { fact: 'the office postal code (firm.json address)', pattern: literally(firm.address.postalCode) },
  { fact: 'the office city (firm.json address.locality)', pattern: literally(firm.address.locality) },
  ...firm.desks.list.flatMap((d) => [
    { fact: `the ${d.name}'s number (firm.json desks)`, pattern: literally(d.phoneDisplay) },
    { fact: `the ${d.name}'s number (firm.json desks)`, pattern: literally(d.phoneTel) },
    { fact: `the ${d.name}'s hours (firm.json desks)`, pattern: literally(deskHours(d).replace(/^Mon-Fri /, '').replace(/ \S+(?: time)?$/, '')) },
  ]),
  ...firm.social.profiles.map((p) => ({ fact: `the ${p.name} profile (firm.json social)`, pattern: literally(p.href) })),
  { fact: 'the booking page (firm.json scheduling)', pattern: literally(firm.scheduling.url) },
  { fact: 'the quality standard certified to (facts.yml certificate)', pattern: /\bISO 9001\b/ },
  { fact: 'where project files are hosted (facts.yml data.hostedIn)', pattern: new RegExp(`hosted in ${escape(facts.data.hostedIn)}|hosted in the (?:EU|EEA|European)`, 'i') },
  { fact: 'how soon project files are deleted (facts.yml data.deleteWithinDays)', pattern: new RegExp(`${SPAN} days of the last deliverable`, 'i') },
  { fact: 'when invoices are due (facts.yml payment.dueDays)', pattern: new RegExp(`(?:payable|due|pay) within ${SPAN} days|net ${SPAN}\\b`, 'i') },
  { fact: 'the first-job deposit (facts.yml payment)', pattern: new RegExp(`${escape(facts.payment.depositAbove)}|\\b${facts.payment.depositPercent}% (?:at acceptance|up front|upfront|deposit)|\\bno deposit\\b`, 'i') },
  { fact: 'how payments are made (facts.yml contracts invoicing)', pattern: /\b(?:card payments?|credit cards?|ACH|SEPA)\b/ },
];

/** Values of the firm's facts typed in a file outside the registry. */
export function factValuesIn(file: string, text: string): string[] {
  return FACT_VALUES.flatMap(({ fact, pattern }) =>
    [...text.matchAll(new RegExp(pattern.source, `g${pattern.flags.replace('g', '')}`))].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}: "${m[0]}" restates ${fact}`),
  );
}

/** Every file a visitor's text comes from. */
function copySources(): string[] {
  return [
    // The emails a quote request sets off.
    'functions/_shared/quote-email.ts',
    'functions/_shared/notices.ts',
    ...filesIn(join(ROOT, 'content')).filter((f) => /\.(ts|mdx?|yml)$/.test(f) && !f.endsWith('README.md')),
    ...filesIn(join(ROOT, 'components')).filter((f) => /\.tsx$/.test(f) && !f.endsWith('.test.tsx')),
    ...filesIn(join(ROOT, 'app')).filter((f) => /\.tsx?$/.test(f)),
    ...filesIn(join(ROOT, 'lib', 'sample-pdfs')).filter((f) => /\.ts$/.test(f)),
  ].map((f) => relative(ROOT, f).split('\\').join('/'));
}

/** The source's text with comments removed (they explain; they are not shown). */
function shownText(file: string): string {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (!file.endsWith('.ts') && !file.endsWith('.tsx')) return text;
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

export function restatementsIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { fact, pattern } of RESTATEMENTS) {
    const global = new RegExp(pattern.source, 'gi');
    for (const m of text.matchAll(global)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${file}:${line}: "${m[0]}" restates ${fact}`);
    }
  }
  return found;
}

describe('figures and policies are stated once', () => {
  it('no page, content file, component or sample restates one', () => {
    const problems = copySources()
      .filter((f) => !SOURCES_OF_TRUTH.has(f) && !NARRATIVES(f))
      .flatMap((f) => restatementsIn(f, LEGAL_LIMITS.reduce((text, limit) => text.replace(limit, ''), shownText(f))));
    expect(problems).toEqual([]);
  });

  it('no page, FAQ, sample, email or component types a value of the firm\'s facts', () => {
    const problems = copySources()
      .filter((f) => !SOURCES_OF_TRUTH.has(f) && !NARRATIVES(f))
      .flatMap((f) => factValuesIn(f, shownText(f)));
    expect(problems).toEqual([]);
  });

  it('catches a fact\'s value when one is typed', () => {
    expect(factValuesIn('x.ts', `'Call us on ${firm.desks.list[0]!.phoneDisplay}.'`)).toHaveLength(1);
    expect(factValuesIn('x.ts', `'Write to ${firm.contact.mailbox}@example.com'`)).toHaveLength(1);
    expect(factValuesIn('x.ts', "'Invoices are payable within 30 days, by bank transfer or card payment.'")).toHaveLength(2);
    expect(factValuesIn('x.ts', "'our files are hosted in the European Union'")).toHaveLength(1);
    expect(factValuesIn('x.ts', "'certified to ISO 9001:2015'")).toHaveLength(1);
    expect(factValuesIn('x.ts', `'our office in ${firm.address.locality}'`)).toHaveLength(1);
    expect(factValuesIn('x.ts', '`our office in ${site.address.locality}`')).toEqual([]);
  });

  it('catches a restatement when one is written', () => {
    expect(restatementsIn('x.ts', "'Most takeoffs take 2-3 business days.'")).toHaveLength(1);
    expect(restatementsIn('x.ts', "'with two revision rounds'")).toHaveLength(1);
    expect(restatementsIn('x.ts', "'larger jobs are quoted individually'")).toHaveLength(1);
    expect(restatementsIn('x.ts', "'comments are usually turned around in two to three days'")).toHaveLength(1);
    expect(restatementsIn('x.ts', "'revisions are usually returned within three.'")).toHaveLength(1);
    expect(restatementsIn('x.ts', "'measured to 99% accuracy'")).toHaveLength(1);
    expect(restatementsIn('x.ts', '`in ${standardTurnaround(\'material-takeoff\')}`')).toEqual([]);
  });

  it('each priced service has one turnaround, shown the same in every market’s price book', () => {
    for (const book of Object.values(priceBooks)) {
      for (const card of book.cards) {
        const t = turnaround[card.slug as keyof typeof turnaround];
        expect({ card: card.id, ...card.turnaround }).toEqual({ card: card.id, standard: daysText(t.standard), rush: daysText(t.rush) });
      }
    }
    expect(claims.estimateTurnaround).toBe(standardTurnaround('cost-estimation'));
    // No standard turnaround is shorter than the rush one, and none is under two business days.
    for (const t of Object.values(turnaround)) {
      expect(t.rush[1]).toBeLessThanOrEqual(t.standard[0]);
      expect(t.standard[0]).toBeGreaterThanOrEqual(2);
    }
  });

  it('the bar bending packages print their own rounds and weights', () => {
    for (const packages of Object.values(bbsPackagesByMarket)) {
      for (const p of packages) {
        expect(p.features.join(' ')).toContain(`Up to ${p.maxTons} `);
        expect(p.features.join(' ')).toContain(`${p.rounds} revisions included (rounds of your comments)`);
        expect(roundsText(p.rounds)).toMatch(/rounds of comments$/);
      }
    }
    expect(revisions.rounds.default).toBeGreaterThan(0);
  });
});
