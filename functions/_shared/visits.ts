import { OTHER, newValuesBy, servedPath } from '../../lib/funnel';
import { clip, originOf } from '../../lib/visit-source';
import { visitCountsKeepMonths, visitRowsPerDay } from '../../lib/content/firm';
import type { Env } from './endpoint';
import * as visitStore from '../store/visits';
import type { Visit } from '../store/visits';

/**
 * Visits counted as daily totals, to set beside the requests each page and campaign brings: what the beacon of lib/visit-source.ts reports becomes one
 * more on a day's row of the visits store (functions/store/visits.ts). Nothing that tells one visitor from
 * another is stored: no address, no user agent, no identifier, no time finer than the day.
 */

/** A beacon's fields, cleaned as the visit source is (lib/visit-source.ts), or null when its path is not a page. */
export function readVisit(fields: URLSearchParams, ownOrigin: string, pages: ReadonlySet<string>): Visit | null {
  const path = clip(fields.get('landing') ?? '');
  const landing = servedPath(path);
  if (!path.startsWith('/') || !pages.has(landing)) return null;
  const referrer = originOf(fields.get('referrer') ?? '');
  return {
    landing,
    referrer: referrer === ownOrigin ? '' : referrer,
    utm_source: clip(fields.get('utm_source') ?? ''),
    utm_medium: clip(fields.get('utm_medium') ?? ''),
    campaign: clip(fields.get('utm_campaign') ?? ''),
  };
}

let sitemapPaths: Promise<ReadonlySet<string>> | null = null;

/**
 * The site's pages: the paths of the exported sitemap.xml, which the build writes from the page
 * registrations (lib/pages.ts allPagePaths: fixed pages, services, projects, posts, market variants).
 * Read once per Worker instance from the static assets.
 */
export function sitePages(env: Env, origin: string): Promise<ReadonlySet<string>> {
  sitemapPaths ??= env.ASSETS.fetch(new Request(new URL('/sitemap.xml', origin)))
    .then(async (answer) => {
      if (!answer.ok) throw new Error(`sitemap.xml: ${answer.status}`);
      const xml = await answer.text();
      return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => servedPath(new URL(match[1]!).pathname)));
    })
    .catch((error) => {
      sitemapPaths = null;
      throw error;
    });
  return sitemapPaths;
}

/**
 * One more visit on its day's row, in one statement (the visits store's count), so that visits at once
 * cannot both take a last place. A referrer or a campaign the day has not seen yet is kept only while
 * the day has fewer new ones than the hour allows (newValuesBy: 50 a day, spread through it), else it is
 * counted as OTHER. A combination (page, referrer, campaign) the day has no row for yet gets one only
 * while the day holds fewer than the firm's rows a day (content/firm.json visits.rowsPerDay), the last
 * kept for the row of OTHER in every dimension that takes the rest: however the beacon is driven, a day
 * adds at most that many rows, and every visit is still counted.
 */
export async function countVisit(env: Env, visit: Visit, now: number): Promise<void> {
  await visitStore.count(env.DB, new Date(now).toISOString().slice(0, 10), visit, { newValues: newValuesBy(now), other: OTHER, rowsPerDay: visitRowsPerDay }).run();
}

/**
 * The time a visit is counted at: now, or, on a server started for the tests' faults
 * (QUOTE_FAULT_INJECTION=1), the instant an `X-Test-Now` header gives (ms since the epoch), so a test
 * can count at midnight and at noon without waiting for them.
 */
export function countingTime(request: Request, env: Env): number {
  const asked = env.QUOTE_FAULT_INJECTION === '1' ? Number(request.headers.get('X-Test-Now')) : NaN;
  return Number.isSafeInteger(asked) && asked > 0 ? asked : Date.now();
}

/** The first day still kept: daily totals older than the firm's chosen months are erased. */
export function visitCutoff(now: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - visitCountsKeepMonths);
  return cutoff.toISOString().slice(0, 10);
}

/** Erases the daily totals past their time (the housekeeping); how many rows went. */
export async function eraseOldVisits(env: Env, now: number): Promise<number> {
  const result = await visitStore.eraseBefore(env.DB, visitCutoff(now)).run();
  return result.meta.changes ?? 0;
}
