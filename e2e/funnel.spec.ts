import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { addressFor, fillForm, likeAPerson, markerFor } from './quote-helpers';
import { deskContext } from './desk-helpers';
import { leads, sql } from './local-state';
import { NEW_VALUES_PER_DAY, OTHER, VISITS_PER_NETWORK, newValuesBy, type FunnelReport } from '../lib/funnel';
import { VISIT_KEY } from '../lib/visit-source';

/**
 * The firm's funnel (visits beside the requests they bring), on Cloudflare's local runtime: a visit is counted once, by one beacon,
 * with no cookie and nothing stored for it; the desk shows visits beside requests per campaign, and its
 * CSV says the same; a forged beacon and a flood of made-up campaign names change nothing but "(other)".
 */

test.describe.configure({ mode: 'serial' });

/** The storage the site documents (content/policies.ts, the cookie policy): anything else would be the beacon's. */
const DOCUMENTED_SESSION = [VISIT_KEY, 'contactDraft'];
const DOCUMENTED_LOCAL = ['landingScrollY'];

/** A fresh browser (no cookies, no storage) on one network, counting the visit beacons its pages send. */
async function freshVisitor(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page; beacons: string[] }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'CF-Connecting-IP': addressFor(testInfo) } });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/visit') beacons.push(request.postData() ?? '');
  });
  return { context, page, beacons };
}

/** Opens `path` and waits for the visit beacon's answer (sent once the page is idle). */
async function visit(page: Page, path: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visit');
  await page.goto(path);
  const answer = await answered;
  expect(answer.status()).toBe(204);
  expect(answer.headers().visit).toBe('counted');
}

/**
 * Waits until the page has counted itself: its visit record says `pages` pages. The tracker decides on
 * its beacon in the same step that writes the record (components/layout/visit-source-tracker.tsx), so
 * from then on a beacon it was going to send has been sent.
 */
const settle = (page: Page, pages: number) =>
  expect.poll(() => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { pages?: number } | null)?.pages, VISIT_KEY)).toBe(pages);

async function storageOf(page: Page) {
  return page.evaluate(() => ({ session: Object.keys(sessionStorage), local: Object.keys(localStorage) }));
}

