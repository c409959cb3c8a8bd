-- Fee proposals (issue 66; functions/_shared/proposals/): written in the lead desk, read and accepted on
-- the sender's page. A proposal belongs to its request and goes with it (withdrawn or erased before
-- acceptance: nothing of it is left); an accepted one is copied, frozen, into contract_records, which
-- no foreign key ties to the request, so it outlives the request's erasure for the years the firm sets
-- (content/firm.json proposals.contractRecordKeepYears) and the housekeeping erases it then.

CREATE TABLE proposals (
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  -- 1, 2, … per request; a revision is a new version, and the one it replaces becomes superseded.
  version INTEGER NOT NULL,
  -- draft, sent, superseded, accepted, declined, changes_requested. Only a draft is ever edited.
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'superseded', 'accepted', 'declined', 'changes_requested')),
  market TEXT NOT NULL CHECK (market IN ('us', 'uk', 'eu')),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'GBP', 'EUR')),
  -- JSON array of { service, scope, format, pricing: 'lump' | 'rate', unit, quantity, rate, fee }; money in integer minor units.
  lines TEXT NOT NULL,
  -- none (US), uk-vat, reverse-charge or excluded (EU); the rate in whole percent, 0 where none is added.
  tax_mode TEXT NOT NULL,
  tax_percent INTEGER NOT NULL DEFAULT 0,
  subtotal INTEGER NOT NULL CHECK (subtotal > 0),
  tax INTEGER NOT NULL CHECK (tax >= 0),
  total INTEGER NOT NULL CHECK (total > 0),
  turnaround_days INTEGER NOT NULL,
  revisions INTEGER NOT NULL,
  deposit_percent INTEGER NOT NULL,
  payment_terms TEXT NOT NULL,
  validity_days INTEGER NOT NULL,
  -- The last day it can be accepted (YYYY-MM-DD, UTC), set when it is sent.
  valid_until TEXT NOT NULL DEFAULT '',
  assumptions TEXT NOT NULL DEFAULT '',
  exclusions TEXT NOT NULL DEFAULT '',
  terms_version TEXT NOT NULL,
  terms_date TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_by TEXT NOT NULL DEFAULT '',
  sent_at TEXT NOT NULL DEFAULT '',
  -- When another version replaced it ('' never).
  superseded_at TEXT NOT NULL DEFAULT '',
  -- SHA-256 of the sent content's canonical JSON (functions/_shared/proposals/digest.ts); an acceptance names it.
  digest TEXT NOT NULL DEFAULT '',
  UNIQUE (request_id, version)
);
-- At most one draft per request.
CREATE UNIQUE INDEX proposals_one_draft ON proposals (request_id) WHERE status = 'draft';
CREATE INDEX proposals_waiting ON proposals (status, sent_at);

-- The acceptance: written once per proposal (a second submit finds it and records nothing new).
CREATE TABLE proposal_acceptances (
  proposal_id TEXT PRIMARY KEY REFERENCES proposals (id) ON DELETE CASCADE,
  digest TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  terms_date TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  company TEXT NOT NULL,
  accepted_at TEXT NOT NULL
);

-- The sender's "request changes" and "decline", and after acceptance their request to cancel, with their message.
CREATE TABLE proposal_events (
  proposal_id TEXT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('changes requested', 'declined', 'cancellation requested')),
  message TEXT NOT NULL DEFAULT ''
);
CREATE INDEX proposal_events_proposal ON proposal_events (proposal_id, at);

-- An accepted proposal and its acceptance, frozen as JSON: the one thing of a request kept after its erasure.
CREATE TABLE contract_records (
  proposal_id TEXT PRIMARY KEY,
  -- The request's reference, kept as text: no foreign key, so its erasure leaves this row.
  request_id TEXT NOT NULL,
  digest TEXT NOT NULL,
  accepted_at TEXT NOT NULL,
  -- When the housekeeping erases it (ISO 8601).
  keep_until TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX contract_records_request ON contract_records (request_id);
CREATE INDEX contract_records_keep_until ON contract_records (keep_until);
