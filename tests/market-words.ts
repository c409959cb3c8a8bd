/**
 * Words a UK quantity surveyor or a European contractor reads as American, each with what the UK and
 * European pages say instead (content/README.md, Spelling; Markets). Read on the exported UK and
 * European pages (tests/export/market-language.test.ts) and on the copy of UK and European projects
 * wherever it is shown (tests/editorial.test.ts).
 */

/** US spellings and US-only terms, each with what the UK and European pages say instead. */
export const US_ONLY: { pattern: RegExp; instead: string; not?: 'eu' }[] = [
  { pattern: /\b(?:square|cubic|linear)\s+meters?\b|\bmeters?\b/i, instead: 'metre(s)' },
  { pattern: /\bliters?\b/i, instead: 'litre(s)' },
  { pattern: /\blabor\b/i, instead: 'labour' },
  { pattern: /\bcolor/i, instead: 'colour' },
  { pattern: /\bcenters?\b/i, instead: 'centre(s)' },
  { pattern: /\bmodel(?:ing|ed|er|ers)\b/i, instead: 'modelling, modelled, modeller' },
  { pattern: /\b(?:\w+-)?stor(?:y|ies)\b/i, instead: 'storey(s)' },
  { pattern: /\bparking garage/i, instead: 'car park' },
  { pattern: /\bmetric tons?\b|\btons?\b/i, instead: 'tonnes' },
  { pattern: /\bdrywall/i, instead: 'drylining, plasterboard partitions' },
  { pattern: /\bgeneral conditions\b/i, instead: 'preliminaries' },
  { pattern: /\bbid (?:date|day)s?\b|\bbidding\b/i, instead: 'tender return date, tendering' },
  { pattern: /\bgross floor area\b/i, instead: 'gross internal area (GIA)', not: 'eu' },
  { pattern: /\bprograms?\b/i, instead: 'programme (a schedule)' },
  { pattern: /\b(?:favor|behavior|honor|neighbor)/i, instead: 'favour, behaviour, …' },
  { pattern: /\b(?:analyz|organiz|recogniz|prioritiz|minimiz|optimiz|standardiz|summariz|utiliz|specializ)/i, instead: '-ise spellings' },
  { pattern: /\b(?:fiber|aluminum|gray)\b/i, instead: 'fibre, aluminium, grey' },
  { pattern: /\bchange orders?\b/i, instead: 'variations' },
  { pattern: /\bpunch ?lists?\b/i, instead: 'snagging lists' },
  { pattern: /\bgeneral contractors?\b/i, instead: 'main contractor' },
  { pattern: /\bironworkers?\b/i, instead: 'steel fixers' },
  { pattern: /\bsubmittals?\b/i, instead: 'submissions for approval' },
  { pattern: /\bschedule of values\b/i, instead: 'contract sum analysis' },
  { pattern: /\bcubic yards?\b|\bsquare f(?:oo|ee)t\b/i, instead: 'metric units' },
  { pattern: /\blumber\b/i, instead: 'timber' },
  { pattern: /\binquir/i, instead: 'enquiry' },
  { pattern: /\bcut lengths?\b/i, instead: 'cutting length (BS 8666)' },
  { pattern: /\blabeled\b/i, instead: 'labelled' },
  { pattern: /\bbusiness days?\b/i, instead: 'working day(s)' },
  { pattern: /\btakeoffs?\b/i, instead: 'take-off(s)' },
  { pattern: /\bbids?\b|\bbidders?\b/i, instead: 'tender(s), tenderer(s)' },
  { pattern: /\bconstruction schedule\b/i, instead: 'construction programme' },
  { pattern: /\bengineer of record\b/i, instead: 'the structural engineer (the designer)' },
  { pattern: /\bfederal holidays?\b/i, instead: 'bank holidays, national holidays' },
  { pattern: /\bunitized\b/i, instead: 'unitised' },
  { pattern: /\bcast-in-place\b/i, instead: 'in-situ' },
  { pattern: /\blevel(?:ing|ed)\b/i, instead: 'levelling, levelled' },
  { pattern: /\bfall (?:break|semester|term)\b/i, instead: 'autumn half-term, autumn holidays' },
];

export function usOnlyWords(market: 'uk' | 'eu', text: string): string[] {
  return US_ONLY.filter((w) => w.not !== market).flatMap(({ pattern, instead }) =>
    [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => `"${m[0]}" (say ${instead}) in "…${text.slice(Math.max(0, m.index! - 40), m.index! + 30)}…"`),
  );
}

