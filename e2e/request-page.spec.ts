import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page, TestInfo } from '@playwright/test';
import { test, expect, axeViolations, hydrated } from './fixtures';
import { BASE_URL, EMAIL_STUB_URL, NOTIFY_TO, RUN_ID } from './server';
import { MB, addressFor, emailsTo, fillForm, likeAPerson, markerFor, open, pdf, rowsFor, senderFor } from './quote-helpers';
import { DESK_PERSON, deskContext, literal, rowsHolding } from './desk-helpers';
import { bucketKeys, multipartOpen, sql } from './local-state';
import { PRIVATE_PAGES } from '../lib/security-headers';
import { LINK_MISSES_ALLOWED } from '../lib/request-link';

/**
 * The sender's private page about their request (functions/routes/request-page.ts, functions/routes/request.ts), against
 * Cloudflare's runtime with its real local D1 and R2: the link the form and the confirmation give, where
 * the request stands in the sender's words with the firm's line and none of its notes, drawings added
 * from the page (in parts, and without JavaScript), withdrawal that leaves nothing behind, and a link
 * that leaks nowhere and cannot be guessed.
 */

const LINK = /\/request\/[\w-]{43}\//;
const tokenOf = (link: string) => LINK.exec(link)![0].split('/')[2]!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Another address of this test's own, beside addressFor's. */
const otherAddress = (testInfo: TestInfo, n: number) => {
  const digest = createHash('sha256').update(`${testInfo.testId}-${RUN_ID}-${n}`).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
};

/** The confirmation email the sender got for request `id`, once it has gone out. */
async function confirmationFor(sender: string, id: string) {
  const find = async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === sender && e.text.includes(id));
  await expect.poll(find).toBeTruthy();
  return (await find())!;
}

/** A request sent as a script would (JSON answer): its reference and the path of its private page. */
async function sendRequest(request: APIRequestContext, testInfo: TestInfo, address = addressFor(testInfo)) {
  const answer = await request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': address },
    multipart: { name: 'Dana Whitfield', email: `dana-${testInfo.testId}@whitfield.test`, message: `Takeoff for a school ${markerFor(testInfo)}`, service: 'estimation', form_elapsed_ms: '40000' },
  });
  expect(answer.status()).toBe(201);
  const { id, link } = (await answer.json()) as { id: string; link: string };
  expect(link).toMatch(new RegExp(`^${LINK.source}$`));
  return { id, link };
}

/** Everything of an answer a sender could tell one from another by, but the date. */
async function seen(answer: APIResponse) {
  const headers = answer.headers();
  delete headers.date;
  return { status: answer.status(), headers, body: await answer.text() };
}

/** The policies the request page must be served with. */
function expectPrivateHeaders(headers: Record<string, string>) {
  const own = PRIVATE_PAGES['/request/'];
  expect(headers['content-security-policy']).toBe(own['Content-Security-Policy']);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toBe('no-store');
}

