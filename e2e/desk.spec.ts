import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { test, expect, axeViolations, hydrated } from './fixtures';
import { BASE_URL, EMAIL_STUB_URL, NOTIFY_TO } from './server';
import { addressFor, emailsTo, fillForm, likeAPerson, markerFor, objectExists, open, rowsFor } from './quote-helpers';
import { PRIVATE_PAGES } from '../lib/security-headers';
import { DESK_PERSON, deskContext, deskToken, literal, rowsHolding } from './desk-helpers';
import { SECOND_SERVER_HOOK_MS, onHost, startPrivateHostServer, type SecondServer } from './second-server';
import { bucketKeys, inOneTransaction, putObject, sql } from './local-state';

/**
 * The lead desk, against Cloudflare's runtime with its real local D1 and R2 and the server's stand-in
 * for Cloudflare Access: a lead arrives and is worked in the browser (files, status, notes), spam is
 * released, a lead is erased leaving nothing behind, access requests and the CSV hold what they should,
 * leads past their retention are erased, and nothing of it opens without a valid sign-in.
 */

/** A real PDF the site itself ships. */
const REAL_PDF = join('out', 'samples', 'sample-cost-estimate.pdf');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A lead sent as a script would, with a unique company to find it by. */
async function sendLead(request: APIRequestContext, testInfo: TestInfo, fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {}) {
  const answer = await request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
    multipart: { name: 'Dana Whitfield', email: `dana-${testInfo.testId}@whitfield.test`, company: `Whitfield ${markerFor(testInfo)}`, message: `Takeoff for a school ${markerFor(testInfo)}`, form_elapsed_ms: '40000', ...fields },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).id as string;
}

test('a lead with a real PDF arrives, is listed, downloads byte for byte, and its status and notes are kept with the person', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const marker = markerFor(testInfo);
  const campaign = `desk-${testInfo.testId}`.slice(0, 60);
  // The visit starts on a campaign link, as the sources report reads it.
  await open(page, testInfo, `/contact/?utm_campaign=${campaign}`);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, marker);
  await page.getByLabel('Company').fill(`Reyes Build ${marker}`);
  await page.getByLabel('Attach drawings or models').setInputFiles(REAL_PDF);
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('your request has arrived', { timeout: 20_000 });
  const [row] = await rowsFor(marker);
  expect(row).toBeTruthy();

  // The firm's email and chat line link to the lead in the desk.
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === NOTIFY_TO && e.text.includes(row!.id))?.text).toContain(`${BASE_URL}/desk/?lead=${row!.id}`);
  await expect.poll(async () => ((await (await fetch(`${EMAIL_STUB_URL}/chats`)).json()) as { text: string }[]).find((c) => c.text.includes(row!.id))?.text).toContain('New quote request from Morgan Reyes');

  const context = await deskContext(browser);
  const desk = await context.newPage();
  const problems: string[] = [];
  desk.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  desk.on('pageerror', (e) => problems.push(e.message));
  await desk.goto('/desk/');
  await expect(desk.getByText(`Signed in as ${DESK_PERSON}`)).toBeVisible();
  await desk.getByLabel('Name, email or company').fill(marker);
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk.getByText('1 request; page 1 of 1.')).toBeVisible();
  const listed = desk.getByRole('link', { name: /Morgan Reyes/ });
  await expect(listed).toContainText('BIM Services');
  await expect(listed).toContainText('1 file');
  await expect(listed).toContainText(`campaign ${campaign}`);
  expect(await axeViolations(desk)).toEqual([]);
  await listed.click();
  await expect(desk).toHaveURL(`${BASE_URL}/desk/?lead=${row!.id}`);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Morgan Reyes');
  await expect(desk.getByText(marker, { exact: false }).first()).toBeVisible();

  // The file comes back whole, under its own name.
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: 'Download sample-cost-estimate.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('sample-cost-estimate.pdf');
  expect(sha256(readFileSync(await download.path()))).toBe(sha256(readFileSync(REAL_PDF)));
  // Served as a download that no browser runs or renders as a page, whatever the sender put in the file.
  const href = await desk.getByRole('link', { name: 'Download sample-cost-estimate.pdf' }).getAttribute('href');
  const served = await desk.context().request.get(href!, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-disposition': expect.stringMatching(/^attachment; filename="sample-cost-estimate\.pdf"/),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cache-control': expect.stringContaining('no-store'),
  });

  await desk.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await desk.getByRole('button', { name: 'Save status' }).click();
  await expect(desk.getByRole('status')).toHaveText('Status set to Contacted.');
  await desk.getByRole('textbox', { name: 'Note' }).fill('Called Morgan: model due Friday, wants a fixed fee.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('status')).toHaveText('Note added.');
  await desk.getByRole('combobox', { name: 'Status' }).selectOption('won');
  await desk.getByRole('button', { name: 'Save status' }).click();
  await expect(desk.getByRole('status')).toHaveText('Status set to Won.');
  const history = desk.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('Status: contacted → won');
  await expect(history).toContainText('Note: Called Morgan');
  await expect(history).toContainText(DESK_PERSON);
  expect(await axeViolations(desk)).toEqual([]);

  const [stored] = await sql(`SELECT lead_status, last_contact_at > received_at AS touched FROM quote_requests WHERE id = ${literal(row!.id)}`);
  expect(stored).toEqual({ lead_status: 'won', touched: 1 });
  expect(await sql(`SELECT actor, kind, detail FROM lead_events WHERE request_id = ${literal(row!.id)} ORDER BY rowid`)).toEqual([
    { actor: DESK_PERSON, kind: 'status', detail: 'new → contacted' },
    { actor: DESK_PERSON, kind: 'note', detail: 'Called Morgan: model due Friday, wants a fixed fee.' },
    { actor: DESK_PERSON, kind: 'status', detail: 'contacted → won' },
  ]);

  // The sources report counts the campaign's lead, and that it was won (visits, requests, rate, won).
  await desk.getByRole('link', { name: 'Sources' }).click();
  const campaigns = desk.getByRole('table', { name: 'Campaign' });
  const cells = campaigns.getByRole('row', { name: new RegExp(campaign) }).getByRole('cell');
  await expect(cells.nth(1)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('1');
  expect(problems).toEqual([]);
  await context.close();
});

