import { isTransientD1Error, retryTransient, retryingD1 } from './d1-retry';

const busy = () => new Error('D1_ERROR: NOSENTRY database is locked: SQLITE_BUSY');

/** A statement that fails with `errors` in turn, then answers. */
function fakeStatement(errors: Error[]) {
  const statement = {
    calls: 0,
    bound: [] as unknown[],
    bind(...values: unknown[]) {
      statement.bound = values;
      return statement;
    },
    async run() {
      statement.calls++;
      const error = errors.shift();
      if (error) throw error;
      return { success: true, meta: { changes: 1 }, results: [] };
    },
  };
  return statement;
}

test('knows the transient errors from the others, in the message or its cause', () => {
  expect(isTransientD1Error(busy())).toBe(true);
  expect(isTransientD1Error(new Error('D1_ERROR: Network connection lost.'))).toBe(true);
  expect(isTransientD1Error(new Error('D1_ERROR', { cause: busy() }))).toBe(true);
  expect(isTransientD1Error(new Error('D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = 56qksdk71v5sp8glk7sbpafl'))).toBe(true);
  expect(isTransientD1Error(new Error('D1_ERROR: no such table: quote_requests'))).toBe(false);
  expect(isTransientD1Error(new Error('UNIQUE constraint failed: quote_requests.id'))).toBe(false);
  expect(isTransientD1Error('SQLITE_BUSY')).toBe(false);
});

test('a statement that meets a busy database is tried again until it runs', async () => {
  const statement = fakeStatement([busy(), busy()]);
  const db = retryingD1({ prepare: () => statement } as unknown as D1Database);
  const result = await db.prepare('INSERT INTO t VALUES (?)').bind(1).run();
  expect(result.meta.changes).toBe(1);
  expect(statement.calls).toBe(3);
  expect(statement.bound).toEqual([1]);
});

test('any other error reaches the caller at once', async () => {
  const statement = fakeStatement([new Error('no such table: quote_requests')]);
  const db = retryingD1({ prepare: () => statement } as unknown as D1Database);
  await expect(db.prepare('SELECT 1').run()).rejects.toThrow('no such table');
  expect(statement.calls).toBe(1);
});

test('a database that stays busy is given up on after the last wait, with its error', async () => {
  let calls = 0;
  await expect(
    retryTransient(async () => {
      calls++;
      throw busy();
    }, [1, 1, 1]),
  ).rejects.toThrow('SQLITE_BUSY');
  expect(calls).toBe(4);
});

test("a batch is tried again whole, with D1's own statements", async () => {
  const inner = fakeStatement([]);
  const received: unknown[][] = [];
  let calls = 0;
  const db = retryingD1({
    prepare: () => inner,
    batch: async (statements: unknown[]) => {
      received.push(statements);
      if (++calls === 1) throw busy();
      return [];
    },
  } as unknown as D1Database);
  await db.batch([db.prepare('DELETE FROM a').bind(1), db.prepare('DELETE FROM b').bind(2)]);
  expect(calls).toBe(2);
  expect(received[1]).toEqual([inner, inner]);
});
