import * as v from 'valibot';
import { samplesOf } from '@/content/samples';
import { markets } from '@/content/markets';
import { firmName } from '@/lib/content/firm';
import { people } from '@/lib/content/team';
import { arrayOf, got, matching, oneOf, strictOf, text } from '@/lib/content/fields';
import { checkData } from '@/lib/content/files';
import { provenanceNote } from '@/lib/provenance';

/**
 * The sample deliverables behind the seven sample PDFs (content/samples.ts: entries only): the shape of
 * each document as a schema, the types inferred from it, and the loader, which checks the entries when
 * the site builds. Totals, weights and counts are never written in the entries: lib/samples.ts computes
 * them from the lines.
 */

export const SAMPLES_FILE = 'content/samples.ts';

/** A number, `is missing` when absent. */
const num = () => v.number((issue) => (issue.input === undefined ? 'is missing' : `must be a number (got ${got(issue.input)})`));
const positive = () => v.pipe(num(), v.check((n) => n > 0 && Number.isFinite(n), (issue) => `must be more than 0 (got ${got(issue.input)})`));
const nonNegative = () => v.pipe(num(), v.check((n) => n >= 0 && Number.isFinite(n), (issue) => `must be 0 or more (got ${got(issue.input)})`));
const count = () => v.pipe(num(), v.check((n) => Number.isInteger(n) && n > 0, (issue) => `must be a whole number above 0 (got ${got(issue.input)})`));
/** One of a list of numbers (bar sizes). */
const oneOfNumbers = <const T extends readonly number[]>(values: T) => v.picklist(values, (issue) => `must be one of ${values.join(', ')} (got ${got(issue.input)})`);
const lines = (min = 1) => arrayOf(text(), min);
/** The same value for each of the keys: a table such as unit mass per bar size. */
const byKey = <const K extends readonly (string | number)[], S extends v.GenericSchema>(keys: K, schema: S) =>
  strictOf(Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S });

/* ---------------------------------------------------------------- the list on /samples */

export const SAMPLE_IDS = ['estimate', 'takeoff', 'boq', 'bar-list', 'bbs', 'clash-report', 'shop-drawing'] as const;

const sampleInfo = strictOf({
  id: oneOf(SAMPLE_IDS),
  /** File name under /samples/. */
  file: matching(/^[a-z0-9-]+\.pdf$/, 'a PDF file name in lower case words joined by hyphens'),
  /** PDF Title and the heading on /samples. */
  title: text(),
  /** What the reader will find, one sentence. */
  summary: text(),
  /** What the document shows, for the /samples list. */
  shows: lines(),
  /** Service pages this sample stands for. */
  services: lines(),
  /**
   * The markets whose variants of those pages link it (content/markets.ts); every market when absent.
   * A sample in one market's currency and units is linked only from that market's pages.
   */
  markets: v.optional(arrayOf(oneOf(markets.map((m) => m.id)), 1)),
});

/* ---------------------------------------------------------------- estimate */

const northgateProjectSchema = strictOf({ name: text(), client: text(), location: text(), grossArea: count(), stories: count(), description: text() });

const estimateLine = strictOf({
  description: text(),
  quantity: positive(),
  unit: oneOf(['LS', 'MO', 'SF', 'SY', 'CY', 'LF', 'EA', 'TON', 'FLT']),
  /** US dollars per unit. */
  unitCost: positive(),
});
const estimateDivision = strictOf({
  /** CSI MasterFormat 2018 division number, two digits. */
  code: matching(/^\d{2}$/, 'a two-digit MasterFormat division'),
  title: text(),
  lines: arrayOf(estimateLine, 1),
});
const markup = strictOf({
  label: text(),
  /** Percent, applied to the running total in the order listed. */
  percent: positive(),
});
const estimateSchema = strictOf({
  number: text(),
  date: text(),
  stage: text(),
  priceDate: text(),
  preparedBy: text(),
  checkedBy: text(),
  divisions: arrayOf(estimateDivision, 1),
  markups: arrayOf(markup),
  documents: lines(),
  assumptions: lines(),
  exclusions: lines(),
});

