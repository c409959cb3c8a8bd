/** Types for leads.mjs. */
export interface LeadFile {
  name: string;
  size: number;
  type: string;
  key: string;
}
export type Lead = Record<string, unknown> & { id: string; files: LeadFile[]; source: Record<string, unknown>; notified: boolean; spam?: string; status?: string };
export type LeadKind = 'leads' | 'spam' | 'unnotified' | 'failed';
export function leadsQuery(only: LeadKind): string;
export function toLead(row: Record<string, unknown>): Lead;
export function readLeads(options?: { remote?: boolean; state?: string; only?: LeadKind }): Lead[];
export function saveFiles(id: string, options?: { remote?: boolean; state?: string; into?: string }): string[];
export function queryD1(sql: string, where?: { remote?: boolean; state?: string }): Record<string, unknown>[];
