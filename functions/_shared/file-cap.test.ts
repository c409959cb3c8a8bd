/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { UPLOAD_LIMITS } from '../../lib/quote-schema';

// The database's own hold on a request's files (migrations/0012_file_cap.sql) is the limit the endpoints
// check and the form states: one number each, written twice only because SQL cannot import it.
test('the file cap in the database is the one the site states', () => {
  const trigger = readFileSync('migrations/0012_file_cap.sql', 'utf8');
  expect(trigger).toContain(`json_array_length(NEW.files) > ${UPLOAD_LIMITS.maxFiles}\n`);
  expect(trigger).toContain(`FROM json_each(NEW.files)) > ${UPLOAD_LIMITS.maxTotalBytes}\n`);
  expect(trigger).toContain(`a request holds ${UPLOAD_LIMITS.maxFiles} files and ${UPLOAD_LIMITS.maxTotalBytes / 1024 / 1024} MB at most`);
});
