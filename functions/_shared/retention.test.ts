/** @jest-environment node */
import { DRAWINGS_RETENTION_DAYS } from '../../lib/lead-desk';
import { QUOTE_FIELDS, type QuoteRequest } from '../../lib/quote-schema';
import { eraseExpiredContracts } from '../store/proposals';
import { insertReceiving } from '../store/requests';
import { sqliteD1 } from '../store/sqlite-d1.test-helper';
import type { Env } from './endpoint';
import { eraseExpired, eraseOldDrawings, eraseRequest } from './retention';

/**
 * Two runs of the housekeeping at once, as happens when the cron runs while a quote request's own
 * tidying does (functions/routes/quote.ts `tidy`): each request and contract record is erased and logged once, on the
 * site's own schema (SQLite, functions/store/sqlite-d1.test-helper.ts). Both runs read the same requests before either writes.
 */

const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:00.000Z');

/** A bucket of the given keys (listing and deleting as R2 does), and the site's database. */
function site(keys: string[]) {
  const bucket = new Set(keys);
  const FILES = {
    list: async ({ prefix }: { prefix: string }) => ({ objects: [...bucket].filter((key) => key.startsWith(prefix)).map((key) => ({ key })), truncated: false }),
    delete: async (list: string[]) => void list.forEach((key) => bucket.delete(key)),
  };
  const { DB, sql } = sqliteD1();
  const env = { DB, FILES } as unknown as Env;
  /** A complete request whose last contact was `ageDays` ago, holding the given stored files. */
  const request = async (id: string, ageDays: number, files: string[], lead = 'lost') => {
    const at = new Date(NOW - ageDays * DAY).toISOString();
    const quote = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ''])) as QuoteRequest;
    await insertReceiving(DB, { id, at, quote, clientHash: 'h', spam: '', source: '{}', submission: null, challenged: 1, allowance: { since: '', count: 9, reason: '' } }).first();
    const stored = JSON.stringify(files.map((key) => ({ name: 'set.pdf', size: 1, type: 'application/pdf', key })));
    sql(`UPDATE quote_requests SET status = 'complete', lead_status = '${lead}', files = '${stored}' WHERE id = '${id}'`);
  };
  return { env, sql, bucket, request };
}

it('erases a request two runs race to once, with one entry in the privacy log', async () => {
  const { env, sql, bucket, request } = site(['r1/1-set.pdf']);
  await request('r1', 800, ['r1/1-set.pdf']);
  await Promise.all([eraseRequest(env, 'r1', { actor: 'retention rule', reason: 'retention' }, NOW), eraseRequest(env, 'r1', { actor: 'retention rule', reason: 'retention' }, NOW)]);
  expect(sql("SELECT id FROM quote_requests WHERE id = 'r1'")).toEqual([]);
  expect([...bucket]).toEqual([]);
  expect(sql('SELECT actor, detail FROM privacy_audit')).toEqual([{ actor: 'retention rule', detail: 'request r1 erased (retention): its row, history and 1 stored file' }]);
});

it("takes a request's drawings once when two runs race to them, with one history entry and one privacy log entry", async () => {
  const { env, sql, bucket, request } = site(['r2/1-set.pdf', 'r3/1-kept.pdf']);
  await request('r2', DRAWINGS_RETENTION_DAYS + 1, ['r2/1-set.pdf']);
  await request('r3', DRAWINGS_RETENTION_DAYS - 1, ['r3/1-kept.pdf']);
  expect(await Promise.all([eraseOldDrawings(env, NOW), eraseOldDrawings(env, NOW)])).toEqual([1, 1]);
  expect([...bucket]).toEqual(['r3/1-kept.pdf']);
  expect(sql('SELECT id, files FROM quote_requests ORDER BY id')).toEqual([
    { id: 'r2', files: '[]' },
    { id: 'r3', files: expect.stringContaining('r3/1-kept.pdf') },
  ]);
  const what = `1 stored file erased, ${DRAWINGS_RETENTION_DAYS} days after the last contact (drawings rule)`;
  expect(sql('SELECT request_id, kind, detail FROM lead_events')).toEqual([{ request_id: 'r2', kind: 'files erased', detail: `${what}; the request's details are kept` }]);
  expect(sql('SELECT actor, detail FROM privacy_audit')).toEqual([{ actor: 'drawings rule', detail: `request r2: ${what}` }]);
});

it('keeps the retention rules to one erasure each when the cron and a quote request run them together', async () => {
  const { env, sql, request } = site([]);
  await request('old', 2 * 365.25 + 1, []);
  await request('won', 3 * 365.25, [], 'won');
  await Promise.all([eraseExpired(env, NOW), eraseExpired(env, NOW)]);
  expect(sql('SELECT id FROM quote_requests')).toEqual([{ id: 'won' }]);
  expect(sql('SELECT detail FROM privacy_audit')).toEqual([{ detail: 'request old erased (retention): its row, history and 0 stored files' }]);
});

it('erases a contract record past its years once when two runs race to it, with one entry in the privacy log', async () => {
  const { env, sql } = site([]);
  sql("INSERT INTO contract_records (proposal_id, request_id, digest, accepted_at, keep_until, record) VALUES ('p1', 'r9', 'd', '2019-11-30T12:00:00.000Z', '2025-11-30T12:00:00.000Z', '{}')");
  expect(await Promise.all([eraseExpiredContracts(env, NOW), eraseExpiredContracts(env, NOW)])).toEqual([1, 1]);
  expect(sql('SELECT proposal_id FROM contract_records')).toEqual([]);
  expect(sql('SELECT actor, detail FROM privacy_audit')).toEqual([{ actor: 'contract record rule', detail: expect.stringMatching(/^contract record of request r9 \(proposal p1\) erased, \d+ years after acceptance$/) }]);
});
