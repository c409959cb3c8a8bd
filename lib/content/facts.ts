import * as v from 'valibot';
import { PROVENANCES, type Provenance } from '@/lib/provenance';
import path from 'node:path';
import firmJson from '@/content/firm.json' with { type: 'json' };
import { MARKET_IDS } from '@/content/markets';
import { type CollectionField, field, KEBAB, arrayOf, firstProblem, got, listOfObjectsField, listOfValuesField, matching, objectField, objectOf, oneOf, optionalText, ruled, text, wholeNumber } from '@/lib/content/fields';
import { readFileSync } from 'node:fs';
import { ContentFileError, parseDataFile } from '@/lib/content/files';

/**
 * The firm's facts, in two files the editor edits and the build checks (lib/content/facts.ts):
 * content/firm.json (who the firm is and how to reach it: read by the browser and the quote endpoint
 * too, hence JSON, which they import without a file reader) and content/facts.yml (certificate,
 * insurance, delivery commitments, figures and working terms). Every group says whether the firm has
 * confirmed it; pages label what it has not.
 */

export const FIRM_FILE = 'content/firm.json';
export const FACTS_FILE = 'content/facts.yml';


/** Whether the firm has confirmed a group: one field, the same in every group and every collection. */
export const provenanceField = field({
  name: 'provenance',
  label: 'Confirmed by the firm?',
  widget: 'select',
  required: true,
  options: [
    { value: 'illustrative', label: 'Illustrative: written for this site, to be replaced (labelled on the page)' },
    { value: 'confirm', label: 'To confirm: plausible, not yet confirmed (labelled on the page)' },
    { value: 'confirmed', label: 'Confirmed: true, no label' },
  ],
  hint: 'Pages show a plain label beside anything not confirmed; choosing "Confirmed" removes it.',
  schema: oneOf(PROVENANCES),
});

const line = <const N extends string>(name: N, label: string, hint?: string) => field({ name, label, widget: 'string', required: true, ...(hint ? { hint } : {}), schema: text() });
/** A value the firm may not have given yet: left empty, the page says how to get it instead. */
const notYet = <const N extends string>(name: N, label: string, hint: string) => field({ name, label, widget: 'string', required: false, hint: `${hint} Leave empty until the firm states it.`, schema: optionalText() });
const whole = <const N extends string>(name: N, label: string, min: number, max: number, hint?: string) => field({ name, label, widget: 'number', required: true, min, max, ...(hint ? { hint } : {}), schema: wholeNumber(min, max) });
const group = <const N extends string, const F extends readonly CollectionField[]>(name: N, label: string, hint: string, fields: F) => objectField({ name, label, required: true, hint, fields: [...fields, provenanceField] });

/*
 * The editor's patterns are given as their source with no "/" in them: the editor compiles them in a
 * mode where an escaped slash is an error and ignores the pattern (the build's check stays exact).
 */

/** An https:// address, and a Calendly page: their slashes as \x2F, the same pattern in the form and the build. */
const HTTPS = /^https:\x2F\x2F\S+$/;
const CALENDLY = /^https:\x2F\x2Fcalendly\.com\x2F\S+$/;

/** A 24-hour clock time: 08:00, 17:30. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = <const N extends string>(name: N, label: string) => field({ name, label, widget: 'string', required: true, hint: '24-hour clock, e.g. 08:00 or 17:30.', pattern: { regex: TIME, message: 'A time such as 08:00 or 17:30' }, schema: matching(TIME, 'a 24-hour time such as 08:00') });

/** A span of days, low then high: [3, 5] is "3-5 working days", [5, 5] is "5 working days". */
/** A span of days (or, for work too long to count in days, of weeks): the shortest, then the longest. */
const spanOf = <const N extends string>(name: N, label: string, hint: string | undefined, fewest: number, unit: 'days' | 'weeks', most: number) => field({
  name,
  label,
  widget: 'list',
  required: true,
  min: 2,
  max: 2,
  hint: `${hint ? `${hint} ` : ''}Two numbers of ${unit}: the shortest, then the longest (the same twice for one number).`,
  field: { name: unit, label: unit === 'days' ? 'Days' : 'Weeks', widget: 'number', required: true, min: fewest, max: most, schema: wholeNumber(fewest, most) },
  schema: v.pipe(
    arrayOf(wholeNumber(fewest, most), 2, 2),
    ruled<number[]>(
      { beforePublish: 'the order of the two numbers is checked by the draft\'s check, not the form' },
      (n) => Number(n[0]) <= Number(n[1]),
      (issue) => `must list the shorter number first (got ${got(issue.input)})`,
    ),
    // Two numbers, checked above: typed as the pair they are.
    v.transform(([low = 0, high = 0]): readonly [number, number] => [low, high]),
  ),
});
const span = <const N extends string>(name: N, label: string, hint?: string, fewestDays = 1) => spanOf(name, label, hint, fewestDays, 'days', 60);
const weeks = <const N extends string>(name: N, label: string, hint: string) => spanOf(name, label, hint, 1, 'weeks', 26);

