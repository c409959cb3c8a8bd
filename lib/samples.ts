import {
  CLASH_STATUSES,
  samples,
  estimate,
  boq,
  bs8666UnitMass,
  astmBars,
  barList,
  type UsBar,
  type UsBarSize,
  clashReport,
  type BbsBar,
  type BoqItem,
  type BoqSection,
  type ClashStatus,
  type EstimateLine,
  type SampleId,
  type SampleInfo,
  type TakeoffLine,
} from '@/lib/content/samples';

import type { MarketId } from '@/content/markets';

/** Sample deliverables: lookups for pages, and the arithmetic the PDFs print. */

export function getSample(id: SampleId): SampleInfo {
  const sample = samples.find((s) => s.id === id);
  if (!sample) throw new Error(`Unknown sample: ${id}`);
  return sample;
}

export function sampleByFile(file: string): SampleInfo | undefined {
  return samples.find((s) => s.file === file);
}

/** Where the PDF is served: a file, so no trailing slash. */
export function samplePath(id: SampleId): string {
  return `/samples/${getSample(id).file}`;
}

/** The sample that shows what a service delivers in a market (the US by default), if there is one. */
export function sampleForService(slug: string, market: MarketId = 'us'): SampleInfo | undefined {
  return samples.find((s) => s.services.includes(slug) && (!s.markets || s.markets.includes(market)));
}

/* estimate */

/** Whole cents, so sums of money do not drift. */
const cents = (dollars: number) => Math.round(dollars * 100);

export function lineTotal(line: EstimateLine): number {
  return cents(line.quantity * line.unitCost) / 100;
}

export function divisionTotal(division: { lines: EstimateLine[] }): number {
  return division.lines.reduce((sum, line) => sum + cents(lineTotal(line)), 0) / 100;
}

/** Direct cost, each markup on the running total (in the order listed), and the grand total. */
export function estimateTotals(source = estimate) {
  const direct = source.divisions.reduce((sum, d) => sum + cents(divisionTotal(d)), 0) / 100;
  let running = cents(direct);
  const markups = source.markups.map((m) => {
    const amount = Math.round((running * m.percent) / 100);
    running += amount;
    return { ...m, amount: amount / 100 };
  });
  return { direct, markups, total: running / 100 };
}

/* takeoff */

/** Quantity to order: net quantity plus waste, rounded up to a whole unit. */
export function orderQuantity(line: TakeoffLine): number {
  return Math.ceil(line.quantity * (1 + line.waste / 100) - 1e-9);
}

/* NRM2 bill of quantities: money in whole pence */

const pence = (pounds: number) => Math.round(pounds * 100);

export function boqItemTotal(item: BoqItem): number {
  return pence(item.quantity * item.rate) / 100;
}

export function boqSectionTotal(section: BoqSection): number {
  return section.items.reduce((sum, item) => sum + pence(boqItemTotal(item)), 0) / 100;
}

/** The summary carried to the form of tender: every line and the total, excluding VAT. */
export function boqSummary(source = boq) {
  const preliminaries = boqSectionTotal(source.preliminaries);
  const measured = source.measured.reduce((sum, s) => sum + pence(boqSectionTotal(s)), 0) / 100;
  const provisional = source.provisionalSums.reduce((sum, p) => sum + pence(p.amount), 0) / 100;
  const dayworks = source.dayworks.reduce((sum, d) => sum + pence(d.amount), 0) / 100;
  const overheadsAndProfit = Math.round(pence(preliminaries + measured) * source.overheadsAndProfit / 100) / 100;
  const total = (pence(preliminaries) + pence(measured) + pence(provisional) + pence(dayworks) + pence(overheadsAndProfit)) / 100;
  return { preliminaries, measured, provisional, dayworks, overheadsAndProfit, total };
}

export const formatPounds = (n: number, digits = 2) =>
  n.toLocaleString('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: digits, maximumFractionDigits: digits });

/* bar bending schedule */

export function totalBars(bar: BbsBar): number {
  return bar.members * bar.barsEach;
}

/** Weight of a bar mark in kg: total number x cutting length (m) x BS 8666 unit mass, to 0.1 kg. */
export function barMarkWeight(bar: BbsBar): number {
  return Math.round(totalBars(bar) * (bar.length / 1000) * bs8666UnitMass[bar.size] * 10) / 10;
}

export function weightBySize(bars: BbsBar[]): { size: BbsBar['size']; weight: number }[] {
  const sizes = [...new Set(bars.map((b) => b.size))].sort((a, b) => a - b);
  return sizes.map((size) => ({
    size,
    weight: Math.round(bars.filter((b) => b.size === size).reduce((sum, b) => sum + barMarkWeight(b) * 10, 0)) / 10,
  }));
}

/* US bar list */

/** A US bar's length in inches: the sum of its out-to-out dimensions, plus two 135-degree hook extensions for a T1 tie. */
export function usBarLength(bar: UsBar): number {
  const { A, B = 0, C = 0, D = 0 } = bar.dims;
  return A + B + C + D + (bar.type === 'T1' ? 2 * barList.tieHookExtension : 0);
}

/** Weight of a US bar mark in pounds: number x length (ft) x ASTM A615 nominal weight, to 0.1 lb. */
export function usMarkWeight(bar: UsBar): number {
  return Math.round(bar.members * bar.barsEach * (usBarLength(bar) / 12) * astmBars[bar.size].weight * 10) / 10;
}

export function usWeightBySize(bars: UsBar[]): { size: UsBarSize; weight: number }[] {
  const sizes = [...new Set(bars.map((b) => b.size))].sort((a, b) => a - b);
  return sizes.map((size) => ({
    size,
    weight: Math.round(bars.filter((b) => b.size === size).reduce((sum, b) => sum + usMarkWeight(b) * 10, 0)) / 10,
  }));
}

/* clash report */

export const clashStatuses: readonly ClashStatus[] = CLASH_STATUSES;

export function clashCounts(groups = clashReport.groups) {
  const byStatus = clashStatuses.map((status) => ({
    status,
    groups: groups.filter((g) => g.status === status).length,
    clashes: groups.filter((g) => g.status === status).reduce((n, g) => n + g.count, 0),
  }));
  return { byStatus, total: groups.reduce((n, g) => n + g.count, 0) };
}

/* formatting shared by the PDFs and the page */

export const formatMoney = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });

export const formatNumber = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Inches as feet and inches to the nearest 1/16": 294.25 -> 24'-6 1/4". */
export function feetInches(inches: number): string {
  const sixteenths = Math.round(inches * 16);
  const feet = Math.floor(sixteenths / 192);
  const rest = sixteenths - feet * 192;
  const whole = Math.floor(rest / 16);
  let num = rest - whole * 16;
  let den = 16;
  while (num && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  const fraction = num ? ` ${num}/${den}` : '';
  return `${feet}'-${whole}${fraction}"`;
}
