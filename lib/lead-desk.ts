import { requestDrawingsKeepDays, requestKeepYears } from './content/firm';
import { markets } from '../content/markets';

/**
 * What the lead desk (/desk/) and its API (functions/routes/desk.ts) agree on: the stages a lead moves
 * through, how long leads are kept, and the shapes the API answers with. Pure, so the browser, the
 * function and the tests share one definition.
 */

/** Where a lead stands with the firm. Every change is recorded with the person and the time. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/**
 * The privacy policy's promise (content/firm.json `requests`): a lead that did not become a project
 * (any status but won) is erased this many years after its last contact. Last contact is the later of
 * when the request arrived, when the firm last recorded something on it (a status change or a note)
 * and when its sender last added files.
 */
export const LEAD_RETENTION_YEARS = requestKeepYears;

/**
 * The drawings sent with a request (won or not) are erased this many days after its last contact, or
 * after the sender last added files, whichever is later; its details stay as above. A buyer who does
 * not engage the firm has their drawings kept no longer than one who does: an engaged project's files
 * move to the project folders at kickoff, and go within days of the last deliverable (facts.yml `data`).
 */
export const DRAWINGS_RETENTION_DAYS = requestDrawingsKeepDays;

/** The moment before which a request's last contact (or last files from its sender) makes its drawings due for erasure. */
export function drawingsCutoff(now: number): string {
  return new Date(now - DRAWINGS_RETENTION_DAYS * 86_400_000).toISOString();
}

/** The moment before which a lead's last contact makes it due for erasure. */
export function retentionCutoff(now: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LEAD_RETENTION_YEARS);
  return cutoff.toISOString();
}

/** Requests (of any outcome) one sender's network may make in the window; more get a 429. The privacy policy states it. */
export const RATE_LIMIT = { requests: 5, windowMinutes: 10 } as const;

/** Suspected spam is kept this many days after it arrived, in case it was a person, then erased. */
export const SPAM_RETENTION_DAYS = 30;

/** The moment before which suspected spam that arrived is due for erasure. */
export function spamCutoff(now: number): string {
  return new Date(now - SPAM_RETENTION_DAYS * 86_400_000).toISOString();
}

/** Leads a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 50;

export interface LeadFile {
  name: string;
  size: number;
  type: string;
  /** What its contents were checked as ("ZIP: 14 files, none executable", "Revit model"); absent for files sent before that check. */
  checked?: string;
}

export interface LeadSummary {
  id: string;
  receivedAt: string;
  status: LeadStatus;
  name: string;
  email: string;
  company: string;
  service: string;
  market: string;
  files: { count: number; bytes: number };
  source: string;
  /** Why it is suspected spam ('' for a person). */
  spam: string;
  /** Whether it answered the form's challenge; '' when the challenge was off (functions/_shared/challenge.ts). */
  challenge: 'challenged' | 'not challenged' | '';
  /** When the sender last opened their request page, and last added files from it ('' never). */
  sender: { viewedAt: string; addedAt: string };
  /** Still waiting for the firm's first action past its promised reply time (lib/funnel.ts); the inbox only. */
  late?: boolean;
}

export interface LeadEvent {
  at: string;
  actor: string;
  /** `message`: the line to the sender changed; `added`: the sender added files; `notice`: an email about it failed; `files erased`: the drawings rule. */
  kind: 'status' | 'note' | 'released' | 'exported' | 'message' | 'added' | 'notice' | 'files erased' | 'proposal';
  detail: string;
}

export interface LeadDetail extends Omit<LeadSummary, 'files'> {
  phone: string;
  message: string;
  drawingsLink: string;
  files: LeadFile[];
  lastContactAt: string;
  /** Where the visit came from, as recorded (lib/visit-source.ts), or null. */
  visit: { landing: string; referrer: string; utm: Record<string, string>; pages: number } | null;
  /** What became of the firm's email, the chat message and the sender's confirmation. */
  notices: { firm: string; chat: string; confirmation: string };
  /** The firm's line on the sender's request page ('' none), and when it was written. */
  senderMessage: { text: string; at: string };
  events: LeadEvent[];
}

export interface InboxPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** The market a visit started in, from its landing path: a market's prefix, else the default market. */
export function marketOfPath(landing: string | undefined): string {
  if (!landing) return '';
  return marketAt(landing)?.name ?? '';
}

/** How the market of a landing page writes dates and money (en-US where none was recorded, as the x-default pages). */
export function localeOfPath(landing: string | undefined): string {
  return (landing && marketAt(landing)?.locale) || 'en-US';
}

function marketAt(landing: string) {
  return markets.find((m) => m.prefix && (landing === m.prefix || landing.startsWith(`${m.prefix}/`))) ?? markets.find((m) => m.prefix === '');
}

/** One line about where a lead came from: campaign, else referring site, else landing page. */
export function sourceLine(visit: LeadDetail['visit']): string {
  if (!visit) return '';
  if (visit.utm.utm_campaign) return `campaign ${visit.utm.utm_campaign}`;
  if (visit.referrer) return visit.referrer.replace(/^https?:\/\//, '');
  return visit.landing;
}

/**
 * A CSV cell, safe to open in a spreadsheet whatever a lead typed (OWASP, "CSV Injection"). Every cell is
 * quoted, so no separator splits it: not the comma, and not the semicolon that a spreadsheet set to a
 * European list separator splits on. A cell a spreadsheet could read as a formula, one that starts with
 * =, +, -, @, a tab, a line break or NUL, also after any quotes or spaces before it, gets a leading
 * apostrophe, so a lead who types `=HYPERLINK(…)` cannot run anything in the firm's CRM import.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[ "']*[=+\-@\t\r\n\0]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRows(rows: (string | number)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Bytes as a person reads them: 812 KB, 12.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