export type { Provenance };

/* content/firm.json */

const firmFileFields = [
  group('identity', 'The firm', 'Its name and the legal entity clients contract with.', [
    line('name', 'Name', 'The short name every page uses, e.g. Stratum Precon.'),
    line('legalName', 'Legal name', 'The registered name of the company clients contract with.'),
    notYet('legalForm', 'Legal form', 'E.g. private limited company.'),
    notYet('registration', 'Registration', 'The register and the company number, e.g. SECP, company no. 0123456.'),
    notYet('taxNumbers', 'Tax numbers', 'E.g. the NTN, and a UK VAT number if registered.'),
  ]),
  group('contact', 'Email and replies', 'The public mailbox and how fast every message is answered.', [
    {
      name: 'mailbox',
      label: 'Mailbox',
      widget: 'string',
      required: true,
      hint: 'The part before the @ of the public email address; the part after it is the site\'s own domain.',
      pattern: { regex: /^[a-z0-9._-]+$/, message: 'Lower case letters, digits, dots and hyphens, e.g. info' },
      schema: matching(/^[a-z0-9._-]+$/, 'the part of an email address before the @, e.g. info'),
    },
    whole('replyWithinBusinessDays', 'Reply within (working days)', 1, 5, 'The one promise of how fast the firm replies to a message.'),
  ]),
  group('address', 'Office address', 'The production office: footer, contact page, structured data, the privacy policy.', [
    line('street', 'Street'),
    line('locality', 'City'),
    line('region', 'Region or state'),
    line('postalCode', 'Postal code'),
    line('country', 'Country'),
    { name: 'countryCode', label: 'Country code', widget: 'string', required: true, hint: 'Two capital letters (ISO 3166), e.g. PK.', pattern: { regex: /^[A-Z]{2}$/, message: 'Two capital letters, e.g. PK' }, schema: matching(/^[A-Z]{2}$/, 'two capital letters, e.g. PK') },
  ]),
  group('desks', 'Client desks', 'Each desk\'s phone number and hours, in its own time zone.', [
    listOfObjectsField({
      name: 'list',
      label: 'Desks',
      labelSingular: 'desk',
      required: true,
      min: 1,
      summary: '{{fields.name}}: {{fields.phoneDisplay}}',
      fields: [
        { name: 'id', label: 'Id', widget: 'string', required: true, pattern: { regex: KEBAB, message: 'Lower case, e.g. us' }, schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. us') },
        line('name', 'Name', 'E.g. US desk.'),
        line('phoneDisplay', 'Phone number, as shown', 'E.g. (212) 555-0147.'),
        { name: 'phoneTel', label: 'Phone number, to dial', widget: 'string', required: true, hint: 'International form, no spaces, e.g. +12125550147.', pattern: { regex: /^\+\d{7,15}$/, message: 'A + and 7-15 digits' }, schema: matching(/^\+\d{7,15}$/, 'a + and 7-15 digits, e.g. +12125550147') },
        time('opens', 'Opens (Monday to Friday)'),
        time('closes', 'Closes'),
        line('timeZone', 'Time zone', 'IANA name, e.g. America/New_York.'),
        line('zoneLabel', 'Time zone as shown', 'E.g. ET (right in summer and winter), or UK time.'),
        { name: 'countryCode', label: 'Country code', widget: 'string', required: true, pattern: { regex: /^[A-Z]{2}$/, message: 'Two capital letters, e.g. US' }, schema: matching(/^[A-Z]{2}$/, 'two capital letters, e.g. US') },
      ],
    }),
  ]),
  group('social', 'Social profiles', 'Shown as links in the footer; a profile without an address is not shown.', [
    listOfObjectsField({
      name: 'profiles',
      label: 'Profiles',
      labelSingular: 'profile',
      required: true,
      summary: '{{fields.name}}',
      fields: [line('name', 'Network'), { name: 'href', label: 'Address', widget: 'string', required: true, pattern: { regex: HTTPS, message: 'An https:// address' }, schema: matching(HTTPS, 'an https:// address') }],
    }),
  ]),
  group('requests', 'Quote requests kept', 'How long a quote request and its drawings are kept; the privacy policy and /working-with-us/ state both, and the housekeeping erases on time.', [
    whole('keepYears', 'Keep a request not won (years after the last contact)', 1, 10, 'Its details (who, what, the history) are kept this long, for a rebid or a later phase.'),
    whole('drawingsKeepDays', 'Keep its drawings (days after the last contact)', 7, 365, 'The files sent with a request, won or not, are erased this long after the last contact; a project\'s files move to the project folders at kickoff.'),
    whole('unchallengedPerHour', 'Requests without the challenge (an hour, whole site)', 0, 100, 'With the form\'s challenge on, requests that arrive without it (a browser without JavaScript, or a script) are taken as people\'s up to this many an hour, with no confirmation email; past it they go to suspected spam, still kept.'),
  ]),
  group('proposals', 'Fee proposals', 'What a fee proposal written in the lead desk starts from, and how long an accepted one is kept (the privacy policy and the working terms state it).', [
    whole('validityDays', 'A proposal is valid for (days)', 7, 180, 'Prefilled on each proposal; editable per proposal.'),
    whole('unansweredDays', 'Remind the firm of an unanswered proposal after (days)', 1, 60, 'The daily digest lists proposals the sender has not answered this long after they were sent.'),
    whole('contractRecordKeepYears', 'Keep an accepted proposal and its acceptance (years)', 1, 15, 'The contract record: kept this long after acceptance, even when the rest of the request is erased.'),
    whole('ukVatPercent', 'UK VAT rate (%)', 0, 50, 'Added to UK proposals once the VAT registration below is given and confirmed.'),
    notYet('ukVatNumber', 'UK VAT registration number', 'UK proposals show VAT as to be confirmed, and add none to the total, until it is given and this group confirmed.'),
    line('termsVersion', 'Working terms: version', 'The version of /working-with-us/ each proposal is made under, e.g. 1.0.'),
    { name: 'termsDate', label: 'Working terms: date', widget: 'string', required: true, hint: 'YYYY-MM-DD.', pattern: { regex: /^\d{4}-\d{2}-\d{2}$/, message: 'A date, YYYY-MM-DD' }, schema: matching(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD') },
  ]),
  group('visits', 'Visit counts', 'The daily totals of visits the lead desk shows beside quote requests (no cookies, no addresses).', [
    whole('keepMonths', 'Keep daily totals (months)', 1, 120, 'How long the daily visit totals are kept before the housekeeping erases them; the privacy policy states it.'),
    whole('rowsPerDay', 'Rows of totals a day at most', 100, 20000, 'Past this many rows in a day (landing page × referring site × campaign), further new combinations are counted as "(other)", so a script cannot fill the database.'),
  ]),
  group('scheduling', 'Consultation booking', 'The booking page on /contact/.', [
    { name: 'url', label: 'Booking page', widget: 'string', required: true, pattern: { regex: CALENDLY, message: 'A Calendly page' }, schema: matching(CALENDLY, 'a https://calendly.com/ page') },
    whole('minutes', 'Length (minutes)', 10, 120),
  ]),
] as const satisfies readonly CollectionField[];

export const firmFile = objectOf(firmFileFields);

/* content/facts.yml */

/** The services with a published rate card (content/prices.yml) and a turnaround here. */
export const PRICED = ['cost-estimation', 'material-takeoff', 'bar-bending-schedule', 'shop-drawings', '3d-revit-modeling', 'clash-detection-coordination'] as const;

const factsFileFields = [
  group('certificate', 'Quality certificate', 'Until the body and the number are given, no page says "certified".', [
    line('standard', 'Standard', 'E.g. ISO 9001:2015.'),
    notYet('body', 'Certification body', 'The accredited body that issued the certificate.'),
    notYet('number', 'Certificate number', 'As printed on the certificate.'),
  ]),
  group('insurance', 'Insurance', 'What /working-with-us/ says about cover. Never write a limit or an insurer the policy does not state.', [
    objectField({
      name: 'professionalIndemnity',
      label: 'Professional indemnity',
      required: true,
      fields: [
        notYet('limit', 'Limit of indemnity', 'E.g. £2,000,000.'),
        notYet('basis', 'Basis', 'Each and every claim, or in the aggregate.'),
        notYet('insurer', 'Insurer', 'The insurer\'s name.'),
        notYet('territory', 'Territory and jurisdiction', 'Where claims are covered, e.g. worldwide excluding USA and Canada.'),
        notYet('runOffYears', 'Run-off cover', 'How long cover is kept after the work ends, e.g. 6 years.'),
      ],
    }),
    { name: 'usCover', label: 'US clients', widget: 'text', required: true, schema: text() },
  ]),
  group('delivery', 'Delivery commitments', 'Turnaround, revisions and reply times: every page and price table reads them.', [
    line('cutoff', 'Same-day cut-off', 'A set received after this time (the client\'s) counts from the next working day, e.g. 12:00 noon.'),
    whole('progressUpdateHours', 'Schedule progress update (hours)', 1, 72, 'From complete progress data to the updated schedule; also the "hrs" figure.'),
    whole('revisionRounds', 'Rounds of comments included', 0, 6, 'On a correct deliverable, per service (bar bending packages state their own).'),
    listOfObjectsField({
      name: 'turnaround',
      label: 'Turnaround of priced services',
      labelSingular: 'service',
      required: true,
      min: PRICED.length,
      max: PRICED.length,
      summary: '{{fields.service}}',
      fields: [
        { name: 'service', label: 'Service', widget: 'select', required: true, options: PRICED.map((s) => ({ value: s, label: s })), schema: oneOf(PRICED) },
        span('standard', 'Standard', 'At least 2 working days: a shorter promise is a rush.', 2),
        span('rush', 'Rush', 'Ends no later than the standard turnaround starts.'),
        line('scope', 'For what scope'),
      ],
    }),
    span('scheduleBaseline', 'Baseline schedule'),
    span('scopePackage', 'Scope package'),
    span('safetyReview', 'Safety review'),
    span('inspectionChecklist', 'Inspection checklist'),
    span('temporaryWorksDesign', 'Temporary works design'),
    span('commentResponse', 'Closing review comments on our drawings', 'Per round of the engineer\'s or architect\'s comments.'),
    span('addendumUpdate', 'Addendum update', 'A small addendum (up to 10 changed sheets) to a takeoff or estimate we produced.'),
    weeks('designDevelopmentWeeks', 'Design development set (weeks)', 'Architectural design: a design development set for a mid-size building.'),
    weeks('calculationPackageWeeks', 'Structural calculation package (weeks)', 'Structural design: the calculation package for a typical mid-rise frame.'),
    weeks('documentationSetWeeks', '2D documentation set (weeks)', 'A set of 40 to 60 sheets extracted from a Revit model.'),
    weeks('phasingPackageWeeks', 'Phasing package (weeks)', 'Scheduling and phasing: a phasing package for a typical building project.'),
    weeks('closeoutPackageWeeks', 'Closeout package (weeks)', 'A typical commercial closeout package, from the final subcontractor records.'),
    weeks('erectionDrawingsWeeks', 'Steel erection drawings, first sequence (weeks)', 'Structural steel shop drawings: after the advance bill of materials.'),
  ]),
  group('figures', 'Figures', 'The counted figures and percentages the pages claim, each shown with what it measures.', [
    whole('yearsExperience', 'Years of experience', 1, 200),
    whole('teamMembers', 'Team members', 1, 100000),
    whole('projectsDelivered', 'Projects delivered', 1, 1000000),
    whole('happyClients', 'Clients', 1, 1000000),
    whole('takeoffAccuracy', 'Takeoff items agreeing with a re-measure (%)', 1, 100),
    whole('bimClashReduction', 'Fewer open clash groups at sign-off (%)', 1, 100),
    whole('bimTimeSavings', 'Less coordination time (%)', 1, 100),
    whole('bimCostReduction', 'Lower rework cost (%)', 1, 100),
    notYet('bimBasisProjects', 'Coordination projects the BIM percentages average', 'A number, e.g. 14.'),
  ]),
  group('data', 'Project files', 'Where engaged projects\' files are kept, and for how long.', [
    line('hostedIn', 'Hosted in', 'Where the document management system stores them, e.g. the European Union.'),
    whole('deleteWithinDays', 'Deleted or returned within (days of the last deliverable)', 1, 365),
    whole('keepDeliverablesYears', 'Deliverables and correspondence kept (years)', 1, 15),
    whole('keepClientRecordsYears', 'Client records kept (years after the engagement ends)', 1, 15, 'Proposals, signed agreements and invoices: the tax and accounting period, and the usual period for contract claims. The privacy policy states it.'),
  ]),
  group('payment', 'Payment', 'Invoice terms; each market\'s payment methods are in Contracts.', [
    whole('dueDays', 'Invoices due within (days)', 0, 120),
    whole('depositPercent', 'Deposit on a first job (%)', 0, 100),
    line('depositAbove', 'Deposit asked above', 'E.g. US$5,000 (or the equivalent).'),
  ]),
  listOfObjectsField({
    name: 'contracts',
    label: 'Contracts by market',
    labelSingular: 'market',
    required: true,
    min: MARKET_IDS.length,
    max: MARKET_IDS.length,
    summary: '{{fields.market}}',
    fields: [
      { name: 'market', label: 'Market', widget: 'select', required: true, options: MARKET_IDS.map((m) => ({ value: m, label: m.toUpperCase() })), schema: oneOf(MARKET_IDS) },
      line('law', 'Governing law'),
      line('disputes', 'Disputes'),
      line('invoicing', 'Invoicing'),
      provenanceField,
    ],
  }),
  group('liability', 'Liability', 'The cap when a proposal names none.', [notYet('defaultCap', 'Default cap', 'E.g. the fee for the job, or an amount.')]),
  group('gdpr', 'GDPR representatives', 'Article 27 representatives: the firm has no establishment in the UK or the EU.', [
    notYet('ukRepresentative', 'UK representative', 'Name and address.'),
    notYet('euRepresentative', 'EU representative', 'Name and address.'),
  ]),
  listOfObjectsField({
    name: 'terms',
    label: 'Working terms (/working-with-us/)',
    labelSingular: 'answer',
    required: true,
    min: 1,
    summary: '{{fields.heading}}',
    hint: 'What a buyer asks before sending drawings, in the page\'s order. A shared fact is written in braces, e.g. {paymentTerms}, and filled in when the site builds.',
    fields: [
      { name: 'id', label: 'Id', widget: 'string', required: true, hint: 'The section\'s anchor on the page.', pattern: { regex: KEBAB, message: 'Lower case words joined by hyphens' }, schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. payment') },
      line('heading', 'Heading'),
      listOfValuesField({ name: 'paragraphs', label: 'Paragraphs', required: true, min: 1, field: { name: 'paragraph', label: 'Paragraph', widget: 'text', required: true, schema: text() } }),
      provenanceField,
    ],
  }),
] as const satisfies readonly CollectionField[];

export const factsFile = objectOf(factsFileFields);

/**
 * The firm's facts as the build reads them: content/facts.yml and content/firm.json, checked against
 * the fields the editor's forms are made from (lib/content/facts.ts). A mistake stops the build,
 * naming the file and the field. content/ reads these; nothing else states them.
 */

/** The facts as checked: each group's fields, its provenance among them. */
export type Facts = v.InferOutput<typeof factsFile>;

/** The same value listed twice in one list is a mistake: each needs its own. */
function unique(file: string, list: string, key: string, values: string[]): void {
  values.forEach((value, index) => {
    const first = values.indexOf(value);
    if (first !== index) throw new ContentFileError(file, `${list}[${index}].${key} "${value}" is used twice (also ${list}[${first}].${key})`);
  });
}

export function parseFacts(file: string, source: string): Facts {
  const facts = parseDataFile(file, source, factsFile);
  unique(file, 'delivery.turnaround', 'service', facts.delivery.turnaround.map((t) => t.service));
  unique(file, 'contracts', 'market', facts.contracts.map((c) => c.market));
  unique(file, 'terms', 'id', facts.terms.map((t) => t.id));
  facts.delivery.turnaround.forEach((t, i) => {
    if (t.rush[1] > t.standard[0]) throw new ContentFileError(file, `delivery.turnaround[${i}].rush must be no longer than the shortest standard turnaround (${t.standard[0]} days)`);
  });
  return facts;
}

export const facts: Facts = parseFacts(FACTS_FILE, readFileSync(path.resolve(process.cwd(), FACTS_FILE), 'utf8'));

export type FirmFacts = typeof firmJson;

/** content/firm.json checked as the editor would save it; the pages read the same import (lib/content/firm.ts). */
export function checkFirm(file: string, data: unknown): void {
  const checked = v.safeParse(firmFile, data);
  if (!checked.success) {
    const { field, problem } = firstProblem(checked.issues, '');
    throw new ContentFileError(file, field ? `${field} ${problem}` : problem);
  }
  const desks = (data as FirmFacts).desks.list;
  unique(file, 'desks.list', 'id', desks.map((d) => d.id));
}

checkFirm(FIRM_FILE, firmJson);
