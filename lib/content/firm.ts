/**
 * The firm's name, desks and how fast it replies, as sentences, from content/firm.json (the firm's
 * contact facts, edited in the editor and checked by the build: lib/content/facts.ts). Kept to that one import
 * so that the quote endpoint can tell a sender the same thing the pages say (functions/ cannot read
 * the build's files at run time; a JSON import is bundled with them).
 */

import firm from '../../content/firm.json' with { type: 'json' };

export const firmName = firm.identity.name;

type Desk = (typeof firm.desks.list)[number];

/** "08:00" → "8:00 AM", "17:30" → "5:30 PM". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A desk's published hours, e.g. "Mon-Fri 8:00 AM-6:00 PM ET" ("ET", not "EST", so it is right in summer too). */
export function deskHours(desk: Desk): string {
  return `Mon-Fri ${clock(desk.opens)}-${clock(desk.closes)} ${desk.zoneLabel}`;
}

const desk = (id: string) => firm.desks.list.find((d) => d.id === id) ?? firm.desks.list[0]!;

/** The US desk's published hours: New York time. */
export const usDeskHours = deskHours(desk('us'));

/** The UK desk's published hours: London time, whether GMT or BST. */
export const ukDeskHours = deskHours(desk('uk'));

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'] as const;
const replyDays = firm.contact.replyWithinBusinessDays;

/** The one statement of response times on the site (contact page, FAQs, thanks messages, the sender's confirmation). */
/** How fast the firm replies, alone: where a page lists the desks' hours beside it. */
export const replyTime = `We reply to every message within ${NUMBER_WORDS[replyDays] ?? replyDays} business ${replyDays === 1 ? 'day' : 'days'}.`;

export const responseTime = `${replyTime.slice(0, -1)}; our US desk is open ${usDeskHours} and our UK desk ${ukDeskHours}.`;

/** The firm's client desks (each open Monday to Friday in its own time zone): its working hours. */
export const firmDesks: readonly { opens: string; closes: string; timeZone: string }[] = firm.desks.list;

/** The one promise of how fast the firm replies, in business days (replyTime above says it in words). */
export const replyWithinBusinessDays: number = firm.contact.replyWithinBusinessDays;

/**
 * How long a quote request is kept (content/firm.json `requests`): its details, if not won, this many
 * years after the last contact; its drawings, won or not, this many days after it. The privacy policy,
 * /working-with-us/ and the housekeeping (lib/lead-desk.ts) read these, nothing else states them.
 */
export const requestKeepYears: number = firm.requests.keepYears;
export const requestDrawingsKeepDays: number = firm.requests.drawingsKeepDays;
/** With the quote form's challenge on: requests an hour taken without it before more go to suspected spam. */
export const unchallengedRequestsPerHour: number = firm.requests.unchallengedPerHour;

/** How many months the daily visit totals are kept (the privacy policy and the housekeeping read it). */
export const visitCountsKeepMonths: number = firm.visits.keepMonths;
/** Rows of daily visit totals one day may hold; past them a new combination is counted as "(other)". */
export const visitRowsPerDay: number = firm.visits.rowsPerDay;

/**
 * Fee proposals written in the lead desk (content/firm.json `proposals`): what each starts from, when
 * the firm is reminded of one unanswered, the working terms it is made under, UK VAT once the
 * registration is confirmed, and how long an accepted one is kept as a contract record.
 */
export const proposalFacts = {
  validityDays: firm.proposals.validityDays,
  unansweredDays: firm.proposals.unansweredDays,
  contractRecordKeepYears: firm.proposals.contractRecordKeepYears,
  ukVatPercent: firm.proposals.ukVatPercent,
  ukVatNumber: firm.proposals.ukVatNumber,
  /** VAT is added only under a registration the firm has given and confirmed; until then it is labelled "to be confirmed". */
  ukVatConfirmed: Boolean(firm.proposals.ukVatNumber) && firm.proposals.provenance === 'confirmed',
  terms: { version: firm.proposals.termsVersion, date: firm.proposals.termsDate },
} as const;