/** The lead in the desk, signed in. */
async function openInDesk(page: Page, id: string) {
  await page.goto(`/desk/?lead=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Morgan Reyes|Dana Whitfield/);
}

test('a request followed from its page: the same link after the form and in the email, where it stands with the firm\'s line and not its notes, a 20 MB set added, then withdrawn leaving nothing', async ({ page, browser, problems }, testInfo) => {
  // A 20 MB set goes up in parts through the local runtime: this took three minutes on a busy two-core
  // machine when each look into D1 and R2 started a runtime of its own, so a generous ceiling.
  test.setTimeout(480_000);
  const marker = markerFor(testInfo);
  const sender = senderFor(testInfo);
  await open(page, testInfo);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, marker);
  await page.getByLabel('Email Address').fill(sender);
  await page.getByLabel('Attach drawings or models').setInputFiles(pdf('A-101 ground floor.pdf', MB));
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('your request has arrived', { timeout: 60_000 });
  const [row] = await rowsFor(marker);
  const id = row!.id;

  // The form lands on the request's page (as without JavaScript), and the confirmation email carries the same link.
  await expect(page).toHaveURL(/\?sent$/);
  const thanksLink = new URL(page.url()).pathname;
  expect(thanksLink).toMatch(new RegExp(`^${LINK.source}$`));
  const confirmation = await confirmationFor(sender, id);
  const emailed = new RegExp(`${BASE_URL}${LINK.source}`).exec(confirmation.text)?.[0];
  expect(emailed).toBe(`${BASE_URL}${thanksLink}`);
  const token = tokenOf(emailed!);
  // Only its hash is stored.
  expect(await sql(`SELECT token_hash FROM sender_links WHERE request_id = ${literal(id)}`)).toEqual([{ token_hash: sha256(token) }]);
  expect(await rowsHolding([token])).toEqual([]);

  const opened = await page.goto(emailed!);
  expectPrivateHeaders(opened!.headers());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  await expect(page.getByText(`Reference ${id}`)).toBeVisible();
  const standing = page.getByRole('region', { name: 'Where it stands' });
  await expect(standing).toContainText('Received since');
  const sent = page.getByRole('region', { name: 'What you sent' });
  await expect(sent).toContainText('BIM Services');
  await expect(sent).toContainText('A-101 ground floor.pdf (1.0 MB)');
  // Nothing the sender did not send: not their message, not their name.
  await expect(page.locator('main')).not.toContainText(marker);
  await expect(page.locator('main')).not.toContainText('Morgan');

  // The desk sees the visit (recorded before the page was answered), sets the status, writes an internal note and a line to the sender.
  const context = await deskContext(browser, {}, ['desk']);
  const desk = await context.newPage();
  await openInDesk(desk, id);
  const toSender = desk.getByRole('region', { name: 'Message to the sender' });
  await expect(toSender).toContainText('The sender last opened their page');
  await desk.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await desk.getByRole('button', { name: 'Save status' }).click();
  await expect(desk.getByRole('status')).toHaveText('Status set to Contacted.');
  const internal = `Internal: margin is thin on this one ${marker}`;
  await desk.getByRole('textbox', { name: 'Note' }).fill(internal);
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('status')).toHaveText('Note added.');
  const line = 'We are reviewing your model now and will send our fixed fee by Friday.';
  await toSender.getByRole('textbox', { name: 'Message to the sender' }).fill(line);
  await toSender.getByRole('button', { name: 'Save message to the sender' }).click();
  await expect(desk.getByRole('status')).toHaveText('Message to the sender saved: their request page shows it.');
  await expect(desk.getByRole('region', { name: 'History' })).toContainText(`message to the sender: ${line}`);

  await page.reload();
  await expect(standing).toContainText(/Being reviewed since \w+ \d{1,2}, \d{4}/);
  await expect(standing).toContainText(line);
  await expect(page.locator('body')).not.toContainText('margin is thin');
  await expect(page.locator('body')).not.toContainText(DESK_PERSON);

  // A 20 MB set added from the page, in parts, as the contact form sends one.
  const set = pdf('S-201 framing.pdf', 20 * MB);
  await page.getByLabel('Drawings or models').setInputFiles(set);
  await expect(page.getByText(/Up to 20 files, 250 MB/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to my request' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/request/${token}/?added=1`, { timeout: 180_000 });
  await expect(page.getByRole('status')).toHaveText('Your file was added to the request, and our estimating team has been told.');
  await expect(sent).toContainText('S-201 framing.pdf (20.0 MB)');

  await openInDesk(desk, id);
  await expect(desk.getByRole('region', { name: 'Files' })).toContainText('S-201 framing.pdf (20.0 MB');
  await expect(desk.getByRole('region', { name: 'History' })).toContainText('The sender added 1 file from the request page: S-201 framing.pdf (20.0 MB)');
  await expect(toSender).toContainText('They added files');
  await desk.goto('/desk/');
  await expect(desk.getByText(/^\d+ requests?; page 1 of \d+\.$/)).toBeVisible();
  await desk.getByLabel('Name, email or company').fill(sender);
  await desk.getByRole('button', { name: 'Search' }).click();
  // The list is the search's once it says so (until then it is the whole inbox's).
  await expect(desk.getByText('1 request; page 1 of 1.')).toBeVisible();
  await expect(desk.getByRole('link', { name: /Morgan Reyes/ })).toContainText('Sender added files');
  const firmTold = async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === NOTIFY_TO && e.subject.startsWith('Drawings added') && e.text.includes(id));
  await expect.poll(firmTold).toBeTruthy();
  expect((await firmTold())!.text).toContain(`Open it in the lead desk: ${BASE_URL}/desk/?lead=${id}`);
  await expect.poll(async () => ((await (await fetch(`${EMAIL_STUB_URL}/chats`)).json()) as { text: string }[]).some((c) => c.text === `Morgan Reyes, Reyes Build added 1 file to their quote request: ${BASE_URL}/desk/?lead=${id}`)).toBe(true);
  const keys = (await rowsFor(marker))[0]!.files.map((f) => f.key);
  expect(keys).toHaveLength(2);

  // Withdrawn from the page, after its confirmation.
  await page.getByRole('link', { name: 'Withdraw this request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw your request?');
  await page.getByRole('button', { name: 'Withdraw and erase my request' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/request/withdrawn/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was withdrawn');
  expect(problems.list).toEqual([]);

  // Nothing of it in any table but the privacy log's line, by the sender; nothing in the bucket.
  const left = await rowsHolding([id, marker, sender, sha256(token)]);
  expect(left).toEqual([expect.stringMatching(/^privacy_audit: /)]);
  expect(left[0]).toContain('"sender","erased"');
  expect(left[0]).toContain(`request ${id} erased (withdrawn): its row, history and 2 stored files`);
  expect((await bucketKeys()).filter((key) => key.includes(id) || keys.includes(key))).toEqual([]);
  // The firm is told: the reference only.
  const withdrawal = async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === NOTIFY_TO && e.subject === `Quote request withdrawn (reference ${id.slice(0, 8)})`);
  await expect.poll(withdrawal).toBeTruthy();
  expect((await withdrawal())!.text).not.toMatch(/Morgan|Reyes|BIM|S-201/);
  // The link opens nothing now, as any wrong link.
  expect((await page.goto(emailed!))!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not open a request');
  await desk.goto(`/desk/?lead=${id}`);
  await expect(desk.getByRole('alert')).toContainText('No lead with that reference');
  await context.close();
});

test('without JavaScript: the form lands on the request\'s page, which takes drawings in one post and a withdrawal by its confirmation form', async ({ browser }, testInfo) => {
  // Two minutes on a busy two-core machine (three posts of files, and looks into D1).
  test.setTimeout(300_000);
  const marker = markerFor(testInfo);
  const sender = senderFor(testInfo);
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-Connecting-IP': addressFor(testInfo) } });
  const page = await context.newPage();
  await page.goto('/contact/');
  await fillForm(page, marker);
  await page.getByLabel('Email Address').fill(sender);
  await page.getByLabel('Attach drawings or models').setInputFiles(pdf('A-101.pdf', 2 * MB));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}${LINK.source}\\?sent$`));
  await expect(page.getByRole('status')).toHaveText('Thank you: your request has arrived. This page is its private link, which we have also emailed to you.');
  const [row] = await rowsFor(marker);
  const confirmation = await confirmationFor(sender, row!.id);
  expect(confirmation.text).toContain(page.url().replace(/\?sent$/, ''));
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('Received');
  // Landing from the form is not a visit of the sender's own.
  expect(await sql(`SELECT sender_viewed_at FROM quote_requests WHERE id = ${literal(row!.id)}`)).toEqual([{ sender_viewed_at: '' }]);
  await expect(page.getByText('Up to 10 files, 25 MB in total')).toBeVisible();

  await page.getByLabel('Drawings or models').setInputFiles([pdf('S-201.pdf', 3 * MB), pdf('S-202.pdf', MB)]);
  await page.getByRole('button', { name: 'Add to my request' }).click();
  await expect(page).toHaveURL(/\?added=2$/);
  await expect(page.getByRole('status')).toHaveText('Your 2 files were added to the request, and our estimating team has been told.');
  const sent = page.getByRole('region', { name: 'What you sent' });
  await expect(sent).toContainText('S-201.pdf (3.0 MB)');
  await expect(sent).toContainText('S-202.pdf (1.0 MB)');
  const [added] = await rowsFor(marker);
  expect(added!.files.map((f) => [f.name, f.size])).toEqual([['A-101.pdf', 2 * MB], ['S-201.pdf', 3 * MB], ['S-202.pdf', MB]]);
  expect(added!.files[1]!.key).toMatch(new RegExp(`^${row!.id}/added-\\d+/1-S-201\\.pdf$`));

  // A file that is not what its name says is refused as on the contact form, and nothing is added.
  await page.getByLabel('Drawings or models').setInputFiles({ name: 'S-203.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a drawing at all') });
  await page.getByRole('button', { name: 'Add to my request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your files were not added');
  await expect(page.getByRole('alert')).toContainText('S-203.pdf');
  expect((await rowsFor(marker))[0]!.files).toHaveLength(3);
  await page.getByRole('link', { name: 'Back to your request' }).click();

  await page.getByRole('link', { name: 'Withdraw this request' }).click();
  await page.getByRole('button', { name: 'Withdraw and erase my request' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/request/withdrawn/`);
  expect(await rowsHolding([row!.id, marker])).toEqual([expect.stringContaining(`request ${row!.id} erased (withdrawn): its row, history and 3 stored files`)]);
  await context.close();
});

