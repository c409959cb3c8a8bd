#!/usr/bin/env node
// @ts-check
/**
 * A developer's tool: the firm works in the lead desk (/desk/). Prints the quote requests the site has
 * received, newest first, one JSON object per line: id, received_at, lead_status, last_contact_at,
 * name, email, company, phone, service, message, drawings_link, files (name, size, type, R2 key, and what it was checked as),
 * source (landing page, referring site, UTM, pages seen) and notified (whether the firm was emailed).
 *
 *   npm run leads                      people's requests (the local database `npm start` uses)
 *   npm run leads -- --spam            suspected spam only, with the reason (kept 30 days)
 *   npm run leads -- --unnotified      people's requests nobody was emailed about
 *   npm run leads -- --failed          requests being stored now, or left half-stored (erased within the hour)
 *   npm run leads -- --files ID        saves request ID's files into ./leads/ID/
 *   npm run leads -- --remote …        the deployed database and bucket on Cloudflare (after `wrangler login`)
 *   npm run leads -- --state DIR …     a local database kept elsewhere (the e2e suite's)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COLUMNS = 'id, received_at, status, lead_status, last_contact_at, name, email, company, phone, service, message, drawings_link, files, source, spam_reason, notified, notify_attempts, notify_error';
const BUCKET = 'stratum-drawings';
const WRANGLER = join('node_modules', '.bin', 'wrangler');
const WRANGLER_ENV = { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' };

/** Which requests: people's complete ones (default), spam, the unnotified, or the failed. */
const FILTERS = {
  leads: "status = 'complete' AND spam_reason = ''",
  spam: "spam_reason != ''",
  unnotified: "status = 'complete' AND spam_reason = '' AND notified = 0",
  failed: "status != 'complete'",
};

/** @param {{ remote?: boolean, state?: string }} where */
const target = ({ remote = false, state = join('.wrangler', 'state') }) => (remote ? ['--remote'] : ['--local', '--persist-to', state]);

/**
 * The statement that reads one kind of request, newest first; `toLead` shapes each of its rows.
 * @param {keyof typeof FILTERS} only
 */
export const leadsQuery = (only) => `SELECT ${COLUMNS} FROM quote_requests WHERE ${FILTERS[only]} ORDER BY received_at DESC, rowid DESC`;

/**
 * @typedef {{ name: string, size: number, type: string, key: string, checked?: string }} LeadFile
 * @typedef {Record<string, unknown> & { id: string, files: LeadFile[], source: Record<string, unknown>, notified: boolean, spam?: string }} Lead
 * @param {Record<string, unknown>} row
 * @returns {Lead}
 */
export function toLead(row) {
  const { spam_reason, notified, notify_attempts, notify_error, status, ...rest } = row;
  return {
    ...rest,
    ...(status === 'complete' ? {} : { status }),
    files: JSON.parse(String(row.files)).map((/** @type {LeadFile} */ f) => ({ name: f.name, size: f.size, type: f.type, key: f.key, ...(f.checked ? { checked: f.checked } : {}) })),
    source: JSON.parse(String(row.source)),
    notified: notified === 1,
    ...(notified === 1 || !notify_attempts ? {} : { notify_attempts, notify_error }),
    ...(spam_reason ? { spam: String(spam_reason) } : {}),
    id: String(row.id),
  };
}

/**
 * @param {{ remote?: boolean, state?: string, only?: keyof typeof FILTERS }} options
 * @returns {Lead[]}
 */
export function readLeads({ remote = false, state, only = 'leads' } = {}) {
  return queryD1(leadsQuery(only), { remote, state }).map(toLead);
}

/**
 * Runs one SQL statement on the database and returns its rows.
 * @param {string} sql
 * @param {{ remote?: boolean, state?: string }} where
 * @returns {Record<string, unknown>[]}
 */
export function queryD1(sql, { remote = false, state } = {}) {
  const read = () =>
    execFileSync(WRANGLER, ['d1', 'execute', 'DB', ...target({ remote, state }), '--json', '--command', sql], {
      encoding: 'utf8',
      env: WRANGLER_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  return result.results;
}

/**
 * Saves one request's files under `into`/ID/, by their original names; returns the paths written.
 * @param {string} id
 * @param {{ remote?: boolean, state?: string, into?: string }} options
 */
export function saveFiles(id, { remote = false, state, into = 'leads' } = {}) {
  const lead = [...readLeads({ remote, state, only: 'leads' }), ...readLeads({ remote, state, only: 'spam' })].find((l) => l.id === id || l.id.startsWith(id));
  if (!lead) throw new Error(`No request with the id ${id}.`);
  const dir = join(into, lead.id);
  mkdirSync(dir, { recursive: true });
  return lead.files.map((file, index) => {
    const path = join(dir, `${index + 1}-${basename(file.name).replace(/[^\w. -]+/g, '_')}`);
    execFileSync(WRANGLER, ['r2', 'object', 'get', `${BUCKET}/${file.key}`, ...target({ remote, state }), '--file', path], { env: WRANGLER_ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    return path;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (/** @type {string} */ flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const where = { remote: args.includes('--remote'), state: value('--state') };
  try {
    const filesOf = value('--files');
    if (filesOf) {
      for (const path of saveFiles(filesOf, where)) console.log(path);
    } else {
      const only = /** @type {const} */ (['spam', 'unnotified', 'failed']).find((name) => args.includes(`--${name}`)) ?? 'leads';
      for (const lead of readLeads({ ...where, only })) console.log(JSON.stringify(lead));
    }
  } catch (error) {
    const detail = /** @type {{ stderr?: string }} */ (error).stderr || String(error);
    console.error(`Could not read the quote requests: ${String(detail).trim().split('\n').slice(-3).join(' ')}`);
    console.error('Locally, run `npm start` once first (it creates the database); remotely, run `npx wrangler login`.');
    process.exit(1);
  }
}
