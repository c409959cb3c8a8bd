import {
  csvRows,
  type LeadDetail,
} from '../../lib/lead-desk';
import { firstDay, funnelRows, rate, servedPath, speedToLead, weeksOf, type FunnelPeriod, type FunnelReport, type FunnelRow } from '../../lib/funnel';
import { replyWithinBusinessDays } from '../../lib/content/firm';
import type { Env } from './endpoint';
import { proposalReport } from './proposals/stats';
import { proposedColumns, type ProposedColumns } from '../store/proposals';
import { visitOf, type QuoteRow } from './leads';
import * as requestStore from '../store/requests';
import * as visitStore from '../store/visits';

/** The desk's funnel report (visits beside requests and the won) and its CSV. */


const NOT_RECORDED = '(not recorded)';
const NO_REFERRER = '(none: typed or bookmarked)';
const NO_CAMPAIGN = '(no campaign)';

/**
 * The funnel over the last `days` days (UTC days, today included): visits (the visits store's) beside people's
 * complete requests (the request store's) per landing page, referring site and campaign, with the rate and
 * the won; visits and requests per week; and the speed to lead in the firm's working hours. Each figure
 * is a sum over rows the desk's SQL names here, so the firm can reproduce it from D1.
 */
export async function funnelReport(env: Env, days: FunnelPeriod, now: number): Promise<FunnelReport> {
  const day = firstDay(now, days);
  const since = `${day}T00:00:00.000Z`;
  const [landing, referrer, campaign, daily, leads] = await env.DB.batch<unknown>([
    ...visitStore.totalsSince(env.DB, day),
    requestStore.funnelRequests(env.DB, since, proposedColumns),
  ]);
  const visits = (result: typeof landing, label: (value: string) => string) => {
    const map = new Map<string, number>();
    for (const row of (result?.results ?? []) as { value: string; visits: number }[]) map.set(label(row.value), (map.get(label(row.value)) ?? 0) + row.visits);
    return map;
  };
  // A win is an accepted proposal (functions/_shared/proposals/), or a lead the firm marked won.
  const requests = ((leads?.results ?? []) as (Pick<QuoteRow, 'source' | 'service' | 'lead_status' | 'received_at'> & ProposedColumns & { first_action_at: string | null })[]).map((row) =>
    row.accepted ? { ...row, lead_status: 'won' as const } : row,
  );
  const tally = (pick: (visit: LeadDetail['visit']) => string) => {
    const map = new Map<string, { requests: number; won: number }>();
    for (const row of requests) {
      const value = pick(visitOf(row));
      const entry = map.get(value) ?? { requests: 0, won: 0 };
      entry.requests += 1;
      if (row.lead_status === 'won') entry.won += 1;
      map.set(value, entry);
    }
    return map;
  };
  const keep = (value: string) => value;
  const byDay = visits(daily, keep);
  const totalVisits = [...byDay.values()].reduce((sum, n) => sum + n, 0);
  const won = requests.filter((row) => row.lead_status === 'won').length;
  return {
    days,
    totals: { visits: totalVisits, requests: requests.length, rate: rate(requests.length, totalVisits), won },
    landing: funnelRows(visits(landing, keep), tally((visit) => (visit ? servedPath(visit.landing) : NOT_RECORDED))),
    referrer: funnelRows(visits(referrer, (value) => value || NO_REFERRER), tally((visit) => (visit ? visit.referrer || NO_REFERRER : NOT_RECORDED)), true),
    campaign: funnelRows(visits(campaign, (value) => value || NO_CAMPAIGN), tally((visit) => visit?.utm.utm_campaign || NO_CAMPAIGN), true),
    weeks: weeksOf(now, days, byDay, requests.map((row) => row.received_at.slice(0, 10))),
    speed: speedToLead(requests.map((row) => ({ receivedAt: row.received_at, firstActionAt: row.first_action_at })), now, replyWithinBusinessDays),
    proposals: proposalReport(requests),
  };
}

export const FUNNEL_CSV_COLUMNS = ['Dimension', 'Value', 'Visits', 'Requests', 'Rate', 'Won'];

/** The funnel's three tables as CSV, the same columns the desk shows, with the period's totals first. */
export function funnelCsv(report: FunnelReport): string {
  const rows = (dimension: string, list: FunnelRow[]) => list.map((row) => [dimension, row.value, row.visits, row.requests, row.rate, row.won]);
  return csvRows([
    FUNNEL_CSV_COLUMNS,
    ['All', `last ${report.days} days`, report.totals.visits, report.totals.requests, report.totals.rate, report.totals.won],
    ...rows('Landing page', report.landing),
    ...rows('Referring site', report.referrer),
    ...rows('Campaign', report.campaign),
  ]);
}