test('another request\'s link, a forged, truncated or derived token and a link after erasure all get the same 404; the link opens only its own request', async ({ request }, testInfo) => {
  const mine = await sendRequest(request, testInfo);
  const theirs = await sendRequest(request, testInfo);
  const headers = { 'CF-Connecting-IP': addressFor(testInfo) };
  const token = tokenOf(mine.link);

  const page = await request.get(mine.link, { headers });
  expect(page.status()).toBe(200);
  expectPrivateHeaders(page.headers());
  const html = await page.text();
  expect(html).toContain(mine.id);
  expect(html).not.toContain(theirs.id);
  expect(html).not.toMatch(/<script(?![^>]*src="\/request\/assets\/request\.js")/);

  // Withdrawn by a script of the sender's own: another site cannot make the browser do it.
  const forged = await request.post(`/api/request/${tokenOf(theirs.link)}/withdraw`, { headers: { ...headers, Origin: 'https://evil.example' }, form: { confirm: 'withdraw' }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  // Nor from a page with no origin to show (a sandboxed frame elsewhere): the browser says it came from another site.
  const sandboxed = await request.post(`/api/request/${tokenOf(theirs.link)}/withdraw`, { headers: { ...headers, Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }, form: { confirm: 'withdraw' }, maxRedirects: 0 });
  expect(sandboxed.status()).toBe(403);
  // Safari before 16.4 posts the page's own form with `Origin: null` and no Sec-Fetch-Site: taken (here
  // refused only for its missing confirmation, after the origin check).
  const oldSafari = await request.post(`/api/request/${tokenOf(theirs.link)}/withdraw`, { headers: { ...headers, Origin: 'null' }, form: { confirm: 'no' }, maxRedirects: 0 });
  expect(oldSafari.status()).toBe(422);
  const withdrawn = await request.post(`/api/request/${tokenOf(theirs.link)}/withdraw`, { headers, form: { confirm: 'withdraw' }, maxRedirects: 0 });
  expect(withdrawn.status()).toBe(303);
  expect(withdrawn.headers().location).toBe('/request/withdrawn/');

  const reference = Buffer.from(mine.id.replace(/-/g, ''), 'hex');
  const wrong = {
    forged: `/request/${'Q'.repeat(43)}/`,
    'one character off': `/request/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}/`,
    truncated: `/request/${token.slice(0, 30)}/`,
    'derived from the reference': `/request/${Buffer.concat([reference, reference]).toString('base64url').slice(0, 43)}/`,
    'after erasure': theirs.link,
    'withdrawal of an erased one': `${theirs.link}withdraw/`,
  };
  const answers = await Promise.all(Object.values(wrong).map(async (path) => seen(await request.get(path, { headers }))));
  expect(answers[0]!.status).toBe(404);
  expect(answers[0]!.body).toContain('This link does not open a request');
  for (const [index, name] of Object.keys(wrong).entries()) expect({ name, ...answers[index] }).toEqual({ name, ...answers[0] });
  // A change through a wrong link gets the same page.
  expect(await seen(await request.post(`/api/request/${'Q'.repeat(43)}/withdraw`, { headers, form: { confirm: 'withdraw' } }))).toEqual(answers[0]);
});

test(`${LINK_MISSES_ALLOWED} wrong links from one address, and its wrong links are turned away while its right link still opens`, async ({ request }, testInfo) => {
  const { link } = await sendRequest(request, testInfo, otherAddress(testInfo, 1));
  const guesser = { 'CF-Connecting-IP': addressFor(testInfo) };
  const guess = (i: number) => `/request/${createHash('sha256').update(`${i}-${RUN_ID}`).digest('base64url').slice(0, 43)}/`;
  for (let i = 0; i < LINK_MISSES_ALLOWED; i++) expect((await request.get(guess(i), { headers: guesser })).status()).toBe(404);
  const throttled = await request.get(guess(LINK_MISSES_ALLOWED), { headers: guesser });
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await throttled.text()).toContain('Too many attempts');
  expect((await request.post(`/api/request/${'Q'.repeat(43)}/withdraw`, { headers: guesser, form: { confirm: 'withdraw' } })).status()).toBe(429);
  // The sender, behind the same network, still opens their own page: a right link is never throttled.
  expect((await request.get(link, { headers: guesser })).status()).toBe(200);
  expect((await request.get(guess(0), { headers: { 'CF-Connecting-IP': otherAddress(testInfo, 2) } })).status()).toBe(404);
});

test('a stranger\'s page of images pointing at wrong links locks no one out: what a page makes the browser fetch is not counted', async ({ request }, testInfo) => {
  const { link } = await sendRequest(request, testInfo, otherAddress(testInfo, 1));
  // An office network whose people visit a hostile page with many <img src="…/request/<wrong>/">.
  const office = { 'CF-Connecting-IP': addressFor(testInfo) };
  const image = { ...office, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Site': 'cross-site' };
  for (let i = 0; i < LINK_MISSES_ALLOWED + 10; i++) {
    expect((await request.get(`/request/${createHash('sha256').update(`img-${i}-${RUN_ID}`).digest('base64url').slice(0, 43)}/`, { headers: image })).status()).toBe(404);
  }
  // Its people are not turned away: a mistyped link is a plain 404, and the sender's own link opens.
  expect((await request.get(`/request/${'R'.repeat(43)}/`, { headers: { ...office, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } })).status()).toBe(404);
  expect((await request.get(link, { headers: { ...office, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } })).status()).toBe(200);
});

test('the page loads nothing from elsewhere, and nothing it loads or links to carries the link onward', async ({ page, request, problems }, testInfo) => {
  const { link } = await sendRequest(request, testInfo);
  const token = tokenOf(link);
  const asked: { url: string; referer: string | undefined; type: string }[] = [];
  // A request the last page makes as the test ends (its scripts, a prefetch) can no longer be read
  // ("Test ended"): every check below has polled for what it reads before then.
  page.on('request', (r) => void r.allHeaders().then((h) => asked.push({ url: r.url(), referer: h.referer, type: r.resourceType() }), () => {}));
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': addressFor(testInfo) });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  // Its script ran (the limits for sets in parts), under the page's own policy, without a complaint.
  await expect(page.getByText(/Up to 20 files, 250 MB/)).toBeVisible();
  await expect.poll(() => asked.filter((a) => a.url.includes('/request/assets/')).length).toBe(2);
  expect(await axeViolations(page)).toEqual([]);

  // Every link and resource is this site's; none but the page's own forms name the token.
  const addresses = await page.locator('[href], [src], [action]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLAnchorElement).href || (n as HTMLScriptElement).src || (n as HTMLFormElement).action));
  for (const address of addresses) expect(new URL(address).origin).toBe(BASE_URL);
  expect(addresses.filter((a) => a.includes(token)).map((a) => new URL(a).pathname).sort()).toEqual([`/api/request/${token}/files`, `/request/${token}/withdraw/`]);
  // The confirmation before a withdrawal is as accessible.
  await page.getByRole('link', { name: 'Withdraw this request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw your request?');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.list).toEqual([]);

  // Followed to the home page and the privacy policy: no Referer, no document.referrer.
  for (const name of ['Stratum Precon', 'privacy policy']) {
    await page.goto(link);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).not.toHaveURL(LINK);
    expect(await page.evaluate(() => document.referrer)).toBe('');
  }
  // What the request page loaded, and the pages it led to, went without a Referer; nothing anywhere carried the token.
  await expect.poll(() => asked.filter((a) => a.type === 'document').map((a) => new URL(a.url).pathname)).toEqual([link, `${link}withdraw/`, link, '/', link, '/privacy-policy/']);
  const fromThePage = asked.filter((a) => a.url.includes('/request/') || (a.type === 'document' && !a.url.includes(token)));
  expect(fromThePage.filter((a) => a.referer !== undefined)).toEqual([]);
  expect(asked.filter((a) => a.referer?.includes(token))).toEqual([]);
  expect(asked.filter((a) => a.url.includes(token) && a.type !== 'document')).toEqual([]);
});

test.describe('erasure wins every race', () => {
  test('a withdrawal while drawings are still going up in parts takes them: the rest of the upload is refused, and nothing is left in D1 or R2', async ({ request }, testInfo) => {
    const { id, link } = await sendRequest(request, testInfo);
    const token = tokenOf(link);
    const headers = { 'CF-Connecting-IP': addressFor(testInfo) };
    // The page's uploader names the request as the upload starts (components/request/enhance.ts).
    const size = 9 * MB;
    const started = await request.post('/api/uploads', { headers, data: { request: token, name: 'S-300 cores.pdf', size } });
    expect(started.status()).toBe(201);
    const upload = (await started.json()) as { id: string; partBytes: number };
    const first = pdf('S-300 cores.pdf', size).buffer.subarray(0, upload.partBytes);
    expect((await request.put(`/api/uploads/${upload.id}/parts/1`, { headers, data: first })).status()).toBe(200);
    const [stored] = (await sql(`SELECT for_request, key, r2_upload_id FROM quote_uploads WHERE id = ${literal(upload.id)}`)) as { for_request: string; key: string; r2_upload_id: string }[];
    expect(stored!.for_request).toBe(id);

    // Withdrawn from the page while the second part is still to come.
    const withdrawn = await request.post(`/api/request/${token}/withdraw`, { headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'confirm=withdraw', maxRedirects: 0 });
    expect(withdrawn.status()).toBe(303);
    const rest = await request.put(`/api/uploads/${upload.id}/parts/2`, { headers, data: Buffer.alloc(size - upload.partBytes) });
    expect(rest.status()).toBe(404);
    // R2 let go of the parts already sent: the erasure aborted the upload.
    expect(await multipartOpen(stored!.key, stored!.r2_upload_id)).toBe(false);
    expect((await request.post(`/api/uploads/${upload.id}/complete`, { headers })).status()).toBe(404);
    // Nor can a new one start for it.
    expect((await request.post('/api/uploads', { headers, data: { request: token, name: 'S-301.pdf', size: MB } })).status()).toBe(404);

    expect(await sql(`SELECT id FROM quote_uploads WHERE id = ${literal(upload.id)} OR for_request = ${literal(id)} OR request_id = ${literal(id)}`)).toEqual([]);
    expect(await sql(`SELECT upload_id FROM quote_upload_parts WHERE upload_id = ${literal(upload.id)}`)).toEqual([]);
    expect(await sql(`SELECT kind FROM lead_events WHERE request_id = ${literal(id)}`)).toEqual([]);
    expect((await bucketKeys()).filter((key) => key.includes(upload.id) || key.includes(id))).toEqual([]);
  });

  test('a withdrawal that lands while added files are being written: nothing is added, nothing kept, and the firm is told nothing about the sender', async ({ request }, testInfo) => {
    const { id, link } = await sendRequest(request, testInfo);
    const token = tokenOf(link);
    // The endpoint erases the request, as a withdrawal from another tab would, after the files are in
    // R2 and before the addition is recorded (QUOTE_FAULT_INJECTION: functions/routes/request.ts).
    const answer = await request.post(`/api/request/${token}/files`, {
      headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo), 'X-Test-Fault': 'withdrawn-while-adding' },
      multipart: { files: { name: 'S-400.pdf', mimeType: 'application/pdf', buffer: pdf('S-400.pdf', MB).buffer }, form_elapsed_ms: '30000' },
    });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ ok: false, message: 'This request was withdrawn while your files were on their way, so nothing was added and the files were not kept.' });
    expect(await sql(`SELECT id FROM quote_requests WHERE id = ${literal(id)}`)).toEqual([]);
    expect(await sql(`SELECT kind FROM lead_events WHERE request_id = ${literal(id)}`)).toEqual([]);
    expect((await bucketKeys()).filter((key) => key.includes(id))).toEqual([]);
    // The firm's mail: the new lead, and no word of added files.
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.to[0] === NOTIFY_TO && e.text.includes(id)).length).toBeGreaterThan(0);
    expect((await emailsTo(EMAIL_STUB_URL)).filter((e) => e.text.includes(id) && /S-400/.test(e.text))).toEqual([]);
  });
});

