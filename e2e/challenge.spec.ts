import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, hydrated } from './fixtures';
import { EMAIL_STUB_URL, NOTIFY_TO } from './server';
import { addressFor, emailsTo, fillForm, likeAPerson, markerFor } from './quote-helpers';
import { startSecondServer, type SecondServer } from './second-server';
import { readLeads } from '../tools/leads.mjs';
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
  test.describe.configure({ mode: 'serial' });
  let server: SecondServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
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

  test('a request sent with scripts but no passing token is kept apart as suspected spam, never lost; one posted without JavaScript is a person\'s', async ({ request }, testInfo) => {
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
  });
});
