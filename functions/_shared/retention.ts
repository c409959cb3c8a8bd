import {
  DRAWINGS_RETENTION_DAYS,
  drawingsCutoff,
  retentionCutoff,
  spamCutoff,
  type LeadEvent,
} from '../../lib/lead-desk';
import type { Env } from './endpoint';
import { proposalsOf } from '../store/proposals';
import { filesOf, visitOf, type QuoteRow } from './leads';
import * as requestStore from '../store/requests';
import * as auditStore from '../store/audit';
import * as eventStore from '../store/events';
import * as linkStore from '../store/links';
import * as uploadStore from '../store/uploads';
import type { UploadRow } from '../store/uploads';

/**
 * Erasure and access requests: a request erased on the desk's word, by its sender, or by the retention
 * rules (the daily housekeeping), each written in the privacy log; and everything held about an address.
 */

/**
 * Why a request is erased, as its audit entry says: on request (the desk's "Erase this request"), by the
 * retention rule, as suspected spam past its 30 days, because it was never stored whole (the sender was
 * told; see functions/routes/quote.ts), or withdrawn by its sender.
 */
export type ErasureReason = 'request' | 'retention' | 'spam expiry' | 'not stored' | 'withdrawn';

/** Every key under a prefix, page by page (R2 lists at most 1,000 at a time). */
async function keysUnder(env: Env, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.FILES.list({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Erases a request, whatever its state (in the inbox or the spam folder, complete, half-stored, or
 * already partly gone): every R2 object it has (its files, its uploads, anything under its prefixes,
 * spam/ included), its uploads' rows and parts (those started for it from its page included), its
 * history, then its row, in one batch with the audit
 * entry, which says who erased which reference and why and keeps nothing of the person; its private
 * links go with it, so they open nothing from then on. The one way a
 * request is erased: the desk, the retention and spam rules, the quote endpoint's failure path and the
 * sender call it alike. Returns how many stored objects went.
 */
export async function eraseRequest(env: Env, id: string, by: { actor: string; reason: ErasureReason }, now: number): Promise<number> {
  const row = await requestStore.filesOfRequest(env.DB, id).first<Pick<QuoteRow, 'files'>>();
  // Its uploads: the ones attached to it, and the ones started for it from its page and still going up.
  const { results: uploads } = await uploadStore.ofRequest(env.DB, id).all<UploadRow>();
  const keys = new Set([...(row ? filesOf(row).map((f) => f.key) : []), ...uploads.map((u) => u.key)]);
  for (const prefix of [`${id}/`, `spam/${id}/`]) for (const key of await keysUnder(env, prefix)) keys.add(key);
  // An upload still in parts leaves no object to delete: R2 drops its parts when it is aborted.
  for (const upload of uploads.filter((u) => u.status === 'uploading')) await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).abort().catch(() => undefined);
  const list = [...keys];
  for (let i = 0; i < list.length; i += 1000) await env.FILES.delete(list.slice(i, i + 1000));
  const [, , removed] = await env.DB.batch<UploadRow>([
    // Logged first, if the row is still there: of two runs racing to one request, the one that erases it logs it.
    auditStore.recordIf(
      env.DB,
      { at: new Date(now).toISOString(), actor: by.actor, action: 'erased', detail: `request ${id} erased (${by.reason}): its row, history and ${list.length} stored file${list.length === 1 ? '' : 's'}` },
      requestStore.STILL_STORED,
      [id],
    ),
    // What the second deletes is read back: an upload started for the request after the select above is among it.
    ...uploadStore.dropOfRequest(env.DB, id),
    eventStore.removeOf(env.DB, id),
    linkStore.removeOf(env.DB, id),
    requestStore.remove(env.DB, id),
  ]);
  // Uploads that started, or finished, between the select and the batch: aborted, and their objects
  // deleted, as the ones selected were. Once the row is gone no new one can start (its foreign key).
  const known = new Set(uploads.map((u) => u.id));
  const late = (removed?.results ?? []).filter((u) => !known.has(u.id));
  for (const upload of late) {
    if (upload.status === 'uploading') await env.FILES.resumeMultipartUpload(upload.key, upload.r2_upload_id).abort().catch(() => undefined);
    await env.FILES.delete(upload.key);
  }
  if (late.length) console.log(`request ${id}: ${late.length} upload(s) that started while it was being erased were aborted`);
  return list.length;
}

/** How long a request may stand half-stored (its function stopped on the way) before it is erased. */
const STALLED_STORE_MS = 60 * 60_000;

/**
 * The privacy policy's time limits, kept by code, each erasing exactly as "Erase this request" does:
 * leads not won two years after their last contact (lib/lead-desk.ts), suspected spam 30 days after it
 * arrived, and a request never stored whole (its storing failed, or stopped) an hour after it arrived.
 * Runs whenever the quote endpoint or the desk is used, a batch of each at a time.
 */
export async function eraseExpired(env: Env, now: number, batch = 25): Promise<number> {
  const stalled = new Date(now - STALLED_STORE_MS).toISOString();
  const due: { reason: ErasureReason; actor: string; query: D1PreparedStatement }[] = [
    {
      reason: 'retention',
      actor: 'retention rule',
      query: requestStore.pastRetention(env.DB, retentionCutoff(now), batch),
    },
    { reason: 'spam expiry', actor: 'spam rule', query: requestStore.spamPastExpiry(env.DB, spamCutoff(now), batch) },
    { reason: 'not stored', actor: 'quote endpoint', query: requestStore.stalled(env.DB, stalled, batch) },
  ];
  let erased = 0;
  for (const { reason, actor, query } of due) {
    const { results } = await query.all<{ id: string }>();
    for (const { id } of results) await eraseRequest(env, id, { actor, reason }, now);
    erased += results.length;
  }
  return erased;
}

/**
 * The drawings rule (lib/lead-desk.ts `drawingsCutoff`): a request whose last contact, and its
 * sender's last added files, are older than the days the firm keeps drawings loses every stored file
 * (its files, its uploads, anything under its prefix) while its details stay for the two-year rule.
 * Recorded in its history and in the privacy log (no personal data). Suspected spam keeps its own
 * 30-day rule. Returns how many requests lost their files.
 */
export async function eraseOldDrawings(env: Env, now: number, batch = 25): Promise<number> {
  const { results } = await requestStore.drawingsPastRule(env.DB, drawingsCutoff(now), batch).all<Pick<QuoteRow, 'id' | 'files'>>();
  for (const row of results) {
    const { results: uploads } = await uploadStore.keysOf(env.DB, row.id).all<Pick<UploadRow, 'key'>>();
    const keys = new Set([...filesOf(row).map((f) => f.key), ...uploads.map((u) => u.key), ...(await keysUnder(env, `${row.id}/`))]);
    const list = [...keys];
    for (let i = 0; i < list.length; i += 1000) await env.FILES.delete(list.slice(i, i + 1000));
    const at = new Date(now).toISOString();
    const what = `${list.length} stored file${list.length === 1 ? '' : 's'} erased, ${DRAWINGS_RETENTION_DAYS} days after the last contact (drawings rule)`;
    // Recorded first, if the request still holds files: a second run racing to it records nothing.
    await env.DB.batch([
      eventStore.recordIf(env.DB, row.id, at, 'drawings rule', 'files erased', `${what}; the request's details are kept`, requestStore.STILL_HOLDS_FILES, [row.id]),
      auditStore.recordIf(env.DB, { at, actor: 'drawings rule', action: 'erased', detail: `request ${row.id}: ${what}` }, requestStore.STILL_HOLDS_FILES, [row.id]),
      ...uploadStore.dropAttached(env.DB, row.id),
      requestStore.clearFiles(env.DB, row.id),
    ]);
  }
  return results.length;
}

/** Everything held about an email address (an access request), as one JSON document; the request is audited. */
export async function exportByEmail(env: Env, email: string, actor: string, now: number) {
  const { results } = await requestStore.byEmail(env.DB, email.trim()).all<QuoteRow>();
  const requests = [];
  for (const row of results) {
    const { results: events } = await eventStore.oldestFirst(env.DB, row.id).all<LeadEvent>();
    requests.push({
      reference: row.id,
      receivedAt: row.received_at,
      name: row.name,
      email: row.email,
      company: row.company,
      phone: row.phone,
      service: row.service,
      message: row.message,
      drawingsLink: row.drawings_link,
      files: filesOf(row).map(({ name, size, type }) => ({ name, size, type })),
      visit: visitOf(row),
      status: row.lead_status,
      lastContactAt: row.last_contact_at,
      messageToSender: row.sender_message || null,
      senderViewedPage: row.sender_viewed_at || null,
      senderAddedFiles: row.sender_added_at || null,
      suspectedSpam: row.spam_reason || null,
      history: events,
      proposals: await proposalsOf(env, row.id),
    });
  }
  await auditStore.record(env.DB, { at: new Date(now).toISOString(), actor, action: 'exported', detail: `access request answered: ${requests.length} request${requests.length === 1 ? '' : 's'}` }).run();
  return {
    subject: email.trim(),
    exportedAt: new Date(now).toISOString(),
    heldBy: 'Stratum Precon: quote requests sent through the website (database and file storage on Cloudflare)',
    requests,
  };
}