test('a link scanner fetching the emailed link is not the sender looking; the sender following it is', async ({ page, request }, testInfo) => {
  const { id, link } = await sendRequest(request, testInfo);
  const viewed = async () => (await sql(`SELECT sender_viewed_at FROM quote_requests WHERE id = ${literal(id)}`))[0]!.sender_viewed_at;
  // A mail system's scanner: a plain GET, without a browser's Sec-Fetch headers. (One that drives a whole
  // browser to the address looks like a person who typed it, and counts.)
  expect((await request.get(link)).status()).toBe(200);
  expect((await request.get(link, { headers: { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' } })).status()).toBe(200);
  expect(await viewed()).toBe('');
  // The sender clicks the link (here from a page of the site, as from their mail in a browser tab).
  await page.goto('/about/');
  await page.evaluate((href) => {
    const a = Object.assign(document.createElement('a'), { href, textContent: 'Your request' });
    document.body.prepend(a);
  }, link);
  await page.getByRole('link', { name: 'Your request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  await expect.poll(viewed).not.toBe('');
});

test('the file cap holds however additions arrive: two at once cannot both take the last places, and the database refuses a 21st file', async ({ request }, testInfo) => {
  const { id, link } = await sendRequest(request, testInfo);
  const token = tokenOf(link);
  // Small drawings in one post each (ten at most a post, without JavaScript).
  const add = (set: string, count: number, address: string) => {
    const form = new FormData();
    for (let i = 1; i <= count; i++) form.append('files', new Blob([pdf('x.pdf', 2048).buffer], { type: 'application/pdf' }), `${set}-${i}.pdf`);
    form.append('form_elapsed_ms', '30000');
    return request.post(`/api/request/${token}/files`, { headers: { Accept: 'application/json', 'CF-Connecting-IP': address }, multipart: form });
  };
  expect((await add('A', 10, addressFor(testInfo))).status()).toBe(200);
  // Six more each from two tabs at once: each fits alone, the two together would pass the 20-file cap.
  const answers = await Promise.all([add('B', 6, otherAddress(testInfo, 1)), add('C', 6, otherAddress(testInfo, 2))]);
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 422]);
  const refused = answers.find((a) => a.status() === 422)!;
  expect((await refused.json()).message).toMatch(/^A request holds 20 files at most, and this one has 16\./);
  expect(await sql(`SELECT json_array_length(files) AS n FROM quote_requests WHERE id = ${literal(id)}`)).toEqual([{ n: 16 }]);
  // The database holds the limit itself (migrations/0012_file_cap.sql), whoever writes.
  const files = Array.from({ length: 21 }, (_, i) => ({ name: `C-${i}.pdf`, size: 1, type: 'application/pdf', key: `k${i}` }));
  await expect(sql(`UPDATE quote_requests SET files = ${literal(JSON.stringify(files))} WHERE id = ${literal(id)}`)).rejects.toThrow(/file cap/);
  expect(await sql(`SELECT json_array_length(files) AS n FROM quote_requests WHERE id = ${literal(id)}`)).toEqual([{ n: 16 }]);
});
