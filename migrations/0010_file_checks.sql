-- What each file sent in parts was checked as once it was whole (lib/file-contents.ts): "ZIP: 14
-- files, none executable", "Revit model", "PDF". Carried into the request's `files` JSON when the
-- upload is attached, and shown beside the file in the desk. NULL for uploads finished before this.
ALTER TABLE quote_uploads ADD COLUMN checked TEXT;
