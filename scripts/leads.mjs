#!/usr/bin/env node
// @ts-check
/**
 * Prints the quote requests the site has received, newest first, one JSON object per line:
 * id, received_at, name, email, company, phone, service, message, drawings_link, files (names, sizes).
 *
 *   npm run leads                   the local database (what `npm start` stored)
 *   npm run leads -- --remote       the deployed database on Cloudflare (after `wrangler login`)
 *   npm run leads -- --state DIR    a local database kept elsewhere (the e2e suite's)
 *
 * Files are in R2 under each request's id: `npx wrangler r2 object get stratum-drawings/<key> --remote`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COLUMNS = 'id, received_at, name, email, company, phone, service, message, drawings_link, files';

/**
 * @param {{ remote?: boolean, state?: string }} where
 * @returns {Array<Record<string, unknown> & { files: Array<{ name: string, size: number }> }>}
 */
export function readLeads({ remote = false, state = join('.wrangler', 'state') } = {}) {
  const target = remote ? ['--remote'] : ['--local', '--persist-to', state];
  const read = () =>
    execFileSync(
      join('node_modules', '.bin', 'wrangler'),
      ['d1', 'execute', 'DB', ...target, '--json', '--command', `SELECT ${COLUMNS} FROM quote_requests ORDER BY received_at DESC, rowid DESC`],
      { encoding: 'utf8', env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
  // The local database is a SQLite file the running server may be writing to at this moment: a read
  // then fails with "database is locked" (SQLITE_BUSY). Wait a moment and read again.
  let output = '';
  for (let attempt = 1; ; attempt++) {
    try {
      output = read();
      break;
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String(/** @type {{ stderr?: string }} */ (error).stderr ?? error));
      if (!busy || attempt >= 5) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
  const [result] = JSON.parse(output);
  return result.results.map((/** @type {Record<string, unknown>} */ row) => ({
    ...row,
    files: JSON.parse(String(row.files)).map((/** @type {{ name: string, size: number }} */ f) => ({ name: f.name, size: f.size })),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const stateAt = args.indexOf('--state');
  try {
    for (const lead of readLeads({ remote: args.includes('--remote'), state: stateAt >= 0 ? args[stateAt + 1] : undefined })) {
      console.log(JSON.stringify(lead));
    }
  } catch (error) {
    const detail = /** @type {{ stderr?: string }} */ (error).stderr || String(error);
    console.error(`Could not read the quote requests: ${detail.trim().split('\n').slice(-3).join(' ')}`);
    console.error('Locally, run `npm start` once first (it creates the database); remotely, run `npx wrangler login`.');
    process.exit(1);
  }
}
