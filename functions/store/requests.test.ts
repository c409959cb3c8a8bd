/** @jest-environment node */
import { QUOTE_FIELDS, type QuoteRequest } from '../../lib/quote-schema';
import { insertReceiving, type NewRequest } from './requests';
import { sqliteD1 } from './sqlite-d1.test-helper';

/** The site's database on SQLite (functions/store/sqlite-d1.test-helper.ts), and a stored request's row as it stands. */
function database() {
  const { DB: d1, sql } = sqliteD1();
  return { d1, row: (id: string) => sql(`SELECT * FROM quote_requests WHERE id = '${id}'`)[0]! };
}

// Each field its own value, so a column list and binds out of step put one in another's column.
const quote = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, field === 'service' ? '' : `the ${field}`])) as QuoteRequest;
const row = (over: Partial<NewRequest> = {}): NewRequest => ({
  id: crypto.randomUUID(),
  at: '2026-12-01T10:00:00.000Z',
  quote,
  clientHash: 'hash',
  spam: '',
  source: '{"landing":"/"}',
  submission: null,
  challenged: 1,
  allowance: { since: '2026-12-01T09:00:00.000Z', count: 1, reason: 'over the allowance' },
  ...over,
});

it("stores each of the quote schema's fields in its own column, and the rest where they belong", async () => {
  const { d1, row: read } = database();
  const request = row();
  expect(await insertReceiving(d1, request).first()).toEqual({ spam_reason: '' });
  const stored = read(request.id);
  for (const field of QUOTE_FIELDS) expect([field, stored[field]]).toEqual([field, quote[field]]);
  expect(stored).toMatchObject({ status: 'receiving', received_at: request.at, last_contact_at: request.at, files: '[]', client_hash: 'hash', source: request.source, challenged: 1 });
});

it("files a request without the challenge as spam once the hour's allowance is taken, in the same statement", async () => {
  const { d1, row: read } = database();
  const first = row({ challenged: 0 });
  const second = row({ challenged: 0, at: '2026-12-01T10:01:00.000Z' });
  expect(await insertReceiving(d1, first).first()).toEqual({ spam_reason: '' });
  expect(await insertReceiving(d1, second).first()).toEqual({ spam_reason: 'over the allowance' });
  expect(read(second.id).spam_reason).toBe('over the allowance');
});
