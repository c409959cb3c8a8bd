-- The sender's private page (functions/request, functions/api/request, lib/request-link.ts).

-- Each private link to a request: the SHA-256 of its token, never the token. A request usually has one;
-- a resend of a submission already stored gets another (its first answer was lost). Erased with the request.
CREATE TABLE sender_links (
  token_hash TEXT PRIMARY KEY,
  request_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX sender_links_request ON sender_links (request_id);

-- The firm's line to the sender, shown on their page; apart from the internal notes (lead_events).
ALTER TABLE quote_requests ADD COLUMN sender_message TEXT NOT NULL DEFAULT '';
ALTER TABLE quote_requests ADD COLUMN sender_message_at TEXT NOT NULL DEFAULT '';
-- When the sender last opened their page, and last added files to the request ('' never).
ALTER TABLE quote_requests ADD COLUMN sender_viewed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE quote_requests ADD COLUMN sender_added_at TEXT NOT NULL DEFAULT '';
