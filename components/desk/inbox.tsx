import { useEffect, useState, type FormEvent } from 'react';
import { formatBytes, type InboxPage, type LeadStatus, type LeadSummary } from '@/lib/lead-desk';
import { API, getJson } from './api';
import type { DeskLocation } from './use-desk-location';
import { Notice, StatusBadge, StatusOptions, When, buttonClass, fieldClass, quietButtonClass } from './ui';

/** What the sender has done on their request page, as the list shows it. */
function senderActivity(lead: LeadSummary): string {
  if (lead.sender.addedAt) return 'Sender added files';
  return lead.sender.viewedAt ? 'Sender viewed' : '';
}

/**
 * The inbox (or the spam folder): newest first, filtered by status, searched by name, email or
 * company, a page at a time; each row opens the lead. The CSV link exports what the filters select.
 */
export function Inbox({ location, go }: { location: DeskLocation; go: (next: Partial<DeskLocation>) => void }) {
  const folder = location.view === 'spam' ? 'spam' : 'inbox';
  const [data, setData] = useState<InboxPage | null>(null);
  const [error, setError] = useState('');
  const query = new URLSearchParams({ folder, ...(location.status ? { status: location.status } : {}), ...(location.q ? { q: location.q } : {}) });
  const queryText = query.toString();

  useEffect(() => {
    let live = true;
    getJson<InboxPage>(`/leads?${queryText}&page=${location.page}`)
      .then((page) => live && (setData(page), setError('')))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [queryText, location.page]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({ view: location.view, status: String(form.get('status') ?? ''), q: String(form.get('q') ?? '').trim(), page: 1 });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const title = folder === 'spam' ? 'Suspected spam' : 'Inbox';

  return (
    <section aria-labelledby="inbox-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="inbox-title" className="text-2xl font-bold text-navy-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {folder === 'spam'
              ? 'Requests the form judged automated. They are not emailed to anyone and are deleted 30 days after they arrived. Release a real one with “Not spam”.'
              : 'Quote requests from the website, newest first.'}
          </p>
        </div>
        <a className={quietButtonClass} href={`${API}/leads.csv?${queryText}`} download>
          Export CSV
        </a>
      </div>

      <form onSubmit={search} className="mt-5 flex flex-wrap items-end gap-3" role="search" aria-label={`Filter the ${title.toLowerCase()}`}>
        {folder === 'inbox' && (
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Status
            <select name="status" defaultValue={location.status} className={fieldClass} key={`status-${location.status}`}>
              <option value="">Any status</option>
              <StatusOptions />
            </select>
          </label>
        )}
        <label className="flex min-w-0 grow flex-col gap-1 text-sm font-medium text-ink sm:grow-0">
          Name, email or company
          <input name="q" type="search" defaultValue={location.q} key={`q-${location.q}`} className={`${fieldClass} sm:w-72`} />
        </label>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </form>

      <div className="mt-4" aria-live="polite">
        {error && <Notice tone="error">{error}</Notice>}
        {data && (
          <p className="text-sm text-muted">
            {data.total === 0 ? 'No requests match.' : `${data.total} request${data.total === 1 ? '' : 's'}; page ${data.page} of ${pages}.`}
          </p>
        )}
      </div>

      {data && data.leads.length > 0 && (
        <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-paper shadow-card">
          {data.leads.map((lead) => (
            <li key={lead.id}>
              <a
                href={`/desk/?lead=${lead.id}`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  go({ lead: lead.id });
                }}
                className="grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600 md:grid-cols-[6rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_9rem]"
              >
                <span>
                  {lead.spam ? <span className="text-xs font-semibold text-accent-700">{lead.spam}</span> : <StatusBadge status={lead.status as LeadStatus} />}
                  {lead.challenge && <span className="block text-xs text-muted">{lead.challenge === 'challenged' ? 'Challenged' : 'Not challenged'}</span>}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-navy-900">{lead.name}</span>
                  <span className="block truncate text-sm text-muted">{lead.company || lead.email}</span>
                </span>
                <span className="min-w-0 text-sm text-ink">
                  <span className="block truncate">{lead.service || 'No service chosen'}</span>
                  <span className="block truncate text-muted">{lead.market || 'Market not recorded'}</span>
                </span>
                <span className="min-w-0 text-sm text-ink">
                  <span className="block">{lead.files.count ? `${lead.files.count} file${lead.files.count === 1 ? '' : 's'}, ${formatBytes(lead.files.bytes)}` : 'No files'}</span>
                  <span className="block truncate text-muted">{lead.source || 'Source not recorded'}</span>
                </span>
                <span className="text-sm text-muted md:text-right">
                  <When at={lead.receivedAt} />
                  {lead.late && <span className="block text-xs font-semibold text-accent-700">Waiting past the promised reply</span>}
                  {senderActivity(lead) && <span className="block text-xs font-semibold text-navy-700">{senderActivity(lead)}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}

      {data && pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          <button type="button" className={quietButtonClass} disabled={location.page <= 1} onClick={() => go({ ...location, lead: null, page: location.page - 1 })}>
            Newer
          </button>
          <button type="button" className={quietButtonClass} disabled={location.page >= pages} onClick={() => go({ ...location, lead: null, page: location.page + 1 })}>
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
