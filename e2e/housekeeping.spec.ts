import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { literal, rowsHolding } from './desk-helpers';
import { inOneTransaction, putObject, sql, startMultipartUpload } from './local-state';
import { markerFor, objectExists } from './quote-helpers';
import { requestDrawingsKeepDays, visitCountsKeepMonths } from '@/lib/content/firm';

/**
 * The daily housekeeping on the cron trigger (wrangler.toml; functions/_shared/housekeeping.ts), run
 * as Cloudflare runs it: the local runtime's scheduled event (`wrangler dev --test-scheduled`, which
 * only the local server has), with nobody opening the desk or sending a request.
 */

const REAL_PDF = join('out', 'samples', 'sample-cost-estimate.pdf');
const CRON = '/cdn-cgi/handler/scheduled?cron=15+3+*+*+*';

// One after the other, in one worker: each writes the bucket from the test while the other's run
// deletes from it, and the local R2 (a SQLite file shared by two runtimes) fails one of two writers
// that meet (e2e/local-state.ts).
test.describe.configure({ mode: 'default' });

test('the scheduled housekeeping erases what is past its time, in D1 and R2, and keeps the rest', async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const tag = markerFor(testInfo);
  const day = 86_400_000;
  const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const id = (name: string) => `${testInfo.testId}-${name}`;
  const ids = { expired: id('expired'), won: id('won'), recent: id('recent'), spam: id('spam'), stalled: id('stalled'), drawings: id('drawings') };
  const uploads = { abandoned: id('abandoned'), finished: id('finished') };
  const objects = { expired: `${ids.expired}/1-old.pdf`, spam: `spam/${ids.spam}/1-s.pdf`, finished: `uploads/${uploads.finished}/set.pdf`, kept: `${ids.recent}/1-kept.pdf`, drawings: `${ids.drawings}/1-drawing.pdf` };
  for (const key of Object.values(objects)) await putObject(key, readFileSync(REAL_PDF));
  const abandonedKey = `uploads/${uploads.abandoned}/set.pdf`;
  const r2UploadId = await startMultipartUpload(abandonedKey);
  const file = (key: string) => ({ name: 'old.pdf', size: 1, type: 'application/pdf', key });
  const row = (rowId: string, status: string, lead: string, when: string, files: object[] = [], spam = '') =>
    `(${literal(rowId)}, ${literal(when)}, ${literal(when)}, ${literal(status)}, ${literal(lead)}, 'Old Lead', 'old@lead.test', ${literal(tag)}, ${literal(JSON.stringify(files))}, 'test', ${literal(spam)})`;
  const upload = (uploadId: string, key: string, r2Id: string, status: string) =>
    `(${literal(uploadId)}, ${literal(r2Id)}, ${literal(key)}, 'set.pdf', 1, 'application/pdf', 'test', ${literal(status)}, NULL, 0, 0)`;
  // In one transaction: a quote request from another test may run the same rules at any moment, and it
  // must find each old request whole.
  await inOneTransaction([
    `INSERT INTO quote_requests (id, received_at, last_contact_at, status, lead_status, name, email, message, files, client_hash, spam_reason) VALUES ${[
      row(ids.expired, 'complete', 'lost', at(2 * 365.25 * day + day), [file(objects.expired)]),
      row(ids.won, 'complete', 'won', at(3 * 365.25 * day)),
      row(ids.recent, 'complete', 'quoted', at(30 * day), [file(objects.kept)]),
      // Past the days the firm keeps drawings (content/firm.json requests.drawingsKeepDays), within the two years: its file goes, its details stay.
      row(ids.drawings, 'complete', 'lost', at((requestDrawingsKeepDays + 1) * day), [file(objects.drawings)]),
      row(ids.spam, 'complete', 'new', at(31 * day), [file(objects.spam)], 'honeypot filled in'),
      row(ids.stalled, 'storing', 'new', at(2 * 3_600_000)),
    ].join(', ')}`,
    `INSERT INTO quote_uploads (id, r2_upload_id, key, name, size, type, client_hash, status, request_id, created_at, touched_at) VALUES ${[
      upload(uploads.abandoned, abandonedKey, r2UploadId, 'uploading'),
      upload(uploads.finished, objects.finished, 'r2', 'complete'),
    ].join(', ')}`,
    `INSERT INTO quote_upload_parts (upload_id, part, etag, size) VALUES (${literal(uploads.abandoned)}, 1, 'e1', 1)`,
    // A first answer's sealed link, long past the few minutes a resend may have it (functions/_shared/submission.ts).
    `UPDATE quote_requests SET answer_sealed = 'sealed-link' WHERE id = ${literal(ids.recent)}`,
    `INSERT INTO sender_links (token_hash, request_id, created_at) VALUES (${literal(id('live-link'))}, ${literal(ids.recent)}, ${literal(at(day))})`,
    // Daily visit totals: one past the months the firm keeps them (content/firm.json visits.keepMonths), one within.
    `INSERT INTO visit_days (day, landing, referrer, utm_source, utm_medium, campaign, visits) VALUES (date('now', '-${visitCountsKeepMonths + 1} months'), '/', '', '', '', ${literal(id('old-visits'))}, 3), (date('now', '-120 days'), '/', '', '', '', ${literal(id('kept-visits'))}, 2)`,
  ]);

  // A link, a history entry or an upload of a request that does not exist cannot be written at all (foreign keys).
  for (const orphan of [
    `INSERT INTO sender_links (token_hash, request_id, created_at) VALUES (${literal(id('orphan-link'))}, ${literal(id('gone'))}, ${literal(at(day))})`,
    `INSERT INTO lead_events (request_id, at, actor, kind) VALUES (${literal(id('gone'))}, ${literal(at(day))}, 'test', 'note')`,
    `INSERT INTO quote_uploads (id, r2_upload_id, key, name, size, type, client_hash, request_id, created_at, touched_at) VALUES (${literal(id('orphan-upload'))}, 'r2', 'k', 'set.pdf', 1, 'application/pdf', 'test', ${literal(id('gone'))}, 0, 0)`,
  ]) await expect(sql(orphan)).rejects.toThrow(/FOREIGN KEY constraint failed/);

  const run = await request.get(CRON);
  expect(run.status(), await run.text()).toBe(200);

  expect((await sql(`SELECT id FROM quote_requests WHERE message = ${literal(tag)} ORDER BY id`)).map((r) => r.id)).toEqual([ids.recent, ids.won, ids.drawings].sort());
  expect(await sql(`SELECT files FROM quote_requests WHERE id = ${literal(ids.drawings)}`)).toEqual([{ files: '[]' }]);
  const left = await Promise.all([...Object.values(objects), abandonedKey].map(async (key) => ((await objectExists(key)) ? key : '')));
  expect(left.filter(Boolean)).toEqual([objects.kept]);
  expect((await rowsHolding([ids.expired, ids.spam, ids.stalled, uploads.abandoned, uploads.finished])).filter((r) => !r.startsWith('privacy_audit: '))).toEqual([]);
  expect(await sql(`SELECT token_hash FROM sender_links WHERE token_hash = ${literal(id('live-link'))}`)).toHaveLength(1);
  expect(await sql(`SELECT answer_sealed FROM quote_requests WHERE id = ${literal(ids.recent)}`)).toEqual([{ answer_sealed: '' }]);
  expect(await sql(`SELECT campaign FROM visit_days WHERE campaign IN (${literal(id('old-visits'))}, ${literal(id('kept-visits'))})`)).toEqual([{ campaign: id('kept-visits') }]);
  // Each erased as "Erase this request" erases: one audit entry apiece, with no personal data.
  expect(await sql(`SELECT actor, detail FROM privacy_audit WHERE instr(detail, ${literal(testInfo.testId)}) > 0 ORDER BY actor, detail`)).toEqual([
    { actor: 'drawings rule', detail: `request ${ids.drawings}: 1 stored file erased, ${requestDrawingsKeepDays} days after the last contact (drawings rule)` },
    { actor: 'quote endpoint', detail: `request ${ids.stalled} erased (not stored): its row, history and 0 stored files` },
    { actor: 'retention rule', detail: `request ${ids.expired} erased (retention): its row, history and 1 stored file` },
    { actor: 'spam rule', detail: `request ${ids.spam} erased (spam expiry): its row, history and 1 stored file` },
  ]);
});

