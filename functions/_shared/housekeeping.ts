import type { Env } from './endpoint';
import { eraseExpired, eraseOldDrawings } from './leads';
import { tidyCounts } from './sender';
import { REPEAT_WINDOW_MS } from './submission';
import { tidyUploads } from './uploads';
import { eraseOldVisits } from './visits';

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
 * - daily visit totals older than the months the firm chose (content/firm.json visits.keepMonths).
 *
 * The quote endpoint and the desk still run the same rules a batch at a time as they are used (a
 * second line, should a scheduled run fail). Each rule here runs batch after batch until nothing is
 * left or the run's allowance is spent, which the next day's run picks up.
 */

/** Batches of each rule one run may take: 40 × 25 requests, 40 × 50 uploads; far above a day's intake. */
const MAX_ROUNDS = 40;

export interface HousekeepingReport {
  requestsErased: number;
  drawingsErased: number;
  uploadsRemoved: number;
  visitDaysErased: number;
}

async function untilDone(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const done = await step();
    total += done;
    if (done === 0) break;
  }
  return total;
}

export async function runHousekeeping(env: Env, now: number): Promise<HousekeepingReport> {
  await tidyCounts(env, now);
  const requestsErased = await untilDone(() => eraseExpired(env, now));
  const drawingsErased = await untilDone(() => eraseOldDrawings(env, now));
  const uploadsRemoved = await untilDone(() => tidyUploads(env, now));
  // Sealed first answers past the repeat window (functions/_shared/submission.ts) are let go.
  await env.DB.prepare("UPDATE quote_requests SET answer_sealed = '' WHERE answer_sealed != '' AND received_at < ?").bind(new Date(now - REPEAT_WINDOW_MS).toISOString()).run();
  const visitDaysErased = await eraseOldVisits(env, now);
  const report = { requestsErased, drawingsErased, uploadsRemoved, visitDaysErased };
  console.log(`housekeeping: ${report.requestsErased} request(s) erased, ${report.drawingsErased} request(s)' drawings erased, ${report.uploadsRemoved} upload(s) removed, ${report.visitDaysErased} day(s) of visit totals erased`);
  return report;
}
