/** @jest-environment node */
import { QUOTE_FIELDS, type QuoteRequest } from '../../lib/quote-schema';
import * as admissions from './admissions';
import * as audit from './audit';
import * as events from './events';
import * as links from './links';
import { insertReceiving, type NewRequest } from './requests';
import * as uploads from './uploads';
import { sqliteD1 } from './sqlite-d1.test-helper';

/** The site's database on SQLite (functions/store/sqlite-d1.test-helper.ts), with a request of the given id. */
function database() {
  const { DB: d1, sql } = sqliteD1();
  const request = async (id: string) => {
    const quote = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ''])) as QuoteRequest;
    const row: NewRequest = { id, at: '2026-12-01T10:00:00.000Z', quote, clientHash: 'h', spam: '', source: '{}', submission: null, challenged: 1, allowance: { since: '', count: 9, reason: '' } };
    await insertReceiving(d1, row).first();
  };
  return { d1, request, sql };
}

it('writes a conditional history entry only when its condition holds, with the condition’s values apart from the entry’s', async () => {
  const { d1, request, sql } = database();
  await request('r1');
  const condition = 'EXISTS (SELECT 1 FROM lead_events WHERE request_id = ?1 AND actor = ?2 AND kind = ?3)';
  await events.recordIf(d1, 'r1', '2026-12-01T11:00:00.000Z', 'the sender', 'status', 'new → won', condition, ['r1', 'desk', 'note']).run();
  expect(sql('SELECT kind FROM lead_events')).toEqual([]);
  await events.record(d1, 'r1', '2026-12-01T10:30:00.000Z', 'desk', 'note', 'called').run();
  await events.recordIf(d1, 'r1', '2026-12-01T11:00:00.000Z', 'the sender', 'status', 'new → won', condition, ['r1', 'desk', 'note']).run();
  expect((await events.newestFirst(d1, 'r1').all()).results).toEqual([
    { at: '2026-12-01T11:00:00.000Z', actor: 'the sender', kind: 'status', detail: 'new → won' },
    { at: '2026-12-01T10:30:00.000Z', actor: 'desk', kind: 'note', detail: 'called' },
  ]);
  expect(await events.lastOf(d1, 'r1', 'status').first()).toEqual({ at: '2026-12-01T11:00:00.000Z' });
});

it("takes an upload from its start to its request, and erases it with the request's uploads, reading back what went", async () => {
  const { d1, request, sql } = database();
  await request('r1');
  const id = 'u1';
  await uploads.start(d1, { id, r2_upload_id: 'r2', key: 'uploads/u1/a.pdf', name: 'a.pdf', size: 10, type: 'application/pdf', clientHash: 'h', for_request: 'r1', at: 1 }).run();
  await uploads.savePart(d1, id, { part: 1, etag: 'e1', size: 10 }).run();
  await uploads.savePart(d1, id, { part: 1, etag: 'e2', size: 10 }).run();
  expect((await uploads.partsOf(d1, id).all()).results).toEqual([{ part: 1, etag: 'e2', size: 10 }]);
  expect((await uploads.ready(d1, [id], 'r1').all()).results).toEqual([]);
  await uploads.markComplete(d1, id, 'PDF', 2).run();
  expect((await uploads.ready(d1, [id], null).all()).results).toEqual([]);
  expect((await uploads.ready(d1, [id], 'r1').all()).results).toMatchObject([{ id, status: 'complete', checked: 'PDF', touched_at: 2 }]);
  expect((await uploads.attach(d1, 'r1', [id]).run()).meta.changes).toBe(1);
  expect((await uploads.attach(d1, 'r1', [id]).run()).meta.changes).toBe(0);
  expect(await uploads.free(d1, id).first()).toBeNull();
  expect((await uploads.attachedOf(d1, 'r1', [id]).all()).results).toEqual([{ id }]);
  expect(sql(`SELECT id FROM quote_requests WHERE id IN (${uploads.requestsWithUploads})`)).toEqual([{ id: 'r1' }]);
  const [parts, rows] = uploads.dropOfRequest(d1, 'r1');
  await parts!.run();
  expect((await rows!.all()).results).toEqual([{ id, key: 'uploads/u1/a.pdf', r2_upload_id: 'r2', status: 'complete' }]);
  expect(sql('SELECT * FROM quote_upload_parts')).toEqual([]);
});

it('admits up to the limit in the window, counts what stands, and forgets what is past it', async () => {
  const { d1 } = database();
  const admitted = [];
  for (const at of [100, 200, 300]) admitted.push((await admissions.admitIf(d1, 'k', at, 50, 2).run()).meta.changes);
  expect(admitted).toEqual([1, 1, 0]);
  expect(await admissions.countSince(d1, 'k', 150).first()).toEqual({ count: 1, oldest: 200 });
  await admissions.forget(d1, 150).run();
  expect(await admissions.countSince(d1, 'k', 0).first()).toEqual({ count: 1, oldest: 200 });
});

it("keeps a link and an audit entry as written, and the link goes with its request's erasure", async () => {
  const { d1, request } = database();
  await request('r1');
  await links.insert(d1, 'hash', 'r1', '2026-12-01T10:00:00.000Z').run();
  expect(await links.byHash(d1, 'hash').first()).toEqual({ token_hash: 'hash', request_id: 'r1' });
  await links.removeOf(d1, 'r1').run();
  expect(await links.byHash(d1, 'hash').first()).toBeNull();
  const entry = { at: '2026-12-01T10:00:00.000Z', actor: 'desk', action: 'erased', detail: 'request r1 erased' } as const;
  await audit.record(d1, entry).run();
  expect((await audit.recent(d1).all()).results).toEqual([entry]);
});
