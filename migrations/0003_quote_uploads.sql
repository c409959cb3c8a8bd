-- Drawing sets sent in parts before the request (functions/api/uploads): one row per file, one per part.
CREATE TABLE quote_uploads (
  -- Ours, given to the browser; the request names the uploads it carries by these.
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
  request_id TEXT,
  created_at INTEGER NOT NULL,
  touched_at INTEGER NOT NULL
);
CREATE INDEX quote_uploads_idle ON quote_uploads (request_id, touched_at);

CREATE TABLE quote_upload_parts (
  upload_id TEXT NOT NULL,
  part INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part)
);
