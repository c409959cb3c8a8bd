-- Visits beside quote requests (issue 59; functions/api/visit.ts, functions/_shared/visits.ts): one row
-- per day, landing page, referring site and campaign, with how many visits began there. Totals only:
-- no address, no user agent, no identifier, nothing that tells one visitor from another. A value past
-- the day's cap of new referrers or campaigns is counted as '(other)'. Erased by the housekeeping after
-- the months content/firm.json `visits.keepMonths` says.
CREATE TABLE visit_days (
  -- YYYY-MM-DD, UTC.
  day TEXT NOT NULL,
  -- A page of the site's sitemap, as served ('/about/').
  landing TEXT NOT NULL,
  -- The referring site's origin; '' none (typed, bookmarked, or a browser that sent none).
  referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (day, landing, referrer, utm_source, utm_medium, campaign)
) WITHOUT ROWID;
-- The day's distinct referrers and campaigns, counted against the cap as each visit comes in.
CREATE INDEX visit_days_referrer ON visit_days (day, referrer);
CREATE INDEX visit_days_campaign ON visit_days (day, utm_source, utm_medium, campaign);
-- The speed-to-lead figures read each request's first action by the firm.
CREATE INDEX lead_events_first_action ON lead_events (request_id, kind, at);
