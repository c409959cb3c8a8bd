import { DRAWINGS_RETENTION_DAYS, LEAD_RETENTION_YEARS, csvCell, csvRows, drawingsCutoff, formatBytes, marketOfPath, retentionCutoff, sourceLine } from './lead-desk';
import firm from '@/content/firm.json' with { type: 'json' };

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
  it('reads both periods from the firm\'s facts, and keeps no one\'s drawings longer than the request\'s details', () => {
    expect([LEAD_RETENTION_YEARS, DRAWINGS_RETENTION_DAYS]).toEqual([firm.requests.keepYears, firm.requests.drawingsKeepDays]);
    expect(DRAWINGS_RETENTION_DAYS).toBeLessThan(LEAD_RETENTION_YEARS * 365);
  });

  it('erases a request\'s drawings the given days after its last contact, to the millisecond', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(Date.parse(drawingsCutoff(now))).toBe(now - DRAWINGS_RETENTION_DAYS * 86_400_000);
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
