/**
 * The links store: every statement the Worker makes on sender_links, the private links that open a
 * request's page (migrations/0006_sender_page.sql and after). Only a token's SHA-256 is kept
 * (lib/request-link.ts), so a copy of the database opens no page; a link goes with its request's
 * erasure, in the same batch.
 */

export interface LinkRow {
  token_hash: string;
  request_id: string;
}

export const insert = (db: D1Database, tokenHash: string, requestId: string, at: string) =>
  db.prepare('INSERT INTO sender_links (token_hash, request_id, created_at) VALUES (?, ?, ?)').bind(tokenHash, requestId, at);

export const byHash = (db: D1Database, tokenHash: string) => db.prepare('SELECT token_hash, request_id FROM sender_links WHERE token_hash = ?').bind(tokenHash);

export const removeOf = (db: D1Database, requestId: string) => db.prepare('DELETE FROM sender_links WHERE request_id = ?').bind(requestId);
