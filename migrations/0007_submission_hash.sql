-- A submission's Idempotency-Key is kept only as its SHA-256 (functions/_shared/submission.ts): the keys
-- stored in clear before are let go (they matter only for a resend in the first minutes).
UPDATE quote_requests SET submission_id = NULL;
-- The first answer's private link, sealed with a key derived from QUOTE_HASH_SECRET, for the few minutes
-- in which a resend of the same submission is answered with it (never with a new link); '' after that.
ALTER TABLE quote_requests ADD COLUMN answer_sealed TEXT NOT NULL DEFAULT '';
