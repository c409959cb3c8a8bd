/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One owner per table: each table of the D1 schema is spoken to by one module of functions/store/,
 * and no other file of the Worker (functions/, and lib/ which it imports) names it.
 */

const root = join(__dirname, '../..');

const OWNERS: Record<string, string> = {
  quote_requests: 'functions/store/requests.ts',
  quote_admissions: 'functions/store/admissions.ts',
  quote_uploads: 'functions/store/uploads.ts',
  quote_upload_parts: 'functions/store/uploads.ts',
  lead_events: 'functions/store/events.ts',
  privacy_audit: 'functions/store/audit.ts',
  sender_links: 'functions/store/links.ts',
  visit_days: 'functions/store/visits.ts',
  proposals: 'functions/store/proposals.ts',
  proposal_acceptances: 'functions/store/proposals.ts',
  proposal_events: 'functions/store/proposals.ts',
  contract_records: 'functions/store/proposals.ts',
};

/** The tables the migrations leave, applied in order (a table rebuilt under another name and renamed back counts once). */
function schemaTables(): string[] {
  const tables = new Set<string>();
  const files = readdirSync(join(root, 'migrations')).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    const sql = readFileSync(join(root, 'migrations', file), 'utf8').replace(/--.*$/gm, '');
    for (const [statement, created, dropped, from, to] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)|DROP TABLE (?:IF EXISTS )?(\w+)|ALTER TABLE (\w+) RENAME TO (\w+)/gi)) {
      if (created) tables.add(created);
      else if (dropped) tables.delete(dropped);
      else if (from && to) {
        tables.delete(from);
        tables.add(to);
      }
      else throw new Error(`unread: ${statement}`);
    }
  }
  return [...tables].sort();
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * Whether a file's text names the table: anywhere, comments included, for a name that is no English
 * word (quote_uploads); as SQL for one that is (proposals, which a comment or a path may well say).
 */
function speaksTo(text: string, table: string): boolean {
  if (table.includes('_')) return new RegExp(`\\b${table}\\b`).test(text);
  return new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+${table}\\b`).test(text);
}

it('gives every table of the schema an owner in functions/store/, and names no table the schema lacks', () => {
  expect(Object.keys(OWNERS).sort()).toEqual(schemaTables());
  for (const owner of new Set(Object.values(OWNERS))) expect(owner).toMatch(/^functions\/store\/[a-z-]+\.ts$/);
});

it('has each table spoken to by its owner and by no other file of the Worker', () => {
  const files = [...sources('functions'), ...sources('lib')].map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
  const strays: string[] = [];
  for (const [table, owner] of Object.entries(OWNERS)) {
    const speakers = files.filter(({ text }) => speaksTo(text, table)).map(({ file }) => file);
    expect([table, speakers.includes(owner)]).toEqual([table, true]);
    for (const file of speakers) if (file !== owner) strays.push(`${file} speaks to ${table}, which ${owner} owns: call its statements instead (or say "the ${owner.slice(16, -3)} store" in a comment)`);
  }
  expect(strays).toEqual([]);
});
