#!/usr/bin/env node
// @ts-check
/**
 * CPU milliseconds per request of the Worker's heaviest routes, on Cloudflare's local runtime, to choose
 * the Workers plan (docs/deploying.md, "Which Workers plan"):
 *
 *   npm run measure:cpu [-- --runs 15 --leads 1000 --port 3450]
 *
 * Serves out/ with tools/worker-dev.mjs on a state folder of its own, fills D1 as `npm run bench:desk`
 * does (leads, the firm's first actions, a year of daily visit totals), and sends each route `runs` times
 * after a warm-up: a quote with two files (a PDF and a ZIP, whose contents are screened), the desk's CSV
 * export of every lead, the Sources view for 90 days, and the daily housekeeping (wrangler's
 * /__scheduled). What it counts is the CPU time of the workerd process that runs the Worker, read from
 * Linux's per-thread scheduler statistics (/proc/<pid>/task/<tid>/schedstat, in nanoseconds) before the
 * request and once the process is idle again after it (so work in waitUntil counts, as Cloudflare counts
 * it), less the process's idle rate over the same time. Prints medians and the 90th percentile.
 *
 * An upper bound: workerd locally also runs the asset and router Workers and the D1 database (SQLite in
 * the same process); on Cloudflare a D1 query runs in the database, not in the Worker's CPU time. Linux
 * only (it reads /proc).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { importJWK } from 'jose';
import { accessJwt } from './local-access.mjs';
import { queryD1 } from './leads.mjs';

register('./ts-hooks.mjs', import.meta.url);
/** @type {typeof import('../tests/fixtures/archives')} */
const { zipOf } = await import(new URL('../tests/fixtures/archives.ts', import.meta.url).href);

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option('runs', 15);
const LEADS = option('leads', 1000);
const PORT = option('port', 3450);
const WARM_UP = 2;
/** Cloudflare's CPU time per invocation on the Workers Free plan. */
const FREE_PLAN_CPU_MS = 10;
const STATE = join('.wrangler', 'measure-cpu-state');
const BASE = `http://127.0.0.1:${PORT}`;

if (process.platform !== 'linux') {
  console.error('measure:cpu reads Linux\'s /proc for the runtime\'s CPU time: run it on Linux.');
  process.exit(1);
}
if (!existsSync(join('out', 'desk', 'index.html'))) {
  console.error('No desk in out/. Run "npm run build" first.');
  process.exit(1);
}

const server = spawn(process.execPath, ['tools/worker-dev.mjs', '--port', String(PORT), '--state', STATE, '--fresh'], { stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));

/** @param {string} url */
async function until(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

/** The workerd processes started under our server (wrangler dev → workerd). */
function workerdPids() {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, string>} */
  const names = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      names.set(Number(entry), name);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone since the listing
    }
  }
  const found = [];
  const queue = [server.pid ?? -1];
  while (queue.length) {
    const pid = /** @type {number} */ (queue.shift());
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === 'workerd') found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Nanoseconds on CPU, all threads of those processes (schedstat's first field). @param {number[]} pids */
function cpuNs(pids) {
  let total = 0;
  for (const pid of pids) {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended
      }
    }
  }
  return total;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

await until(`${BASE}/`);
const pids = workerdPids();
if (!pids.length) throw new Error('Found no workerd process under the local server.');

// As bench:desk seeds it: leads over the last weeks, the firm's first actions, a year of visit totals.
const statuses = ['new', 'contacted', 'quoted', 'won', 'lost'];
const landings = ['/', '/pricing/', '/uk/pricing/', '/services/bim/', '/eu/services/rebar-detailing/', '/about/', '/contact/', '/faqs/', '/blogs/', '/portfolio/'];
const rows = Array.from({ length: LEADS }, (_, i) => {
  const at = new Date(Date.now() - i * 3_600_000).toISOString();
  const source = JSON.stringify({ landing: landings[i % landings.length], referrer: i % 3 ? 'https://www.google.com' : '', utm: i % 4 ? {} : { utm_campaign: `campaign-${i % 7}` }, pages: 1 + (i % 5) });
  const files = JSON.stringify(i % 2 ? [{ name: `plan-${i}.pdf`, size: 1_000_000 + i, type: 'application/pdf', key: `measure/${i}/1-plan.pdf` }] : []);
  return `('measure-${i}', '${at}', '${at}', 'complete', '${statuses[i % statuses.length]}', 'Person ${i}', 'person${i}@firm${i % 50}.test', 'Company ${i % 120}', 'estimation', 'Takeoff for building ${i}, drawings attached.', '${files}', 'measure', '${source.replace(/'/g, "''")}')`;
});
for (let i = 0; i < rows.length; i += 250) {
  queryD1(`INSERT INTO quote_requests (id, received_at, last_contact_at, status, lead_status, name, email, company, service, message, files, client_hash, source) VALUES ${rows.slice(i, i + 250).join(', ')}`, { state: STATE });
}
queryD1("INSERT INTO lead_events (request_id, at, actor, kind, detail) SELECT id, strftime('%Y-%m-%dT%H:%M:%fZ', received_at, '+' || (rowid % 30) || ' hours'), 'measure', 'status', 'new → contacted' FROM quote_requests WHERE rowid % 3 != 0", { state: STATE });
queryD1(
  `WITH RECURSIVE days(d) AS (SELECT 0 UNION ALL SELECT d + 1 FROM days WHERE d + 1 < 365),
   pages(p) AS (VALUES ${landings.map((p) => `('${p}')`).join(', ')}),
   refs(r) AS (VALUES (''), ('https://www.google.com'), ('https://www.linkedin.com')),
   camps(c) AS (VALUES (''), ('campaign-1'))
   INSERT INTO visit_days (day, landing, referrer, utm_source, utm_medium, campaign, visits)
   SELECT date('now', '-' || d || ' days'), p, r, '', '', c, 1 + abs(random()) % 20 FROM days, pages, refs, camps`,
  { state: STATE },
);

