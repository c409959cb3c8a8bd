import type { Env } from './endpoint';
import { eraseExpired, eraseOldDrawings } from './retention';
import { proposalRules } from './proposals/housekeeping';
import { tidyCounts } from './sender';
import { REPEAT_WINDOW_MS } from './submission';
import { tidyUploads } from './uploads';
import { eraseOldVisits } from './visits';
import * as requestStore from '../store/requests';
import * as uploadStore from '../store/uploads';

/**
 * The daily housekeeping (the cron trigger in wrangler.toml, functions/worker.ts `scheduled`), so that
 * what the privacy policy promises happens whether or not anyone opens the desk or sends a request:
 *
 * - requests past their time (leads not won two years after their last contact, suspected spam after
 *   30 days, requests never stored whole after an hour), each erased by the one erase function
 *   (eraseExpired → eraseRequest, functions/_shared/leads.ts), with its audit entry;
 * - the drawings of requests past the days the firm keeps them after the last contact (content/firm.json
 *   requests.drawingsKeepDays), the request's details kept (eraseOldDrawings);
 * - uploads no request named, idle past their time: unfinished multipart uploads aborted, finished
 *   objects deleted (tidyUploads);
 * - sealed first answers past their repeat window, and counts of requests and wrong links past their
 *   window (a private link goes with its request: its foreign key, migrations/0011_foreign_keys.sql);
 * - daily visit totals older than the months the firm chose (content/firm.json visits.keepMonths);
 * - on Mondays (UTC), the sweep of R2 for objects no row names (sweepOrphans below).
 *
 * Each rule runs in a guard of its own: one that fails (an R2 error, a busy database) is logged with
 * its name and the others still run; the run then fails, naming it, so Cloudflare lists the cron's
 * failure. The quote endpoint and the desk still run the same rules a batch at a time as they are used
 * (a second line, should a scheduled run fail). Each rule runs batch after batch until nothing is left
 * or the run's allowance is spent, which the next day's run picks up.
 */

/** Batches of each rule one run may take: 40 × 25 requests, 40 × 50 uploads; far above a day's intake. */
const MAX_ROUNDS = 40;

async function untilDone(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const done = await step();
    total += done;
    if (done === 0) break;
  }
  return total;
}

/** One rule: what its count means in the log line, and how to run it (how many things it did). */
export interface HousekeepingRule {
  name: string;
  run: (env: Env, now: number, when: { weekly: boolean }) => Promise<number>;
}

/** The rules, one a line, in the order they run; each is independent of the others' success. */
export const HOUSEKEEPING_RULES: HousekeepingRule[] = [
  { name: 'old counts tidied', run: (env, now) => tidyCounts(env, now).then(() => 0) },
  { name: 'requests erased', run: (env, now) => untilDone(() => eraseExpired(env, now)) },
  { name: "requests' drawings erased", run: (env, now) => untilDone(() => eraseOldDrawings(env, now)) },
  { name: 'uploads removed', run: (env, now) => untilDone(() => tidyUploads(env, now)) },
  { name: 'sealed answers let go', run: (env, now) => letSealedAnswersGo(env, now) },
  { name: 'days of visit totals erased', run: (env, now) => eraseOldVisits(env, now) },
  { name: 'contract records erased (then the digest)', run: (env, now) => proposalRules(env, now) },
  { name: 'orphaned objects deleted', run: (env, now, when) => (when.weekly ? sweepOrphans(env, now) : Promise.resolve(0)) },
];

/** Sealed first answers past the repeat window (functions/_shared/submission.ts) are let go. */
async function letSealedAnswersGo(env: Env, now: number): Promise<number> {
  const result = await requestStore.letSealedAnswersGo(env.DB, new Date(now - REPEAT_WINDOW_MS).toISOString()).run();
  return result.meta.changes ?? 0;
}

export interface HousekeepingReport {
  /** What each rule that ran did, by its name. */
  done: Record<string, number>;
  /** The rules that failed, with why. */
  failed: { rule: string; error: string }[];
}

/**
 * Runs every rule, each in its own guard; `weekly` (the scheduled run's UTC day is a Monday, in
 * functions/worker.ts) adds the sweep. Throws after all have run if any failed, naming them.
 */
