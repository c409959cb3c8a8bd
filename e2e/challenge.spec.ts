import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, hydrated } from './fixtures';
import { EMAIL_STUB_URL, NOTIFY_TO, RUN_ID } from './server';
import { addressFor, emailsTo, fillForm, likeAPerson, markerFor } from './quote-helpers';
import { SECOND_SERVER_HOOK_MS, startSecondServer, type SecondServer } from './second-server';
import { deskContext } from './desk-helpers';
import { queryD1, readLeads } from '../tools/leads.mjs';
import { unchallengedRequestsPerHour } from '../lib/content/firm';
import { CHALLENGE_ORIGIN } from '../lib/challenge';

/**
 * Cloudflare Turnstile on the quote form (lib/challenge.ts), on a server of the suite's own where it is
 * configured (the main server runs without it, as `npm start` does): the script comes from a stand-in
 * (e2e/stubs/turnstile.js) and siteverify from the email stub's. The challenge loads only once the
 * visitor starts on the form; a request with JavaScript and no passing token is kept apart as suspected
 * spam, never lost; one posted without JavaScript is a person's.
 */

const TURNSTILE_SCRIPT = /^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js/;
const stub = readFileSync(fileURLToPath(new URL('./stubs/turnstile.js', import.meta.url)), 'utf8');
const verifications = async () => (await (await fetch(`${EMAIL_STUB_URL}/turnstile`)).json()) as { secret: string; response: string; remoteip: string }[];

