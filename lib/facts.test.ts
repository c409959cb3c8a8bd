import { readFileSync } from 'node:fs';
import firmJson from '@/content/firm.json' with { type: 'json' };
import { checkFirm, facts, parseFacts } from './facts';

/** One occurrence of `from` in the real file replaced by `to` (the file must hold it). */
function edited(file: string, from: string | RegExp, to: string): string {
  const source = readFileSync(file, 'utf8');
  const next = source.replace(from, to);
  if (next === source) throw new Error(`${file} does not hold ${from}`);
  return next;
}

describe('the firm\'s facts (content/facts.yml)', () => {
  const file = 'content/facts.yml';

  it('reads every group, each with its provenance', () => {
    expect(parseFacts(file, readFileSync(file, 'utf8'))).toEqual(facts);
    expect(facts.delivery.turnaround.find((t) => t.service === 'cost-estimation')).toMatchObject({ standard: [3, 5], rush: [2, 2] });
    // A value the firm has not given is absent, never an empty string a page could print.
    expect(facts.insurance.professionalIndemnity.limit).toBeUndefined();
  });

  it.each([
    ['a provenance it does not know', /^ {2}provenance: confirm\n(?=\ninsurance:)/m, '  provenance: maybe\n', 'content/facts.yml: certificate.provenance must be one of "illustrative", "confirm", "confirmed" (got "maybe")'],
    ['a span with the longer number first', 'standard: [3, 5]', 'standard: [5, 3]', 'content/facts.yml: delivery.turnaround[0].standard must list the shorter number first'],
    ['a span of one number', 'scheduleBaseline: [5, 8]', 'scheduleBaseline: [5]', 'content/facts.yml: delivery.scheduleBaseline must have at least 2 entries (has 1)'],
    ['a rush slower than the standard', 'rush: [2, 2]', 'rush: [2, 4]', 'content/facts.yml: delivery.turnaround[0].rush must be no longer than the shortest standard turnaround (3 days)'],
    ['a term id used twice', 'id: legal-entity', 'id: confidentiality', 'content/facts.yml: terms[1].id "confidentiality" is used twice (also terms[0].id)'],
    ['a missing payment term', /^ {2}dueDays: 30\n/m, '', 'content/facts.yml: payment.dueDays is missing'],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseFacts(file, edited(file, from, to))).toThrow(message);
  });
});

describe('the firm\'s contacts (content/firm.json)', () => {
  it('passes the check the editor\'s form is made from', () => {
    expect(() => checkFirm('content/firm.json', firmJson)).not.toThrow();
  });

  it.each([
    ['a phone number that cannot be dialled', (f: typeof firmJson) => ({ ...f, desks: { ...f.desks, list: [{ ...f.desks.list[0]!, phoneTel: '212 555' }] } }), 'content/firm.json: desks.list[0].phoneTel must be a + and 7-15 digits'],
    ['hours that are not a time', (f: typeof firmJson) => ({ ...f, desks: { ...f.desks, list: [{ ...f.desks.list[0]!, opens: '8am' }] } }), 'content/firm.json: desks.list[0].opens must be a 24-hour time such as 08:00'],
    ['a desk id used twice', (f: typeof firmJson) => ({ ...f, desks: { ...f.desks, list: [f.desks.list[0]!, f.desks.list[0]!] } }), 'content/firm.json: desks.list[1].id "us" is used twice'],
    ['a group without its provenance', (f: typeof firmJson) => ({ ...f, address: { ...f.address, provenance: undefined } }), 'content/firm.json: address.provenance is missing'],
  ])('fails on %s, naming the file and the field', (_, change, message) => {
    expect(() => checkFirm('content/firm.json', change(firmJson))).toThrow(message);
  });
});
