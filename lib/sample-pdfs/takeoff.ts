import { northgateProject, takeoff, type SampleInfo } from '@/lib/content/samples';
import { formatNumber, orderQuantity } from '@/lib/samples';
import { addPage, createSampleDocument, facts, finishDocument, paragraph, subheading, table, title, type Column } from './furniture';

/** Quantity takeoff sheet by trade: measured quantities, units, waste and order quantities. */
export async function takeoffPdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['quantity takeoff', 'material takeoff'] });

  let s = addPage(base, 'Quantity Takeoff');
  s = title(s, `${northgateProject.name}: quantity takeoff`);
  s = facts(s, [
    ['Project', northgateProject.location],
    ['Takeoff no.', takeoff.number],
    ['Gross area', `${formatNumber(northgateProject.grossArea)} GSF`],
    ['Date', takeoff.date],
    ['Measured by', takeoff.measuredBy],
    ['Checked by', takeoff.checkedBy],
  ]);
  const columns: Column[] = [
    { header: 'Item', width: 200 },
    { header: 'Drawing ref.', width: 86 },
    { header: 'Net qty', width: 62, align: 'right' },
    { header: 'Unit', width: 34, align: 'center' },
    { header: 'Waste', width: 46, align: 'right' },
    { header: 'Order qty', width: 62, align: 'right' },
    { header: 'Unit', width: 42, align: 'center' },
  ];
  s = table(s, columns, takeoff.trades.flatMap((t) => [
    { cells: [`Div. ${t.division}  ${t.trade}`, '', '', '', '', '', ''], emphasis: true },
    ...t.lines.map((l) => ({
      cells: [l.item, l.reference, formatNumber(l.quantity), l.unit, `${l.waste}%`, formatNumber(orderQuantity(l)), l.unit],
    })),
  ]), { fontSize: 7.5 });

  s = addPage(base, 'Quantity Takeoff');
  s = title(s, 'Summary and method');
  s = table(s, [
    { header: 'Div.', width: 40 },
    { header: 'Trade', width: 220 },
    { header: 'Items measured', width: 100, align: 'right' },
    { header: 'Drawings', width: 172 },
  ], takeoff.trades.map((t) => ({
    cells: [t.division, t.trade, String(t.lines.length), [...new Set(t.lines.flatMap((l) => l.reference.split(', ')))].slice(0, 3).join(', ')],
  })));
  s = subheading(s, 'How these quantities were measured');
  s = paragraph(s, takeoff.method);
  s = paragraph(s, 'Units are those each trade buys and prices in: concrete in cubic yards (CY), areas in square feet (SF), roofing in squares of 100 SF (SQ), linear items in linear feet (LF), steel in tons of 2,000 lb (TON), and counted items each (EA).', { bullet: true });
  s = paragraph(s, 'Net quantities are as drawn, with no allowance. Waste covers cutting, laps and breakage at the rates shown; order quantities are rounded up to a whole unit.', { bullet: true });
  s = paragraph(s, 'Structural steel tonnage is from member lengths times AISC nominal weights, plus 8% for connections, as the structural drawings do not yet detail connections.', { bullet: true });
  paragraph(s, 'Every quantity carries the sheet it was measured on, so an estimator or a subcontractor can check any line against the drawings.', { bullet: true });

  finishDocument(base, 'Sample for illustration: quantities from a fictional project. Not for pricing or ordering.');
  return base.doc;
}
