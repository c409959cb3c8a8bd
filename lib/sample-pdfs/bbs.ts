import type { PDFPage, PDFFont } from 'pdf-lib';
import { bbs, bs8666MinRadius, bs8666UnitMass, type SampleInfo, type ShapeCode } from '@/lib/content/samples';
import { barMarkWeight, formatNumber, totalBars, weightBySize } from '@/lib/samples';
import { addPage, colors, createSampleDocument, sketchPen, facts, finishDocument, MARGIN, pageSizes, paragraph, subheading, table, title } from './furniture';

/** Bar bending schedule to BS 8666:2020 (the UK and Irish standard), with a shape key and the nearest CRSI shapes and ASTM sizes. */
export async function bbsPdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['bar bending schedule', 'BS 8666', 'BS 4449', 'rebar'] });
  const size = pageSizes.a4Landscape;
  const total = weightBySize(bbs.bars).reduce((sum, w) => sum + w.weight, 0);

  let s = addPage(base, 'Bar Bending Schedule', size);
  s = title(s, `${bbs.project}: bar bending schedule ${bbs.schedule}`);
  s = facts(s, [
    ['Site', bbs.location],
    ['Drawing', bbs.drawing],
    ['Client', bbs.client],
    ['Revision', `${bbs.revision}, ${bbs.date}`],
    ['Contractor', bbs.contractor],
    ['Prepared by', `${bbs.preparedBy}; checked ${bbs.checkedBy}`],
  ], 2);
  const dim = (n?: number) => (n === undefined ? '' : formatNumber(n));
  s = table(s, [
    { header: 'Member', width: 150 },
    { header: 'Bar mark', width: 40, align: 'center' },
    { header: 'Type/size', width: 44, align: 'center' },
    { header: 'No. mbrs', width: 40, align: 'right' },
    { header: 'No. each', width: 40, align: 'right' },
    { header: 'Total no.', width: 42, align: 'right' },
    { header: 'Length mm', width: 52, align: 'right' },
    { header: 'Shape', width: 36, align: 'center' },
    { header: 'A', width: 44, align: 'right' },
    { header: 'B', width: 44, align: 'right' },
    { header: 'C', width: 40, align: 'right' },
    { header: 'D', width: 40, align: 'right' },
    { header: 'E/r', width: 34, align: 'right' },
    { header: 'Weight kg', width: 56, align: 'right' },
    { header: 'Rev', width: 28, align: 'center' },
  ], [
    ...bbs.bars.map((b) => ({
      cells: [b.member, b.mark, `H${b.size}`, String(b.members), String(b.barsEach), String(totalBars(b)), formatNumber(b.length), b.shape,
        dim(b.dims.A), dim(b.dims.B), dim(b.dims.C), dim(b.dims.D), dim(b.dims.E), formatNumber(barMarkWeight(b), 1), bbs.revision],
    })),
    { cells: ['Total', '', '', '', '', String(bbs.bars.reduce((n, b) => n + totalBars(b), 0)), '', '', '', '', '', '', '', formatNumber(total, 1), ''], emphasis: true },
  ], { fontSize: 7.5 });
  s = subheading(s, 'Weight by bar size');
  table(s, [
    { header: 'Size', width: 60 },
    { header: 'kg/m (BS 8666)', width: 90, align: 'right' },
    { header: 'Weight kg', width: 90, align: 'right' },
    { header: 'Tonnes', width: 70, align: 'right' },
  ], [
    ...weightBySize(bbs.bars).map((w) => ({ cells: [`H${w.size}`, formatNumber(bs8666UnitMass[w.size], 3), formatNumber(w.weight, 1), formatNumber(w.weight / 1000, 3)] })),
    { cells: ['Total', '', formatNumber(total, 1), formatNumber(total / 1000, 3)], emphasis: true },
  ]);

  s = addPage(base, 'Bar Bending Schedule', size);
  s = title(s, 'Shape codes, nearest CRSI shapes and notes');
  const boxW = 180;
  const boxH = 92;
  bbs.shapes.forEach((shape, i) => {
    const x = MARGIN + i * (boxW + 14);
    const y = s.y - boxH;
    s.page.drawRectangle({ x, y, width: boxW, height: boxH, borderColor: colors.rule, borderWidth: 0.75 });
    s.page.drawText(`Shape code ${shape.code}`, { x: x + 8, y: y + boxH - 14, size: 9, font: s.bold, color: colors.navy });
    s.page.drawText(shape.formula, { x: x + 8, y: y + 8, size: 8, font: s.font, color: colors.ink });
    sketch(s.page, s.font, shape.code, x + 20, y + 24, boxW - 40, boxH - 50);
  });
  s.y -= boxH + 20;
  s = table(s, [
    { header: 'Code', width: 40, align: 'center' },
    { header: 'BS 8666 shape', width: 170 },
    { header: 'Nearest CRSI shape (US schedules)', width: 290 },
    { header: 'Marks in this schedule', width: 150 },
  ], bbs.shapes.map((shape) => ({
    cells: [shape.code, shape.name, shape.aci, bbs.bars.filter((b) => b.shape === shape.code).map((b) => b.mark).join(', ')],
  })));
  s = table(s, [
    { header: 'BS 8666 size', width: 80 },
    { header: 'r min mm', width: 70, align: 'right' },
    { header: 'Nearest ASTM A615 bar', width: 200 },
  ], weightBySize(bbs.bars).map((w) => ({ cells: [`H${w.size}`, String(bs8666MinRadius[w.size]), bbs.astmEquivalent[w.size]] })));
  s = subheading(s, 'Notes');
  for (const note of [...bbs.notes, `Cover: ${bbs.cover}.`]) s = paragraph(s, note, { bullet: true });

  finishDocument(base, 'Sample for illustration: a fictional project. Not for fabrication.', 'uk');
  return base.doc;
}

/** A small line sketch of a shape with its dimension letters. */
function sketch(page: PDFPage, font: PDFFont, code: ShapeCode, x: number, y: number, w: number, h: number) {
  const { line, label } = sketchPen(page, font);
  const mid = y + h / 2;
  if (code === '00') {
    line(x, mid, x + w, mid);
    label('A', x + w / 2 - 3, mid + 5);
  } else if (code === '11') {
    line(x, y + h, x, y);
    line(x, y, x + w, y);
    label('B', x - 10, mid);
    label('A', x + w / 2, y + 5);
  } else if (code === '21') {
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
    label('A', (l + r) / 2 - 3, y - 10 < y ? y + 4 : y);
    label('B', r + 4, mid);
    label('C, D hooks', l + 20, y + h - 14);
  }
}
