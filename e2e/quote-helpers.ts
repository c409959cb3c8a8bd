import { createHash } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { RUN_ID } from './server';
import { leads, objectBytes } from './local-state';
import type { LeadKind } from '../tools/leads.mjs';

/**
 * What the quote specs share. Each test sends from its own address (CF-Connecting-IP, which Cloudflare
 * sets), so the per-address rate limit sees each test alone, and marks its message so it finds its own rows.
 */

export const MB = 1024 * 1024;

export function addressFor(testInfo: TestInfo): string {
  const digest = createHash('sha256').update(`${testInfo.testId}-${RUN_ID}`).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}
export const markerFor = (testInfo: TestInfo) => `[${testInfo.testId}-${RUN_ID}]`;
/**
 * An email address of this test's own in this run: one address gets at most three confirmations a day,
 * and the desk's search by it finds this test's requests only. From the whole id: a test's id starts
 * with its file's, so a prefix of it (as once used here) was shared by every test in the file, and a
 * search found another test's request beside this one's whenever the two ran at the same time.
 */
export function senderFor(testInfo: TestInfo): string {
  return `morgan+${createHash('sha256').update(`${testInfo.testId}-${RUN_ID}`).digest('hex').slice(0, 16)}@reyes-build.test`;
}
/** This test's stored requests of one kind (its marker in their message), newest first. */
export const rowsFor = async (marker: string, only: LeadKind = 'leads') =>
  (await leads(only)).filter((row) => String(row.message).includes(marker));

export async function open(page: Page, testInfo: TestInfo, path = '/contact/') {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': addressFor(testInfo) });
  await page.goto(path);
}

export async function fillForm(page: Page, marker: string) {
  await page.getByLabel('Full Name').fill('Morgan Reyes');
  await page.getByLabel('Email Address').fill('morgan@reyes-build.test');
  await page.getByLabel('Company').fill('Reyes Build');
  await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await page.getByLabel('Service of Interest').selectOption('bim');
  await page.getByLabel('Project Details').fill(`Clash detection for a 12-story hotel, model due in 3 weeks. ${marker}`);
}

/** A person needs a few seconds on the form; the endpoint files anything faster as suspected spam. */
export async function likeAPerson(page: Page) {
  await page.waitForFunction(() => performance.now() > 3_200);
}

export function pdf(name: string, bytes: number) {
  const head = Buffer.from('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]) };
}

/** What the local R2 bucket holds at `key`; fails if it holds nothing there. */
async function storedObject(key: string): Promise<Buffer> {
  const bytes = await objectBytes(key);
  if (!bytes) throw new Error(`R2 holds nothing at ${key}`);
  return bytes;
}

/** The size of what the local R2 bucket holds at `key`. */
export async function storedObjectSize(key: string): Promise<number> {
  return (await storedObject(key)).length;
}

/** Whether the local R2 bucket holds an object at `key`. */
export async function objectExists(key: string): Promise<boolean> {
  return (await objectBytes(key)) !== null;
}

/** What the email API stub was asked to send (failed attempts included with `attempts`). */
export async function emailsTo(stub: string, which: 'sent' | 'attempts' = 'sent') {
  return (await (await fetch(`${stub}/${which}`)).json()) as Array<{ to: string[]; subject: string; text: string; authorization: string; idempotencyKey: string }>;
}

/** SHA-256 of what the local R2 bucket holds at `key`. */
export async function storedObjectHash(key: string): Promise<string> {
  return createHash('sha256').update(await storedObject(key)).digest('hex');
}
