-- Lose nothing, trust nothing, know the source (functions/api/quote.ts). Existing rows keep their
-- values: they were stored whole, were people's requests, and carry no source.

-- receiving: the row is written and its files are going in; complete: all in; failed: a file could
-- not be stored, what was written has been deleted, and the visitor was told.
ALTER TABLE quote_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'complete';
-- Why the request is suspected spam ('' for a person): kept apart, never emailed, deleted after 30 days.
ALTER TABLE quote_requests ADD COLUMN spam_reason TEXT NOT NULL DEFAULT '';
-- How many times the firm's email was tried, and the last problem if none succeeded.
ALTER TABLE quote_requests ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quote_requests ADD COLUMN notify_error TEXT NOT NULL DEFAULT '';
-- Where the visit came from (lib/visit-source.ts): landing path, referring origin, UTM, pages seen.
ALTER TABLE quote_requests ADD COLUMN source TEXT NOT NULL DEFAULT '{}';
CREATE INDEX quote_requests_spam ON quote_requests (spam_reason, received_at);

-- One row per request admitted against its sender's limit (an HMAC of the network, never the address);
-- rows older than the window are deleted as requests come in.
CREATE TABLE quote_admissions (
  client_hash TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX quote_admissions_client_at ON quote_admissions (client_hash, at);

-- Requests are no longer counted from this table.
DROP INDEX quote_requests_client_recent;
