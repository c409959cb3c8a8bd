/** @jest-environment node */
import { HOUSEKEEPING_RULES, runHousekeeping, sweepOrphans } from './housekeeping';
import { eraseRequest } from './retention';
import type { Env } from './endpoint';

const uuid = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-000000000000`;

describe('the daily housekeeping', () => {
  it('runs every rule when one fails, logs the one that failed, and then fails the run naming it', async () => {
    const ran: string[] = [];
    const failing = "requests' drawings erased";
    const rules = HOUSEKEEPING_RULES.map((rule) => ({
      name: rule.name,
      run: async () => {
        ran.push(rule.name);
        if (rule.name === failing) throw new Error('R2 answered 500');
        return 1;
      },
    }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(runHousekeeping({} as Env, Date.now(), { weekly: false }, rules)).rejects.toThrow(`housekeeping: 1 rule(s) failed: ${failing} (R2 answered 500)`);
    expect(ran).toEqual(HOUSEKEEPING_RULES.map((rule) => rule.name));
    expect(errors).toHaveBeenCalledWith(`housekeeping: the rule "${failing}" failed, the others still run`, expect.any(Error));
    expect(logs.mock.calls.at(-1)?.[0]).toMatch(new RegExp(`; failed: ${failing}$`));
    errors.mockRestore();
    logs.mockRestore();
  });

  it('sweeps R2 only on the weekly run', async () => {
    const listed: unknown[] = [];
    const env = { FILES: { list: async (options: unknown) => (listed.push(options), { objects: [], truncated: false }) } } as unknown as Env;
    const sweep = HOUSEKEEPING_RULES.find((rule) => rule.name === 'orphaned objects deleted')!;
    expect(await sweep.run(env, Date.now(), { weekly: false })).toBe(0);
    expect(listed).toEqual([]);
    await sweep.run(env, Date.now(), { weekly: true });
    expect(listed.length).toBeGreaterThan(0);
  });
});

/** A bucket (keys listed in order, from `startAfter` or a cursor) and a database that knows some rows. */
function bucketAndRows(objects: { key: string; ageMs: number }[], requests: Record<string, string[]>, uploads: string[], now: number) {
  const keys = objects.map((o) => o.key).sort();
  const deleted: string[] = [];
  const FILES = {
    list: async ({ startAfter, cursor, limit = 1000 }: { startAfter?: string; cursor?: string; limit?: number }) => {
      const from = cursor ? Number(cursor) : startAfter ? keys.filter((k) => k <= startAfter).length : 0;
      const page = keys.slice(from, from + limit);
      const truncated = from + limit < keys.length;
      return { objects: page.map((key) => ({ key, uploaded: new Date(now - objects.find((o) => o.key === key)!.ageMs) })), truncated, ...(truncated ? { cursor: String(from + limit) } : {}) };
    },
    delete: async (list: string[]) => void deleted.push(...list),
  };
  const DB = {
    prepare: (sql: string) => ({
      bind: (...ids: string[]) => ({
        all: async () => ({
          results: sql.includes('FROM quote_requests')
            ? ids.filter((id) => id in requests).map((id) => ({ id, files: JSON.stringify(requests[id]!.map((key) => ({ key }))) }))
            : ids.filter((id) => uploads.includes(id)).map((id) => ({ id })),
        }),
      }),
    }),
  };
  return { env: { FILES, DB } as unknown as Env, deleted };
}

describe('the weekly sweep of R2', () => {
  const now = Date.parse('2026-11-30T03:15:00Z');
  const day = 86_400_000;
  const [live, gone, spamGone, upload, uploadGone] = [uuid(1), uuid(2), uuid(3), uuid(4), uuid(5)];
  const objects = [
    { key: `${live}/1-plan.pdf`, ageMs: 30 * day },
    { key: `${live}/added-1-late.pdf`, ageMs: 2 * day },
    { key: `${live}/added-2-now.pdf`, ageMs: 60_000 },
    { key: `${gone}/1-left.pdf`, ageMs: 60_000 },
    { key: `spam/${spamGone}/1-s.pdf`, ageMs: 3 * day },
    { key: `uploads/${upload}/set.pdf`, ageMs: 3 * day },
    { key: `uploads/${uploadGone}/set.pdf`, ageMs: 3 * day },
    { key: 'samples/not-ours.pdf', ageMs: 400 * day },
  ];

  it('deletes what no row names: under a request that is gone, an upload that is gone, and a day-old object its request does not list', async () => {
    const { env, deleted } = bucketAndRows(objects, { [live]: [`${live}/1-plan.pdf`] }, [upload], now);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // Started in the middle of the bucket: it goes round, and sees every key once.
    expect(await sweepOrphans(env, now, uuid(3))).toBe(4);
    expect(deleted.sort()).toEqual([`${live}/added-1-late.pdf`, `${gone}/1-left.pdf`, `spam/${spamGone}/1-s.pdf`, `uploads/${uploadGone}/set.pdf`].sort());
  });
});

describe('an erasure', () => {
  it('aborts an upload that started for the request while it was being erased, and deletes its object', async () => {
    const id = uuid(7);
    const late = { id: uuid(8), key: `uploads/${uuid(8)}/set.pdf`, r2_upload_id: 'r2-late', status: 'uploading' };
    const aborted: string[] = [];
    const deleted: string[] = [];
    const statement = (sql: string) => ({
      bind: () => statement(sql),
      first: async () => ({ files: '[]' }),
      // The select finds no upload: the late one starts after it.
      all: async () => ({ results: [] }),
      sql,
    });
    const env = {
      DB: {
        prepare: statement,
        batch: async (list: { sql: string }[]) => list.map((s) => ({ results: /DELETE FROM quote_uploads .*RETURNING/.test(s.sql) ? [late] : [] })),
      },
      FILES: {
        list: async () => ({ objects: [], truncated: false }),
        delete: async (keys: string | string[]) => void deleted.push(...[keys].flat()),
        resumeMultipartUpload: (key: string, uploadId: string) => ({ abort: async () => void aborted.push(`${key} ${uploadId}`) }),
      },
    } as unknown as Env;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await eraseRequest(env, id, { actor: 'sender', reason: 'withdrawn' }, Date.now());
    expect(aborted).toEqual([`${late.key} r2-late`]);
    expect(deleted).toContain(late.key);
  });
});
