/** @jest-environment node */
import { pdfText } from '../../../e2e/pdf-text';
import { canonicalJson, digestOf } from './digest';
import { check, formatDay, formatMoney, lineFee, taxLine, totals, type Draft } from './money';
import { digestEmail } from './notify';
import { proposalPdf } from './pdf';
import { proposalStats } from './stats';
import type { Proposal } from './types';

const draft = (over: Record<string, unknown> = {}) => ({
  currency: 'GBP',
  lines: [
    { service: 'Cost Estimation & Takeoff', scope: 'NRM2 bill of quantities for the substructure', format: 'PDF and Excel', pricing: 'lump', fee: 185_000 },
    { service: 'Shop Drawings', scope: 'Rebar detailing, ground floor slab', pricing: 'rate', unit: 'sheet', quantity: 12, rate: 9_550, fee: 114_600 },
  ],
  taxMode: 'uk-vat',
  turnaroundDays: 5,
  revisions: 2,
  depositPercent: 30,
  paymentTerms: 'Invoices payable within 30 days.',
  validityDays: 30,
  ...over,
});
const line = (over: Record<string, unknown>) => ({ lines: [{ ...draft().lines[0], ...over }] });

describe('a proposal as the desk sends it', () => {
  it('is taken whole for its market, in integer minor units', () => {
    const checked = check(draft(), 'uk');
    expect(checked).toMatchObject({ ok: true, draft: { market: 'uk', currency: 'GBP', taxMode: 'uk-vat' } });
    expect(totals((checked as { draft: Draft }).draft).subtotal).toBe(299_600);
  });

  it.each([
    ['a negative fee', line({ fee: -100 }), /more than nothing/],
    ['a zero fee', line({ fee: 0 }), /more than nothing/],
    ['no fee', line({ fee: undefined }), /has no fee/],
    ['a fee in fractions of a penny', line({ fee: 100.5 }), /whole number of pence or cents/],
    ['an absurd fee', line({ fee: 900_000_000 }), /more than one line can carry/],
    ['a line without scope', line({ scope: '  ' }), /give its scope/],
    ['a line without a service', line({ service: '' }), /names no service/],
    ['no lines', { lines: [] }, /at least one line/],
    ['a rate whose fee is not quantity × rate', { lines: [{ ...draft().lines[1], fee: 100 }] }, /not 12 × the rate/],
    ['another currency than the market’s', { currency: 'USD' }, /priced in GBP: a proposal in USD cannot be sent/],
    ['no currency', { currency: undefined }, /in no currency/],
    ['a tax mode of another market', { taxMode: 'none' }, /tax of a UK proposal is uk-vat/],
    ['another market than the request’s', { market: 'us' }, /came from the UK pages/],
    ['a validity past its limit', { validityDays: 999 }, /valid for 1 to 180 days/],
    ['no payment terms', { paymentTerms: '' }, /payment terms/],
  ])('refuses %s, saying why', (_what, over, reason) => {
    const checked = check(draft(over), 'uk');
    expect(checked.ok).toBe(false);
    expect((checked as { message: string }).message).toMatch(reason);
  });

  it('lets the desk choose the market of a request that recorded none, in that market’s currency', () => {
    expect(check(draft({ market: 'eu', currency: 'EUR', taxMode: 'reverse-charge' }), null)).toMatchObject({ ok: true, draft: { market: 'eu' } });
    expect(check(draft({ market: 'eu', currency: 'GBP', taxMode: 'reverse-charge' }), null)).toMatchObject({ ok: false });
    expect(check(draft({ market: undefined }), null)).toMatchObject({ ok: false, message: /Choose the market/ });
  });
});

describe('the money', () => {
  it('rounds a rate to the minor unit, half away from zero', () => {
    expect(lineFee(12, 9_550)).toBe(114_600);
    expect(lineFee(2.5, 333)).toBe(833);
    expect(lineFee(0.01, 50)).toBe(1);
  });

  it('adds UK VAT only once the registration is confirmed, and labels it until then', () => {
    const d = { lines: [{ fee: 100_000 }] as Draft['lines'], taxMode: 'uk-vat' as const };
    expect(totals(d, { ukVatPercent: 20, ukVatConfirmed: true })).toEqual({ subtotal: 100_000, taxPercent: 20, tax: 20_000, total: 120_000 });
    expect(totals(d, { ukVatPercent: 20, ukVatConfirmed: false })).toEqual({ subtotal: 100_000, taxPercent: 0, tax: 0, total: 100_000 });
    expect(taxLine('uk-vat', 0, { ukVatPercent: 20, ukVatConfirmed: false })).toMatch(/VAT at 20%: to be confirmed/);
    expect(taxLine('reverse-charge', 0)).toMatch(/Reverse charge/);
    expect(totals({ lines: d.lines, taxMode: 'none' }, { ukVatPercent: 20, ukVatConfirmed: true }).tax).toBe(0);
  });

  it('writes money as the market does', () => {
    expect(formatMoney(123_456, 'uk')).toBe('£1,234.56');
    expect(formatMoney(123_456, 'us')).toBe('$1,234.56');
    expect(formatMoney(123_456, 'eu')).toBe('€1,234.56');
  });

  it('writes a day as the market does, a date and a timestamp alike, in UTC', () => {
    expect(formatDay('2026-12-02', 'uk')).toBe('2 December 2026');
    expect(formatDay('2026-12-02', 'us')).toBe('December 2, 2026');
    expect(formatDay('2026-12-02T23:30:00.000Z', 'uk')).toBe('2 December 2026');
  });
});

