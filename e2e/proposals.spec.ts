import { createHash } from 'node:crypto';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import { BASE_URL, EMAIL_STUB_URL, NOTIFY_TO, RUN_ID } from './server';
import { emailsTo, markerFor } from './quote-helpers';
import { deskContext, literal, rowsHolding } from './desk-helpers';
import { sql } from './local-state';
import { pdfText } from './pdf-text';
import { PRIVATE_PAGES } from '../lib/security-headers';
import firm from '../content/firm.json' with { type: 'json' };
import { proposalFacts } from '../lib/content/firm';
import { facts } from '../lib/content/facts';

/**
 * Fee proposals (functions/_shared/proposals/) on the local runtime: written and sent in the desk, read
 * and accepted on the sender's page without JavaScript, the acceptance a record bound to its version,
 * what survives the request's erasure, and the daily digest. The sender's browser runs no script here.
 */
test.use({ javaScriptEnabled: false });

const CRON = '/cdn-cgi/handler/scheduled?cron=15+3+*+*+*';
const LINK = /\/request\/[\w-]{43}\//;

/** An address of this test's own per request (each request counts against its network). */
const address = (testInfo: TestInfo, n: number) => {
  const digest = createHash('sha256').update(`${testInfo.testId}-${RUN_ID}-proposal-${n}`).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
};

/** A request from the UK pages (its landing page says the market), as the form sends it: its reference and private page. */
async function ukRequest(request: APIRequestContext, testInfo: TestInfo, n: number, landing = '/uk/services/quantity-surveying/') {
  const answer = await request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': address(testInfo, n) },
    multipart: {
      name: 'Dana Whitfield',
      email: `dana-${createHash('sha256').update(`${testInfo.testId}-${RUN_ID}-${n}`).digest('hex').slice(0, 12)}@whitfield.test`,
      company: 'Whitfield Build Ltd',
      message: `Bill of quantities for a school ${markerFor(testInfo)}`,
      service: 'estimation',
      form_elapsed_ms: '40000',
      source_landing: landing,
      source_pages: '2',
      utm_campaign: `proposals-${testInfo.testId}-${RUN_ID}`,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id, link } = (await answer.json()) as { id: string; link: string };
  return { id, page: LINK.exec(link)![0] };
}

