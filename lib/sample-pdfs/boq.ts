import { site } from '@/lib/content/site';
import { boq, type BoqSection, type SampleInfo } from '@/lib/content/samples';
import { boqItemTotal, boqSectionTotal, boqSummary, formatNumber, formatPounds } from '@/lib/samples';
import { addPage, createSampleDocument, facts, finishDocument, paragraph, subheading, table, title, type Column, type Row } from './furniture';

const columns: Column[] = [
  { header: 'Item', width: 30, align: 'center' },
  { header: 'Description', width: 260 },
  { header: 'Qty', width: 54, align: 'right' },
  { header: 'Unit', width: 34, align: 'center' },
  { header: 'Rate £', width: 64, align: 'right' },
  { header: '£', width: 90, align: 'right' },
];

const money = (n: number) => formatPounds(n).replace('£', '');

function sectionRows(section: BoqSection, label: string): Row[] {
  return [
    { cells: ['', `${label} ${section.number}: ${section.title}`, '', '', '', ''], emphasis: true },
    ...section.items.map((item) => ({
      cells: [item.ref, item.description, formatNumber(item.quantity, item.unit === 't' ? 2 : 0), item.unit, money(item.rate), money(boqItemTotal(item))],
    })),
    { cells: ['', `To collection: ${label.toLowerCase()} ${section.number}`, '', '', '', money(boqSectionTotal(section))], emphasis: true },
  ];
}

/** An NRM2 bill of quantities in pounds: preliminaries, measured work by work section, collection, summary. */
export async function boqPdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['bill of quantities', 'NRM2', 'RICS', 'quantity surveying'] });
  const summary = boqSummary();

  let s = addPage(base, 'Bill of Quantities');
  s = title(s, boq.project);
  s = facts(s, [
    ['Employer', boq.employer],
    ['Bill ref.', boq.reference],
    ['Location', boq.location],
    ['Date', boq.date],
    ['Contract', boq.contract],
    ['Price base', boq.priceBase],
    ['Prepared by', boq.preparedBy],
    ['Checked by', boq.checkedBy],
  ]);
  s = subheading(s, 'Bill No. 1: Preliminaries');
  s = table(s, columns, sectionRows(boq.preliminaries, 'Work section'), { fontSize: 7.5 });
  s = subheading(s, 'Preambles');
  for (const note of boq.notes) s = paragraph(s, note, { bullet: true });

  s = addPage(base, 'Bill of Quantities');
  s = title(s, 'Bill No. 2: Measured work');
  s = paragraph(s, 'Measured to NRM2 work sections. Rates are all-in unit rates; the amount column is quantity x rate to the penny.');
  s = table(s, columns, boq.measured.flatMap((section) => sectionRows(section, 'Work section')), { fontSize: 7.5 });

  s = addPage(base, 'Bill of Quantities');
  s = title(s, 'Collection and summary');
  s = subheading(s, 'Collection: measured work');
  s = table(s, [
    { header: 'Work section', width: 70 },
    { header: 'Title', width: 302 },
    { header: '£', width: 160, align: 'right' },
  ], [
    ...boq.measured.map((section) => ({ cells: [String(section.number), section.title, money(boqSectionTotal(section))] })),
    { cells: ['', 'Total measured work to summary', money(summary.measured)], emphasis: true },
  ]);
  s = subheading(s, 'Provisional sums and dayworks');
  s = table(s, [
    { header: 'Description', width: 372 },
    { header: '£', width: 160, align: 'right' },
  ], [
    ...boq.provisionalSums.map((p) => ({ cells: [p.description, money(p.amount)] })),
    ...boq.dayworks.map((d) => ({ cells: [d.description, money(d.amount)] })),
  ]);
  s = subheading(s, 'Summary');
  s = table(s, [
    { header: 'Bill', width: 372 },
    { header: '£', width: 160, align: 'right' },
  ], [
    { cells: ['Bill No. 1: Preliminaries', money(summary.preliminaries)] },
    { cells: ['Bill No. 2: Measured work', money(summary.measured)] },
    { cells: ['Provisional sums', money(summary.provisional)] },
    { cells: ['Dayworks', money(summary.dayworks)] },
    { cells: [`Main contractor's overheads and profit, ${formatNumber(boq.overheadsAndProfit, 1)}% on bills 1 and 2`, money(summary.overheadsAndProfit)] },
    { cells: ['Total carried to the form of tender, excluding VAT', formatPounds(summary.total)], emphasis: true },
  ]);

  finishDocument(base, `Sample for illustration: a fictional project measured and priced by ${site.name}. Not an offer or a quote.`, 'uk');
  return base.doc;
}
