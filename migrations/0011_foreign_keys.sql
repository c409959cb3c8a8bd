-- Erasure wins every race (issue 57): what belongs to a request can be written only while the request
-- exists, and goes with it. SQLite adds a foreign key only by rebuilding its table, so each table below
-- is made anew with its key, its rows copied (rows whose request is already gone belong to nothing and
-- are not), and its indexes made again. D1 enforces foreign keys; they are checked at the end.
PRAGMA defer_foreign_keys = true;

CREATE TABLE lead_events_keyed (
  request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  -- The signed-in person (their Cloudflare Access email), or 'the sender', 'website'.
  actor TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
INSERT INTO lead_events_keyed (rowid, request_id, at, actor, kind, detail)
  SELECT rowid, request_id, at, actor, kind, detail FROM lead_events WHERE request_id IN (SELECT id FROM quote_requests);
DROP TABLE lead_events;
ALTER TABLE lead_events_keyed RENAME TO lead_events;
CREATE INDEX lead_events_request ON lead_events (request_id, at);
CREATE INDEX lead_events_first_action ON lead_events (request_id, kind, at);

CREATE TABLE sender_links_keyed (
  token_hash TEXT PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO sender_links_keyed (token_hash, request_id, created_at)
  SELECT token_hash, request_id, created_at FROM sender_links WHERE request_id IN (SELECT id FROM quote_requests);
DROP TABLE sender_links;
ALTER TABLE sender_links_keyed RENAME TO sender_links;
CREATE INDEX sender_links_request ON sender_links (request_id);

-- Uploads gain the request they were started for (an addition from a stored request's page), so that
-- erasing the request finds them while they are still going up.
CREATE TABLE quote_uploads_keyed (
  id TEXT PRIMARY KEY,
  r2_upload_id TEXT NOT NULL,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- The content type the name promises, checked against the first part's bytes.
  type TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  -- uploading, then complete once every part is in and R2 has joined them.
  status TEXT NOT NULL DEFAULT 'uploading',
  -- The quote request it belongs to; NULL until one names it. Unattached uploads idle for a day are deleted.
  request_id TEXT REFERENCES quote_requests (id) ON DELETE CASCADE,
  -- The stored request it was started for, from that request's page; NULL for a new request's.
  for_request TEXT REFERENCES quote_requests (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  touched_at INTEGER NOT NULL,
  -- What the file was checked as once whole (migrations/0010_file_checks.sql); NULL before that.
  checked TEXT
);
INSERT INTO quote_uploads_keyed (id, r2_upload_id, key, name, size, type, client_hash, status, request_id, created_at, touched_at, checked)
  SELECT id, r2_upload_id, key, name, size, type, client_hash, status, request_id, created_at, touched_at, checked FROM quote_uploads;
-- An upload attached to a request that is gone is let go (tidied like any unattached upload; its object went with the erasure).
UPDATE quote_uploads_keyed SET request_id = NULL WHERE request_id IS NOT NULL AND request_id NOT IN (SELECT id FROM quote_requests);

-- The parts are set aside first: dropping the old uploads table with a keyed parts table already
-- pointing at its name would cascade that drop's implicit delete into the parts.
CREATE TABLE quote_upload_parts_saved AS SELECT upload_id, part, etag, size FROM quote_upload_parts;
DROP TABLE quote_upload_parts;
DROP TABLE quote_uploads;
ALTER TABLE quote_uploads_keyed RENAME TO quote_uploads;
CREATE INDEX quote_uploads_idle ON quote_uploads (request_id, touched_at);
CREATE INDEX quote_uploads_for_request ON quote_uploads (for_request);

CREATE TABLE quote_upload_parts (
  upload_id TEXT NOT NULL REFERENCES quote_uploads (id) ON DELETE CASCADE,
  part INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part)
);
INSERT INTO quote_upload_parts SELECT upload_id, part, etag, size FROM quote_upload_parts_saved WHERE upload_id IN (SELECT id FROM quote_uploads);
DROP TABLE quote_upload_parts_saved;
