import { DRAWINGS_RETENTION_DAYS, LEAD_RETENTION_YEARS, csvCell, csvRows, drawingsCutoff, formatBytes, marketOfPath, retentionCutoff, sourceLine } from './lead-desk';
import { requestRetention } from '@/lib/content/terms';

describe('the CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+44 20 7946 0000', `"'+44 20 7946 0000"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['\n=1', `"'\n=1"`],
    ['\0=1', `"'\0=1"`],
    // After quotes or spaces, which a spreadsheet may drop before it reads the rest as a formula.
    ['"=1+1"', `"'""=1+1"""`],
    [" '=1+1", `"' '=1+1"`],
    ['  @SUM(A1)', `"'  @SUM(A1)"`],
    // A European spreadsheet splits on semicolons: inside quotes they are text, and the formula after one is not at a cell's start.
    ['Acme;=WEBSERVICE("http://evil.example")', `"Acme;=WEBSERVICE(""http://evil.example"")"`],
    ['plain', '"plain"'],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    [3, '"3"'],
  ])('writes %j so that a spreadsheet reads it as text: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes every cell and ends rows with CRLF', () => {
    expect(csvRows([['a', 1], ['b;c', 2]])).toBe('"a","1"\r\n"b;c","2"\r\n');
  });
});

describe('retention', () => {
  it('does what the pages that print the retention sentence say, and keeps no one\'s drawings longer than the request\'s details', () => {
    // The sentence the pages print (lib/content/terms.ts) must name the periods the housekeeping erases by.
    expect(requestRetention).toContain(`erased ${DRAWINGS_RETENTION_DAYS} days after our last contact`);
    expect(requestRetention).toMatch(new RegExp(`erased (?:${LEAD_RETENTION_YEARS}|${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][LEAD_RETENTION_YEARS]}) years after our last contact`));
    expect(DRAWINGS_RETENTION_DAYS).toBeLessThan(LEAD_RETENTION_YEARS * 365);
  });

  it('erases a request\'s drawings that many calendar days after its last contact, at the same time of day', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(drawingsCutoff(now)).toBe(new Date(Date.UTC(2026, 10, 25 - DRAWINGS_RETENTION_DAYS, 10)).toISOString());
    // Over the clocks going back in Europe (25 October 2026): UTC days, not local ones.
    const after = Date.parse('2026-10-26T00:30:00.000Z');
    expect(drawingsCutoff(after)).toBe(new Date(Date.UTC(2026, 9, 26 - DRAWINGS_RETENTION_DAYS, 0, 30)).toISOString());
    expect(drawingsCutoff(now) > retentionCutoff(now)).toBe(true);
  });

  it('is two years before now, to the millisecond, leap days included', () => {
    expect(retentionCutoff(Date.parse('2026-11-25T10:00:00.000Z'))).toBe('2024-11-25T10:00:00.000Z');
    expect(retentionCutoff(Date.parse('2026-03-01T00:00:00.000Z'))).toBe('2024-03-01T00:00:00.000Z');
  });
});

describe('where a lead came from', () => {
  it('names the market by the landing path', () => {
    expect(marketOfPath('/uk/pricing/')).toBe('United Kingdom');
    expect(marketOfPath('/eu/services/rebar-detailing/')).toBe('Europe');
    expect(marketOfPath('/pricing/')).toBe('United States');
    expect(marketOfPath('/ukraine-projects/')).toBe('United States');
    expect(marketOfPath(undefined)).toBe('');
  });

  it('prefers the campaign, then the referring site, then the landing page', () => {
    expect(sourceLine({ landing: '/', referrer: 'https://www.google.com', utm: { utm_campaign: 'spring' }, pages: 1 })).toBe('campaign spring');
    expect(sourceLine({ landing: '/', referrer: 'https://www.google.com', utm: {}, pages: 1 })).toBe('www.google.com');
    expect(sourceLine({ landing: '/pricing/', referrer: '', utm: {}, pages: 1 })).toBe('/pricing/');
    expect(sourceLine(null)).toBe('');
  });

  it('sizes files as a person reads them', () => {
    expect([formatBytes(900), formatBytes(2048), formatBytes(2 * 1024 * 1024), formatBytes(3 * 1024 ** 3)]).toEqual(['900 B', '2 KB', '2.0 MB', '3.00 GB']);
  });
});