/* ---------------------------------------------------------------- takeoff */

const takeoffLine = strictOf({
  item: text(),
  /** Drawing sheet or detail the quantity was measured from. */
  reference: text(),
  quantity: positive(),
  unit: oneOf(['CY', 'SF', 'LF', 'EA', 'TON', 'SQ', 'LB']),
  /** Allowance for waste and laps, percent. */
  waste: nonNegative(),
});
const takeoffTrade = strictOf({ trade: text(), division: matching(/^\d{2}$/, 'a two-digit MasterFormat division'), lines: arrayOf(takeoffLine, 1) });
const takeoffSchema = strictOf({ number: text(), date: text(), measuredBy: text(), checkedBy: text(), method: text(), trades: arrayOf(takeoffTrade, 1) });

/* ---------------------------------------------------------------- NRM2 bill of quantities */

const boqItem = strictOf({
  /** Item letter within its page of the bill, as a UK bill numbers them. */
  ref: matching(/^[A-Z]$/, 'one capital letter'),
  description: text(),
  quantity: positive(),
  /** NRM2 units of measurement; 'wk' and 'item' for preliminaries. */
  unit: oneOf(['m³', 'm²', 'm', 'nr', 't', 'wk', 'item']),
  /** Pounds sterling per unit. */
  rate: positive(),
});
const boqSection = strictOf({
  /** NRM2 (2nd edition) work section number, e.g. 11 for in-situ concrete works. */
  number: count(),
  title: text(),
  items: arrayOf(boqItem, 1),
});
const sum = strictOf({ description: text(), amount: positive() });
const boqSchema = strictOf({
  project: text(),
  location: text(),
  employer: text(),
  quantitySurveyor: text(),
  reference: text(),
  date: text(),
  priceBase: text(),
  preparedBy: text(),
  checkedBy: text(),
  contract: text(),
  preliminaries: boqSection,
  measured: arrayOf(boqSection, 1),
  /** Defined provisional sums carry their own programme and preliminaries; undefined ones do not. */
  provisionalSums: arrayOf(sum),
  dayworks: arrayOf(sum),
  /** Main contractor's overheads and profit, on preliminaries and measured work, percent. */
  overheadsAndProfit: nonNegative(),
  /** The bill's preambles: how it was measured and priced. */
  notes: lines(),
});

/* ---------------------------------------------------------------- bar bending schedule (BS 8666:2020) */

/** Grade B500 bar (type H) nominal diameters used in the sample, mm. */
const BBS_SIZES = [10, 12, 16, 20, 25] as const;
/** BS 8666:2020 shape codes used in the sample. */
const SHAPE_CODES = ['00', '11', '21', '51'] as const;

const bbsBar = strictOf({
  member: text(),
  mark: text(),
  /** Grade B500 bar (type H) and its nominal diameter in mm. */
  size: oneOfNumbers(BBS_SIZES),
  members: count(),
  barsEach: count(),
  /** Cutting length as scheduled, mm (BS 8666: formula for the shape, rounded up to 25 mm; tests/samples.test.ts checks it). */
  length: count(),
  shape: oneOf(SHAPE_CODES),
  /** Bending dimensions, mm. */
  dims: strictOf({ A: positive(), B: v.optional(positive()), C: v.optional(positive()), D: v.optional(positive()), E: v.optional(positive()) }),
});
const bbsSchema = strictOf({
  project: text(),
  location: text(),
  client: text(),
  contractor: text(),
  drawing: text(),
  schedule: text(),
  revision: text(),
  date: text(),
  preparedBy: text(),
  checkedBy: text(),
  cover: text(),
  bars: arrayOf(bbsBar, 1),
  /** What each shape is, and how a US schedule to ACI MNL-66 / CRSI would show the same bar. */
  shapes: arrayOf(strictOf({ code: oneOf(SHAPE_CODES), formula: text(), name: text(), aci: text() }), 1),
  /** Nearest ASTM A615 bar for each size, for readers who schedule to ACI MNL-66. */
  astmEquivalent: byKey(BBS_SIZES, text()),
  notes: lines(),
});

