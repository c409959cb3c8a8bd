import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, hydrated } from './fixtures';
import { EMAIL_STUB_URL, NOTIFY_TO } from './server';
import { MB, addressFor, emailsTo, fillForm, likeAPerson, markerFor, pdf, senderFor } from './quote-helpers';
import { DESK_PERSON, deskContext } from './desk-helpers';
import { SECOND_SERVER_HOOK_MS, startSecondServer, type SecondServer } from './second-server';

/**
 * What ships is what was tested: the rest of the suite runs wrangler dev's own build of
 * functions/worker.ts, while production runs the file the test job bundles (`wrangler deploy --dry-run
 * --outdir dist/worker`) and the deploy job uploads with `--no-bundle`. Here a server of its own runs
 * that file (`npm run serve:artifact`), and the path a lead takes goes through it once: a quote with a
 * drawing from the form, the lead and its file in the desk, the request page from the emailed link.
 */

const BUNDLE = join('dist', 'worker', 'worker.js');
const LINK = /\/request\/[\w-]{43}\//;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let server: SecondServer | undefined;
let startedAt = 0;

test.beforeAll(async () => {
  // Bundling (about 10 s of one core) before the usual start of a second server.
  test.setTimeout(SECOND_SERVER_HOOK_MS + 30_000);
  startedAt = Date.now();
  server = await startSecondServer('artifact', ['RESEND_API_KEY=re_test_key', `QUOTE_NOTIFY_TO=${NOTIFY_TO}`, `EMAIL_API_URL=${EMAIL_STUB_URL}`], { artifact: true });
});
test.afterAll(() => {
  server?.stop();
});

test('the bundle as deployed takes a quote with a drawing, lists it in the desk with its file, and opens its request page from the emailed link', async ({ page, browser, problems }, testInfo) => {
  test.setTimeout(120_000);
  const site = server!.publicUrl;
  // The file this server runs was made for this run, not left from an earlier one.
  expect(statSync(BUNDLE).mtimeMs).toBeGreaterThanOrEqual(startedAt - 1000);

  const marker = markerFor(testInfo);
  const sender = senderFor(testInfo);
  const drawing = pdf('A-101 ground floor.pdf', MB);
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': addressFor(testInfo) });
  await page.goto(`${site}/contact/`);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await fillForm(page, marker);
  await page.getByLabel('Email Address').fill(sender);
  await page.getByLabel('Attach drawings or models').setInputFiles(drawing);
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('your request has arrived', { timeout: 60_000 });

  // The form lands on the request's page, which lists the drawing.
  await expect(page).toHaveURL(new RegExp(`^${site}${LINK.source}\\?sent$`));
  const ownLink = `${site}${new URL(page.url()).pathname}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  await expect(page.getByRole('region', { name: 'What you sent' })).toContainText('A-101 ground floor.pdf (1.0 MB)');

  // In the desk: found by the sender's address, with its one file, which comes back byte for byte.
  const context = await deskContext(browser, { baseURL: site }, ['desk'], server!.state);
  const desk = await context.newPage();
  await desk.goto('/desk/');
  await expect(desk.getByText(`Signed in as ${DESK_PERSON}`)).toBeVisible();
  await expect(desk.getByText(/^\d+ requests?; page 1 of \d+\.$/)).toBeVisible();
  await desk.getByLabel('Name, email or company').fill(sender);
  await desk.getByRole('button', { name: 'Search' }).click();
  // The list is the search's once its export link carries the search (until then it is the whole inbox's).
  await expect(desk.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', new RegExp(`q=${encodeURIComponent(sender)}`));
  await expect(desk.getByText('1 request; page 1 of 1.')).toBeVisible();
  const listed = desk.getByRole('link', { name: /Morgan Reyes/ });
  await expect(listed).toContainText('1 file');
  await listed.click();
  await expect(desk).toHaveURL(new RegExp(`^${site}/desk/\\?lead=[\\w-]+$`));
  const id = new URL(desk.url()).searchParams.get('lead')!;
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Morgan Reyes');
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: 'Download A-101 ground floor.pdf' }).click()]);
  expect(sha256(readFileSync(await download.path()))).toBe(sha256(drawing.buffer));
  await context.close();

  // The firm is emailed the desk's link, the sender their page's, which opens it.
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === NOTIFY_TO && e.text.includes(id))?.text).toContain(`${site}/desk/?lead=${id}`);
  const confirmation = async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.to[0] === sender && e.text.includes(id))?.text ?? '';
  await expect.poll(confirmation).toMatch(LINK);
  const emailed = new RegExp(`${site}${LINK.source}`).exec(await confirmation())?.[0];
  expect(emailed).toBe(ownLink);
  await page.goto(emailed!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  await expect(page.getByText(`Reference ${id}`)).toBeVisible();
  expect(problems.list).toEqual([]);
});
