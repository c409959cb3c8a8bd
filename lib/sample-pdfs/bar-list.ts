import type { PDFFont, PDFPage } from 'pdf-lib';
import { astmBars, barList, type CrsiType, type SampleInfo } from '@/lib/content/samples';
import { feetInches, formatNumber, usBarLength, usMarkWeight, usWeightBySize } from '@/lib/samples';
import { addPage, colors, createSampleDocument, sketchPen, facts, finishDocument, MARGIN, pageSizes, paragraph, subheading, table, title } from './furniture';

/** A US bar list to the ACI Detailing Manual (MNL-66) and CRSI bend types, in #-sizes, feet and inches and pounds. */
export async function barListPdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['bar list', 'ACI MNL-66', 'CRSI', 'rebar', 'ASTM A615'] });
  const size = pageSizes.letterLandscape;
  const total = usWeightBySize(barList.bars).reduce((sum, w) => sum + w.weight, 0);
  const dim = (n?: number) => (n === undefined ? '' : feetInches(n));

  let s = addPage(base, 'Bar List', size);
  s = title(s, `${barList.project}: bar list ${barList.list}`);
  s = facts(s, [
    ['Location', barList.location],
    ['Drawings', barList.drawing],
    ['Owner', barList.client],
    ['Date', barList.date],
    ['Contractor', barList.contractor],
    ['Prepared by', `${barList.preparedBy}; checked ${barList.checkedBy}`],
  ], 2);
  s = table(s, [
    { header: 'Member', width: 196 },
    { header: 'Mark', width: 40, align: 'center' },
    { header: 'Size', width: 32, align: 'center' },
    { header: 'No. mbrs', width: 38, align: 'right' },
    { header: 'No. each', width: 38, align: 'right' },
    { header: 'Total', width: 34, align: 'right' },
    { header: 'Length', width: 50, align: 'right' },
    { header: 'Type', width: 32, align: 'center' },
    { header: 'A', width: 44, align: 'right' },
    { header: 'B', width: 40, align: 'right' },
    { header: 'C', width: 44, align: 'right' },
    { header: 'D', width: 36, align: 'right' },
    { header: 'Weight lb', width: 58, align: 'right' },
  ], [
    ...barList.bars.map((b) => ({
      cells: [b.member, b.mark, `#${b.size}`, String(b.members), String(b.barsEach), String(b.members * b.barsEach), feetInches(usBarLength(b)), b.type,
        dim(b.dims.A), dim(b.dims.B), dim(b.dims.C), dim(b.dims.D), formatNumber(usMarkWeight(b), 1)],
    })),
    { cells: ['Total', '', '', '', '', String(barList.bars.reduce((n, b) => n + b.members * b.barsEach, 0)), '', '', '', '', '', '', formatNumber(total, 1)], emphasis: true },
  ], { fontSize: 7.5 });
  s = subheading(s, 'Weight by bar size');
  table(s, [
    { header: 'Size', width: 50 },
    { header: 'lb/ft (ASTM A615)', width: 100, align: 'right' },
    { header: 'Weight lb', width: 90, align: 'right' },
    { header: 'US tons', width: 70, align: 'right' },
  ], [
    ...usWeightBySize(barList.bars).map((w) => ({ cells: [`#${w.size}`, formatNumber(astmBars[w.size].weight, 3), formatNumber(w.weight, 1), formatNumber(w.weight / 2000, 3)] })),
    { cells: ['Total', '', formatNumber(total, 1), formatNumber(total / 2000, 3)], emphasis: true },
  ]);

  s = addPage(base, 'Bar List', size);
  s = title(s, 'CRSI bend types, hooks and notes');
  const types: { type: CrsiType; name: string; rule: string }[] = [
    { type: 'STR', name: 'Straight bar', rule: 'Length = A' },
    { type: '2', name: 'Type 2: U-bar, two 90-degree bends', rule: 'Length = A + B + C, out to out' },
    { type: 'T1', name: 'Type T1: rectangular tie, 135-degree hooks', rule: `Length = A + B + C + D + 2 x ${barList.tieHookExtension}" hook` },
  ];
  const boxW = 220;
  const boxH = 92;
  types.forEach((t, i) => {
    const x = MARGIN + i * (boxW + 14);
    const y = s.y - boxH;
    s.page.drawRectangle({ x, y, width: boxW, height: boxH, borderColor: colors.rule, borderWidth: 0.75 });
    s.page.drawText(t.name, { x: x + 8, y: y + boxH - 14, size: 8.5, font: s.bold, color: colors.navy });
    s.page.drawText(t.rule, { x: x + 8, y: y + 8, size: 8, font: s.font, color: colors.ink });
    sketch(s.page, s.font, t.type, x + 30, y + 24, boxW - 60, boxH - 50);
  });
  s.y -= boxH + 20;
  s = table(s, [
    { header: 'Size', width: 50, align: 'center' },
    { header: 'Nominal dia. in.', width: 90, align: 'right' },
    { header: 'lb/ft', width: 60, align: 'right' },
    { header: 'Marks in this list', width: 200 },
  ], usWeightBySize(barList.bars).map((w) => ({
    cells: [`#${w.size}`, formatNumber(astmBars[w.size].diameter, 3), formatNumber(astmBars[w.size].weight, 3), barList.bars.filter((b) => b.size === w.size).map((b) => b.mark).join(', ')],
  })));
  s = subheading(s, 'Notes');
  for (const note of barList.notes) s = paragraph(s, note, { bullet: true });

  finishDocument(base, 'Sample for illustration: a fictional project. Not for fabrication.', 'us');
  return base.doc;
}

/** A small line sketch of a bend type with its dimension letters. */
function sketch(page: PDFPage, font: PDFFont, type: CrsiType, x: number, y: number, w: number, h: number) {
  const { line, label } = sketchPen(page, font);
  const mid = y + h / 2;
  if (type === 'STR') {
    line(x, mid, x + w, mid);
    label('A', x + w / 2 - 3, mid + 5);
  } else if (type === '2') {
    line(x + 10, y + h, x + 10, y);
    line(x + 10, y, x + w - 10, y);
    line(x + w - 10, y, x + w - 10, y + h);
    label('A', x, mid);
    label('B', x + w / 2 - 3, y + 5);
    label('C', x + w - 6, mid);
  } else {
    const l = x + 25;
    const r = x + w - 25;
    page.drawRectangle({ x: l, y, width: r - l, height: h, borderColor: colors.accent, borderWidth: 2 });
    line(l, y + h, l + 12, y + h - 12);
    line(l + 4, y + h, l + 16, y + h - 12);
    label('A', l - 10, mid);
    label('B', (l + r) / 2 - 3, y + h + 3);
    label('C', r + 4, mid);
    label('D', (l + r) / 2 - 3, y + 4);
  }
}
