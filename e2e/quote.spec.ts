import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, hydrated, holdScripts } from './fixtures';
import { BASE_URL, EMAIL_STUB_URL, NOTIFY_TO } from './server';
import { DRAFT_KEY } from '../lib/contact';
import { MB, addressFor, emailsTo, fillForm, likeAPerson, markerFor, open, pdf, rowsFor, senderFor, storedObjectSize } from './quote-helpers';

/**
 * The path a quote request takes, end to end against Cloudflare's runtime with its real local D1 and
 * R2 (no stub of our own endpoint): without JavaScript, before the scripts start, after, and when
 * things go wrong. Each test sends from its own address (CF-Connecting-IP, which Cloudflare sets), so
 * the per-address rate limit sees each test alone, and marks its message so it finds its own rows.
 */


test('without JavaScript the form posts, lands on its request\'s private page and stores one request', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-Connecting-IP': addressFor(testInfo) } });
  const page = await context.newPage();
  await page.goto('/contact/');
  const form = page.locator('form[action="/api/quote"]');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  await fillForm(page, markerFor(testInfo));
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The thanks is the request's own page (e2e/request-page.spec.ts follows it further).
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/request/[\\w-]{43}/\\?sent$`));
  await expect(page.getByRole('status')).toContainText('Thank you: your request has arrived');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  // Nothing personal in any address the browser visited.
  expect(page.url()).not.toContain('Morgan');
  const rows = await rowsFor(markerFor(testInfo));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Morgan Reyes', email: 'morgan@reyes-build.test', company: 'Reyes Build', service: 'bim', files: [] });
  await context.close();
});

test('with JavaScript, a 2 MB drawing uploads with progress, arrives in D1 and R2, and the firm is emailed', async ({ page }, testInfo) => {
  // Uploading over a slow line, then reading D1 and R2, takes a while on a loaded machine.
  await open(page, testInfo);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, markerFor(testInfo));
  const sender = senderFor(testInfo);
  await page.getByLabel('Email Address').fill(sender);
  await page.getByLabel('Attach drawings or models').setInputFiles(pdf('A-101 ground floor.pdf', 2 * MB));
  await page.getByLabel(/link to a shared folder/).fill('https://www.dropbox.com/sh/stratum/models');
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await likeAPerson(page);
  // A slow uplink, so the upload takes a few seconds, as on a site office connection.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Uploading drawings: \d+%/)).toBeVisible();
  // Sent, the visitor lands on the request's own private page, as without JavaScript: its link is never
  // shown on the contact page, which runs Calendly's script once the calendar is asked for.
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/request/[\\w-]{43}/\\?sent$`), { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('Thank you: your request has arrived');
  expect(logged.some((line) => line.includes('Contact form submission'))).toBe(true);
  // The draft kept for a reload is gone once the request has arrived.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();

  const [row] = await rowsFor(markerFor(testInfo));
  expect(row).toMatchObject({ name: 'Morgan Reyes', drawings_link: 'https://www.dropbox.com/sh/stratum/models', files: [{ name: 'A-101 ground floor.pdf', size: 2 * MB }] });
  // With JavaScript the drawing went up in parts before the form was sent (e2e/quote-uploads.spec.ts).
  const key = row!.files[0]!.key;
  expect(key).toMatch(/^uploads\/[0-9a-f-]{36}\/A-101_ground_floor\.pdf$/);
  expect(await storedObjectSize(key)).toBe(2 * MB);

  // The email goes out after the answer (the endpoint's waitUntil).
  const firmEmail = async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === NOTIFY_TO && e.text.includes(String(row!.id)));
  await expect.poll(firmEmail).toBeTruthy();
  const email = await firmEmail();
  expect(email).toMatchObject({ subject: 'Quote request: Morgan Reyes (Reyes Build)', authorization: 'Bearer re_test_key' });
  // The firm's email links into the lead desk and names the files; no storage keys, no commands.
  expect(email!.text).toContain(`Open it in the lead desk: ${BASE_URL}/desk/?lead=${row!.id}`);
  expect(email!.text).toContain('- A-101 ground floor.pdf (2.0 MB)');
  expect(email!.text).not.toMatch(/r2:\/\/|npm run/);
  // The sender is told it arrived: the reference, the service, how many files, and when to expect an
  // answer; nothing they typed or named (an email to any address they give must carry no stranger's words).
  const confirmationFor = async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === sender && e.text.includes(String(row!.id)));
  await expect.poll(confirmationFor).toBeTruthy();
  const confirmation = await confirmationFor();
  expect(confirmation!.text).toContain('Service: BIM Services');
  expect(confirmation!.text).toContain('Files received: 1 file, 2.0 MB');
  expect(confirmation!.text).not.toContain('A-101');
  expect(confirmation!.text).toContain('within one business day');
  expect(confirmation!.text).not.toContain(markerFor(testInfo));
});