test.describe('the quote form\'s challenge', () => {
  const rowsOf = (marker: string, column: string) =>
    queryD1(`SELECT email, message, ${column} AS value FROM quote_requests WHERE instr(message, ${`'${marker.replace(/'/g, "''")}'`}) > 0 ORDER BY message`, { state: server!.state });
  /** Each request of the test's: its message's first word or the address it typed, and its `challenged`. */
  const challengedOf = (marker: string) => rowsOf(marker, 'challenged').map((r) => [String(r.message).split(' [')[0], r.value]);
  const confirmationsOf = (marker: string) => rowsOf(marker, 'confirm_status').map((r) => [r.email, r.value]);
  test.describe.configure({ mode: 'serial' });
  let server: SecondServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SECOND_SERVER_HOOK_MS);
    server = await startSecondServer('challenge', [
      'TURNSTILE_SITE_KEY=stub-site-key',
      'TURNSTILE_SECRET_KEY=stub-secret',
      `TURNSTILE_VERIFY_URL=${EMAIL_STUB_URL}/turnstile/siteverify`,
      'RESEND_API_KEY=re_test_key',
      `QUOTE_NOTIFY_TO=${NOTIFY_TO}`,
      `EMAIL_API_URL=${EMAIL_STUB_URL}`,
    ]);
  });
  test.afterAll(() => server?.stop());

  test('loads nothing from another host until the visitor starts on the form; then it passes unseen and the request is a person\'s', async ({ page }, testInfo) => {
    const marker = markerFor(testInfo);
    await page.route(TURNSTILE_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: stub }));
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server!.publicUrl) && !/^(data|blob):/.test(r.url())) elsewhere.push(r.url());
    });
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': addressFor(testInfo) });
    const served = await page.goto(`${server!.publicUrl}/contact/`);
    // The page's policy lets the challenge's script and frame in, on this page of this server only.
    const policy = served!.headers()['content-security-policy']!;
    expect(policy).toMatch(new RegExp(`script-src [^;]*${CHALLENGE_ORIGIN}`));
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${CHALLENGE_ORIGIN}`));
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await page.mouse.wheel(0, 1500);
    expect(elsewhere).toEqual([]);

    await fillForm(page, marker);
    await expect.poll(() => elsewhere.filter((url) => TURNSTILE_SCRIPT.test(url))).toHaveLength(1);
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/request\/[\w-]{43}\/\?sent$/, { timeout: 60_000 });
    expect((await verifications()).filter((v) => v.remoteip === addressFor(testInfo))).toEqual([{ secret: 'stub-secret', response: 'stub-pass-1', remoteip: addressFor(testInfo) }]);
    // A person's request: in the inbox, and the firm is told.
    expect(readLeads({ state: server!.state }).map((l) => String(l.message)).filter((m) => m.includes(marker))).toHaveLength(1);
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).some((e) => e.to[0] === NOTIFY_TO && e.text.includes(marker))).toBe(true);
  });

  test('a request sent with scripts but no passing token is kept apart as suspected spam, never lost; one with no sign of scripts is stored and not challenged', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const send = (message: string, fields: Record<string, string>, address: string) =>
      request.post(`${server!.publicUrl}/api/quote`, {
        headers: { Accept: 'application/json', 'CF-Connecting-IP': address },
        multipart: { name: 'Dana Whitfield', email: 'dana@whitfield.test', message: `${message} ${marker}`, service: 'estimation', ...fields },
      });
    const address = addressFor(testInfo);
    const answers = [
      await send('no token', { form_elapsed_ms: '40000' }, address),
      await send('refused token', { form_elapsed_ms: '40000', 'cf-turnstile-response': 'forged' }, address),
      await send('no scripts', {}, address),
    ];
    // Each is told it arrived, as a person is: nothing tells a bot it was found out.
    for (const answer of answers) expect(answer.status()).toBe(201);
    const spam = readLeads({ state: server!.state, only: 'spam' }).filter((l) => String(l.message).includes(marker));
    expect(spam.map((l) => [String(l.message).split(' [')[0], l.spam]).sort()).toEqual([
      ['no token', 'challenge not answered'],
      ['refused token', 'challenge failed (invalid-input-response)'],
    ]);
    expect(readLeads({ state: server!.state }).filter((l) => String(l.message).includes(marker)).map((l) => String(l.message).split(' [')[0])).toEqual(['no scripts']);
    expect(challengedOf(marker)).toEqual([['no scripts', 0], ['no token', 0], ['refused token', 0]]);
  });

  test('without the timing field and without a token a request is stored and nothing goes to the address it typed; the same with a token that verifies is confirmed', async ({ browser, request }, testInfo) => {
    const marker = markerFor(testInfo);
    // Addresses of this run's own: the email stub outlives a run.
    const typed = { bare: `bare-${testInfo.testId}-${RUN_ID}@victim.test`, passed: `passed-${testInfo.testId}-${RUN_ID}@sender.test` };
    const post = (email: string, fields: Record<string, string>, headers: Record<string, string> = { Accept: 'application/json' }) =>
      request.post(`${server!.publicUrl}/api/quote`, {
        headers: { ...headers, 'CF-Connecting-IP': addressFor(testInfo) },
        multipart: { name: 'Dana Whitfield', email, message: `${email} ${marker}`, service: 'estimation', ...fields },
        maxRedirects: 0,
      });
    // A form post without JavaScript: the form's own 303 to the request's page, which says no email came.
    const bare = await post(typed.bare, {}, {});
    expect(bare.status()).toBe(303);
    const location = bare.headers().location!;
    expect(location).toMatch(/^\/request\/[\w-]{43}\/\?sent$/);
    const page = await (await request.get(`${server!.publicUrl}${location}`)).text();
    expect(page).toContain('We have not emailed you a link to this page, so keep its address');
    expect(page).not.toContain('which we have also emailed to you');

    const passed = await post(typed.passed, { 'cf-turnstile-response': 'stub-pass-verified' });
    expect(passed.status()).toBe(201);

    // The firm hears of both; only the sender who passed the challenge gets a confirmation.
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.to[0] === NOTIFY_TO && e.text.includes(marker)).length).toBe(2);
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).some((e) => e.to[0] === typed.passed)).toBe(true);
    await expect.poll(() => confirmationsOf(marker), { timeout: 30_000 }).toEqual([
      [typed.bare, expect.stringMatching(/^not sent: the request came without the challenge/)],
      [typed.passed, 'sent'],
    ]);
    expect((await emailsTo(EMAIL_STUB_URL)).filter((e) => e.to[0] === typed.bare)).toEqual([]);
    expect(challengedOf(marker)).toEqual([[typed.bare, 0], [typed.passed, 1]]);

    // The desk marks each: the firm knows which address no confirmation went to.
    const desk = await deskContext(browser, { baseURL: server!.publicUrl }, ['desk'], server!.state);
    const lead = await desk.newPage();
    for (const [email, mark] of [[typed.bare, 'Not challenged'], [typed.passed, 'Challenged']] as const) {
      const [row] = queryD1(`SELECT id FROM quote_requests WHERE email = '${email}'`, { state: server!.state });
      await lead.goto(`/desk/?lead=${String(row?.id)}`);
      await expect(lead.getByRole('heading', { level: 1 })).toContainText('Dana Whitfield');
      await expect(lead.getByText(mark, { exact: true })).toBeVisible();
    }
    await desk.close();
  });

  test('past the site\'s hourly allowance, requests without the challenge are kept as suspected spam, never lost', async ({ request }, testInfo) => {
    test.setTimeout(120_000);
    const marker = markerFor(testInfo);
    // Each from a network of its own: the allowance is the whole site's, not a network's.
    const posts = Array.from({ length: unchallengedRequestsPerHour + 2 }, (_, i) =>
      request.post(`${server!.publicUrl}/api/quote`, {
        headers: { Accept: 'application/json', 'CF-Connecting-IP': `10.213.${i}.1` },
        multipart: { name: 'Dana Whitfield', email: `n${i}@whitfield.test`, message: `n${i} ${marker}`, service: 'estimation' },
      }),
    );
    for (const answer of await Promise.all(posts)) expect(answer.status()).toBe(201);
    const [standing] = queryD1(`SELECT COUNT(*) AS n FROM quote_requests WHERE challenged = 0 AND spam_reason = '' AND status = 'complete'`, { state: server!.state });
    expect(standing).toEqual({ n: unchallengedRequestsPerHour });
    const spam = readLeads({ state: server!.state, only: 'spam' }).filter((l) => String(l.message).includes(marker));
    // The tests before this one took two of the hour's places.
    expect(spam.map((l) => l.spam)).toEqual(Array.from({ length: 4 }, () => 'challenge not answered, over the hourly allowance'));
  });
});