async function report(desk: BrowserContext, days = 30): Promise<FunnelReport> {
  const answer = await desk.request.get(`/api/desk/sources?days=${days}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FunnelReport;
}

test.beforeAll(async () => {
  // The last 90 days' totals belong to this file alone: no other test counts on them (the housekeeping's
  // test writes older days).
  await sql("DELETE FROM visit_days WHERE day >= date('now', '-100 days')");
});

test('five visits from a campaign link, a reload and further pages counted once each, and a request from a sixth: 6 visits, 1 request, 17 %', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const visitors: Awaited<ReturnType<typeof freshVisitor>>[] = [];
  for (let i = 0; i < 5; i += 1) {
    const visitor = await freshVisitor(browser, testInfo);
    await visit(visitor.page, '/?utm_campaign=autumn');
    visitors.push(visitor);
  }
  // The first visitor reloads twice and reads three more pages: still one visit.
  const [first] = visitors;
  await first!.page.reload();
  await settle(first!.page, 2);
  await first!.page.reload();
  await settle(first!.page, 3);
  await first!.page.getByRole('link', { name: 'About' }).first().click();
  await expect(first!.page).toHaveURL(/\/about\/$/);
  await settle(first!.page, 4);
  await first!.page.goto('/services/');
  await settle(first!.page, 5);
  await first!.page.goto('/blogs/');
  await settle(first!.page, 6);
  expect(first!.beacons).toHaveLength(1);
  expect(new URLSearchParams(first!.beacons[0]).get('utm_campaign')).toBe('autumn');
  expect(new URLSearchParams(first!.beacons[0]).get('landing')).toBe('/');

  // Nothing on the device for the count: no cookie, no storage but what the policies already name.
  for (const { context, page, beacons } of visitors) {
    expect(beacons).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);
    const { session, local } = await storageOf(page);
    expect(session.filter((key) => !DOCUMENTED_SESSION.includes(key))).toEqual([]);
    expect(local.filter((key) => !DOCUMENTED_LOCAL.includes(key))).toEqual([]);
    await context.close();
  }

  // The sixth visit starts on the contact page from the same campaign, and sends a request.
  const sixth = await freshVisitor(browser, testInfo);
  await visit(sixth.page, '/contact/?utm_campaign=autumn');
  await hydrated(sixth.page.getByRole('button', { name: 'Send Message' }));
  await fillForm(sixth.page, `[funnel-${testInfo.testId}]`);
  await likeAPerson(sixth.page);
  await sixth.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(sixth.page.getByRole('status')).toContainText('your request has arrived', { timeout: 20_000 });
  expect(sixth.beacons).toHaveLength(1);
  expect(await sixth.context.cookies()).toEqual([]);
  await sixth.context.close();

  // The desk: 6 visits, 1 request, 17 %, none won.
  const context = await deskContext(browser);
  const desk = await context.newPage();
  await desk.goto('/desk/?view=sources');
  // The figures are what browsers (or scripts) report, and the view says so.
  await expect(desk.getByText('These are counts anyone can send, not audited numbers')).toBeVisible();
  const campaigns = desk.getByRole('table', { name: 'Campaign' });
  await expect(campaigns.getByRole('row', { name: /^autumn\b/ }).getByRole('cell')).toHaveText(['6', '1', '17%', '0']);
  await expect(desk.getByRole('region', { name: 'Speed to lead' })).toContainText('Still waiting');

  // Its CSV agrees, and so does D1 itself.
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('"Dimension","Value","Visits","Requests","Rate","Won"');
  expect(csv).toContain('"Campaign","autumn","6","1","17%","0"');
  expect(await sql("SELECT SUM(visits) AS visits FROM visit_days WHERE campaign = 'autumn'")).toEqual([{ visits: 6 }]);
  await context.close();
});

test('a forged beacon for a page that does not exist, and a thousand made-up campaign names, change nothing the desk shows but "(other)"', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const context = await deskContext(browser);
  const before = await report(context);
  const rowsBut = (r: FunnelReport, dimension: 'campaign' | 'referrer') => r[dimension].filter((row) => row.value !== OTHER);
  const post = (address: string, body: Record<string, string>) =>
    request.post('/api/visit', { headers: { 'CF-Connecting-IP': address, 'Content-Type': 'application/x-www-form-urlencoded' }, data: new URLSearchParams(body).toString() });

  // Every beacon gets 204 (a beacon reads no answer); the Visit header says what was done.
  const outcome = async (address: string, body: Record<string, string>) => {
    const answer = await post(address, body);
    expect(answer.status()).toBe(204);
    return answer.headers().visit ?? '';
  };
  // A page the site does not have counts nothing.
  expect(await outcome('10.201.0.1', { landing: '/wp-login.php', utm_campaign: 'forged' })).toBe('not a page');
  expect(await outcome('10.201.0.1', { landing: '/desk/', utm_campaign: 'forged' })).toBe('not a page');
  expect(await sql("SELECT COUNT(*) AS n FROM visit_days WHERE campaign = 'forged' OR landing NOT LIKE '/%/' AND landing != '/'")).toEqual([{ n: 0 }]);

  // A script on one network: the network's limit stops it after a few.
  const oneNetwork = addressFor(testInfo);
  const outcomes: string[] = [];
  for (let i = 0; i < 1000; i += 50) {
    outcomes.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => outcome(oneNetwork, { landing: '/', utm_campaign: `flood-${i + j}`, referrer: `https://spam-${i + j}.example` })))));
  }
  expect(outcomes.filter((o) => o === 'counted')).toHaveLength(VISITS_PER_NETWORK);
  expect(outcomes.filter((o) => o === 'over the network limit')).toHaveLength(1000 - VISITS_PER_NETWORK);

  // The same names from a hundred networks: past the day's cap they are stored as "(other)", and a
  // name seen once with no request is shown under "(other)" too.
  for (let i = 0; i < 100; i += 25) {
    await Promise.all(Array.from({ length: 25 }, async (_, j) => expect(await outcome(`10.202.${i + j}.1`, { landing: '/', utm_campaign: `spread-${i + j}`, referrer: `https://spread-${i + j}.example` })).toBe('counted')));
  }
  const [today] = (await sql("SELECT COUNT(*) AS campaigns FROM (SELECT DISTINCT utm_source, utm_medium, campaign FROM visit_days WHERE day = date('now'))")) as { campaigns: number }[];
  // The day's new names, beside "no campaign" and "(other)".
  expect(today?.campaigns).toBeLessThanOrEqual(NEW_VALUES_PER_DAY + 2);
  expect(await sql(`SELECT COUNT(*) AS n FROM visit_days WHERE campaign = ${`'${OTHER}'`}`)).not.toEqual([{ n: 0 }]);

  const after = await report(context);
  // No made-up name is a row: they are all in "(other)", and the campaign rows shown before are still there.
  // (Other files' tests, run beside this one in the suite, count visits of their own meanwhile, so only
  // the made-up names and this file's campaign are judged by their numbers.)
  const madeUp = (row: { value: string }) => /^(flood|spread)-|^https:\/\/(spam|spread)-/.test(row.value);
  for (const dimension of ['campaign', 'referrer'] as const) {
    expect(after[dimension].filter(madeUp)).toEqual([]);
    expect(after[dimension].map((row) => row.value)).toEqual(expect.arrayContaining(rowsBut(before, dimension).map((row) => row.value)));
  }
  const others = (r: FunnelReport) => r.campaign.find((row) => row.value === OTHER)?.visits ?? 0;
  expect(others(after) - others(before)).toBeGreaterThanOrEqual(VISITS_PER_NETWORK + 100);
  expect(after.campaign.find((row) => row.value === 'autumn')).toMatchObject({ visits: 6, requests: 1, rate: '17%' });
  await context.close();
});