const deskHeaders = { Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
/** The sender's browser posting its page's own form (no-referrer: Origin null, same-origin fetch). */
const senderForm = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' };

const lines = [
  { service: 'Cost Estimation & Takeoff', scope: 'NRM2 bill of quantities, substructure and frame', format: 'PDF and Excel', pricing: 'lump', fee: 185_000 },
  { service: 'Cost Estimation & Takeoff', scope: 'Rebar takeoff of the ground floor slab', format: 'Excel', pricing: 'rate', unit: 'sheet', quantity: 12, rate: 9_550, fee: 114_600 },
];
const draft = (over: Record<string, unknown> = {}) => ({ currency: 'GBP', lines, taxMode: 'uk-vat', turnaroundDays: 5, revisions: 2, depositPercent: 30, paymentTerms: 'Invoices payable within 30 days.', validityDays: 30, ...over });

async function desk(browser: Browser) {
  return deskContext(browser, { baseURL: BASE_URL, javaScriptEnabled: true }, ['desk']);
}

/** Writes and sends a proposal through the desk's API: the listing after it. */
async function sendByApi(api: APIRequestContext, id: string, over: Record<string, unknown> = {}) {
  const saved = await api.post(`/api/desk/leads/${id}/proposals`, { headers: deskHeaders, data: draft(over) });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await api.post(`/api/desk/leads/${id}/proposals/send`, { headers: deskHeaders, data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()) as { proposals: { id: string; version: number; digest: string; status: string }[] };
}

/** The accept form's hidden fields, as the sender's page gives them. */
async function acceptFields(page: Page, requestPage: string) {
  await page.goto(`${requestPage}accept/`);
  return { proposal: await page.locator('input[name=proposal]').inputValue(), digest: await page.locator('input[name=digest]').inputValue() };
}

const acceptance = (fields: { proposal: string; digest: string }, over: Record<string, string> = {}) =>
  new URLSearchParams({ ...fields, name: 'Dana Whitfield', role: 'Commercial manager', company: 'Whitfield Build Ltd', terms: 'yes', authority: 'yes', ...over }).toString();

const acceptances = async (id: string) => sql(`SELECT a.name FROM proposal_acceptances a JOIN proposals p ON p.id = a.proposal_id WHERE p.request_id = ${literal(id)}`);

test('the desk writes and sends a UK proposal; the sender, without JavaScript, reads and accepts it; the desk, the PDF and Sources show the acceptance', async ({ page, browser, problems }, testInfo) => {
  test.setTimeout(180_000);
  const { id, page: requestPage } = await ukRequest(page.request, testInfo, 1);
  const context = await desk(browser);
  const deskPage = await context.newPage();
  await deskPage.goto(`/desk/?lead=${id}`);
  await expect(deskPage.getByRole('heading', { level: 1 })).toContainText('Dana Whitfield');
  await deskPage.getByRole('button', { name: 'Write proposal' }).click();
  const form = deskPage.getByRole('form', { name: 'Proposal' });
  // Prefilled from the firm's facts: the estimate's standard turnaround at its longest, the revision rounds, the validity.
  const estimate = facts.delivery.turnaround.find((t) => t.service === 'cost-estimation')!;
  await expect(form.getByLabel('Turnaround (business days)')).toHaveValue(String(estimate.standard[1]));
  await expect(form.getByLabel('Revisions included')).toHaveValue(String(facts.delivery.revisionRounds));
  await expect(form.getByLabel('Valid for (days)')).toHaveValue(String(firm.proposals.validityDays));
  expect(firm.proposals.validityDays).toBe(30);
  await expect(form.getByLabel('Market', { exact: true })).toHaveValue('uk');
  await form.getByLabel('Scope: what is delivered').fill(lines[0]!.scope);
  await form.getByLabel('Format').fill('PDF and Excel');
  await form.getByLabel('Fee (GBP)').fill('1,850.00');
  await form.getByRole('button', { name: 'Add a line' }).click();
  const second = form.getByRole('group', { name: 'Line 2' });
  await second.getByLabel('Scope: what is delivered').fill(lines[1]!.scope);
  await second.getByLabel('Priced as').selectOption('rate');
  await second.getByLabel('Quantity').fill('12');
  await second.getByLabel('Rate (GBP)').fill('95.50');
  await expect(form.locator('[data-draft-total]')).toContainText('total £2,996.00');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(deskPage.getByRole('status')).toContainText('Proposal sent');
  await expect(deskPage.locator('[data-proposal-version="1"]')).toContainText('Sent');

  // The sender's email: a fixed text and a link to their page, nothing anyone typed.
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.subject.startsWith('Your fee proposal') && e.text.includes(id)).length).toBe(1);
  const email = (await emailsTo(EMAIL_STUB_URL)).find((e) => e.subject.startsWith('Your fee proposal') && e.text.includes(id))!;
  expect(email.text).not.toContain('Dana');
  expect(email.text).toMatch(LINK);

  // The sender, no JavaScript: the lines and the total, and nothing from another host.
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).origin));
  const opened = await page.goto(requestPage);
  expect(opened!.headers()['content-security-policy']).toBe(PRIVATE_PAGES['/request/']['Content-Security-Policy']);
  const proposal = page.locator('[data-proposal]');
  await expect(proposal.locator('[data-lines]')).toContainText(lines[0]!.scope);
  await expect(proposal.locator('[data-lines]')).toContainText('12 sheets at £95.50 per sheet');
  await expect(proposal.locator('[data-total]')).toHaveText('£2,996.00');
  await expect(proposal).toContainText(`Version ${proposalFacts.terms.version} of`);
  // The proposal's section and its forms pass axe (run where scripts run: the desk's browser).
  const reader = await context.newPage();
  for (const path of [requestPage, `${requestPage}accept/`, `${requestPage}changes/`]) {
    await reader.goto(path);
    expect(await axeViolations(reader), path).toEqual([]);
  }
  await reader.close();

  await proposal.getByRole('link', { name: 'Accept this proposal' }).click();
  await page.getByLabel('Your full name (your signature)').fill('Dana Whitfield');
  await page.getByLabel('Your role').fill('Commercial manager');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Whitfield Build Ltd');
  await page.getByLabel(/I accept this proposal under the working terms/).check();
  await page.getByLabel('I may accept this proposal for my company.').check();
  await page.getByRole('button', { name: 'Accept proposal version 1' }).click();
  await expect(page).toHaveURL(/\?proposal=accepted$/);
  await expect(page.locator('[data-acceptance]')).toContainText(`Accepted by Dana Whitfield (Commercial manager, Whitfield Build Ltd) on`);
  await expect(page.locator('[data-acceptance]')).toContainText(`under the working terms version ${proposalFacts.terms.version}`);
  expect([...hosts]).toEqual([BASE_URL]);

  // The desk: accepted, with the name, the time and the terms; the lead is won.
  await deskPage.reload();
  const version = deskPage.locator('[data-proposal-version="1"]');
  await expect(version).toContainText('Accepted');
  await expect(version.locator('[data-acceptance]')).toContainText(new RegExp(`Accepted by Dana Whitfield \\(Commercial manager, Whitfield Build Ltd\\) on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC, under the working terms ${proposalFacts.terms.version.replace('.', '\\.')} of ${proposalFacts.terms.date}`));
  await expect(deskPage.getByRole('heading', { level: 1 }).locator('..')).toContainText('Won');

  // The PDF, the firm's and the sender's alike: the same lines, total and record.
  const proposalId = ((await sql(`SELECT id FROM proposals WHERE request_id = ${literal(id)}`)) as { id: string }[])[0]!.id;
  const fromDesk = await context.request.get(`/api/desk/leads/${id}/proposals/${proposalId}.pdf`);
  expect(fromDesk.headers()['content-type']).toBe('application/pdf');
  const fromPage = await page.request.get(`${requestPage}proposal.pdf`);
  const deskText = await pdfText(await fromDesk.body());
  expect(await pdfText(await fromPage.body())).toBe(deskText);
  for (const text of [lines[0]!.scope, lines[1]!.scope, '£1,850.00', '£1,146.00', 'Accepted by Dana Whitfield, Commercial manager, Whitfield Build Ltd']) expect(deskText).toContain(text);
  expect(deskText).toMatch(/Total\n£2,996\.00/);

  // Sources: the campaign of this request shows one request and one win.
  await deskPage.goto('/desk/?view=sources');
  const row = deskPage.getByRole('row', { name: new RegExp(`proposals-${testInfo.testId}-${RUN_ID}`) });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(deskPage.getByRole('heading', { name: 'Time to proposal and acceptance' })).toBeVisible();
  await context.close();
  expect(problems.list).toEqual([]);
});