describe('the digest an acceptance is bound to', () => {
  it('is the same for the same content in any key order, and another for any change', async () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const one = await digestOf({ total: 100, lines: ['a'] });
    expect(await digestOf({ lines: ['a'], total: 100 })).toBe(one);
    expect(await digestOf({ lines: ['a'], total: 101 })).not.toBe(one);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
  });
});

const proposal = (over: Partial<Proposal> = {}): Proposal => {
  const d = (check(draft(), 'uk') as { draft: Draft }).draft;
  const sum = totals(d, { ukVatPercent: 20, ukVatConfirmed: false });
  return {
    id: 'p1',
    reference: 'ref-0001',
    version: 1,
    status: 'accepted',
    market: 'uk',
    currency: 'GBP',
    lines: d.lines,
    taxMode: 'uk-vat',
    taxPercent: sum.taxPercent,
    subtotal: sum.subtotal,
    tax: sum.tax,
    total: sum.total,
    turnaroundDays: 5,
    revisions: 2,
    depositPercent: 30,
    paymentTerms: 'Invoices payable within 30 days.',
    validityDays: 30,
    validUntil: '2026-12-31',
    assumptions: 'Drawings as issued for tender, revision C.',
    exclusions: 'Temporary works.',
    terms: { version: '1.0', date: '2026-11-01' },
    createdBy: 'estimator@stratum.test',
    createdAt: '2026-12-01T10:00:00.000Z',
    sentBy: 'estimator@stratum.test',
    sentAt: '2026-12-01T10:05:00.000Z',
    supersededAt: '',
    digest: 'a'.repeat(64),
    acceptance: { name: 'Dana Whitfield', role: 'Commercial manager', company: 'Whitfield Build Ltd', acceptedAt: '2026-12-02T09:30:15.000Z', digest: 'a'.repeat(64), terms: { version: '1.0', date: '2026-11-01' } },
    events: [],
    ...over,
  };
};

describe('the PDF', () => {
  it('shows the lines, the total and the acceptance record', async () => {
    const text = await pdfText(await proposalPdf(proposal(), undefined, '2032-12-02T00:00:00.000Z'));
    expect(text).toContain('NRM2 bill of quantities for the substructure');
    expect(text).toContain('£1,850.00');
    expect(text).toMatch(/12 sheets at £95\.50 per sheet/);
    expect(text).toMatch(/Total\n£2,996\.00/);
    expect(text).toContain('Accepted by Dana Whitfield, Commercial manager, Whitfield Build Ltd, on 2026-12-02 09:30:15 UTC');
    expect(text).toMatch(/working terms version 1\.0 of\s+2026-11-01/);
    expect(text).toContain(`Content digest (SHA-256): ${'a'.repeat(64)}`);
    expect(text).toContain('Kept as a contract record until 2032-12-02.');
  });

  it('says a version not accepted is not, and writes characters the fonts lack as "?"', async () => {
    const text = await pdfText(await proposalPdf(proposal({ acceptance: null, status: 'sent', assumptions: 'Levels in 测 datum' })));
    expect(text).toContain('Not accepted.');
    expect(text).toContain('Levels in ? datum');
  });
});

describe('the daily digest', () => {
  it('is not written when nothing waits', () => {
    expect(digestEmail({ late: [], unanswered: [], expiring: [] }, null)).toBeNull();
  });

  it('names each late request and each unanswered proposal, in one email', () => {
    const email = digestEmail(
      { late: [{ id: 'late-1', name: 'Morgan Reyes', receivedAt: '2026-11-20T10:00:00Z' }], unanswered: [{ id: 'quiet-2', name: 'Dana Whitfield', version: 1, sentAt: '2026-11-10T10:00:00Z' }], expiring: [] },
      'https://desk.example',
    )!;
    expect(email.subject).toBe('Waiting in the lead desk: 1 unanswered request, 1 unanswered proposal');
    expect(email.text).toContain('Morgan Reyes, received 2026-11-20, reference late-1 https://desk.example/desk/?lead=late-1');
    expect(email.text).toContain('Dana Whitfield, version 1 sent 2026-11-10, reference quiet-2');
  });
});

describe('time to proposal and acceptance rates', () => {
  it('counts working time to the first proposal, and acceptances per service and market', () => {
    // Monday 1 December 2026, 10:00 London: both desks' hours (09:00-17:30 London, 08:00-18:00 New York) count.
    const stats = proposalStats([
      { service: 'Shop Drawings', market: 'United Kingdom', receivedAt: '2026-11-30T10:00:00Z', firstSentAt: '2026-11-30T11:00:00Z', accepted: true },
      { service: 'Shop Drawings', market: 'United States', receivedAt: '2026-11-30T10:00:00Z', firstSentAt: '2026-11-30T13:00:00Z', accepted: false },
      { service: 'BIM Services', market: 'United Kingdom', receivedAt: '2026-11-30T10:00:00Z', firstSentAt: null, accepted: false },
    ]);
    expect(stats).toMatchObject({ proposed: 2, without: 1, medianMinutes: 120, slowestMinutes: 180, accepted: 1 });
    expect(stats.service).toEqual([{ value: 'Shop Drawings', proposed: 2, accepted: 1, rate: '50%' }]);
    expect(stats.market).toEqual([
      { value: 'United Kingdom', proposed: 1, accepted: 1, rate: '100%' },
      { value: 'United States', proposed: 1, accepted: 0, rate: '0%' },
    ]);
  });
});
