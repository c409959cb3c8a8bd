import { site } from '@/lib/content/site';
import { estimate, northgateProject, type SampleInfo } from '@/lib/content/samples';
import { divisionTotal, estimateTotals, formatMoney, formatNumber, lineTotal } from '@/lib/samples';
import { addPage, createSampleDocument, facts, finishDocument, paragraph, subheading, table, title, type Column } from './furniture';

/** Estimate summary by CSI MasterFormat division, line-item detail, and the basis of estimate. */
export async function estimatePdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['cost estimate', 'CSI MasterFormat'] });
  const { direct, markups, total } = estimateTotals();
  const gsf = northgateProject.grossArea;
  const perSf = (n: number) => formatMoney(n / gsf, 2);

  let s = addPage(base, 'Cost Estimate');
  s = title(s, northgateProject.name);
  s = paragraph(s, `${estimate.stage}. ${northgateProject.description}`);
  s = facts(s, [
    ['Client', northgateProject.client],
    ['Estimate no.', estimate.number],
    ['Location', northgateProject.location],
    ['Date', estimate.date],
    ['Gross area', `${formatNumber(gsf)} GSF, ${northgateProject.stories} stories`],
    ['Pricing', 'Q4 2026, open-shop labor'],
    ['Prepared by', estimate.preparedBy],
    ['Checked by', estimate.checkedBy],
  ]);
  s = subheading(s, 'Summary by CSI MasterFormat division');
  const summaryColumns: Column[] = [
    { header: 'Div.', width: 34 },
    { header: 'Description', width: 258 },
    { header: 'Total', width: 96, align: 'right' },
    { header: '$/GSF', width: 70, align: 'right' },
    { header: '% of total', width: 74, align: 'right' },
  ];
  s = table(s, summaryColumns, [
    ...estimate.divisions.map((d) => ({
      cells: [d.code, d.title, formatMoney(divisionTotal(d)), perSf(divisionTotal(d)), `${formatNumber((divisionTotal(d) / total) * 100, 1)}%`],
    })),
    { cells: ['', 'Direct construction cost', formatMoney(direct), perSf(direct), `${formatNumber((direct / total) * 100, 1)}%`], emphasis: true },
    ...markups.map((m) => ({ cells: ['', `${m.label}, ${formatNumber(m.percent, 2)}%`, formatMoney(m.amount), perSf(m.amount), `${formatNumber((m.amount / total) * 100, 1)}%`] })),
    { cells: ['', 'Total estimated construction cost', formatMoney(total), perSf(total), '100.0%'], emphasis: true },
  ]);

  s = addPage(base, 'Cost Estimate');
  s = title(s, 'Estimate detail');
  s = paragraph(s, 'Quantities from takeoff SP-26-0418-QTO. Unit costs are installed costs (labor, material, equipment and subcontractor overhead) at Q4 2026 prices.');
  const detailColumns: Column[] = [
    { header: 'Div.', width: 30 },
    { header: 'Description', width: 242 },
    { header: 'Quantity', width: 60, align: 'right' },
    { header: 'Unit', width: 34, align: 'center' },
    { header: 'Unit cost', width: 70, align: 'right' },
    { header: 'Total', width: 96, align: 'right' },
  ];
  s = table(s, detailColumns, estimate.divisions.flatMap((d) => [
    { cells: [d.code, d.title, '', '', '', formatMoney(divisionTotal(d))], emphasis: true },
    ...d.lines.map((line) => ({
      cells: ['', line.description, formatNumber(line.quantity), line.unit, formatMoney(line.unitCost, 2), formatMoney(lineTotal(line))],
    })),
  ]), { fontSize: 7.5 });

  s = addPage(base, 'Cost Estimate');
  s = title(s, 'Basis of estimate');
  s = paragraph(s, `This estimate prices the design development documents listed below at ${estimate.priceDate}. It is an opinion of probable construction cost, an AACE International Class 3 estimate (budget authorization), intended to confirm the budget before construction documents start.`);
  s = subheading(s, 'Documents priced');
  for (const line of estimate.documents) s = paragraph(s, line, { bullet: true });
  s = subheading(s, 'Assumptions');
  for (const line of estimate.assumptions) s = paragraph(s, line, { bullet: true });
  s = subheading(s, 'Exclusions');
  for (const line of estimate.exclusions) s = paragraph(s, line, { bullet: true });
  s = subheading(s, 'Markups');
  s = paragraph(s, 'Each markup is applied to the running total in the order shown on the summary: contingency and escalation on the direct cost, then bonds and insurance, then fee.');
  paragraph(s, 'Divisions follow CSI MasterFormat 2018. Divisions not listed (02, 11, 12, 13, 25) carry no scope in these documents.');

  finishDocument(base, `Sample for illustration: a fictional project priced by ${site.name}. Not an offer or a quote.`);
  return base.doc;
}