test('"Not spam" moves a honeypot request and its file into the inbox, and the firm is emailed then', async ({ request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const marker = markerFor(testInfo);
  const pdf = readFileSync(REAL_PDF);
  const id = await sendLead(request, testInfo, { reference_code: 'filled by a bot', files: { name: 'plans.pdf', mimeType: 'application/pdf', buffer: pdf } });
  const [spam] = await rowsFor(marker, 'spam');
  expect(spam!.files[0]!.key).toMatch(/^spam\//);
  expect((await emailsTo(EMAIL_STUB_URL)).some((e) => e.text.includes(id))).toBe(false);

  const context = await deskContext(browser);
  const desk = await context.newPage();
  await desk.goto('/desk/?view=spam');
  await desk.getByLabel('Name, email or company').fill(marker);
  await desk.getByRole('button', { name: 'Search' }).click();
  await desk.getByRole('link', { name: /Dana Whitfield/ }).click();
  await expect(desk.getByText('Suspected spam: honeypot filled in')).toBeVisible();
  await desk.getByRole('button', { name: 'Not spam' }).click();
  await expect(desk.getByRole('status')).toHaveText('Moved to the inbox; the firm is being emailed.');

  const [released] = await rowsFor(marker);
  expect(released!.id).toBe(id);
  expect(released!.files[0]!.key).toBe(spam!.files[0]!.key.replace(/^spam\//, ''));
  expect(await objectExists(released!.files[0]!.key)).toBe(true);
  expect(await objectExists(spam!.files[0]!.key)).toBe(false);
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).some((e) => e.to[0] === NOTIFY_TO && e.text.includes(id))).toBe(true);
  await expect(desk.getByRole('region', { name: 'History' })).toContainText('released from spam (honeypot filled in)');
  await context.close();
});

/** A drawing set sent in parts, as the form's script sends one (functions/routes/uploads.ts): its upload id. */
async function uploadInParts(request: APIRequestContext, testInfo: TestInfo, name: string, bytes: Buffer): Promise<string> {
  const headers = { 'CF-Connecting-IP': addressFor(testInfo) };
  const started = await request.post('/api/uploads', { headers, data: { name, size: bytes.length } });
  expect(started.status()).toBe(201);
  const { id, partBytes, parts } = (await started.json()) as { id: string; partBytes: number; parts: number };
  for (let part = 1; part <= parts; part++) {
    const put = await request.put(`/api/uploads/${id}/parts/${part}`, { headers, data: bytes.subarray((part - 1) * partBytes, part * partBytes) });
    expect(put.status()).toBe(200);
  }
  expect((await request.post(`/api/uploads/${id}/complete`, { headers })).status()).toBe(200);
  return id;
}

test('erasing a lead leaves nothing of it in D1 or R2: its notes, its released spam history, a file and a set sent in parts; one audit entry without personal data', async ({ request, browser }, testInfo) => {
  // Many looks into D1 and R2 and four desk actions: a ceiling for a slow, busy machine.
  test.setTimeout(120_000);
  const marker = markerFor(testInfo);
  const email = `dana-${testInfo.testId}@whitfield.test`;
  // Two parts (R2 multipart, a row per part), sent before the request names it.
  const set = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024 * 1024 + 4096 - 9, 0x20)]);
  const uploadId = await uploadInParts(request, testInfo, 'Tower A set.pdf', set);
  expect(await sql(`SELECT COUNT(*) AS parts FROM quote_upload_parts WHERE upload_id = ${literal(uploadId)}`)).toEqual([{ parts: 2 }]);
  // Filed as spam (the honeypot), so its file starts under spam/ and is moved on release.
  const id = await sendLead(request, testInfo, { reference_code: 'filled by a bot', upload_ids: uploadId, files: { name: 'plans.pdf', mimeType: 'application/pdf', buffer: readFileSync(REAL_PDF) } });
  const [spam] = await rowsFor(marker, 'spam');
  expect(spam!.files.map((f) => f.key)).toEqual([expect.stringMatching(new RegExp(`^spam/${id}/`)), expect.stringMatching(new RegExp(`^uploads/${uploadId}/`))]);
  const keys = spam!.files.map((f) => f.key);

  const context = await deskContext(browser, {}, ['desk']);
  const desk = await context.newPage();
  await desk.goto(`/desk/?lead=${id}`);
  await desk.getByRole('button', { name: 'Not spam' }).click();
  await expect(desk.getByRole('status')).toHaveText('Moved to the inbox; the firm is being emailed.');
  await desk.getByRole('textbox', { name: 'Note' }).fill('Asked us to delete everything.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('status')).toHaveText('Note added.');
  const history = desk.getByRole('region', { name: 'History' });
  await expect(history).toContainText('released from spam (honeypot filled in)');
  await expect(history).toContainText('Asked us to delete everything.');
  const [released] = await rowsFor(marker);
  keys.push(...released!.files.map((f) => f.key));
  // What is about to go is there, and the listing below sees it: the released file under the request's own prefix, and the set.
  expect(await bucketKeys()).toEqual(expect.arrayContaining(released!.files.map((f) => f.key)));

  desk.once('dialog', (dialog) => void dialog.accept());
  await desk.getByRole('button', { name: 'Erase this request' }).click();
  await expect(desk.getByRole('status')).toHaveText('The request from Dana Whitfield was erased with its files.');

  // Every table, whatever it is: only the audit entry names the reference, and nothing of the person.
  const left = await rowsHolding([id, uploadId, marker, email]);
  expect(left).toEqual([expect.stringMatching(/^privacy_audit: /)]);
  expect(left[0]).toContain(`request ${id} erased (request): its row, history and 2 stored files`);
  expect(left[0]).toContain(DESK_PERSON);
  expect(left[0]).not.toMatch(/Dana|whitfield|Takeoff|plans|Tower/i);
  // Every key in the bucket: none under the request's prefixes, the set's, or any key it had.
  const bucket = await bucketKeys();
  expect(bucket.filter((key) => key.includes(id) || key.includes(uploadId) || keys.includes(key))).toEqual([]);
  await context.close();
});

