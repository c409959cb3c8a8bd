-- A request holds 20 files and 250 MB at most (lib/quote-schema.ts UPLOAD_LIMITS;
-- functions/_shared/file-cap.test.ts holds the two numbers equal). The endpoints check before they
-- store; this holds the limit where the files are written, so two additions at once from the request's page cannot both pass the last place:
-- the second one's whole transaction is undone, and the sender told.
CREATE TRIGGER quote_requests_file_cap BEFORE UPDATE OF files ON quote_requests
WHEN json_array_length(NEW.files) > 20
  OR (SELECT COALESCE(SUM(json_extract(value, '$.size')), 0) FROM json_each(NEW.files)) > 262144000
BEGIN
  SELECT RAISE(ABORT, 'file cap: a request holds 20 files and 250 MB at most');
END;