/** A day of its own for a test that moves the clock: far enough back that no report this file reads covers it. */
const testDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** A beacon counted at `at` (the server's X-Test-Now, which only a server started for the tests' faults takes). */
const beacon = (request: APIRequestContext, address: string, at: number, body: Record<string, string>) =>
  request.post('/api/visit', {
    headers: { 'CF-Connecting-IP': address, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Now': String(at) },
    data: new URLSearchParams(body).toString(),
  });
/** One of 65,536 networks of the benchmarking range, none of which another test sends from. */
const network = (block: 19, n: number) => `198.${block}.${n >> 8}.${n & 255}`;

// 5,000 beacons against the day's row cap run in functions/_shared/visit-cap.test.ts, on SQLite with the
// same migrations: over the local runtime they took over five minutes on a busy machine.

test('a burst of made-up referrers at midnight takes the first hour\'s places only: a real referrer at noon is counted under its own name', async ({ request }) => {
  test.setTimeout(120_000);
  const day = testDay(201);
  await sql(`DELETE FROM visit_days WHERE day = '${day}'`);
  const midnight = Date.parse(`${day}T00:01:00Z`);
  for (let i = 0; i < 100; i += 25) {
    await Promise.all(Array.from({ length: 25 }, async (_, j) => expect((await beacon(request, network(19, i + j), midnight, { landing: '/', referrer: `https://burst-${i + j}.example` })).headers().visit).toBe('counted')));
  }
  const named = async () => (await sql(`SELECT referrer, SUM(visits) AS visits FROM visit_days WHERE day = '${day}' GROUP BY referrer ORDER BY referrer`)) as { referrer: string; visits: number }[];
  const burst = await named();
  expect(burst.filter((r) => r.referrer !== OTHER)).toHaveLength(newValuesBy(midnight));
  expect(burst.find((r) => r.referrer === OTHER)?.visits).toBe(100 - newValuesBy(midnight));

  expect((await beacon(request, network(19, 200), Date.parse(`${day}T12:00:00Z`), { landing: '/', referrer: 'https://www.real-partner.example/news' })).headers().visit).toBe('counted');
  expect((await named()).find((r) => r.referrer === 'https://www.real-partner.example')).toEqual({ referrer: 'https://www.real-partner.example', visits: 1 });
});

test('a lead\'s landing page is kept only if it is a page of the sitemap, as the beacon\'s is', async ({ request }, testInfo) => {
  const marker = markerFor(testInfo);
  const send = (landing: string) =>
    request.post('/api/quote', {
      headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
      multipart: { name: 'Dana Whitfield', email: 'dana@whitfield.test', message: `${landing} ${marker}`, service: 'estimation', source_landing: landing, source_referrer: 'https://www.google.com/', source_pages: '2', utm_campaign: `landing-${testInfo.testId}` },
    });
  for (const landing of ['/about', '/wp-admin/setup.php', '/made-up-page/']) expect((await send(landing)).status()).toBe(201);
  const stored = (await leads()).filter((l) => String(l.message).includes(marker)).map((l) => [String(l.message).split(' [')[0], (l.source as { landing?: string }).landing]);
  expect(stored.sort()).toEqual([
    ['/about', '/about/'],
    ['/made-up-page/', OTHER],
    ['/wp-admin/setup.php', OTHER],
  ]);
});