test('a revision supersedes; a stale, expired, cross-site, unticked or repeated acceptance stores nothing new; bad proposals are refused whole', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await desk(browser);
  const api = context.request;
  const { id, page: requestPage } = await ukRequest(page.request, testInfo, 1);

  // Bad input: a 4xx with the reason, and nothing stored.
  for (const [over, reason] of [
    [{ lines: [{ ...lines[0], fee: -500 }] }, /more than nothing/],
    [{ lines: [{ ...lines[0], fee: 0 }] }, /more than nothing/],
    [{ lines: [{ ...lines[0], fee: 10_000_000_000 }] }, /more than one line can carry/],
    [{ currency: 'USD' }, /priced in GBP/],
    [{ lines: [{ ...lines[0], scope: '' }] }, /give its scope/],
  ] as const) {
    const refused = await api.post(`/api/desk/leads/${id}/proposals`, { headers: deskHeaders, data: draft(over) });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(reason);
  }
  expect(await sql(`SELECT id FROM proposals WHERE request_id = ${literal(id)}`)).toEqual([]);
  const nowhere = await api.post(`/api/desk/leads/${id}-erased/proposals`, { headers: deskHeaders, data: draft() });
  expect(nowhere.status()).toBe(404);

  await sendByApi(api, id);
  const stale = await acceptFields(page, requestPage);
  // "Request changes": the firm is emailed the message, and the desk shows it on the version.
  const changes = await page.request.post(`/api/request/${requestPage.split('/')[2]}/proposal-changes`, { headers: senderForm, data: new URLSearchParams({ proposal: stale.proposal, message: 'Please split the frame from the substructure.' }).toString(), maxRedirects: 0 });
  expect(changes.status()).toBe(303);
  expect(changes.headers().location).toMatch(/\?proposal=changes$/);
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).some((e) => e.to[0] === NOTIFY_TO && e.subject.startsWith('Proposal changes requested') && e.text.includes('Please split the frame from the substructure.'))).toBe(true);
  const listed = (await (await api.get(`/api/desk/leads/${id}/proposals`)).json()) as { proposals: { status: string; events: { kind: string; message: string }[] }[] };
  expect(listed.proposals[0]).toMatchObject({ status: 'changes_requested', events: [{ kind: 'changes requested', message: 'Please split the frame from the substructure.' }] });
  // The revision: v2 replaces v1; the page says so.
  await sendByApi(api, id, { lines: [lines[0]] });
  await page.goto(requestPage);
  await expect(page.locator('[data-proposal]')).toHaveAttribute('data-version', '2');
  await expect(page.locator('[data-revised]')).toContainText('Version 2: revised on');

  const post = (body: string, headers: Record<string, string> = senderForm) => page.request.post(`/api/request/${requestPage.split('/')[2]}/proposal-accept`, { headers, data: body, maxRedirects: 0 });
  const staleAnswer = await post(acceptance(stale));
  expect(staleAnswer.status()).toBe(409);
  // A UK request: the day as the UK writes it.
  expect(await staleAnswer.text()).toMatch(/Version 1 of this proposal was revised on \d{1,2} [A-Z][a-z]+ \d{4}: version 2 replaces it/);
  expect(await acceptances(id)).toEqual([]);

  const current = await acceptFields(page, requestPage);
  const crossSite = await post(acceptance(current), { ...senderForm, Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' });
  expect(crossSite.status()).toBe(403);
  const unticked = await post(acceptance(current, { authority: '' }));
  expect(unticked.status()).toBe(422);
  expect(await unticked.text()).toContain('Tick that you may accept the proposal for your company.');
  const unnamed = await post(acceptance(current, { name: ' ' }));
  expect(unnamed.status()).toBe(422);
  expect(await acceptances(id)).toEqual([]);

  // A double submit: both land on the page, one acceptance is recorded, the firm is told once.
  const [first, again] = [await post(acceptance(current)), await post(acceptance(current))];
  expect([first.status(), again.status()]).toEqual([303, 303]);
  expect(await acceptances(id)).toEqual([{ name: 'Dana Whitfield' }]);
  expect(await sql(`SELECT COUNT(*) AS n FROM lead_events WHERE request_id = ${literal(id)} AND kind = 'proposal' AND detail LIKE '%accepted by%'`)).toEqual([{ n: 1 }]);
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.to[0] === NOTIFY_TO && e.subject.startsWith('Proposal accepted') && e.text.includes(id)).length).toBe(1);
  // No revision once accepted.
  const revision = await api.post(`/api/desk/leads/${id}/proposals`, { headers: deskHeaders, data: draft() });
  expect(revision.status()).toBe(409);

  // An expired proposal says so and cannot be accepted.
  const other = await ukRequest(page.request, testInfo, 2);
  await sendByApi(api, other.id);
  const fields = await acceptFields(page, other.page);
  await sql(`UPDATE proposals SET valid_until = date('now', '-1 day') WHERE request_id = ${literal(other.id)}`);
  await page.goto(other.page);
  await expect(page.locator('[data-expired]')).toContainText('This proposal expired on');
  await expect(page.getByRole('link', { name: 'Accept this proposal' })).toHaveCount(0);
  const late = await page.request.post(`/api/request/${other.page.split('/')[2]}/proposal-accept`, { headers: senderForm, data: acceptance(fields), maxRedirects: 0 });
  expect(late.status()).toBe(409);
  expect(await late.text()).toContain('expired on');
  expect(await acceptances(other.id)).toEqual([]);
  await context.close();
});

