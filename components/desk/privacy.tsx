import { useEffect, useState, type FormEvent } from 'react';
import { DRAWINGS_RETENTION_DAYS, LEAD_RETENTION_YEARS } from '@/lib/lead-desk';
import { getJson, postJson } from './api';
import { Notice, When, buttonClass, fieldClass } from './ui';

interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  detail: string;
}

/**
 * The privacy policy's promises, in the firm's hands: an access request answered as a JSON file, the
 * erasures and access requests on record, and the retention rule the code keeps on its own.
 */
export function Privacy() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const loadAudit = () =>
    getJson<{ entries: AuditEntry[] }>('/audit')
      .then((data) => setEntries(data.entries))
      .catch((failure: Error) => setError(failure.message));
  useEffect(() => {
    void loadAudit();
  }, []);

  const exportFor = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setDone('');
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    try {
      const data = await postJson<{ requests: unknown[] }>('/access-requests', { email });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      link.download = `access-request-${email.replace(/[^\w.@-]+/g, '_')}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
      setDone(`${data.requests.length} request${data.requests.length === 1 ? '' : 's'} held for ${email}; the file was downloaded. Send it to the person from the firm's mailbox.`);
      void loadAudit();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="text-2xl font-bold text-navy-900">
        Privacy
      </h1>
      <div className="mt-4 space-y-2 text-sm text-ink">
        <p>
          Requests that are not won are erased automatically {LEAD_RETENTION_YEARS} years after the last contact (the later of when the request arrived and the last status change or note), as the privacy policy says; the files of every request, won or not, are erased {DRAWINGS_RETENTION_DAYS} days after the last contact (or the sender&apos;s last added files), its details kept. Suspected spam is deleted after
          30 days. To erase a request on someone&apos;s demand, open it and use “Erase this request”.
        </p>
      </div>

      <form onSubmit={exportFor} className="mt-6 flex flex-wrap items-end gap-3 rounded-card border border-line bg-paper p-5 shadow-card">
        <label className="flex min-w-0 grow flex-col gap-1 text-sm font-medium text-ink sm:grow-0">
          Access request: everything held about
          <input name="email" type="email" required autoComplete="off" className={`${fieldClass} sm:w-80`} />
        </label>
        <button type="submit" className={buttonClass}>
          Download as JSON
        </button>
      </form>
      <div className="mt-3" aria-live="polite">
        {error && <Notice tone="error">{error}</Notice>}
        {done && <Notice tone="ok">{done}</Notice>}
      </div>

      <h2 className="mt-8 text-lg font-semibold text-navy-900">Privacy log</h2>
      <p className="text-sm text-muted">Erasures and access requests, newest first. It keeps no one&apos;s personal details, only the reference.</p>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing recorded yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-paper text-sm shadow-card">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="px-4 py-2">
              <span className="text-muted">
                <When at={entry.at} />, {entry.actor}:
              </span>{' '}
              <span className="break-all">{entry.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