test('on a Monday\'s run, the housekeeping deletes from R2 what no row names, and leaves what one does', async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const tag = markerFor(testInfo);
  const [live, gone, goneUpload] = [randomUUID(), randomUUID(), randomUUID()];
  const objects = { named: `${live}/1-named.pdf`, goneRequest: `${gone}/1-left.pdf`, goneSpam: `spam/${gone}/1-s.pdf`, goneUpload: `uploads/${goneUpload}/set.pdf` };
  for (const key of Object.values(objects)) await putObject(key, readFileSync(REAL_PDF));
  const when = new Date().toISOString();
  await sql(
    `INSERT INTO quote_requests (id, received_at, last_contact_at, status, lead_status, name, email, message, files, client_hash) VALUES (${literal(live)}, ${literal(when)}, ${literal(when)}, 'complete', 'new', 'Live Lead', 'live@lead.test', ${literal(tag)}, ${literal(JSON.stringify([{ name: 'named.pdf', size: 1, type: 'application/pdf', key: objects.named }]))}, 'test')`,
  );
  const exists = async () => Object.fromEntries(await Promise.all(Object.entries(objects).map(async ([name, key]) => [name, await objectExists(key)] as const)));

  // A Tuesday's run (the local runtime takes the scheduled time in ms) sweeps nothing.
  const tuesday = Date.parse('2026-12-01T03:15:00Z');
  expect((await request.get(`${CRON}&time=${tuesday}`)).status()).toBe(200);
  expect(await exists()).toEqual({ named: true, goneRequest: true, goneSpam: true, goneUpload: true });

  const monday = Date.parse('2026-11-30T03:15:00Z');
  const run = await request.get(`${CRON}&time=${monday}`);
  expect(run.status(), await run.text()).toBe(200);
  expect(await exists()).toEqual({ named: true, goneRequest: false, goneSpam: false, goneUpload: false });
});
