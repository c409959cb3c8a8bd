import { firmDesks } from '@/lib/content/firm';
import { OTHER, firstDay, funnelRows, promiseMinutes, rate, servedPath, speedToLead, weeksOf, workingDayMinutes, workingMinutes } from './funnel';

const at = (iso: string) => Date.parse(iso);
const NY = [{ opens: '08:00', closes: '18:00', timeZone: 'America/New_York' }];
const LONDON = { opens: '09:00', closes: '17:30', timeZone: 'Europe/London' };

describe('working minutes', () => {
  it('counts only a desk’s open hours, in its own zone, Monday to Friday', () => {
    // Tuesday 2026-11-24: New York is UTC-5, so 08:00-18:00 ET is 13:00-23:00 UTC.
    expect(workingMinutes(at('2026-11-24T12:00:00Z'), at('2026-11-24T14:00:00Z'), NY)).toBe(60);
    expect(workingMinutes(at('2026-11-24T13:00:00Z'), at('2026-11-25T13:00:00Z'), NY)).toBe(600);
    // Friday 17:00 ET to Monday 09:00 ET: one hour on Friday, one on Monday.
    expect(workingMinutes(at('2026-11-27T22:00:00Z'), at('2026-11-30T14:00:00Z'), NY)).toBe(120);
    // A whole weekend counts nothing.
    expect(workingMinutes(at('2026-11-28T00:00:00Z'), at('2026-11-30T00:00:00Z'), NY)).toBe(0);
  });

  it('counts an hour when two desks are open once, and follows summer time', () => {
    const both = [...NY, LONDON];
    // 09:00-17:30 London (UTC in winter) and 13:00-23:00 UTC overlap 13:00-17:30: a day of 09:00-23:00 UTC.
    expect(workingDayMinutes(at('2026-11-24T00:00:00Z'), both)).toBe(14 * 60);
    // In July London is UTC+1 and New York UTC-4: 08:00-16:30 and 12:00-22:00 UTC, 14 hours again.
    expect(workingDayMinutes(at('2026-07-07T00:00:00Z'), both)).toBe(14 * 60);
    // A Saturday's working day is the Monday's.
    expect(workingDayMinutes(at('2026-11-28T00:00:00Z'), NY)).toBe(600);
  });

  it('reads the firm’s desks from its facts by default', () => {
    expect(firmDesks.length).toBeGreaterThan(0);
    expect(workingDayMinutes(at('2026-11-24T00:00:00Z'))).toBe(workingDayMinutes(at('2026-11-24T00:00:00Z'), firmDesks));
  });
});

describe('speed to lead', () => {
  const now = at('2026-11-27T20:00:00Z');
  it('takes the median over requests acted on and the slowest over all, a waiting one by its wait so far', () => {
    const speed = speedToLead(
      [
        { receivedAt: '2026-11-24T13:00:00Z', firstActionAt: '2026-11-24T13:30:00Z' },
        { receivedAt: '2026-11-24T13:00:00Z', firstActionAt: '2026-11-24T15:00:00Z' },
        { receivedAt: '2026-11-24T13:00:00Z', firstActionAt: '2026-11-24T14:00:00Z' },
        { receivedAt: '2026-11-24T13:00:00Z', firstActionAt: null },
      ],
      now,
      1,
      NY,
    );
    expect(speed).toMatchObject({ answered: 3, waiting: 1, medianMinutes: 60, promiseMinutes: 600, late: 1 });
    // Tuesday 08:00 ET to Friday 15:00 ET: three full days and seven hours.
    expect(speed.slowestMinutes).toBe(3 * 600 + 7 * 60);
  });

  it('measures the promise in working days of the firm’s hours', () => {
    expect(promiseMinutes(at('2026-11-24T00:00:00Z'), 2, NY)).toBe(1200);
    expect(speedToLead([], now, 1, NY)).toMatchObject({ answered: 0, waiting: 0, medianMinutes: null, slowestMinutes: null });
  });
});

describe('the funnel’s arithmetic', () => {
  it('serves paths as the site does', () => {
    expect(servedPath('/about')).toBe('/about/');
    expect(servedPath('/')).toBe('/');
    expect(servedPath('/uk/pricing/?x=1')).toBe('/uk/pricing/');
  });

  it('gives the rate as a whole percentage of visits', () => {
    expect(rate(1, 6)).toBe('17%');
    expect(rate(3, 0)).toBe('');
  });

  it('puts visits and requests of one value on one row', () => {
    const rows = funnelRows(new Map([['autumn', 6], [OTHER, 1000]]), new Map([['autumn', { requests: 1, won: 0 }], ['spring', { requests: 2, won: 1 }]]));
    expect(rows).toEqual([
      { value: OTHER, visits: 1000, requests: 0, rate: '0%', won: 0 },
      { value: 'autumn', visits: 6, requests: 1, rate: '17%', won: 0 },
      { value: 'spring', visits: 0, requests: 2, rate: '', won: 1 },
    ]);
  });

  it('shows a referrer or campaign seen once, with no request, under other', () => {
    const rows = funnelRows(new Map([['autumn', 6], ['made-up-1', 1], ['made-up-2', 1], [OTHER, 10], ['once-and-asked', 1]]), new Map([['once-and-asked', { requests: 1, won: 1 }]]), true);
    expect(rows).toEqual([
      { value: OTHER, visits: 12, requests: 0, rate: '0%', won: 0 },
      { value: 'autumn', visits: 6, requests: 0, rate: '0%', won: 0 },
      { value: 'once-and-asked', visits: 1, requests: 1, rate: '100%', won: 1 },
    ]);
  });

  it('sums days into the period’s weeks, the last ending today', () => {
    const now = at('2026-11-28T10:00:00Z');
    expect(firstDay(now, 7)).toBe('2026-11-22');
    const weeks = weeksOf(now, 30, new Map([['2026-10-30', 2], ['2026-11-28', 5], ['2026-10-01', 9]]), ['2026-11-27']);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual({ from: '2026-10-30', visits: 2, requests: 0 });
    expect(weeks.at(-1)).toEqual({ from: '2026-11-27', visits: 5, requests: 1 });
  });
});
