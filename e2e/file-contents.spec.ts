import type { APIRequestContext, TestInfo } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { addressFor, fillForm, likeAPerson, markerFor, open, rowsFor } from './quote-helpers';
import { bucketKeys } from './local-state';
import { deskContext } from './desk-helpers';
import { compoundOf, macroDocStreams, revitStreams, zipOf } from '../tests/fixtures/archives';

/**
 * Files checked for what they hold, not only their first bytes (functions/_shared/file-contents.ts): the
 * security review's scenarios "ZIP with an .exe" and ".doc as .rvt", by each way in (the form's parts
 * with JavaScript, its one post without), against Cloudflare's runtime with its local D1 and R2.
 */

const drawingSet = { 'Tender set/': '', 'Tender set/A-101 plan.pdf': '%PDF-1.7\n', 'Tender set/S-201.dwg': 'AC1032' };
const withProgram = () => zipOf({ ...drawingSet, 'Tender set/tools/setup.exe': 'MZ\x90\x00' });
const macroDoc = () => compoundOf(macroDocStreams);

async function post(request: APIRequestContext, testInfo: TestInfo, message: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  return request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
    multipart: { name: 'Morgan', email: 'morgan@reyes-build.test', message: `${message} ${markerFor(testInfo)}`, form_elapsed_ms: '40000', files: file },
  });
}

/** Sends `bytes` as an upload in parts, as lib/chunked-upload.ts does: the answer to its completion. */
async function uploadInParts(request: APIRequestContext, testInfo: TestInfo, name: string, bytes: Buffer) {
  const headers = { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) };
  const created = await request.post('/api/uploads', { headers, data: { name, size: bytes.length } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.put(`/api/uploads/${id}/parts/1`, { headers, data: bytes })).status()).toBe(200);
  return { id, completed: await request.post(`/api/uploads/${id}/complete`, { headers }) };
}

test('ZIP with an .exe, sent with JavaScript: the form names the ZIP and the program, keeps what was typed, and nothing is kept', async ({ page, request, problems }, testInfo) => {
  await open(page, testInfo);
  await hydrated(page);
  await fillForm(page, markerFor(testInfo));
  await page.getByLabel('Attach drawings or models').setInputFiles({ name: 'Tender set.zip', mimeType: 'application/zip', buffer: withProgram() });
  await likeAPerson(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await expect(page.getByRole('status')).toContainText('Some of the details need another look.');
  await expect(page.getByLabel('Attach drawings or models')).toHaveAccessibleDescription(/Tender set\.zip contains Tender set\/tools\/setup\.exe, a program\./);
  await expect(page.getByLabel('Full Name')).toHaveValue('Morgan Reyes');
  await expect(page.getByLabel('Project Details')).toHaveValue(new RegExp('Clash detection'));
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(0);
  // The upload was whole in R2 when it was checked; refused, it is gone, object and rows.
  expect((await request.get(`/api/uploads/${id}`)).status()).toBe(404);
  expect((await bucketKeys()).filter((key) => key.startsWith(`uploads/${id}/`))).toEqual([]);
  problems.list = problems.list.filter((p) => !p.includes('/api/uploads/'));
});

test('ZIP with an .exe, posted without JavaScript, is refused naming what is inside; a ZIP of drawings is stored with what it was checked as', async ({ request }, testInfo) => {
  const refused = await post(request, testInfo, 'zip with a program', { name: 'Tender set.zip', mimeType: 'application/zip', buffer: withProgram() });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.files).toMatch(/^Tender set\.zip contains Tender set\/tools\/setup\.exe, a program\./);
  expect(await rowsFor(`zip with a program ${markerFor(testInfo)}`)).toHaveLength(0);

  const taken = await post(request, testInfo, 'zip of drawings', { name: 'Tender set.zip', mimeType: 'application/zip', buffer: zipOf(drawingSet) });
  expect(taken.status()).toBe(201);
  const [row] = await rowsFor(`zip of drawings ${markerFor(testInfo)}`);
  expect(row?.files).toEqual([expect.objectContaining({ name: 'Tender set.zip', type: 'application/zip', checked: 'ZIP: 2 files, none executable' })]);
});

test('ZIPs holding what the trade\'s software runs unasked are refused naming it, read from R2 by range; a ZIP of drawings is taken', async ({ request }, testInfo) => {
  const refusals: [string, string][] = [
    ['Tender set/Scope.application', 'an installer'],
    ['Tender set/acad.lsp', 'code AutoCAD loads by itself'],
    ['Tender set/rates.xls', 'a legacy Office file, which can carry macros'],
    ['Tender set/x.settingcontent-ms', 'a shortcut'],
  ];
  for (const [inside, what] of refusals) {
    const { id, completed } = await uploadInParts(request, testInfo, 'Tender set.zip', zipOf({ ...drawingSet, [inside]: 'x' }));
    expect(completed.status()).toBe(422);
    expect((await completed.json()).message).toMatch(new RegExp(`^Tender set\\.zip contains ${inside.replace(/\./g, '\\.')}, ${what}\\.`));
    expect((await bucketKeys()).filter((key) => key.startsWith(`uploads/${id}/`))).toEqual([]);
  }
  const drawings = await uploadInParts(request, testInfo, 'Tender set.zip', zipOf(drawingSet));
  expect(drawings.completed.status()).toBe(200);
});

test('.doc as .rvt is refused by each way in, saying it is a Word document; a Revit model is taken as one', async ({ request }, testInfo) => {
  const posted = await post(request, testInfo, 'doc as rvt', { name: 'Tower.rvt', mimeType: 'application/octet-stream', buffer: macroDoc() });
  expect(posted.status()).toBe(422);
  expect((await posted.json()).errors.files).toMatch(/^Tower\.rvt is not a Revit model: it is a Word document/);

  const { id, completed } = await uploadInParts(request, testInfo, 'Tower.rvt', macroDoc());
  expect(completed.status()).toBe(422);
  expect((await completed.json()).message).toMatch(/^Tower\.rvt is not a Revit model: it is a Word document/);
  expect((await request.get(`/api/uploads/${id}`)).status()).toBe(404);
  expect((await bucketKeys()).filter((key) => key.startsWith(`uploads/${id}/`))).toEqual([]);
  expect(await rowsFor(`doc as rvt ${markerFor(testInfo)}`)).toHaveLength(0);

  const model = await uploadInParts(request, testInfo, 'Tower.rvt', compoundOf(revitStreams));
  expect(model.completed.status()).toBe(200);
  const sent = await request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
    multipart: { name: 'Morgan', email: 'morgan@reyes-build.test', message: `revit model ${markerFor(testInfo)}`, form_elapsed_ms: '40000', upload_ids: model.id },
  });
  expect(sent.status()).toBe(201);
  const [row] = await rowsFor(`revit model ${markerFor(testInfo)}`);
  expect(row?.files).toEqual([expect.objectContaining({ name: 'Tower.rvt', type: 'application/vnd.autodesk.revit', checked: 'Revit model' })]);
});

test('the desk shows what each file was checked as', async ({ request, browser }, testInfo) => {
  const answer = await post(request, testInfo, 'checked in the desk', { name: 'Tender set.zip', mimeType: 'application/zip', buffer: zipOf(drawingSet) });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  const context = await deskContext(browser);
  const desk = await context.newPage();
  await desk.goto(`/desk/?lead=${id}`);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Morgan');
  await expect(desk.getByText('Checked as: ZIP: 2 files, none executable')).toBeVisible();
  await context.close();
});
