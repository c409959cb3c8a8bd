-- Whether a request answered the quote form's challenge (Cloudflare Turnstile; functions/_shared/challenge.ts):
-- 1 its token verified, 0 it came without one (or one that failed) while the challenge was on, NULL the
-- challenge was off (and every request stored before this column). A request with 0 sends no confirmation
-- to the address it typed, and its page says so; the desk shows "challenged" or "not challenged".
ALTER TABLE quote_requests ADD COLUMN challenged INTEGER;
-- The site-wide hourly allowance of unchallenged requests counts the last hour's.
CREATE INDEX quote_requests_unchallenged ON quote_requests (challenged, received_at);
