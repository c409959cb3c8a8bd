import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatBytes, type LeadDetail, type LeadEvent, type LeadStatus } from '@/lib/lead-desk';
import { API, getJson, postJson } from './api';
import { ProposalPanel } from './proposal-editor';
import { Notice, STATUS_LABELS, StatusBadge, StatusOptions, When, buttonClass, fieldClass, quietButtonClass } from './ui';

/** How the history names each kind of entry (the rest speak for themselves). */
const HISTORY_PREFIX: Partial<Record<LeadEvent['kind'], string>> = { note: 'Note: ', status: 'Status: ', added: 'The sender ' };

/**
 * One lead: everything the person sent, the files to download, where the visit came from, what became
 * of the emails, and what the firm has done with it (status, notes, history). A spam-folder lead can be
 * released; any lead can be erased, after typing nothing more than a confirmation.
 */
export function LeadView({ id, onBack, onErased }: { id: string; onBack: () => void; onErased: (message: string) => void }) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    getJson<LeadDetail>(`/leads/${encodeURIComponent(id)}`)
      .then((detail) => live && setLead(detail))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [id]);
  useEffect(() => heading.current?.focus(), [lead?.id]);

  const act = async (path: string, body: unknown, message: string) => {
    setBusy(true);
    setError('');
    setDone('');
    try {
      setLead(await postJson<LeadDetail>(`/leads/${encodeURIComponent(id)}/${path}`, body));
      setDone(message);
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = String(new FormData(event.currentTarget).get('status')) as LeadStatus;
    void act('status', { status }, `Status set to ${STATUS_LABELS[status]}.`);
  };
  const saveSenderMessage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    void act('sender-message', { message }, message ? 'Message to the sender saved: their request page shows it.' : 'Message to the sender taken down.');
  };
  const saveNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await act('notes', { note: String(new FormData(form).get('note') ?? '') }, 'Note added.')) form.reset();
  };
  const erase = async () => {
    if (!lead || !window.confirm(`Erase the request from ${lead.name}, its files and its history? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await postJson(`/leads/${encodeURIComponent(id)}/erase`, { confirm: lead.id });
      onErased(`The request from ${lead.name} was erased with its files.`);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <article aria-labelledby="lead-title">
      <button type="button" onClick={onBack} className="text-sm font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
        ← Back to the list
      </button>
      <div className="mt-3" aria-live="polite">
        {error && <Notice tone="error">{error}</Notice>}
        {done && <Notice tone="ok">{done}</Notice>}
      </div>
      {!lead && !error && <p className="mt-4 text-muted">Loading the request…</p>}
      {lead && (
        <>
          <header className="mt-4 flex flex-wrap items-center gap-3">
            <h1 id="lead-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-navy-900 focus:outline-none">
              {lead.name}
              {lead.company && <span className="font-normal text-muted">, {lead.company}</span>}
            </h1>
            {lead.spam ? <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">Suspected spam: {lead.spam}</span> : <StatusBadge status={lead.status} />}
            {lead.challenge && (
              <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted" title={lead.challenge === 'challenged' ? 'Its sender passed the form\'s challenge.' : 'It came without the form\'s challenge (no JavaScript, or a script): no confirmation was emailed to the address it gives.'}>
                {lead.challenge === 'challenged' ? 'Challenged' : 'Not challenged'}
              </span>
            )}
          </header>
          <p className="mt-1 text-sm text-muted">
            Received <When at={lead.receivedAt} />; last contact <When at={lead.lastContactAt} />. Reference <code className="break-all">{lead.id}</code>
          </p>

          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="space-y-6">
              <section aria-labelledby="sent-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                <h2 id="sent-title" className="text-lg font-semibold text-navy-900">
                  What they sent
                </h2>
                <dl className="mt-3 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                  <dt className="text-muted">Email</dt>
                  <dd className="break-words">
                    <a className="text-navy-700 underline" href={`mailto:${lead.email}`}>
                      {lead.email}
                    </a>
                  </dd>
                  <dt className="text-muted">Phone</dt>
                  <dd>{lead.phone ? <a className="text-navy-700 underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : '-'}</dd>
                  <dt className="text-muted">Service</dt>
                  <dd>{lead.service || '-'}</dd>
                  <dt className="text-muted">Market</dt>
                  <dd>{lead.market || '-'}</dd>
                  <dt className="text-muted">Drawings link</dt>
                  <dd className="break-all">{lead.drawingsLink ? <a className="text-navy-700 underline" href={lead.drawingsLink} rel="noopener noreferrer" target="_blank">{lead.drawingsLink}</a> : '-'}</dd>
                </dl>
                <h3 className="mt-4 text-sm font-semibold text-navy-900">Project details</h3>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{lead.message}</p>
              </section>

              {!lead.spam && <ProposalPanel leadId={lead.id} serviceLabel={lead.service} onChanged={() => void getJson<LeadDetail>(`/leads/${encodeURIComponent(id)}`).then(setLead).catch(() => undefined)} />}

              <section aria-labelledby="files-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                <h2 id="files-title" className="text-lg font-semibold text-navy-900">
                  Files
                </h2>
                {lead.files.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">No files were attached.</p>
                ) : (
                  <ul className="mt-2 divide-y divide-line text-sm">
                    {lead.files.map((file, index) => (
                      <li key={`${file.name}-${index}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <span className="min-w-0 break-all">
                          {file.name} <span className="text-muted">({formatBytes(file.size)}, {file.type})</span>
                          <span className="block text-muted">Checked as: {file.checked ?? 'not checked (sent before contents were checked)'}</span>
                        </span>
                        <a className={quietButtonClass} href={`${API}/leads/${lead.id}/files/${index + 1}`} download={file.name}>
                          Download<span className="sr-only"> {file.name}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="history-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                <h2 id="history-title" className="text-lg font-semibold text-navy-900">
                  History
                </h2>
                {lead.events.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">Nothing has been recorded on this request yet.</p>
                ) : (
                  <ol className="mt-2 space-y-3 text-sm">
                    {lead.events.map((event, index) => (
                      <li key={`${event.at}-${index}`} className="border-l-2 border-navy-200 pl-3">
                        <p className="text-muted">
                          <When at={event.at} />, {event.actor}
                        </p>
                        <p className="whitespace-pre-wrap break-words text-ink">{HISTORY_PREFIX[event.kind] ? `${HISTORY_PREFIX[event.kind]}${event.detail}` : event.detail}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </div>

            <div className="space-y-6">
              {lead.spam ? (
                <section aria-labelledby="release-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                  <h2 id="release-title" className="text-lg font-semibold text-navy-900">
                    Not spam?
                  </h2>
                  <p className="mt-2 text-sm text-muted">Moves the request and its files into the inbox and emails the firm about it now.</p>
                  <button type="button" className={`${buttonClass} mt-3`} disabled={busy} onClick={() => void act('release', {}, 'Moved to the inbox; the firm is being emailed.')}>
                    Not spam
                  </button>
                </section>
              ) : (
                <>
                  <section aria-labelledby="sender-title" className="rounded-card border-2 border-accent-600/50 bg-paper p-5 shadow-card">
                    <h2 id="sender-title" className="text-lg font-semibold text-navy-900">
                      Message to the sender
                    </h2>
                    <p className="mt-2 text-sm text-muted">Shown on the sender’s private request page, under where it stands. Internal notes never are; nor is who in the firm wrote it.</p>
                    <form onSubmit={saveSenderMessage} className="mt-3 flex flex-col gap-2">
                      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                        Message to the sender
                        <textarea name="message" maxLength={1000} rows={3} defaultValue={lead.senderMessage.text} key={lead.senderMessage.at} className={`${fieldClass} py-2`} />
                      </label>
                      <button type="submit" className={`${buttonClass} self-start`} disabled={busy}>
                        Save message to the sender
                      </button>
                    </form>
                    <p className="mt-3 text-sm text-muted">
                      {lead.sender.viewedAt ? <>The sender last opened their page <When at={lead.sender.viewedAt} />.</> : 'The sender has not opened their page.'}{' '}
                      {lead.sender.addedAt ? <>They added files <When at={lead.sender.addedAt} />.</> : 'They have added no files from it.'}
                    </p>
                  </section>
                  <section aria-labelledby="act-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                    <h2 id="act-title" className="text-lg font-semibold text-navy-900">
                      Status and internal notes
                    </h2>
                    <form onSubmit={saveStatus} className="mt-3 flex flex-wrap items-end gap-2">
                      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                        Status
                        <select name="status" defaultValue={lead.status} key={lead.status} className={fieldClass}>
                          <StatusOptions />
                        </select>
                      </label>
                      <button type="submit" className={buttonClass} disabled={busy}>
                        Save status
                      </button>
                    </form>
                    <p className="mt-4 text-sm text-muted">Notes are for the firm only: the sender never sees them.</p>
                    <form onSubmit={saveNote} className="mt-2 flex flex-col gap-2">
                      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                        Note
                        <textarea name="note" required maxLength={4000} rows={3} className={`${fieldClass} py-2`} />
                      </label>
                      <button type="submit" className={`${buttonClass} self-start`} disabled={busy}>
                        Add note
                      </button>
                    </form>
                  </section>
                </>
              )}

              <section aria-labelledby="source-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                <h2 id="source-title" className="text-lg font-semibold text-navy-900">
                  Source and notices
                </h2>
                <dl className="mt-3 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                  <dt className="text-muted">Landing page</dt>
                  <dd className="break-all">{lead.visit?.landing ?? 'not recorded'}</dd>
                  <dt className="text-muted">Referrer</dt>
                  <dd className="break-all">{lead.visit ? lead.visit.referrer || 'none' : '-'}</dd>
                  <dt className="text-muted">Campaign</dt>
                  <dd className="break-all">{lead.visit && Object.keys(lead.visit.utm).length ? Object.entries(lead.visit.utm).map(([key, value]) => `${key}=${value}`).join(', ') : '-'}</dd>
                  <dt className="text-muted">Pages seen</dt>
                  <dd>{lead.visit?.pages ?? '-'}</dd>
                  <dt className="text-muted">Firm’s email</dt>
                  <dd>{lead.notices.firm}</dd>
                  <dt className="text-muted">Chat</dt>
                  <dd>{lead.notices.chat}</dd>
                  <dt className="text-muted">Confirmation</dt>
                  <dd>{lead.notices.confirmation}</dd>
                </dl>
              </section>

              <section aria-labelledby="erase-title" className="rounded-card border border-line bg-paper p-5 shadow-card">
                <h2 id="erase-title" className="text-lg font-semibold text-navy-900">
                  Erase
                </h2>
                <p className="mt-2 text-sm text-muted">For a deletion request: removes the request, every file and its history. The privacy log keeps only that a request was erased, by whom and when. Then delete its email in the estimating inbox, its chat notice and any of its files you saved: the privacy policy promises those go too.</p>
                <button type="button" className={`${quietButtonClass} mt-3 border-accent-600 text-accent-700`} disabled={busy} onClick={() => void erase()}>
                  Erase this request
                </button>
              </section>
            </div>
          </div>
        </>
      )}
    </article>
  );
}
