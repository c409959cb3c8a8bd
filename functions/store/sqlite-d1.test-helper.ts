import { readFileSync, readdirSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

/**
 * For the unit tests only (node:sqlite is not in the Worker's runtime): D1's statement API over an in-memory SQLite database, the engine D1 is, with the site's own migrations
 * and foreign keys on, as D1 has them: the stores' statements run as the Worker runs them, in
 * milliseconds. A batch runs its statements in order in one transaction and rolls back whole on an
 * error, as D1's does. Every call answers asynchronously, as D1 over the network does, so two callers
 * started together interleave at each await, as two Workers do.
 */
export function sqliteD1(): { DB: D1Database; sql: (query: string) => Record<string, unknown>[] } {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  for (const file of readdirSync('migrations').filter((name) => name.endsWith('.sql')).sort()) db.exec(readFileSync(`migrations/${file}`, 'utf8'));
  interface Statement {
    query: string;
    values: SQLInputValue[];
  }
  const results = ({ query, values }: Statement) => db.prepare(query).all(...values);
  const statement = (query: string, values: SQLInputValue[] = []) => ({
    query,
    values,
    bind: (...more: unknown[]) => statement(query, [...values, ...(more as SQLInputValue[])]),
    first: async () => db.prepare(query).get(...values) ?? null,
    all: async () => ({ results: results({ query, values }) }),
    run: async () => ({ meta: { changes: Number(db.prepare(query).run(...values).changes) }, results: [] }),
  });
  const batch = async (statements: Statement[]) => {
    db.exec('BEGIN');
    try {
      const answers = statements.map((one) => ({ results: results(one) }));
      db.exec('COMMIT');
      return answers;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };
  return {
    DB: { prepare: (query: string) => statement(query), batch } as unknown as D1Database,
    sql: (query) => db.prepare(query).all() as Record<string, unknown>[],
  };
}
