#!/usr/bin/env node
// @ts-check
/**
 * How fast the lead desk answers with a thousand leads in it, on Cloudflare's local runtime:
 *
 *   npm run bench:desk [-- --leads 1000 --proposals 300 --runs 30 --port 3400]
 *
 * Serves out/ with tools/worker-dev.mjs on a state folder of its own, fills D1 with generated leads
 * (one INSERT), the firm's first actions on two in three, fee proposals on the newest (`--proposals`: one
 * version in three revised, one in four accepted with its contract record), and a year of daily visit totals (120 rows a
 * day, `--days`), signs in with the server's local Access key, and times the inbox's first page, a search,
 * a status filter, one lead, its proposals and a proposal's PDF, and the Sources view (the funnel) for each period, each `runs` times after a
 * warm-up. Prints medians and 95th percentiles. The goals: the inbox's first page and the Sources view
 * under 300 ms.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { importJWK } from 'jose';
import { accessJwt } from './local-access.mjs';
import { queryD1 } from './leads.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const LEADS = option('leads', 1000);
const PROPOSALS = Math.min(option('proposals', 300), LEADS);
const RUNS = option('runs', 30);
const PORT = option('port', 3400);
const STATE = join('.wrangler', 'bench-desk-state');
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync(join('out', 'desk', 'index.html'))) {
  console.error('No desk in out/. Run "npm run build" first.');
  process.exit(1);
}

const server = spawn('node', ['tools/worker-dev.mjs', '--port', String(PORT), '--state', STATE, '--fresh'], { stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

/** @param {string} url */
async function until(url) {
  // Three minutes: the local runtime starts slowly on a shared, busy machine.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within three minutes`);
}

await until(`${BASE}/`);
const statuses = ['new', 'contacted', 'quoted', 'won', 'lost'];
const landings = ['/', '/pricing/', '/uk/pricing/', '/services/bim/', '/eu/services/rebar-detailing/'];
const rows = Array.from({ length: LEADS }, (_, i) => {
  const at = new Date(Date.now() - i * 3_600_000).toISOString();
  const source = JSON.stringify({ landing: landings[i % landings.length], referrer: i % 3 ? 'https://www.google.com' : '', utm: i % 4 ? {} : { utm_campaign: `campaign-${i % 7}` }, pages: 1 + (i % 5) });
  const files = JSON.stringify(i % 2 ? [{ name: `plan-${i}.pdf`, size: 1_000_000 + i, type: 'application/pdf', key: `bench/${i}/1-plan.pdf` }] : []);
  return `('bench-${i}', '${at}', '${at}', 'complete', '${statuses[i % statuses.length]}', 'Person ${i}', 'person${i}@firm${i % 50}.test', 'Company ${i % 120}', 'estimation', 'Takeoff for building ${i}, drawings attached.', '${files}', 'bench', '${source.replace(/'/g, "''")}')`;
});
for (let i = 0; i < rows.length; i += 250) {
  queryD1(
    `INSERT INTO quote_requests (id, received_at, last_contact_at, status, lead_status, name, email, company, service, message, files, client_hash, source) VALUES ${rows.slice(i, i + 250).join(', ')}`,
    { state: STATE },
  );
}

// The firm's first action on two leads in three, 0-29 hours after each arrived (the speed to lead).
queryD1(
  "INSERT INTO lead_events (request_id, at, actor, kind, detail) SELECT id, strftime('%Y-%m-%dT%H:%M:%fZ', received_at, '+' || (rowid % 30) || ' hours'), 'bench', 'status', 'new → contacted' FROM quote_requests WHERE rowid % 3 != 0",
  { state: STATE },
);
// Fee proposals on the newest leads, sent 0-40 hours after each arrived: every third one revised (its
// first version superseded), every fourth accepted, with its acceptance and contract record.
const lines = JSON.stringify([
  { service: 'Cost Estimation & Takeoff', scope: 'Bill of quantities, substructure and frame', format: 'PDF and Excel', pricing: 'lump', fee: 185000 },
  { service: 'Cost Estimation & Takeoff', scope: 'Rebar takeoff, ground floor', format: 'Excel', pricing: 'rate', unit: 'sheet', quantity: 12, rate: 9550, fee: 114600 },
]);
const proposalColumns = `request_id, version, status, market, currency, lines, tax_mode, tax_percent, subtotal, tax, total, turnaround_days, revisions, deposit_percent, payment_terms,
  validity_days, valid_until, terms_version, terms_date, created_by, created_at, sent_by, sent_at, superseded_at, digest`;
