import { useEffect, useState } from 'react';
import { FUNNEL_PERIODS, formatMinutes, type FunnelPeriod, type FunnelReport, type FunnelRow, type FunnelWeek } from '@/lib/funnel';
import { API, getJson } from './api';
import type { AcceptanceRow, ProposalStats } from '../../functions/_shared/proposals/types';
import { Notice, quietButtonClass } from './ui';

/**
 * The firm's funnel: visits (daily totals, no cookies) beside people's quote requests per landing page,
 * referring site and campaign, with the rate and the won; a chart of both per week; and how fast the
 * firm acted on each request, in its working hours. The CSV carries the tables' columns.
 */
export function Sources() {
  const [days, setDays] = useState<FunnelPeriod>(30);
  const [report, setReport] = useState<FunnelReport | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    getJson<FunnelReport>(`/sources?days=${days}`)
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
      <p className="mt-1 text-sm text-muted">
        Visits (counted once when a visit begins: no cookies, no addresses, daily totals only) beside quote requests from people (not spam), by where the visit began; the rate is requests per visit.
      </p>
      <p className="mt-1 text-sm text-muted" data-unaudited>
        These are counts anyone can send, not audited numbers: a visit is whatever a browser (or a script) reports, within limits per network and per day, and a request&rsquo;s source is what its form carried. Read them as a guide, and check a surprising figure against the requests themselves.
      </p>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Period">
        {FUNNEL_PERIODS.map((period) => (
          <button key={period} type="button" aria-pressed={days === period} onClick={() => setDays(period)} className={`${quietButtonClass} aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white`}>
            Last {period} days
          </button>
        ))}
        <a className={quietButtonClass} href={`${API}/sources.csv?days=${days}`} download>
          Export CSV
        </a>
      </div>
      <div className="mt-4" aria-live="polite">
        {error && <Notice tone="error">{error}</Notice>}
      </div>
      {report && (
        <>
          <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label="Visits" value={String(report.totals.visits)} />
            <Figure label="Requests" value={String(report.totals.requests)} />
            <Figure label="Rate" value={report.totals.rate || '–'} />
            <Figure label="Won" value={String(report.totals.won)} />
          </dl>
          <section aria-labelledby="speed-title" className="mt-6 rounded-card border border-line bg-paper p-4 shadow-card">
            <h2 id="speed-title" className="text-base font-semibold text-navy-900">
              Speed to lead
            </h2>
            <p className="mt-1 text-sm text-muted">From a request’s arrival to the firm’s first status, note or message to the sender, counted in working hours (any desk open, Monday to Friday). The promise: {formatMinutes(report.speed.promiseMinutes)} of working time.</p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label="Median" value={formatMinutes(report.speed.medianMinutes)} />
              <Figure label="Slowest" value={formatMinutes(report.speed.slowestMinutes)} />
              <Figure label="Still waiting" value={String(report.speed.waiting)} />
              <Figure label="Past the promise" value={String(report.speed.late)} />
            </dl>
          </section>
          {report.proposals && <ProposalFigures stats={report.proposals} />}
          <WeekChart weeks={report.weeks} />
          <div className="mt-6 grid gap-6 xl:grid-cols-3">
            <FunnelTable caption="Landing page" rows={report.landing} />
            <FunnelTable caption="Referring site" rows={report.referrer} />
            <FunnelTable caption="Campaign" rows={report.campaign} />
          </div>
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card border border-line bg-paper px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

/** Visits and requests per week as paired bars (plain SVG), each week's figures also in its title and in the table beside it. */
function WeekChart({ weeks }: { weeks: FunnelWeek[] }) {
  const width = 640;
  const height = 160;
  const top = Math.max(1, ...weeks.map((week) => week.visits), ...weeks.map((week) => week.requests));
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.max(2, slot / 2 - 4);
  const scale = (n: number) => Math.round((n / top) * (height - 20));
  return (
    <figure className="mt-6 rounded-card border border-line bg-paper p-4 shadow-card">
      <figcaption className="text-base font-semibold text-navy-900">
        Per week: <span className="text-navy-700">visits</span> and <span className="text-accent-700">requests</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-40 w-full" role="img" aria-label={weeks.map((week) => `week of ${week.from}: ${week.visits} visits, ${week.requests} requests`).join('; ')}>
        {weeks.map((week, i) => (
          <g key={week.from}>
            <rect x={i * slot + 2} y={height - scale(week.visits)} width={bar} height={scale(week.visits)} className="fill-navy-700" />
            <rect x={i * slot + 2 + bar + 2} y={height - scale(week.requests)} width={bar} height={scale(week.requests)} className="fill-accent-600" />
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>Visits and requests per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Visits</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.from}>
              <th scope="row">{week.from}</th>
              <td>{week.visits}</td>
              <td>{week.requests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function FunnelTable({ caption, rows }: { caption: string; rows: FunnelRow[] }) {
  const cell = 'px-3 py-2 text-right';
  return (
    <table className="w-full rounded-card border border-line bg-paper text-sm shadow-card">
      <caption className="px-4 pt-3 text-left text-base font-semibold text-navy-900">{caption}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="px-4 py-2 font-medium">
            {caption}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Visits
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Requests
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Rate
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Won
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-4 py-3 text-muted">
              No visits or requests in this period.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="break-all px-4 py-2 text-left font-normal text-ink">
                {row.value}
              </th>
              <td className={cell}>{row.visits}</td>
              <td className={cell}>{row.requests}</td>
              <td className={cell}>{row.rate || '–'}</td>
              <td className={cell}>{row.won}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Beside the speed to lead: time to the first proposal sent, and how many were accepted per service and market. */
function ProposalFigures({ stats }: { stats: ProposalStats }) {
  return (
    <section aria-labelledby="proposals-title" className="mt-6 rounded-card border border-line bg-paper p-4 shadow-card">
      <h2 id="proposals-title" className="text-base font-semibold text-navy-900">
        Time to proposal and acceptance
      </h2>
      <p className="mt-1 text-sm text-muted">From a request’s arrival to the first fee proposal sent, in working hours as above; a win is an accepted proposal.</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Median to proposal" value={formatMinutes(stats.medianMinutes)} />
        <Figure label="Slowest to proposal" value={formatMinutes(stats.slowestMinutes)} />
        <Figure label="Proposals sent" value={String(stats.proposed)} />
        <Figure label="Accepted" value={String(stats.accepted)} />
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <AcceptanceTable caption="Acceptance by service" rows={stats.service} />
        <AcceptanceTable caption="Acceptance by market" rows={stats.market} />
      </div>
    </section>
  );
}

function AcceptanceTable({ caption, rows }: { caption: string; rows: AcceptanceRow[] }) {
  const cell = 'px-3 py-2 text-right';
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-semibold text-navy-900">{caption}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-2 font-medium">
            {caption.replace('Acceptance by ', '').replace(/^./, (c) => c.toUpperCase())}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Sent
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Accepted
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Rate
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4} className="py-2 text-muted">
              No proposals sent in this period.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="py-2 text-left font-normal text-ink">
                {row.value}
              </th>
              <td className={cell}>{row.proposed}</td>
              <td className={cell}>{row.accepted}</td>
              <td className={cell}>{row.rate}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
