/**
 * The visits store: every statement the Worker makes on visit_days (migrations/0009_visit_days.sql),
 * the daily totals of visits per landing page, referring site and campaign. Nothing that tells one
 * visitor from another is stored: no address, no user agent, no identifier, no time finer than the day.
 */

/** A visit as the beacon reports it, cleaned (functions/_shared/visits.ts readVisit). */
export interface Visit {
  landing: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  campaign: string;
}

/** What bounds a day's rows (functions/_shared/visits.ts countVisit says why). */
export interface DayLimits {
  /** How many new referrers, and new campaigns, the day may have taken by now. */
  newValues: number;
  /** The value that stands for the rest. */
  other: string;
  /** The rows a day holds at most, the last kept for the row of `other` in every dimension. */
  rowsPerDay: number;
}

/**
 * One more visit on its day's row, in one statement, so that visits at once cannot both take a last
 * place. ?1 the day, ?2 to ?6 the visit, ?7 the new values allowed by now, ?8 the value for the rest,
 * ?9 the day's rows: a new referrer or campaign is kept only while the day has fewer new ones than ?7,
 * a new combination gets its own row only while the day holds fewer than ?9 - 1 (the last is the rest's).
 */
export const count = (db: D1Database, day: string, visit: Visit, limits: DayLimits) =>
  db
    .prepare(
      `WITH keep AS (
         SELECT
           (?3 = '' OR EXISTS (SELECT 1 FROM visit_days WHERE day = ?1 AND referrer = ?3)
             OR (SELECT COUNT(DISTINCT referrer) FROM visit_days WHERE day = ?1 AND referrer NOT IN ('', ?8)) < ?7) AS referrer,
           (?4 || ?5 || ?6 = '' OR EXISTS (SELECT 1 FROM visit_days WHERE day = ?1 AND utm_source = ?4 AND utm_medium = ?5 AND campaign = ?6)
             OR (SELECT COUNT(*) FROM (SELECT DISTINCT utm_source, utm_medium, campaign FROM visit_days WHERE day = ?1 AND utm_source || utm_medium || campaign != '' AND campaign != ?8)) < ?7) AS campaign
       ),
       chosen AS (
         SELECT ?2 AS landing,
           CASE WHEN keep.referrer THEN ?3 ELSE ?8 END AS referrer,
           CASE WHEN keep.campaign THEN ?4 ELSE ?8 END AS utm_source,
           CASE WHEN keep.campaign THEN ?5 ELSE ?8 END AS utm_medium,
           CASE WHEN keep.campaign THEN ?6 ELSE ?8 END AS campaign
         FROM keep
       ),
       placed AS (
         SELECT chosen.*,
           (EXISTS (SELECT 1 FROM visit_days v WHERE v.day = ?1 AND v.landing = chosen.landing AND v.referrer = chosen.referrer AND v.utm_source = chosen.utm_source AND v.utm_medium = chosen.utm_medium AND v.campaign = chosen.campaign)
             OR (SELECT COUNT(*) FROM visit_days WHERE day = ?1) < ?9 - 1) AS own
         FROM chosen
       )
       INSERT INTO visit_days (day, landing, referrer, utm_source, utm_medium, campaign, visits)
       SELECT ?1,
         CASE WHEN own THEN landing ELSE ?8 END,
         CASE WHEN own THEN referrer ELSE ?8 END,
         CASE WHEN own THEN utm_source ELSE ?8 END,
         CASE WHEN own THEN utm_medium ELSE ?8 END,
         CASE WHEN own THEN campaign ELSE ?8 END,
         1
       FROM placed WHERE true
       ON CONFLICT (day, landing, referrer, utm_source, utm_medium, campaign) DO UPDATE SET visits = visits + 1`,
    )
    .bind(day, visit.landing, visit.referrer, visit.utm_source, visit.utm_medium, visit.campaign, limits.newValues, limits.other, limits.rowsPerDay);

/** The visits since `day` (a YYYY-MM-DD, included) per landing page, referrer, campaign and day: the four statements of the funnel's batch, in that order. */
export const totalsSince = (db: D1Database, day: string) => [
  db.prepare('SELECT landing AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY landing').bind(day),
  db.prepare('SELECT referrer AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY referrer').bind(day),
  db.prepare('SELECT campaign AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY campaign').bind(day),
  db.prepare('SELECT day AS value, SUM(visits) AS visits FROM visit_days WHERE day >= ? GROUP BY day').bind(day),
];

/** The days before `day` (a YYYY-MM-DD) go. */
export const eraseBefore = (db: D1Database, day: string) => db.prepare('DELETE FROM visit_days WHERE day < ?').bind(day);