const sent = "strftime('%Y-%m-%dT%H:%M:%fZ', received_at, '+' || (rowid % 40) || ' hours')";
/** @param {number} n */
const first = (n) => `(SELECT id FROM quote_requests WHERE id LIKE 'bench-%' ORDER BY received_at DESC LIMIT ${n})`;
queryD1(
  `INSERT INTO proposals (id, ${proposalColumns})
   SELECT 'p1-' || id, id, 1, CASE WHEN rowid % 3 = 0 THEN 'superseded' WHEN rowid % 4 = 0 THEN 'accepted' ELSE 'sent' END, 'uk', 'GBP', '${lines}', 'uk-vat', 0, 299600, 0, 299600, 5, 2, 30,
     'Invoices payable within 30 days.', 30, date(received_at, '+30 days'), '1.0', '2026-11-01', 'bench', received_at, 'bench', ${sent}, CASE WHEN rowid % 3 = 0 THEN ${sent} ELSE '' END, hex(randomblob(32))
   FROM quote_requests WHERE id IN ${first(PROPOSALS)}`,
  { state: STATE },
);
queryD1(
  `INSERT INTO proposals (id, ${proposalColumns})
   SELECT 'p2-' || request_id, request_id, 2, 'sent', market, currency, lines, tax_mode, tax_percent, subtotal, tax, total, turnaround_days, revisions, deposit_percent, payment_terms,
     validity_days, valid_until, terms_version, terms_date, created_by, created_at, sent_by, superseded_at, '', hex(randomblob(32)) FROM proposals WHERE status = 'superseded'`,
  { state: STATE },
);
queryD1(
  `INSERT INTO proposal_acceptances (proposal_id, digest, terms_version, terms_date, name, role, company, accepted_at)
   SELECT id, digest, terms_version, terms_date, 'Person', 'Director', 'Company', sent_at FROM proposals WHERE status = 'accepted'`,
  { state: STATE },
);
queryD1(
  `INSERT INTO contract_records (proposal_id, request_id, digest, accepted_at, keep_until, record)
   SELECT id, request_id, digest, sent_at, strftime('%Y-%m-%dT%H:%M:%fZ', sent_at, '+6 years'), json_object('proposal', json_object('lines', json(lines)), 'acceptance', json_object('name', 'Person')) FROM proposals WHERE status = 'accepted'`,
  { state: STATE },
);

// A year of daily visit totals: every day, 20 landing pages × 3 referrers × 2 campaigns (120 rows a day).
const DAYS = option('days', 365);
queryD1(
  `WITH RECURSIVE days(d) AS (SELECT 0 UNION ALL SELECT d + 1 FROM days WHERE d + 1 < ${DAYS}),
   pages(p) AS (VALUES ${landings.concat(['/about/', '/contact/', '/faqs/', '/blogs/', '/portfolio/', '/services/', '/team/', '/careers/', '/testimonials/', '/case-studies/', '/working-with-us/', '/services/cost-estimation/', '/services/material-takeoff/', '/services/shop-drawings/', '/uk/services/bim/']).map((p) => `('${p}')`).join(', ')}),
   refs(r) AS (VALUES (''), ('https://www.google.com'), ('https://www.linkedin.com')),
   camps(c) AS (VALUES (''), ('campaign-1'))
   INSERT INTO visit_days (day, landing, referrer, utm_source, utm_medium, campaign, visits)
   SELECT date('now', '-' || d || ' days'), p, r, '', '', c, 1 + abs(random()) % 20 FROM days, pages, refs, camps`,
  { state: STATE },
);
console.log(`Seeded ${LEADS} leads, proposals on ${PROPOSALS} of them and ${DAYS} days of visit totals.`);

const access = JSON.parse(readFileSync(join(STATE, 'local-access.json'), 'utf8'));
const token = await accessJwt(await importJWK(access.privateKey, 'RS256'), { kid: access.kid, teamDomain: access.teamDomain, aud: access.aud.desk, email: 'bench@localhost' });

/** @param {string} path */
async function time(path) {
  const ms = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const response = await fetch(`${BASE}${path}`, { headers: { 'Cf-Access-Jwt-Assertion': token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (i >= 3) ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

console.log(`Lead desk on the local runtime, ${LEADS} leads, ${PROPOSALS} with proposals, ${RUNS} runs each (ms):`);
console.log('| request | median | p95 |\n|---|---|---|');
for (const [label, path] of [
  ['inbox, first page', '/api/desk/leads?folder=inbox'],
  ['inbox, page 10', '/api/desk/leads?folder=inbox&page=10'],
  ['search "firm7"', '/api/desk/leads?folder=inbox&q=firm7'],
  ['status quoted', '/api/desk/leads?folder=inbox&status=quoted'],
  ['one lead', '/api/desk/leads/bench-501'],
  ['one lead with proposals', '/api/desk/leads/bench-3'],
  ['its proposals', '/api/desk/leads/bench-3/proposals'],
  ['a proposal PDF', '/api/desk/leads/bench-3/proposals/p1-bench-3.pdf'],
  ['sources, 7 days', '/api/desk/sources?days=7'],
  ['sources, 30 days', '/api/desk/sources?days=30'],
  ['sources, 90 days', '/api/desk/sources?days=90'],
  ['sources CSV, 90 days', '/api/desk/sources.csv?days=90'],
  ['CSV, every lead', '/api/desk/leads.csv?folder=inbox'],
]) {
  const { median, p95 } = await time(path);
  console.log(`| ${label} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`);
}
stop();
rmSync(STATE, { recursive: true, force: true });
process.exit(0);
