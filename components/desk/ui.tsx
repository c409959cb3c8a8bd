import type { ReactNode } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/lead-desk';

/** Small pieces the desk's views share. */

export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won', lost: 'Lost' };

const STATUS_STYLES: Record<LeadStatus, string> = {
  new: 'bg-accent-100 text-accent-700',
  contacted: 'bg-navy-100 text-navy-800',
  quoted: 'bg-navy-200 text-navy-900',
  won: 'bg-green-100 text-green-800',
  lost: 'bg-slate-200 text-slate-700',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}

export function StatusOptions() {
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {STATUS_LABELS[status]}
    </option>
  ));
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function When({ at }: { at: string }) {
  return <time dateTime={at}>{at ? dateTime.format(new Date(at)) : '-'}</time>;
}

/** A message for the person at the desk: errors are alerts, confirmations are polite. */
export function Notice({ tone, children }: { tone: 'error' | 'ok'; children: ReactNode }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-button border border-accent-600 bg-accent-100 px-3 py-2 text-sm text-accent-700">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-button border border-line bg-mist px-3 py-2 text-sm text-ink">
      {children}
    </p>
  );
}

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-button bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60';
export const quietButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-button border border-line bg-paper px-4 text-sm font-semibold text-navy-900 hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';
export const fieldClass = 'min-h-11 rounded-button border border-slate-400 bg-paper px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600';
