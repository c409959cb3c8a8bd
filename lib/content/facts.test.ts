import { readFileSync } from 'node:fs';
import firmJson from '@/content/firm.json' with { type: 'json' };
import { checkFirm, facts, parseFacts } from '@/lib/content/facts';
import { fixture, readFixture } from '@/tests/content-fixtures';

/**
 * The firm edits both files in the editor: the site reads the live ones; the rules are shown on the
 * copies in tests/fixtures/content/, whose values no edit of the firm's changes.
 */

/** The fixture copy with one occurrence of `from` replaced by `to` (the copy must hold it). */
function edited(path: string, from: string | RegExp, to: string): string {
  const source = readFixture(path);
  const next = source.replace(from, to);
  if (next === source) throw new Error(`${fixture(path)} does not hold ${from}`);
  return next;
}

describe('the firm\'s facts (content/facts.yml)', () => {
  const file = fixture('facts.yml');

  it('the site reads the live file', () => {
    expect(parseFacts('content/facts.yml', readFileSync('content/facts.yml', 'utf8'))).toEqual(facts);
  });

  it('reads every group, each with its provenance', () => {
    const read = parseFacts(file, readFixture('facts.yml'));
    expect(read.delivery.turnaround.find((t) => t.service === 'cost-estimation')).toMatchObject({ standard: [3, 5], rush: [2, 2] });
    for (const group of [read.certificate, read.insurance, read.delivery, read.figures, read.data, read.payment, read.liability, read.gdpr]) expect(group.provenance).toMatch(/^(illustrative|confirm|confirmed)$/);
    // A value the firm has not given is absent, never an empty string a page could print.
    expect(read.insurance.professionalIndemnity.limit).toBeUndefined();
  });

  it.each([
    ['a provenance it does not know', /^ {2}provenance: confirm\n(?=\ninsurance:)/m, '  provenance: maybe\n', `${file}: certificate.provenance must be one of "illustrative", "confirm", "confirmed" (got "maybe")`],
    ['a span with the longer number first', 'standard: [3, 5]', 'standard: [5, 3]', `${file}: delivery.turnaround[0].standard must list the shorter number first`],
    ['a span of one number', 'scheduleBaseline: [5, 8]', 'scheduleBaseline: [5]', `${file}: delivery.scheduleBaseline must have at least 2 entries (has 1)`],
    ['a standard turnaround of one day (a rush)', 'standard: [3, 5]', 'standard: [1, 5]', `${file}: delivery.turnaround[0].standard[0] must be a whole number from 2 to 60`],
    ['a rush slower than the standard', 'rush: [2, 2]', 'rush: [2, 4]', `${file}: delivery.turnaround[0].rush must be no longer than the shortest standard turnaround (3 days)`],
    ['a term id used twice', 'id: legal-entity', 'id: confidentiality', `${file}: terms[1].id "confidentiality" is used twice (also terms[0].id)`],
    ['a missing payment term', /^ {2}dueDays: 30\n/m, '', `${file}: payment.dueDays is missing`],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseFacts(file, edited('facts.yml', from, to))).toThrow(message);
  });
});

describe('the firm\'s contacts (content/firm.json)', () => {
  const file = fixture('firm.json');
  const copy = JSON.parse(readFixture('firm.json')) as typeof firmJson;

  it('the live file passes the check the editor\'s form is made from', () => {
    expect(() => checkFirm('content/firm.json', firmJson)).not.toThrow();
  });

  it.each([
    ['a phone number that cannot be dialled', (f: typeof firmJson) => ({ ...f, desks: { ...f.desks, list: [{ ...f.desks.list[0]!, phoneTel: '212 555' }] } }), `${file}: desks.list[0].phoneTel must be a + and 7-15 digits`],
    ['hours that are not a time', (f: typeof firmJson) => ({ ...f, desks: { ...f.desks, list: [{ ...f.desks.list[0]!, opens: '8am' }] } }), `${file}: desks.list[0].opens must be a 24-hour time such as 08:00`],
    ['a desk id used twice', (f: typeof firmJson) => ({ ...f, desks: { ...f.desks, list: [f.desks.list[0]!, f.desks.list[0]!] } }), `${file}: desks.list[1].id "us" is used twice`],
    ['a group without its provenance', (f: typeof firmJson) => ({ ...f, address: { ...f.address, provenance: undefined } }), `${file}: address.provenance is missing`],
  ])('fails on %s, naming the file and the field', (_, change, message) => {
    expect(() => checkFirm(file, copy)).not.toThrow();
    expect(() => checkFirm(file, change(copy))).toThrow(message);
  });
});
