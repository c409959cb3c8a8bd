-- The lead desk (/desk/, functions/api/desk): where each lead stands, what was done to it and by whom,
-- and an audit of erasures and access requests that keeps nothing of the person.

-- new, contacted, quoted, won, lost (lib/lead-desk.ts).
ALTER TABLE quote_requests ADD COLUMN lead_status TEXT NOT NULL DEFAULT 'new';
-- The later of when the request arrived and when the firm last recorded a status or a note on it; a lead
-- not won is erased two years after it (the privacy policy's promise).
ALTER TABLE quote_requests ADD COLUMN last_contact_at TEXT NOT NULL DEFAULT '';
UPDATE quote_requests SET last_contact_at = received_at;
-- What became of the chat line (LEAD_WEBHOOK_URL) and the sender's confirmation: '' (not configured), 'sent', or 'not sent: why'.
ALTER TABLE quote_requests ADD COLUMN chat_status TEXT NOT NULL DEFAULT '';
ALTER TABLE quote_requests ADD COLUMN confirm_status TEXT NOT NULL DEFAULT '';
CREATE INDEX quote_requests_inbox ON quote_requests (status, spam_reason, lead_status, received_at);
CREATE INDEX quote_requests_retention ON quote_requests (lead_status, last_contact_at);
CREATE INDEX quote_requests_email ON quote_requests (email COLLATE NOCASE);

-- Every change to a lead: a status change, a note, a release from the spam folder. Erased with the lead.
CREATE TABLE lead_events (
  request_id TEXT NOT NULL,
  at TEXT NOT NULL,
  -- The signed-in person (their Cloudflare Access email).
  actor TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_events_request ON lead_events (request_id, at);

-- Erasures (by request or by the retention rule) and access requests: who, when, which reference.
CREATE TABLE privacy_audit (
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL
);