const access = JSON.parse(readFileSync(join(STATE, 'local-access.json'), 'utf8'));
const token = await accessJwt(await importJWK(access.privateKey, 'RS256'), { kid: access.kid, teamDomain: access.teamDomain, aud: access.aud.desk, email: 'measure@localhost' });
const desk = { 'Cf-Access-Jwt-Assertion': token };

// The runtime's own rate at rest (timers, the inspector), taken off each request's count.
await sleep(1000);
const restStart = cpuNs(pids);
const restAt = performance.now();
await sleep(3000);
const idleNsPerMs = (cpuNs(pids) - restStart) / (performance.now() - restAt);

/** Waits until the runtime is back at rest (waitUntil work done), and answers when that was. */
async function settled() {
  let last = cpuNs(pids);
  let at = performance.now();
  for (let quiet = 0, i = 0; quiet < 2 && i < 200; i++) {
    await sleep(20);
    const now = cpuNs(pids);
    const t = performance.now();
    quiet = now - last <= idleNsPerMs * (t - at) + 200_000 ? quiet + 1 : 0;
    last = now;
    at = t;
  }
  return { ns: last, at };
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
const zip = zipOf({ 'drawings/': '', 'drawings/A-101.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400_000, 0x20)]), 'drawings/schedule.csv': 'door,width\nD1,900\n'.repeat(2000), 'notes.txt': 'Scope notes.\n'.repeat(500) });
let sender = 0;

/** @type {Record<string, () => Promise<Response>>} */
const ROUTES = {
  'quote with two files (3 MB PDF, ZIP)': () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Morgan Reyes', email: 'morgan@reyes-build.test', company: 'Reyes Build', service: 'estimation', message: 'Takeoff and estimate for a four-storey office block, drawings attached.' })) form.set(name, value);
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'plans.pdf');
    form.append('files', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'drawings.zip');
    sender += 1;
    // A network of its own each time: the per-network limits are not what is measured.
    return fetch(`${BASE}/api/quote`, { method: 'POST', body: form, headers: { Accept: 'application/json', 'CF-Connecting-IP': `10.${(sender >> 8) & 255}.${sender & 255}.7` } });
  },
  [`desk CSV export, ${LEADS} leads`]: () => fetch(`${BASE}/api/desk/leads.csv?folder=inbox`, { headers: desk }),
  'Sources view, 90 days': () => fetch(`${BASE}/api/desk/sources?days=90`, { headers: desk }),
  'housekeeping (the daily cron)': () => fetch(`${BASE}/__scheduled?cron=15+3+*+*+*`),
};

/** @param {() => Promise<Response>} send */
async function measure(send) {
  /** @type {number[]} */
  const ms = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const before = await settled();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const after = await settled();
    if (i >= WARM_UP) ms.push(Math.max(0, after.ns - before.ns - idleNsPerMs * (after.at - before.at)) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9) };
}

console.log(`CPU per request on the local runtime (workerd, all threads, less its rest rate of ${(idleNsPerMs / 1e3).toFixed(1)} µs/ms), ${RUNS} runs each after ${WARM_UP} to warm up:`);
console.log(`| request | median ms | p90 ms | within the Free plan's ${FREE_PLAN_CPU_MS} ms |\n|---|---|---|---|`);
for (const [label, send] of Object.entries(ROUTES)) {
  try {
    const { median, p90 } = await measure(send);
    console.log(`| ${label} | ${median.toFixed(1)} | ${p90.toFixed(1)} | ${p90 <= FREE_PLAN_CPU_MS ? 'yes' : 'no'} |`);
  } catch (error) {
    console.log(`| ${label} | failed: ${/** @type {Error} */ (error).message} | | |`);
  }
}
server.kill('SIGTERM');
rmSync(STATE, { recursive: true, force: true });
process.exit(0);
