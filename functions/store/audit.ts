/**
 * The privacy log: every statement the Worker makes on privacy_audit (migrations/0004_lead_desk.sql),
 * where each erasure and access request is written with who, when and why. An entry keeps no personal
 * data of the lead, only references, so it outlives the request it is about.
 */
import { numbered } from './sql';

export interface AuditEntry {
  at: string;
  actor: string;
  action: 'erased' | 'exported';
  detail: string;
}

export const record = (db: D1Database, entry: AuditEntry) => db.prepare('INSERT INTO privacy_audit (at, actor, action, detail) VALUES (?, ?, ?, ?)').bind(entry.at, entry.actor, entry.action, entry.detail);

/**
 * An entry written only if `condition` holds, in one batch with what it logs (as the history store's
 * recordIf): the condition's own values are ?1, ?2… (`values`), the entry's come after them.
 */
export const recordIf = (db: D1Database, entry: AuditEntry, condition: string, values: readonly unknown[]) =>
  db.prepare(`INSERT INTO privacy_audit (at, actor, action, detail) SELECT ${numbered(values.length, 4)} WHERE ${condition}`).bind(...values, entry.at, entry.actor, entry.action, entry.detail);

/** The last 100 entries, newest first (the desk's privacy log). */
export const recent = (db: D1Database) => db.prepare('SELECT at, actor, action, detail FROM privacy_audit ORDER BY at DESC, rowid DESC LIMIT 100');
