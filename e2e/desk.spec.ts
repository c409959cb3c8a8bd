import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { BASE_URL, EMAIL_STUB_URL, NOTIFY_TO } from './server';
import { addressFor, emailsTo, fillForm, likeAPerson, markerFor, objectExists, open, rowsFor } from './quote-helpers';
import { DESK_PERSON, deskContext, deskToken, literal, putObject, sql } from './desk-helpers';

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
  const [row] = rowsFor(marker);
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
  expect((await new AxeBuilder({ page: desk }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations).toEqual([]);
  await listed.click();
  await expect(desk).toHaveURL(`${BASE_URL}/desk/?lead=${row!.id}`);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Morgan Reyes');
  await expect(desk.getByText(marker, { exact: false }).first()).toBeVisible();

  // The file comes back whole, under its own name.
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: 'Download sample-cost-estimate.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('sample-cost-estimate.pdf');
  expect(sha256(readFileSync(await download.path()))).toBe(sha256(readFileSync(REAL_PDF)));

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
  expect((await new AxeBuilder({ page: desk }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations).toEqual([]);

  const [stored] = sql(`SELECT lead_status, last_contact_at > received_at AS touched FROM quote_requests WHERE id = ${literal(row!.id)}`);
  expect(stored).toEqual({ lead_status: 'won', touched: 1 });
  expect(sql(`SELECT actor, kind, detail FROM lead_events WHERE request_id = ${literal(row!.id)} ORDER BY rowid`)).toEqual([
    { actor: DESK_PERSON, kind: 'status', detail: 'new → contacted' },
    { actor: DESK_PERSON, kind: 'note', detail: 'Called Morgan: model due Friday, wants a fixed fee.' },
    { actor: DESK_PERSON, kind: 'status', detail: 'contacted → won' },
  ]);

  // The sources report counts the campaign's lead, and that it was won.
  await desk.getByRole('link', { name: 'Sources' }).click();
  const campaigns = desk.getByRole('table', { name: 'Campaign' });
  await expect(campaigns.getByRole('row', { name: new RegExp(campaign) }).getByRole('cell')).toHaveText(['1', '1']);
  expect(problems).toEqual([]);
  await context.close();
});

test('"Not spam" moves a honeypot request and its file into the inbox, and the firm is emailed then', async ({ request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const marker = markerFor(testInfo);
  const pdf = readFileSync(REAL_PDF);
  const id = await sendLead(request, testInfo, { reference_code: 'filled by a bot', files: { name: 'plans.pdf', mimeType: 'application/pdf', buffer: pdf } });
  const [spam] = rowsFor(marker, 'spam');
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

  const [released] = rowsFor(marker);
  expect(released!.id).toBe(id);
  expect(released!.files[0]!.key).toBe(spam!.files[0]!.key.replace(/^spam\//, ''));
  expect(objectExists(released!.files[0]!.key)).toBe(true);
  expect(objectExists(spam!.files[0]!.key)).toBe(false);
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).some((e) => e.to[0] === NOTIFY_TO && e.text.includes(id))).toBe(true);
  await expect(desk.getByRole('region', { name: 'History' })).toContainText('released from spam (honeypot filled in)');
  await context.close();
});

test('erasing a lead leaves no row, object or upload behind, and one audit entry without personal data', async ({ request, browser }, testInfo) => {
  // Each look into D1 and R2 goes through wrangler's command line: a few seconds each on a busy machine.
  test.setTimeout(90_000);
  const marker = markerFor(testInfo);
  const id = await sendLead(request, testInfo, { files: { name: 'plans.pdf', mimeType: 'application/pdf', buffer: readFileSync(REAL_PDF) } });
  const [lead] = rowsFor(marker);
  const key = lead!.files[0]!.key;
  expect(objectExists(key)).toBe(true);
  // An upload already attached to the lead (a drawing set sent in parts) must go too.
  const uploadKey = `uploads/${id}-extra/extra.pdf`;
  const scratch = mkdtempSync(join(tmpdir(), 'desk-'));
  writeFileSync(join(scratch, 'extra.pdf'), readFileSync(REAL_PDF));
  putObject(uploadKey, join(scratch, 'extra.pdf'));
  rmSync(scratch, { recursive: true, force: true });
  sql(
    `INSERT INTO quote_uploads (id, r2_upload_id, key, name, size, type, client_hash, status, request_id, created_at, touched_at) VALUES ('${id.slice(0, 24)}-upload', 'r2', ${literal(uploadKey)}, 'extra.pdf', 1, 'pdf', 'test', 'complete', ${literal(id)}, 0, 0)`,
  );

  const context = await deskContext(browser);
  const desk = await context.newPage();
  await desk.goto(`/desk/?lead=${id}`);
  await desk.getByRole('textbox', { name: 'Note' }).fill('Asked us to delete everything.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('status')).toHaveText('Note added.');
  desk.once('dialog', (dialog) => void dialog.accept());
  await desk.getByRole('button', { name: 'Erase this request' }).click();
  await expect(desk.getByRole('status')).toHaveText('The request from Dana Whitfield was erased with its files.');

  expect(sql(`SELECT id FROM quote_requests WHERE id = ${literal(id)}`)).toEqual([]);
  expect(sql(`SELECT request_id FROM lead_events WHERE request_id = ${literal(id)}`)).toEqual([]);
  expect(sql(`SELECT id FROM quote_uploads WHERE request_id = ${literal(id)}`)).toEqual([]);
  expect(objectExists(key)).toBe(false);
  expect(objectExists(uploadKey)).toBe(false);
  const audit = sql(`SELECT actor, action, detail FROM privacy_audit WHERE instr(detail, ${literal(id)}) > 0`);
  expect(audit).toEqual([{ actor: DESK_PERSON, action: 'erased', detail: `request ${id} erased (request): its row, history and 2 stored files` }]);
  expect(JSON.stringify(audit)).not.toMatch(/Dana|whitfield|Takeoff/i);
  await context.close();
});

test('an access request exports everything held about an address, and the CSV is safe to open in a spreadsheet', async ({ request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const marker = markerFor(testInfo);
  const email = `dana-${testInfo.testId}@whitfield.test`;
  await sendLead(request, testInfo, { phone: '=HYPERLINK("http://evil.example","call")' });
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
  expect(lines[0]).toBe('Reference,Received,Status,Name,Email,Company,Phone,Service,Market,Files,Source,Message');
  expect(lines).toHaveLength(3);
  expect(lines.join('\n')).toContain(`"'=HYPERLINK(""http://evil.example"",""call"")"`);
  expect(lines.some((line) => /,=/.test(line))).toBe(false);
  await context.close();
});

test('leads not won are erased two years after their last contact, the next time the desk is used', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const tag = markerFor(testInfo);
  const old = new Date(Date.now() - 2 * 365.25 * 86_400_000 - 86_400_000).toISOString();
  const recent = new Date(Date.now() - 700 * 86_400_000).toISOString();
  const ids = { expired: `${testInfo.testId}-expired`, won: `${testInfo.testId}-won`, recent: `${testInfo.testId}-recent` };
  const scratch = mkdtempSync(join(tmpdir(), 'desk-'));
  writeFileSync(join(scratch, 'old.pdf'), readFileSync(REAL_PDF));
  putObject(`${ids.expired}/1-old.pdf`, join(scratch, 'old.pdf'));
  rmSync(scratch, { recursive: true, force: true });
  const row = (id: string, status: string, lastContact: string, files = '[]') =>
    `(${literal(id)}, ${literal(lastContact)}, ${literal(lastContact)}, 'complete', ${literal(status)}, 'Old Lead', 'old@lead.test', ${literal(tag)}, ${literal(files)}, 'test')`;
  sql(
    `INSERT INTO quote_requests (id, received_at, last_contact_at, status, lead_status, name, email, message, files, client_hash) VALUES ${[
      row(ids.expired, 'lost', old, JSON.stringify([{ name: 'old.pdf', size: 1, type: 'application/pdf', key: `${ids.expired}/1-old.pdf` }])),
      row(ids.won, 'won', old),
      row(ids.recent, 'quoted', recent),
    ].join(', ')}`,
  );

  const context = await deskContext(browser);
  // The next use of the desk erases it (a use that meets a busy database leaves it to the one after).
  await expect
    .poll(async () => {
      expect((await context.request.get('/api/desk/leads?folder=inbox')).status()).toBe(200);
      return sql(`SELECT id FROM quote_requests WHERE message = ${literal(tag)} ORDER BY id`).map((r) => r.id);
    }, { timeout: 45_000 })
    .toEqual([ids.recent, ids.won].sort());
  expect(JSON.stringify(await (await context.request.get('/api/desk/leads?folder=inbox')).json())).not.toContain(ids.expired);
  expect(objectExists(`${ids.expired}/1-old.pdf`)).toBe(false);
  expect(sql(`SELECT actor, action FROM privacy_audit WHERE instr(detail, ${literal(ids.expired)}) > 0`)).toEqual([{ actor: 'retention rule', action: 'erased' }]);
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
    // The editor and its GitHub sign-in are behind the same door.
    ['GET', '/admin/'],
    ['GET', '/admin/config.yml'],
    ['GET', '/admin/sveltia-cms.js'],
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

  test('a change from another site, or without an origin, is refused even when signed in', async ({ request }, testInfo) => {
    const id = await sendLead(request, testInfo);
    const jwt = await deskToken();
    for (const headers of [{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, { Origin: BASE_URL, 'Sec-Fetch-Site': 'same-site' }, {}] as Record<string, string>[]) {
      const answer = await request.post(`/api/desk/leads/${id}/status`, { headers: { 'Cf-Access-Jwt-Assertion': jwt, ...headers }, data: { status: 'lost' } });
      expect(answer.status()).toBe(403);
    }
    expect(sql(`SELECT lead_status FROM quote_requests WHERE id = ${literal(id)}`)).toEqual([{ lead_status: 'new' }]);
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
