import { useEffect, useState } from 'react';
import { SOURCE_PERIODS, type SourceRow, type SourcesReport } from '@/lib/lead-desk';
import { getJson } from './api';
import { Notice, quietButtonClass } from './ui';

/** Which landing pages, referring sites and campaigns bring quote requests, and which of those are won. */
export function Sources() {
  const [days, setDays] = useState<number>(SOURCE_PERIODS[0]);
  const [report, setReport] = useState<SourcesReport | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    getJson<SourcesReport>(`/sources?days=${days}`)
      .then((data) => live && (setReport(data), setError('')))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [days]);

  return (
    <section aria-labelledby="sources-title">
      <h1 id="sources-title" className="text-2xl font-bold text-navy-900">
        Sources
      </h1>
      <p className="mt-1 text-sm text-muted">Quote requests from people (not spam) by where the visit began, and how many of them were won.</p>
      <div className="mt-4 flex gap-2" role="group" aria-label="Period">
        {SOURCE_PERIODS.map((period) => (
          <button key={period} type="button" aria-pressed={days === period} onClick={() => setDays(period)} className={`${quietButtonClass} aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white`}>
            Last {period} days
          </button>
        ))}
      </div>
      <div className="mt-4" aria-live="polite">
        {error && <Notice tone="error">{error}</Notice>}
      </div>
      {report && (
        <div className="mt-2 grid gap-6 lg:grid-cols-3">
          <SourceTable caption="Landing page" rows={report.landing} />
          <SourceTable caption="Referring site" rows={report.referrer} />
          <SourceTable caption="Campaign" rows={report.campaign} />
        </div>
      )}
    </section>
  );
}

function SourceTable({ caption, rows }: { caption: string; rows: SourceRow[] }) {
  return (
    <table className="w-full rounded-card border border-line bg-paper text-sm shadow-card">
      <caption className="px-4 pt-3 text-left text-base font-semibold text-navy-900">{caption}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="px-4 py-2 font-medium">
            {caption}
          </th>
          <th scope="col" className="px-4 py-2 text-right font-medium">
            Leads
          </th>
          <th scope="col" className="px-4 py-2 text-right font-medium">
            Won
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="px-4 py-3 text-muted">
              No requests in this period.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="break-all px-4 py-2 text-left font-normal text-ink">
                {row.value}
              </th>
              <td className="px-4 py-2 text-right">{row.leads}</td>
              <td className="px-4 py-2 text-right">{row.won}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