test('withdrawn before acceptance, the proposals go with the request; after it, the contract record outlives the erasure until the housekeeping erases it', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await desk(browser);
  const token = (p: string) => p.split('/')[2]!;
  const before = await ukRequest(page.request, testInfo, 1);
  await sendByApi(context.request, before.id);
  const withdrawn = await page.request.post(`/api/request/${token(before.page)}/withdraw`, { headers: senderForm, data: 'confirm=withdraw', maxRedirects: 0 });
  expect(withdrawn.status()).toBe(303);
  expect((await rowsHolding([before.id])).filter((r) => !r.startsWith('privacy_audit: '))).toEqual([]);

  const after = await ukRequest(page.request, testInfo, 2);
  await sendByApi(context.request, after.id);
  const fields = await acceptFields(page, after.page);
  expect((await page.request.post(`/api/request/${token(after.page)}/proposal-accept`, { headers: senderForm, data: acceptance(fields), maxRedirects: 0 })).status()).toBe(303);
  // The withdrawal explains what is kept, and asks the firm to cancel instead of erasing.
  await page.goto(`${after.page}withdraw/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask us to cancel');
  await expect(page.locator('main')).toContainText(`kept for ${proposalFacts.contractRecordKeepYears} years after it`);
  await page.getByLabel('Anything we should know? (optional)').fill('The client postponed the project.');
  await page.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(page).toHaveURL(/\?proposal=cancel$/);
  expect(await sql(`SELECT id FROM quote_requests WHERE id = ${literal(after.id)}`)).toHaveLength(1);

  // The firm erases the request: everything of it goes but the contract record.
  const erased = await context.request.post(`/api/desk/leads/${after.id}/erase`, { headers: deskHeaders, data: { confirm: after.id } });
  expect(erased.status()).toBe(200);
  const left = (await rowsHolding([after.id])).filter((r) => !r.startsWith('privacy_audit: '));
  expect(left).toHaveLength(1);
  expect(left[0]).toMatch(/^contract_records: /);
  expect(left[0]).toContain('Dana Whitfield');

  // The clock moves past the period: the housekeeping erases the record, with an audit entry.
  await sql(`UPDATE contract_records SET keep_until = ${literal(new Date(Date.now() - 1000).toISOString())} WHERE request_id = ${literal(after.id)}`);
  const run = await page.request.get(CRON);
  expect(run.status(), await run.text()).toBe(200);
  expect((await rowsHolding([after.id])).filter((r) => !r.startsWith('privacy_audit: '))).toEqual([]);
  expect(await sql(`SELECT actor FROM privacy_audit WHERE instr(detail, ${literal(`contract record of request ${after.id}`)}) > 0`)).toEqual([{ actor: 'contract record rule' }]);
  await context.close();
});

test('the daily digest: one email to the firm naming the late request and the unanswered proposal', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await desk(browser);
  const late = `${testInfo.testId}-${RUN_ID}-late`;
  const day = 86_400_000;
  const at = (ago: number) => literal(new Date(Date.now() - ago).toISOString());
  await sql(
    `INSERT INTO quote_requests (id, received_at, last_contact_at, status, name, email, message, client_hash) VALUES (${literal(late)}, ${at(8 * day)}, ${at(8 * day)}, 'complete', 'Late Lead', 'late@lead.test', ${literal(markerFor(testInfo))}, 'test')`,
  );
  const quiet = await ukRequest(page.request, testInfo, 1);
  await sendByApi(context.request, quiet.id);
  await sql(`UPDATE proposals SET sent_at = ${at((proposalFacts.unansweredDays + 1) * day)} WHERE request_id = ${literal(quiet.id)}`);
  const run = await page.request.get(CRON);
  expect(run.status(), await run.text()).toBe(200);
  const digests = (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.to[0] === NOTIFY_TO && e.subject.startsWith('Waiting in the lead desk') && e.text.includes(late) && e.text.includes(quiet.id));
  // One email: the key is the day's, so the email service sends it once however often the cron runs.
  expect(new Set(digests.map((e) => e.idempotencyKey)).size).toBe(1);
  // Each under its heading (other tests' requests may wait beside them).
  expect(digests[0]!.text).toMatch(new RegExp(`Requests past the promised reply time with no first action:\\n(?:- .*\\n)*- Late Lead, received [\\d-]+, reference ${late}\\n`));
  expect(digests[0]!.text).toMatch(new RegExp(`Proposals unanswered for ${proposalFacts.unansweredDays} days or more:\\n(?:- .*\\n)*- Dana Whitfield, version 1 sent [\\d-]+, reference ${quiet.id}\\n`));
  await context.close();
});
