-- One submission, one row: the form sends an Idempotency-Key with each request and again with each
-- resend of it (lib/resend.ts), and the endpoint answers a repeat with the row it already stored.
-- A request that failed to store gives its key up (set to NULL), so a resend of it is stored anew.
ALTER TABLE quote_requests ADD COLUMN submission_id TEXT;
CREATE UNIQUE INDEX quote_requests_submission ON quote_requests (submission_id) WHERE submission_id IS NOT NULL;