export async function runHousekeeping(env: Env, now: number, when: { weekly: boolean } = { weekly: new Date(now).getUTCDay() === 1 }, rules = HOUSEKEEPING_RULES): Promise<HousekeepingReport> {
  const report: HousekeepingReport = { done: {}, failed: [] };
  for (const rule of rules) {
    try {
      report.done[rule.name] = await rule.run(env, now, when);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`housekeeping: the rule "${rule.name}" failed, the others still run`, error);
      report.failed.push({ rule: rule.name, error: message });
    }
  }
  const done = Object.entries(report.done).map(([name, count]) => `${count} ${name}`);
  console.log(`housekeeping: ${done.join(', ')}${report.failed.length ? `; failed: ${report.failed.map((f) => f.rule).join(', ')}` : ''}`);
  if (report.failed.length) throw new Error(`housekeeping: ${report.failed.length} rule(s) failed: ${report.failed.map((f) => `${f.rule} (${f.error})`).join('; ')}`);
  return report;
}

/** Objects one sweep may look at (a page is 1,000): bounded, and the next week's starts elsewhere. */
const SWEEP_PAGES = 10;
/** How long an object may stand unnamed under a request that exists: well past any store or addition in flight. */
const UNNAMED_GRACE_MS = 24 * 3_600_000;

/** The row an object belongs to, by its key: a request's (`<id>/…`, `spam/<id>/…`) or an upload's (`uploads/<id>/…`). */
function ownerOf(key: string): { kind: 'request' | 'upload'; id: string } | null {
  // Ids are random UUIDs; a key of any other shape is nobody's to judge here, and is left alone.
  const match = /^(?:spam\/|(uploads)\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//.exec(key);
  if (!match?.[2]) return null;
  return { kind: match[1] ? 'upload' : 'request', id: match[2] };
}

/**
 * R2 objects no row names, deleted: everything under a request that is gone (erased while a file was on
 * its way, or by a Worker stopped halfway), an upload's object whose row is gone, and an object under a
 * request that exists but is not among its files, a day old (an addition whose Worker died before it was
 * recorded). Bounded per run: it lists at most SWEEP_PAGES pages, from a random key onward and around
 * (request ids are random, so successive weeks cover the bucket). Returns how many objects went.
 */
export async function sweepOrphans(env: Env, now: number, start: string = crypto.randomUUID()): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  let wrapped = false;
  for (let page = 0; page < SWEEP_PAGES; page += 1) {
    const listed = await env.FILES.list({ limit: 1000, ...(cursor ? { cursor } : wrapped ? {} : { startAfter: start }) });
    const objects = wrapped ? listed.objects.filter((o) => o.key <= start) : listed.objects;
    deleted += await deleteOrphans(env, objects, now);
    if (wrapped && objects.length < listed.objects.length) break;
    if (listed.truncated) {
      cursor = listed.cursor;
    } else if (!wrapped) {
      // The end of the bucket: go round to its beginning, up to where this sweep started.
      wrapped = true;
      cursor = undefined;
    } else {
      break;
    }
  }
  return deleted;
}

async function deleteOrphans(env: Env, objects: R2Object[], now: number): Promise<number> {
  const owned = objects.map((object) => ({ object, owner: ownerOf(object.key) })).filter((o): o is { object: R2Object; owner: NonNullable<ReturnType<typeof ownerOf>> } => o.owner !== null);
  const ids = (kind: 'request' | 'upload') => [...new Set(owned.filter((o) => o.owner.kind === kind).map((o) => o.owner.id))];
  const lookup = async <T>(statement: (part: string[]) => D1PreparedStatement, list: string[]) => {
    const rows: T[] = [];
    // D1 binds at most 100 values to a statement.
    for (let i = 0; i < list.length; i += 100) {
      const part = list.slice(i, i + 100);
      const { results } = await statement(part).all<T>();
      rows.push(...results);
    }
    return rows;
  };
  const requests = new Map((await lookup<{ id: string; files: string }>((part) => requestStore.filesOfEach(env.DB, part), ids('request'))).map((r) => [r.id, new Set((JSON.parse(r.files) as { key: string }[]).map((f) => f.key))]));
  const uploads = new Set((await lookup<{ id: string }>((part) => uploadStore.existing(env.DB, part), ids('upload'))).map((u) => u.id));
  const orphans = owned
    .filter(({ object, owner }) => {
      if (owner.kind === 'upload') return !uploads.has(owner.id);
      const named = requests.get(owner.id);
      if (!named) return true;
      return !named.has(object.key) && now - object.uploaded.getTime() > UNNAMED_GRACE_MS;
    })
    .map(({ object }) => object.key);
  for (let i = 0; i < orphans.length; i += 1000) await env.FILES.delete(orphans.slice(i, i + 1000));
  if (orphans.length) console.log(`housekeeping: ${orphans.length} object(s) no row names deleted: ${orphans.slice(0, 20).join(', ')}${orphans.length > 20 ? ', …' : ''}`);
  return orphans.length;
}