/* ---------------------------------------------------------------- US bar list (ACI and CRSI) */

/** ASTM A615 bar sizes used in the US sample. */
const US_BAR_SIZES = [3, 4, 5, 6, 8] as const;

const usBar = strictOf({
  member: text(),
  mark: text(),
  size: oneOfNumbers(US_BAR_SIZES),
  members: count(),
  barsEach: count(),
  /** The CRSI bend types the sample uses: straight, the U-bar (type 2) and the rectangular tie (T1). */
  type: oneOf(['STR', '2', 'T1']),
  /** Out-to-out dimensions in inches; the bar's length is their sum (plus hook allowances for T1). */
  dims: strictOf({ A: positive(), B: v.optional(positive()), C: v.optional(positive()), D: v.optional(positive()) }),
});
const barListSchema = strictOf({
  project: text(),
  location: text(),
  client: text(),
  contractor: text(),
  drawing: text(),
  list: text(),
  date: text(),
  preparedBy: text(),
  checkedBy: text(),
  bars: arrayOf(usBar, 1),
  /** ACI 318-19 Table 25.3.2: 135-degree tie hooks, #3 to #5: 6 bar diameters, at least 3 in. */
  tieHookExtension: positive(),
  notes: lines(),
});

/* ---------------------------------------------------------------- clash report */

/** The clash tests of one Navisworks run: MEP models against structure, against architecture, and against each other. */
const CLASH_TEST_IDS = ['mep-str', 'mep-arc', 'mep-mep'] as const;
/** A clash group's status, in the order the report counts them. */
export const CLASH_STATUSES = ['New', 'Active', 'Reviewed', 'Approved', 'Resolved'] as const;

const clashTest = strictOf({ id: oneOf(CLASH_TEST_IDS), name: text(), against: lines() });
const clashGroup = strictOf({
  id: matching(/^G\d{2}$/, 'G and two digits'),
  /** The clash test that found the group. */
  test: oneOf(CLASH_TEST_IDS),
  name: text(),
  count: count(),
  disciplines: text(),
  level: text(),
  grid: text(),
  status: oneOf(CLASH_STATUSES),
  assignedTo: text(),
  resolution: text(),
});
const clashReportSchema = strictOf({
  number: text(),
  date: text(),
  software: text(),
  /** What the run checked; the groups name which of the tests found them. */
  scope: text(),
  models: lines(),
  meeting: text(),
  groups: arrayOf(clashGroup, 1),
});

/* ---------------------------------------------------------------- shop drawing */

const steelPiece = strictOf({
  mark: text(),
  quantity: count(),
  description: text(),
  /** Length, inches. */
  length: positive(),
  /** Weight per unit length or per piece, lb/ft. */
  weightPerFoot: positive(),
  material: text(),
});
const shopDrawingSchema = strictOf({
  sheet: text(),
  title: text(),
  erectionDrawing: text(),
  scale: text(),
  drawnBy: text(),
  checkedBy: text(),
  fabricator: text(),
  /** Section properties from the AISC Steel Construction Manual, inches. */
  section: strictOf({ name: text(), depth: positive(), flangeWidth: positive(), flangeThickness: positive(), webThickness: positive() }),
  /** Beam length out to out, inches. */
  length: positive(),
  camber: text(),
  topOfSteel: text(),
  /** Single-plate (shear tab) end connections: holes in the web, inches (the diameter as drawn). */
  holes: strictOf({ rows: count(), pitch: positive(), firstBelowTop: positive(), fromEnd: positive(), diameter: text() }),
  /** The shear plate on the column (detailed on the column drawing): inches. */
  plate: strictOf({ width: positive(), length: positive(), thickness: positive(), boltLine: positive(), setback: positive(), edge: positive() }),
  pieces: arrayOf(steelPiece, 1),
  bolts: arrayOf(strictOf({ quantity: count(), description: text(), location: text() }), 1),
  revisions: arrayOf(strictOf({ rev: text(), date: text(), description: text(), by: text() }), 1),
  notes: lines(),
});