test('values filled before the scripts start survive hydration, and the request is sent', async ({ page }, testInfo) => {
  const release = await holdScripts(page);
  await open(page, testInfo);
  // fill() sets values without key presses, as autofill and password managers do.
  await fillForm(page, markerFor(testInfo));
  release();
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await expect(page.getByLabel('Full Name')).toHaveValue('Morgan Reyes');
  await expect(page.getByLabel('Service of Interest')).toHaveValue('bim');
  await expect(page.getByLabel('Project Details')).toHaveValue(new RegExp(markerFor(testInfo).replace(/[[\]]/g, '\\$&')));
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('your request has arrived');
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(1);
});

test('a submit before the scripts start is sent exactly once, by the browser', async ({ page }, testInfo) => {
  const release = await holdScripts(page);
  await open(page, testInfo);
  await fillForm(page, markerFor(testInfo));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/request/[\\w-]{43}/\\?sent$`));
  await expect(page.getByRole('status')).toContainText('your request has arrived');
  // The contact page's scripts, let go now, are gone with it: nothing is left to send a second time.
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(1);
});

test('an invalid email in a crafted request gets a 422, and the server\'s message shows beside the field', async ({ page, request }, testInfo) => {
  const crafted = await request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
    multipart: { name: 'Morgan', email: 'not-an-email', message: `hi ${markerFor(testInfo)}` },
  });
  expect(crafted.status()).toBe(422);
  expect((await crafted.json()).errors.email).toBe('Please enter an email address such as name@company.com.');

  await open(page, testInfo);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, markerFor(testInfo));
  // The page sends a valid form; on the way the email is swapped for one only the server refuses.
  await page.route('**/api/quote', async (route) => {
    const body = route.request().postDataBuffer()!.toString('latin1').replace('morgan@reyes-build.test', 'morgan@reyes');
    await route.continue({ postData: Buffer.from(body, 'latin1') });
  });
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Some of the details need another look.');
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Please enter an email address such as name@company.com./);
  await expect(email).toBeFocused();
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(0);
});

test('a set over 250 MB is refused before any upload, and 30 MB in one post (413) for a crafted request', async ({ page, request }, testInfo) => {
  await open(page, testInfo);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, markerFor(testInfo));
  // A sparse file: 260 MB on paper, nothing on disk.
  const dir = mkdtempSync(join(tmpdir(), 'stratum-set-'));
  const path = join(dir, 'full-set.pdf');
  writeFileSync(path, '%PDF-1.7\n');
  truncateSync(path, 260 * MB);
  await page.getByLabel('Attach drawings or models').setInputFiles(path);
  const posts: string[] = [];
  page.on('request', (r) => ['POST', 'PUT'].includes(r.method()) && posts.push(r.url()));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('The attached files are too large.');
  await expect(page.getByLabel('Attach drawings or models')).toHaveAccessibleDescription(/over the 250 MB limit/);
  expect(posts).toEqual([]);
  rmSync(dir, { recursive: true, force: true });

  const crafted = await request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
    multipart: { name: 'Morgan', email: 'morgan@reyes-build.test', message: `big ${markerFor(testInfo)}`, files: pdf('full-set.pdf', 30 * MB) },
  });
  expect(crafted.status()).toBe(413);
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(0);
});

test('one address sending too many requests is told to wait (429)', async ({ page, request }, testInfo) => {
  for (let i = 0; i < 5; i++) {
    const answer = await request.post('/api/quote', {
      headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
      multipart: { name: 'Morgan', email: 'morgan@reyes-build.test', message: `request ${i} ${markerFor(testInfo)}` },
    });
    expect(answer.status()).toBe(201);
  }
  await open(page, testInfo);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, markerFor(testInfo));
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Too many requests from your connection.');
  await expect(page.getByRole('link', { name: /Email your request to/ })).toBeVisible();
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(5);
});

test('when the endpoint cannot be reached the visitor is told, keeps every value and gets a mailto link', async ({ page, problems }, testInfo) => {
  await open(page, testInfo);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, markerFor(testInfo));
  await page.route('**/api/quote', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Your request could not be sent.');
  await expect(page.getByRole('status')).toContainText('Nothing you typed has been lost.');
  await expect(page.getByLabel('Full Name')).toHaveValue('Morgan Reyes');
  await expect(page.getByLabel('Project Details')).toHaveValue(/12-story hotel/);
  const mailto = await page.getByRole('link', { name: /Email your request to/ }).getAttribute('href');
  expect(decodeURIComponent(mailto!)).toContain('Name: Morgan Reyes');
  expect(decodeURIComponent(mailto!)).toContain('12-story hotel');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  // The draft outlives a reload; attached files cannot, and the form says so.
  await page.reload();
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await expect(page.getByLabel('Full Name')).toHaveValue('Morgan Reyes');
  await expect(page.getByText('Attached files are not kept if you leave the page before sending.')).toBeVisible();
  problems.list = problems.list.filter((p) => !p.includes('/api/quote'));
});

