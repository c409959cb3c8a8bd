import { NEW_VALUES_PER_DAY, OTHER, servedPath } from '../../lib/funnel';
import { clip, originOf } from '../../lib/visit-source';
import { visitCountsKeepMonths } from '../../content/firm';
import type { Env } from './endpoint';

/**
 * Visits counted as daily totals (issue 59): what the beacon of lib/visit-source.ts reports becomes one
 * more on a row of visit_days (migrations/0009_visit_days.sql). Nothing that tells one visitor from
 * another is stored: no address, no user agent, no identifier, no time finer than the day.
 */

export interface Visit {
  landing: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  campaign: string;
}

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
 * One more visit on its day's row, in one statement: a referrer or a campaign the day has not seen yet
 * is kept only while the day has fewer than NEW_VALUES_PER_DAY of them, else it is counted as OTHER.
 */
export async function countVisit(env: Env, visit: Visit, now: number): Promise<void> {
  await env.DB.prepare(
    `WITH keep AS (
       SELECT
         (?3 = '' OR EXISTS (SELECT 1 FROM visit_days WHERE day = ?1 AND referrer = ?3)
           OR (SELECT COUNT(DISTINCT referrer) FROM visit_days WHERE day = ?1) < ?7) AS referrer,
         (?4 || ?5 || ?6 = '' OR EXISTS (SELECT 1 FROM visit_days WHERE day = ?1 AND utm_source = ?4 AND utm_medium = ?5 AND campaign = ?6)
           OR (SELECT COUNT(*) FROM (SELECT DISTINCT utm_source, utm_medium, campaign FROM visit_days WHERE day = ?1)) < ?7) AS campaign
     )
     INSERT INTO visit_days (day, landing, referrer, utm_source, utm_medium, campaign, visits)
     SELECT ?1, ?2,
       CASE WHEN keep.referrer THEN ?3 ELSE ?8 END,
       CASE WHEN keep.campaign THEN ?4 ELSE ?8 END,
       CASE WHEN keep.campaign THEN ?5 ELSE ?8 END,
       CASE WHEN keep.campaign THEN ?6 ELSE ?8 END,
       1
     FROM keep WHERE true
     ON CONFLICT (day, landing, referrer, utm_source, utm_medium, campaign) DO UPDATE SET visits = visits + 1`,
  )
    .bind(new Date(now).toISOString().slice(0, 10), visit.landing, visit.referrer, visit.utm_source, visit.utm_medium, visit.campaign, NEW_VALUES_PER_DAY, OTHER)
    .run();
}

/** The first day still kept: daily totals older than the firm's chosen months are erased. */
export function visitCutoff(now: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - visitCountsKeepMonths);
  return cutoff.toISOString().slice(0, 10);
}

/** Erases the daily totals past their time (the housekeeping); how many rows went. */
export async function eraseOldVisits(env: Env, now: number): Promise<number> {
  const result = await env.DB.prepare('DELETE FROM visit_days WHERE day < ?').bind(visitCutoff(now)).run();
  return result.meta.changes ?? 0;
}