/* ---------------------------------------------------------------- all of them */

/** Everything content/samples.ts holds: the list, then each document's data. */
export const samplesData = strictOf({
  samples: arrayOf(sampleInfo, 1),
  northgateProject: northgateProjectSchema,
  estimate: estimateSchema,
  takeoff: takeoffSchema,
  boq: boqSchema,
  /** BS 8666:2020 Table 1: mass per metre of grade B500 bars, kg/m. */
  bs8666UnitMass: byKey(BBS_SIZES, positive()),
  /** BS 8666:2020 Table 2: minimum bend radius r for grade B500 bars, mm. */
  bs8666MinRadius: byKey(BBS_SIZES, positive()),
  bbs: bbsSchema,
  /** ASTM A615 nominal weight, lb per foot, and nominal diameter, inches. */
  astmBars: byKey(US_BAR_SIZES, strictOf({ weight: positive(), diameter: positive() })),
  barList: barListSchema,
  clashTests: arrayOf(clashTest, 1),
  /** Discipline codes of the MEP models. */
  mepDisciplines: lines(),
  clashReport: clashReportSchema,
  shopDrawing: shopDrawingSchema,
});

export type Samples = v.InferOutput<typeof samplesData>;
export type SampleInfo = v.InferOutput<typeof sampleInfo>;
export type SampleId = SampleInfo['id'];
export type EstimateLine = v.InferOutput<typeof estimateLine>;
export type EstimateDivision = v.InferOutput<typeof estimateDivision>;
export type Markup = v.InferOutput<typeof markup>;
export type TakeoffLine = v.InferOutput<typeof takeoffLine>;
export type TakeoffTrade = v.InferOutput<typeof takeoffTrade>;
export type BoqItem = v.InferOutput<typeof boqItem>;
export type BoqSection = v.InferOutput<typeof boqSection>;
export type BbsBar = v.InferOutput<typeof bbsBar>;
export type ShapeCode = BbsBar['shape'];
export type UsBar = v.InferOutput<typeof usBar>;
export type UsBarSize = UsBar['size'];
export type CrsiType = UsBar['type'];
export type ClashTest = v.InferOutput<typeof clashTest>;
export type ClashGroup = v.InferOutput<typeof clashGroup>;
export type ClashStatus = ClashGroup['status'];
export type SteelPiece = v.InferOutput<typeof steelPiece>;

/**
 * "A. Malik, CCP": whoever signs a sample is on /team/ (tests/samples.test.ts), with the credential
 * /team/ gives them, and the same label as their card while the firm has not confirmed them:
 * "A. Malik, CCP (fictional)".
 */
export function signatory(id: string, credential?: string): string {
  const person = people.find((p) => p.id === id);
  if (!person) throw new Error(`content/samples.ts: no person ${id} in content/team.yml`);
  if (credential && !person.credentials.some((c) => c.includes(credential))) throw new Error(`content/samples.ts: ${person.name} holds no ${credential} on /team/`);
  const [first, ...rest] = person.name.split(' ');
  const note = provenanceNote(person.provenance);
  return `${first!.charAt(0)}. ${rest.join(' ')}${credential ? `, ${credential}` : ''}${note ? ` (${note})` : ''}`;
}

/** What the samples quote from the facts: content/samples.ts receives it, so each is the facts' own. */
const sampleWords = { firmName, signatory };
export type SampleWords = typeof sampleWords;

/** The entries of content/samples.ts checked: the first problem stops the build naming the document, the entry (its id, mark, ref…) and the field. */
export function checkSamples(data: unknown): Samples {
  return checkData(SAMPLES_FILE, data, samplesData, ['id', 'mark', 'ref', 'code', 'number', 'trade', 'rev', 'label']);
}

/** The sample deliverables (content/samples.ts), with the firm's name and their signatories filled in. */
export const { samples, northgateProject, estimate, takeoff, boq, bs8666UnitMass, bs8666MinRadius, bbs, astmBars, barList, clashTests, mepDisciplines, clashReport, shopDrawing } = checkSamples(samplesOf(sampleWords));