test('an access request exports everything held about an address, and the CSV is safe to open in a spreadsheet', async ({ request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const marker = markerFor(testInfo);
  const email = `dana-${testInfo.testId}@whitfield.test`;
  await sendLead(request, testInfo, { phone: '=HYPERLINK("http://evil.example","call")', name: 'Dana;=WEBSERVICE("http://evil.example")' });
  await sendLead(request, testInfo, { message: `Second job, ${marker}`, email: email.toUpperCase() });

  const context = await deskContext(browser);
  const desk = await context.newPage();
  await desk.goto('/desk/?view=privacy');
  await desk.getByLabel('Access request: everything held about').fill(email);
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Download as JSON' }).click()]);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported.subject).toBe(email);
  expect(exported.requests).toHaveLength(2);
  expect(exported.requests.map((r: { message: string }) => r.message).sort()).toEqual([`Second job, ${marker}`, `Takeoff for a school ${marker}`]);
  await expect(desk.getByRole('status')).toContainText(`2 requests held for ${email}`);
  await expect(desk.getByText('access request answered: 2 requests').first()).toBeVisible();

  const csv = await desk.request.get(`/api/desk/leads.csv?q=${encodeURIComponent(marker)}`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Reference","Received","Status","Name","Email","Company","Phone","Service","Market","Files","Source","Message"');
  expect(lines).toHaveLength(3);
  expect(lines.join('\n')).toContain(`,"'=HYPERLINK(""http://evil.example"",""call"")",`);
  // Excel set to semicolons (most of Europe) splits on them: inside quotes, they split nothing.
  expect(lines.join('\n')).toContain(`,"Dana;=WEBSERVICE(""http://evil.example"")",`);
  expect(lines.every((line) => /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/.test(line))).toBe(true);
  // No cell starts with a formula, after any spaces or quotes, unless the apostrophe comes first.
  expect(lines.some((line) => /(?:^|,)"(?: |"")*[=+\-@]/.test(line))).toBe(false);
  await context.close();
});

test('leads not won are erased two years after their last contact, and suspected spam after 30 days, as "Erase this request" erases, the next time the desk is used', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = markerFor(testInfo);
  const old = new Date(Date.now() - 2 * 365.25 * 86_400_000 - 86_400_000).toISOString();
  const recent = new Date(Date.now() - 700 * 86_400_000).toISOString();
  const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
  const ids = { expired: `${testInfo.testId}-expired`, won: `${testInfo.testId}-won`, recent: `${testInfo.testId}-recent`, spam: `${testInfo.testId}-spam` };
  const upload = `${testInfo.testId}-set`;
  // The spam: a listed file, one left under its prefix but not listed, and a set sent in parts.
  const objects = [`${ids.expired}/1-old.pdf`, `spam/${ids.spam}/1-s.pdf`, `spam/${ids.spam}/2-unlisted.pdf`, `uploads/${upload}/set.pdf`];
  for (const key of objects) await putObject(key, readFileSync(REAL_PDF));
  const file = (key: string) => ({ name: 'old.pdf', size: 1, type: 'application/pdf', key });
  const row = (id: string, status: string, lastContact: string, files: object[] = [], spam = '') =>
    `(${literal(id)}, ${literal(lastContact)}, ${literal(lastContact)}, 'complete', ${literal(status)}, 'Old Lead', 'old@lead.test', ${literal(tag)}, ${literal(JSON.stringify(files))}, 'test', ${literal(spam)})`;
  // In one command: a quote request from another test may run the housekeeping at any moment, and it
  // must find each old request whole (a row alone, erased before its history was written, left orphans).
  await inOneTransaction([
    `INSERT INTO quote_requests (id, received_at, last_contact_at, status, lead_status, name, email, message, files, client_hash, spam_reason) VALUES ${[
      row(ids.expired, 'lost', old, [file(objects[0]!)]),
      row(ids.won, 'won', old),
      row(ids.recent, 'quoted', recent),
      row(ids.spam, 'new', monthAgo, [file(objects[1]!), file(objects[3]!)], 'honeypot filled in'),
    ].join(', ')}`,
    `INSERT INTO quote_uploads (id, r2_upload_id, key, name, size, type, client_hash, status, request_id, created_at, touched_at) VALUES (${literal(upload)}, 'r2', ${literal(objects[3]!)}, 'set.pdf', 1, 'application/pdf', 'test', 'complete', ${literal(ids.spam)}, 0, 0)`,
    `INSERT INTO quote_upload_parts (upload_id, part, etag, size) VALUES (${literal(upload)}, 1, 'e1', 1), (${literal(upload)}, 2, 'e2', 1)`,
    `INSERT INTO lead_events (request_id, at, actor, kind, detail) VALUES (${literal(ids.spam)}, ${literal(monthAgo)}, 'someone@stratum.test', 'note', ${literal(`looked at it ${tag}`)})`,
  ]);

  const context = await deskContext(browser);
  // The next use of the desk erases them (a use that meets a busy database leaves it to the one after).
  await expect
    .poll(async () => {
      expect((await context.request.get('/api/desk/leads?folder=inbox')).status()).toBe(200);
      return (await sql(`SELECT id FROM quote_requests WHERE message = ${literal(tag)} ORDER BY id`)).map((r) => r.id);
    }, { timeout: 45_000 })
    .toEqual([ids.recent, ids.won].sort());
  expect(JSON.stringify(await (await context.request.get('/api/desk/leads?folder=inbox')).json())).not.toContain(ids.expired);
  expect((await Promise.all(objects.map(async (key) => ((await objectExists(key)) ? key : '')))).filter(Boolean)).toEqual([]);
  expect((await rowsHolding([ids.expired, ids.spam, upload, tag])).filter((r) => !r.startsWith('privacy_audit: ') && !r.includes(ids.won) && !r.includes(ids.recent))).toEqual([]);
  expect(await sql(`SELECT actor, action, detail FROM privacy_audit WHERE instr(detail, ${literal(ids.expired)}) > 0 OR instr(detail, ${literal(ids.spam)}) > 0 ORDER BY actor`)).toEqual([
    { actor: 'retention rule', action: 'erased', detail: `request ${ids.expired} erased (retention): its row, history and 1 stored file` },
    { actor: 'spam rule', action: 'erased', detail: `request ${ids.spam} erased (spam expiry): its row, history and 3 stored files` },
  ]);
  await context.close();
});

test.describe('nothing of the desk or the editor opens without a valid sign-in', () => {
  const refused = [
    ['no token', async () => null],
    ['a token signed by another key', () => deskToken({ otherKey: true })],
    ['the wrong audience', () => deskToken({ aud: 'another-application' })],
    ['the wrong issuer', () => deskToken({ iss: 'https://another-team.cloudflareaccess.com' })],
    ['an expired token', () => deskToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
  ] as const;
  const id = '00000000-0000-4000-8000-000000000000';
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/desk/'],
    ['GET', '/desk/desk.js'],
    ['GET', '/api/desk/me'],
    ['GET', '/api/desk/leads'],
    ['GET', '/api/desk/leads.csv'],
    ['GET', `/api/desk/leads/${id}`],
    ['GET', `/api/desk/leads/${id}/files/1`],
    ['GET', '/api/desk/sources?days=30'],
    ['GET', '/api/desk/audit'],
    ['POST', `/api/desk/leads/${id}/status`, { status: 'won' }],
    ['POST', `/api/desk/leads/${id}/notes`, { note: 'x' }],
    ['POST', `/api/desk/leads/${id}/release`, {}],
    ['POST', `/api/desk/leads/${id}/erase`, { confirm: id }],
    ['POST', '/api/desk/access-requests', { email: 'someone@example.org' }],
    // The editor and its GitHub sign-in are behind a door of their own (the next test).
    ['GET', '/admin/'],
    ['GET', '/admin/config.yml'],
    // The CMS, as the page names it by its hash: a file cached for good, yet never without a sign-in.
    ['GET', /<script src="([^"]+)"/.exec(readFileSync(join('out', 'admin', 'index.html'), 'utf8'))![1]!],
    ['GET', '/api/admin/auth'],
    ['GET', '/api/admin/callback?code=x&state=y'],
  ];

  for (const [what, token] of refused) {
    test(`every desk and editor address refuses ${what}`, async ({ request }) => {
      const jwt = await token();
      for (const [method, path, body] of endpoints) {
        const headers: Record<string, string> = { Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin', ...(jwt ? { 'Cf-Access-Jwt-Assertion': jwt } : {}) };
        const answer = await request.fetch(path, { method, headers, ...(body ? { data: body } : {}), maxRedirects: 0 });
        expect([401, 403], `${method} ${path} with ${what}`).toContain(answer.status());
        expect(answer.headers()['cache-control']).toBe('no-store');
        expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
        const text = await answer.text();
        expect(text).not.toMatch(/"leads"|"email"|<script/);
      }
    });
  }

  test("each tool refuses the other's sign-in: the editor's token opens nothing of the desk, the desk's nothing of the editor", async ({ request }) => {
    const forDesk = await deskToken({ app: 'desk' });
    const forEditor = await deskToken({ app: 'editor' });
    for (const [method, path, body] of endpoints) {
      const [mine, theirs] = path.includes('admin') ? [forEditor, forDesk] : [forDesk, forEditor];
      const headers = { Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin' };
      const refused = await request.fetch(path, { method, headers: { ...headers, 'Cf-Access-Jwt-Assertion': theirs }, ...(body ? { data: body } : {}), maxRedirects: 0 });
      expect(refused.status(), `${method} ${path} with the other tool's token`).toBe(403);
      expect(await refused.text()).not.toMatch(/"leads"|"email"|<script/);
      // Its own tool's token gets past the sign-in (to the page, or to the API's own answer about the
      // address); the GitHub callback then refuses on its own account (no sign-in window started it).
      if (path.startsWith('/api/admin/callback')) continue;
      const own = await request.fetch(path, { method, headers: { ...headers, 'Cf-Access-Jwt-Assertion': mine }, ...(body ? { data: body } : {}), maxRedirects: 0 });
      expect([401, 403], `${method} ${path} with its own token`).not.toContain(own.status());
    }
  });

  test('a browser sent by another site reads nothing, not even with a valid sign-in; a visit from a link still opens the desk', async ({ request }) => {
    const desk = await deskToken({ app: 'desk' });
    const editor = await deskToken({ app: 'editor' });
    const id = '00000000-0000-4000-8000-000000000000';
    for (const site of ['cross-site', 'same-site']) {
      for (const [path, token] of [['/api/desk/me', desk], ['/api/desk/leads.csv', desk], [`/api/desk/leads/${id}/files/1`, desk], ['/api/desk/audit', desk], ['/desk/desk.js', desk], ['/api/admin/auth', editor], ['/admin/config.yml', editor]] as const) {
        for (const mode of ['cors', 'no-cors']) {
          const answer = await request.get(path, { headers: { 'Cf-Access-Jwt-Assertion': token, 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': mode, 'Sec-Fetch-Dest': 'empty' } });
          expect(answer.status(), `${site} ${mode} GET ${path}`).toBe(403);
          expect(answer.headers()['cross-origin-resource-policy']).toBe('same-origin');
          expect(await answer.text()).not.toMatch(/"email"|"entries"|Reference/);
        }
      }
    }
    // The firm's email links into the desk, and GitHub sends the editor's sign-in window back: both top-level visits.
    const visit = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
    expect((await request.get(`/desk/?lead=${id}`, { headers: { ...visit, 'Cf-Access-Jwt-Assertion': desk } })).status()).toBe(200);
    // (It reaches the sign-in hand-over, which refuses a state it did not start: not the gate's refusal.)
    const callback = await request.get('/api/admin/callback?code=x&state=y', { headers: { ...visit, 'Cf-Access-Jwt-Assertion': editor } });
    expect(await callback.text()).toContain('state mismatch');
    // But a visit is no way into the desk's API.
    expect((await request.get('/api/desk/me', { headers: { ...visit, 'Cf-Access-Jwt-Assertion': desk } })).status()).toBe(403);
    // The desk itself, and a client that sends no Sec-Fetch-Site (curl, the bench), read as before.
    expect((await request.get('/api/desk/me', { headers: { 'Cf-Access-Jwt-Assertion': desk, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' } })).status()).toBe(200);
    expect((await request.get('/api/desk/me', { headers: { 'Cf-Access-Jwt-Assertion': desk } })).status()).toBe(200);
  });

  test('every answer of the desk and the editor is for their own origin only (CORP), signed in or not', async ({ request }) => {
    const desk = await deskToken({ app: 'desk' });
    const editor = await deskToken({ app: 'editor' });
    for (const [path, token] of [['/desk/', desk], ['/desk/desk.js', desk], ['/api/desk/me', desk], ['/api/desk/leads', desk], ['/admin/', editor], ['/admin/config.yml', editor], ['/desk/', null], ['/api/desk/me', null], ['/admin/', null], ['/api/admin/auth', null]] as const) {
      const answer = await request.get(path, { headers: token ? { 'Cf-Access-Jwt-Assertion': token } : {} });
      expect([path, token ? 'signed in' : 'not', answer.headers()['cross-origin-resource-policy']]).toEqual([path, token ? 'signed in' : 'not', 'same-origin']);
    }
  });

  test('a cookie that is not a token at all is a 401, not an error', async ({ request }) => {
    for (const cookie of ['CF_Authorization=%E0%A4%A', 'CF_Authorization=%', 'CF_Authorization=not.a.token']) {
      for (const path of ['/desk/', '/api/desk/me', '/admin/', '/api/admin/auth']) {
        const answer = await request.get(path, { headers: { Cookie: cookie } });
        expect([cookie, path, answer.status()]).toEqual([cookie, path, cookie.endsWith('token') ? 403 : 401]);
        expect(answer.headers()['cache-control']).toBe('no-store');
      }
    }
  });

  test("an unknown address under /desk/ or /admin/ is a plain 404 under the tool's own policy, not the site's 404 page", async ({ request }) => {
    for (const [path, app, home] of [['/desk/no-such-page', 'desk', '/desk/'], ['/desk/leads/x.js', 'desk', '/desk/'], ['/admin/no-such-page', 'editor', '/admin/']] as const) {
      const answer = await request.get(path, { headers: { 'Cf-Access-Jwt-Assertion': await deskToken({ app }) } });
      expect(answer.status()).toBe(404);
      const headers = answer.headers();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['content-security-policy']).toBe(PRIVATE_PAGES[home]['Content-Security-Policy']);
      expect(headers['cache-control']).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain('<h1>Not found</h1>');
      expect(html).toContain(`<a href="${home}">`);
      expect(html).not.toMatch(/<script|<link|style=/);
    }
    // Without a sign-in it is the same refusal as any private address: nothing tells which paths exist.
    expect((await request.get('/desk/no-such-page')).status()).toBe(401);
  });

  test('a change from another site, or without an origin, is refused even when signed in', async ({ request }, testInfo) => {
    const id = await sendLead(request, testInfo);
    const jwt = await deskToken();
    for (const headers of [{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, { Origin: BASE_URL, 'Sec-Fetch-Site': 'same-site' }, {}] as Record<string, string>[]) {
      const answer = await request.post(`/api/desk/leads/${id}/status`, { headers: { 'Cf-Access-Jwt-Assertion': jwt, ...headers }, data: { status: 'lost' } });
      expect(answer.status()).toBe(403);
    }
    expect(await sql(`SELECT lead_status FROM quote_requests WHERE id = ${literal(id)}`)).toEqual([{ lead_status: 'new' }]);
    // The same change from the desk itself goes through.
    const fromDesk = await request.post(`/api/desk/leads/${id}/status`, { headers: { 'Cf-Access-Jwt-Assertion': jwt, Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin' }, data: { status: 'lost' } });
    expect(fromDesk.status()).toBe(200);
  });

  test('the desk page is private: no cache, no index, its own policy with no unsafe script source', async ({ request }) => {
    const answer = await request.get('/desk/', { headers: { 'Cf-Access-Jwt-Assertion': await deskToken() } });
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy']).not.toContain('unsafe');
    expect(headers['access-control-allow-origin']).toBeUndefined();
    expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

test.describe('with DESK_HOST and EDITOR_HOST, each private tool answers on its own host only', () => {
  // One worker, one server: spread over two workers, each started its own on the same ports and state,
  // and the second's sign-in key replaced the first's (ERR_JWKS_NO_MATCHING_KEY on the desk's host).
  test.describe.configure({ mode: 'serial' });
  let server: SecondServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(SECOND_SERVER_HOOK_MS);
    server = await startPrivateHostServer('private-host', ['RESEND_API_KEY=re_test_key', `QUOTE_NOTIFY_TO=${NOTIFY_TO}`, `EMAIL_API_URL=${EMAIL_STUB_URL}`]);
  });
  test.afterAll(() => {
    server?.stop();
  });

  test('neither tool is found on the public host or on the other\'s host, and each host serves its own tool, under its own policy, and nothing else', async ({ request }) => {
    const { publicUrl, deskUrl, editorUrl, state } = server!;
    const desk = await deskToken({ app: 'desk', state });
    const editor = await deskToken({ app: 'editor', state });
    const deskPaths = [['/desk/', desk], ['/desk/desk.js', desk], ['/api/desk/me', desk], ['/api/desk/leads.csv', desk]] as const;
    const editorPaths = [['/admin/', editor], ['/admin/config.yml', editor], ['/api/admin/auth', editor]] as const;
    for (const [host, paths] of [[publicUrl, [...deskPaths, ...editorPaths]], [editorUrl, deskPaths], [deskUrl, editorPaths]] as const) {
      for (const [path, token] of paths) {
        const answer = await request.get(...onHost(`${host}${path}`, { 'Cf-Access-Jwt-Assertion': token }));
        expect([host, path, answer.status()]).toEqual([host, path, 404]);
        expect(await answer.text()).not.toMatch(/desk\.js|"email"|sign in|base_url/i);
      }
    }
    // On its own host each tool opens as it does everywhere without the hosts, with its page's own policy.
    const me = await request.get(...onHost(`${deskUrl}/api/desk/me`, { 'Cf-Access-Jwt-Assertion': desk }));
    // The answer's words with its status, so a refusal says why.
    expect([me.status(), me.status() === 200 ? '' : await me.text()]).toEqual([200, '']);
    expect(await me.json()).toEqual({ email: DESK_PERSON });
    for (const [host, page, token] of [[deskUrl, '/desk/', desk], [editorUrl, '/admin/', editor]] as const) {
      const opened = await request.get(...onHost(`${host}${page}`, { 'Cf-Access-Jwt-Assertion': token }));
      expect([page, opened.status()]).toEqual([page, 200]);
      expect(opened.headers()['content-security-policy']).toBe(PRIVATE_PAGES[page]['Content-Security-Policy']);
      expect(opened.headers()['cross-origin-opener-policy']).toBe(PRIVATE_PAGES[page]['Cross-Origin-Opener-Policy'] ?? 'same-origin');
      expect((await request.get(...onHost(`${host}${page}`))).status()).toBe(401);
      // The host's bare address opens its tool; no public page (no script of the site) shares its origin, only the tab icon its page links.
      const [bare, named] = onHost(`${host}/`);
      const home = await request.get(bare, { ...named, maxRedirects: 0 });
      expect([home.status(), home.headers().location]).toEqual([302, page]);
      for (const path of ['/about/', '/contact/', '/_next/static/chunks/nope.js', '/api/quote', '/sitemap.xml']) {
        expect([host, path, (await request.get(...onHost(`${host}${path}`))).status()]).toEqual([host, path, 404]);
      }
      expect((await request.get(...onHost(`${host}/icon-48.png`))).status()).toBe(200);
    }
    // The public host's pages are as always.
    expect((await request.get(`${publicUrl}/about/`)).status()).toBe(200);
  });

  test('a lead sent on the public host is linked from the firm\'s email to the desk\'s own host, where the desk opens it in a browser', async ({ browser, request }, testInfo) => {
    const { publicUrl, deskUrl, state } = server!;
    const marker = markerFor(testInfo);
    const sent = await request.post(`${publicUrl}/api/quote`, {
      headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
      multipart: { name: 'Dana Whitfield', email: `dana-${testInfo.testId}@whitfield.test`, company: `Whitfield ${marker}`, message: `Takeoff for a school ${marker}`, form_elapsed_ms: '40000' },
    });
    expect(sent.status()).toBe(201);
    const id = (await sent.json()).id as string;
    const link = `${deskUrl}/desk/?lead=${id}`;
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === NOTIFY_TO && e.text.includes(id))?.text).toContain(link);

    const context = await deskContext(browser, { baseURL: deskUrl }, ['desk'], state);
    const desk = await context.newPage();
    const problems: string[] = [];
    desk.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    desk.on('pageerror', (e) => problems.push(e.message));
    await desk.goto(link);
    await expect(desk.getByText(`Signed in as ${DESK_PERSON}`)).toBeVisible();
    await expect(desk.getByRole('heading', { level: 1 })).toContainText('Dana Whitfield');
    await expect(desk.getByText(marker, { exact: false }).first()).toBeVisible();
    // Everything the desk's page needs is on its host.
    expect(problems).toEqual([]);
    // The editor is not on this origin: the desk's page cannot reach it, nor the public pages.
    expect(await desk.evaluate(async () => Promise.all(['/admin/', '/api/admin/auth', '/contact/'].map(async (path) => (await fetch(path)).status)))).toEqual([404, 404, 404]);
    await context.close();
  });
});

test('without DESK_HOST and EDITOR_HOST, the desk and the editor answer on loopback only: on a real domain they refuse, naming them', async ({ request }) => {
  const port = new URL(BASE_URL).port;
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    expect([host, (await request.get(`http://${host}/api/desk/me`, { headers: { 'Cf-Access-Jwt-Assertion': await deskToken() } })).status()]).toEqual([host, 200]);
  }
  // The local runtime keeps the Host header, as Cloudflare's edge does: the site deployed on its domain.
  for (const [path, app] of [['/desk/', 'desk'], ['/api/desk/me', 'desk'], ['/admin/', 'editor'], ['/api/admin/auth', 'editor']] as const) {
    const answer = await request.get(`${BASE_URL}${path}`, { headers: { Host: 'www.firm.example', 'Cf-Access-Jwt-Assertion': await deskToken({ app }) } });
    expect([path, answer.status()]).toEqual([path, 404]);
    expect(await answer.text()).toContain('DESK_HOST and EDITOR_HOST are not set');
  }
  expect((await request.get(`${BASE_URL}/about/`, { headers: { Host: 'www.firm.example' } })).status()).toBe(200);
});
