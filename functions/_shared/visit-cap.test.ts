/** @jest-environment node */
import { visit } from '../routes/visit';
import { visitRowsPerDay } from '../../lib/content/firm';
import { NEW_VALUES_PER_DAY, OTHER, newValuesBy } from '../../lib/funnel';
import type { Env } from './endpoint';
import { sqliteD1 } from '../store/sqlite-d1.test-helper';

/**
 * The beacon's counting (functions/routes/visit.ts, functions/_shared/visits.ts) run as the Worker runs it,
 * on SQLite, the engine D1 is, with the site's own migrations: thousands of beacons in seconds, where the
 * local runtime over HTTP takes minutes. e2e/funnel.spec.ts sends the beacons of a midnight burst there.
 */

const SITEMAP = '<urlset><url><loc>https://www.firm.example/</loc></url><url><loc>https://www.firm.example/about/</loc></url></urlset>';

function site() {
  const { DB, sql } = sqliteD1();
  const env = { DB, ASSETS: { fetch: async () => new Response(SITEMAP) }, QUOTE_HASH_SECRET: 'test-secret', QUOTE_FAULT_INJECTION: '1' } as unknown as Env;
  const beacon = async (address: string, at: number, fields: Record<string, string>) => {
    const request = new Request('https://www.firm.example/api/visit', {
      method: 'POST',
      headers: { 'CF-Connecting-IP': address, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Now': String(at) },
      body: new URLSearchParams(fields).toString(),
    });
    const answer = await visit(request, env, {} as ExecutionContext, []);
    return answer.headers.get('Visit');
  };
  return { sql, beacon };
}

const network = (n: number) => `198.18.${n >> 8}.${n & 255}`;

it('adds no more rows than the day\'s cap for 5,000 beacons with new combinations from 500 networks, and counts every visit', async () => {
  const { sql, beacon } = site();
  const at = Date.parse('2026-05-15T23:30:00Z');
  expect(newValuesBy(at)).toBe(NEW_VALUES_PER_DAY);
  // 50 referrers × 50 campaigns × 2 pages: 5,000 combinations, each new, every name within the day's places.
  const outcomes = new Map<string | null, number>();
  for (let i = 0; i < 5000; i += 1) {
    const outcome = await beacon(network(i % 500), at, { landing: i < 2500 ? '/' : '/about/', referrer: `https://r${i % 50}.example`, utm_campaign: `c${Math.floor(i / 50) % 50}` });
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  expect([...outcomes]).toEqual([['counted', 5000]]);
  expect(sql("SELECT COUNT(*) AS rows, SUM(visits) AS visits FROM visit_days WHERE day = '2026-05-15'")).toEqual([{ rows: visitRowsPerDay, visits: 5000 }]);
  // The rest are one row of "(other)" in every dimension.
  expect(sql(`SELECT landing, referrer, utm_source, utm_medium, campaign, visits FROM visit_days WHERE landing = '${OTHER}'`)).toEqual([
    { landing: OTHER, referrer: OTHER, utm_source: OTHER, utm_medium: OTHER, campaign: OTHER, visits: 5000 - (visitRowsPerDay - 1) },
  ]);
}, 120_000);

it('opens the day\'s new-value places through the day: a midnight burst takes the first hour\'s, a real referrer at noon is counted under its name', async () => {
  const { sql, beacon } = site();
  const midnight = Date.parse('2026-05-16T00:01:00Z');
  for (let i = 0; i < 100; i += 1) expect(await beacon(network(i), midnight, { landing: '/', referrer: `https://burst-${i}.example`, utm_campaign: `burst-${i}` })).toBe('counted');
  const named = (column: 'referrer' | 'campaign') => sql(`SELECT COUNT(DISTINCT ${column}) AS n FROM visit_days WHERE ${column} NOT IN ('', '${OTHER}')`)[0]?.n;
  expect(named('referrer')).toBe(newValuesBy(midnight));
  expect(named('campaign')).toBe(newValuesBy(midnight));
  expect(await beacon(network(300), Date.parse('2026-05-16T12:00:00Z'), { landing: '/about/', referrer: 'https://www.partner.example/news', utm_campaign: 'spring' })).toBe('counted');
  expect(sql("SELECT referrer, campaign, visits FROM visit_days WHERE landing = '/about/'")).toEqual([{ referrer: 'https://www.partner.example', campaign: 'spring', visits: 1 }]);
});

it('counts IPv6 per /48: the /64s of one block share a network\'s limit', async () => {
  const { beacon } = site();
  const at = Date.parse('2026-05-17T12:00:00Z');
  const outcomes: (string | null)[] = [];
  for (let i = 0; i < 40; i += 1) outcomes.push(await beacon(`2001:db8:7:${i.toString(16)}::1`, at, { landing: '/' }));
  expect(outcomes.filter((o) => o === 'counted')).toHaveLength(30);
  expect(await beacon('2001:db8:8::1', at, { landing: '/' })).toBe('counted');
});
