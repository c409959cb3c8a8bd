-- Quote requests sent from the contact form (functions/api/quote.ts).
CREATE TABLE quote_requests (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  drawings_link TEXT NOT NULL DEFAULT '',
  -- JSON array of { name, size, type, key } for the files kept in R2 under the request's id.
  files TEXT NOT NULL DEFAULT '[]',
  -- A one-way hash of the sender's address, kept for rate limiting only.
  client_hash TEXT NOT NULL,
  notified INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX quote_requests_received_at ON quote_requests (received_at);
CREATE INDEX quote_requests_client_recent ON quote_requests (client_hash, received_at);
