import type { PDFFont, PDFPage } from 'pdf-lib';
import { site } from '@/lib/content/site';
import { northgateProject, shopDrawing as sd, type SampleInfo } from '@/lib/content/samples';
import { feetInches, formatNumber } from '@/lib/samples';
import { addPage, assertFits, colors, createSampleDocument, finishDocument, MARGIN, pageSizes, table, wrap, type Sheet } from './furniture';

/**
 * Structural steel shop drawing on an ANSI B sheet: beam elevation, section and end connection
 * detail, dimensioned, with title block, revision table, notes, bill of material and bolt list.
 */

const FRAME_BOTTOM = 42;
const FRAME_TOP = 792 - 72;
const SIDE_X = 1224 - MARGIN - 330;

type Pt = { x: number; y: number };

/** Inches below a foot: 2.5 -> 2 1/2". */
const inches = (n: number) => feetInches(n).replace(/^0'-/, '').replace(/^0 /, '');

function drawLine(page: PDFPage, a: Pt, b: Pt, thickness = 0.8, color = colors.ink) {
  page.drawLine({ start: a, end: b, thickness, color });
}

function text(page: PDFPage, font: PDFFont, value: string, x: number, y: number, size = 8, color = colors.ink) {
  page.drawText(value, { x, y, size, font, color });
}

/** Centered text. */
function ctext(page: PDFPage, font: PDFFont, value: string, cx: number, y: number, size = 8) {
  text(page, font, value, cx - font.widthOfTextAtSize(value, size) / 2, y, size);
}

function tick(page: PDFPage, p: Pt) {
  drawLine(page, { x: p.x - 3, y: p.y - 3 }, { x: p.x + 3, y: p.y + 3 }, 0.9);
}

/** Horizontal dimension between x1 and x2 at height y, extension lines from `from`. */
function dimH(page: PDFPage, font: PDFFont, x1: number, x2: number, y: number, from: number, label: string) {
  drawLine(page, { x: x1, y: from }, { x: x1, y: y + (y > from ? 4 : -4) }, 0.4);
  drawLine(page, { x: x2, y: from }, { x: x2, y: y + (y > from ? 4 : -4) }, 0.4);
  drawLine(page, { x: x1 - 4, y }, { x: x2 + 4, y }, 0.5);
  tick(page, { x: x1, y });
  tick(page, { x: x2, y });
  const w = font.widthOfTextAtSize(label, 8);
  const cx = (x1 + x2) / 2;
  const tx = x2 - x1 > w + 8 ? cx - w / 2 : x2 + 6;
  page.drawRectangle({ x: tx - 1, y: y + 1.5, width: w + 2, height: 9, color: colors.white });
  text(page, font, label, tx, y + 3);
}

/** Vertical dimension between y1 and y2 at x, extension lines from `from`. Text reads upward. */
function dimV(page: PDFPage, font: PDFFont, y1: number, y2: number, x: number, from: number, label: string) {
  drawLine(page, { x: from, y: y1 }, { x: x + (x > from ? 4 : -4), y: y1 }, 0.4);
  drawLine(page, { x: from, y: y2 }, { x: x + (x > from ? 4 : -4), y: y2 }, 0.4);
  drawLine(page, { x, y: y1 - 4 }, { x, y: y2 + 4 }, 0.5);
  tick(page, { x, y: y1 });
  tick(page, { x, y: y2 });
  const w = font.widthOfTextAtSize(label, 8);
  const left = x < from;
  const tx = left ? x - 4 - w : x + 5;
  page.drawRectangle({ x: tx - 1, y: (y1 + y2) / 2 - 4, width: w + 2, height: 10, color: colors.white });
  text(page, font, label, tx, (y1 + y2) / 2 - 2);
}

function frame(s: Sheet, sheetNo: string, sheetTitle: string, sheetIndex: number) {
  const { page, font, bold } = s;
  const right = s.width - MARGIN;
  page.drawRectangle({ x: MARGIN, y: FRAME_BOTTOM, width: right - MARGIN, height: FRAME_TOP - FRAME_BOTTOM, borderColor: colors.navy, borderWidth: 1.5 });
  drawLine(page, { x: SIDE_X, y: FRAME_BOTTOM }, { x: SIDE_X, y: FRAME_TOP }, 1, colors.navy);

  // Title block.
  const tbTop = FRAME_BOTTOM + 150;
  drawLine(page, { x: SIDE_X, y: tbTop }, { x: right, y: tbTop }, 1, colors.navy);
  text(page, bold, site.legalName.toUpperCase(), SIDE_X + 10, tbTop - 16, 9, colors.navy);
  text(page, font, `Detailing for ${sd.fabricator}`, SIDE_X + 10, tbTop - 28, 8);
  text(page, bold, northgateProject.name, SIDE_X + 10, tbTop - 44, 9);
  text(page, font, northgateProject.location, SIDE_X + 10, tbTop - 55, 8);
  text(page, bold, sheetTitle, SIDE_X + 10, tbTop - 71, 9);
  const rows: [string, string][] = [
    ['Drawn', sd.drawnBy], ['Checked', sd.checkedBy], ['Scale', sheetIndex === 1 ? '1-1/2" = 1\'-0"' : '3" = 1\'-0"'], ['Erection dwg', sd.erectionDrawing],
  ];
  rows.forEach(([label, value], i) => {
    const y = tbTop - 90 - i * 12;
    text(page, bold, label, SIDE_X + 10, y, 7, colors.muted);
    assertFits(font, value, 8, 150, 'the title block');
    text(page, font, value, SIDE_X + 70, y, 8);
  });
  const boxX = right - 100;
  page.drawRectangle({ x: boxX, y: FRAME_BOTTOM, width: 100, height: 70, borderColor: colors.navy, borderWidth: 1 });
  text(page, bold, 'SHEET', boxX + 8, FRAME_BOTTOM + 56, 7, colors.muted);
  text(page, bold, sheetNo, boxX + 8, FRAME_BOTTOM + 36, 14, colors.navy);
  const last = sd.revisions[sd.revisions.length - 1]!;
  text(page, font, `Rev ${last.rev}  |  ${sheetIndex} of 2`, boxX + 8, FRAME_BOTTOM + 12, 8);

  // Revision table above the title block.
  let y = tbTop + 14 + sd.revisions.length * 12;
  text(page, bold, 'REVISIONS', SIDE_X + 10, y + 14, 8, colors.navy);
  const cols = [SIDE_X + 10, SIDE_X + 38, SIDE_X + 104, right - 36];
  ['Rev', 'Date', 'Description', 'By'].forEach((h, i) => text(page, bold, h, cols[i]!, y, 7, colors.muted));
  drawLine(page, { x: SIDE_X + 8, y: y - 3 }, { x: right - 8, y: y - 3 }, 0.4, colors.rule);
  for (const r of sd.revisions) {
    y -= 12;
    assertFits(font, r.description, 7.5, cols[3]! - cols[2]! - 6, 'the revision table');
    [r.rev, r.date, r.description, r.by].forEach((v, i) => text(page, font, v, cols[i]!, y, 7.5));
  }
  const revTop = tbTop + 14 + sd.revisions.length * 12 + 28;
  drawLine(page, { x: SIDE_X, y: revTop }, { x: right, y: revTop }, 1, colors.navy);
  return revTop;
}

function notes(s: Sheet, top: number, bottom: number) {
  const { page, font, bold } = s;
  let y = top - 18;
  text(page, bold, 'GENERAL NOTES', SIDE_X + 10, y, 9, colors.navy);
  y -= 16;
  sd.notes.forEach((note, i) => {
    const lines = wrap(font, note, 8, 330 - 40);
    text(page, font, `${i + 1}.`, SIDE_X + 10, y, 8);
    for (const line of lines) {
      text(page, font, line, SIDE_X + 26, y, 8);
      y -= 11;
    }
    y -= 4;
  });
  if (y < bottom) throw new Error('Sample PDF layout: shop drawing notes run into the revision table');
}

export async function shopDrawingPdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['shop drawings', 'structural steel', 'AISC'] });
  const size = pageSizes.ansiBLandscape;
  const k = 9; // points per inch of steel at 1-1/2" = 1'-0"
  const sec = sd.section;

  // Sheet 1: beam elevation and section.
  let s = addPage(base, 'Shop Drawing', size);
  let revTop = frame(s, `${sd.sheet}`, sd.title, 1);
  notes(s, FRAME_TOP, revTop);
  const { page, font, bold } = s;
  const x0 = 135;
  const endLen = 24 * k;
  const gap = 80;
  const x1 = x0 + endLen;
  const x2 = x1 + gap;
  const xEnd = x2 + endLen;
  const top = 560;
  const bottom = top - sec.depth * k;
  const tf = sec.flangeThickness * k;
  for (const [a, b] of [[x0, x1], [x2, xEnd]] as const) {
    drawLine(page, { x: a, y: top }, { x: b, y: top }, 1.4);
    drawLine(page, { x: a, y: bottom }, { x: b, y: bottom }, 1.4);
    drawLine(page, { x: a, y: top - tf }, { x: b, y: top - tf }, 0.6);
    drawLine(page, { x: a, y: bottom + tf }, { x: b, y: bottom + tf }, 0.6);
  }
  drawLine(page, { x: x0, y: top }, { x: x0, y: bottom }, 1.4);
  drawLine(page, { x: xEnd, y: top }, { x: xEnd, y: bottom }, 1.4);
  // Break lines.
  for (const bx of [x1, x2]) {
    const zig = [top + 8, top - 30, top - 40, top - 60, top - 70, bottom - 8].map((y, i) => ({ x: bx + (i % 2 ? 5 : -5) * (i === 0 || i === 5 ? 0 : 1), y }));
    for (let i = 0; i < zig.length - 1; i++) drawLine(page, zig[i]!, zig[i + 1]!, 0.6);
  }
  const holeYs = Array.from({ length: sd.holes.rows }, (_, i) => top - (sd.holes.firstBelowTop + i * sd.holes.pitch) * k);
  const holeXs = [x0 + sd.holes.fromEnd * k, xEnd - sd.holes.fromEnd * k];
  for (const hx of holeXs) for (const hy of holeYs) {
    page.drawCircle({ x: hx, y: hy, size: (13 / 16 / 2) * k, borderColor: colors.ink, borderWidth: 0.8 });
    drawLine(page, { x: hx - 5, y: hy }, { x: hx + 5, y: hy }, 0.3);
    drawLine(page, { x: hx, y: hy - 5 }, { x: hx, y: hy + 5 }, 0.3);
  }
  dimH(page, font, x0, xEnd, top + 62, top, `${feetInches(sd.length)} out to out`);
  dimH(page, font, x0, holeXs[0]!, top + 32, top, inches(sd.holes.fromEnd));
  dimH(page, font, holeXs[1]!, xEnd, top + 32, top, inches(sd.holes.fromEnd));
  dimV(page, font, top, holeYs[0]!, x0 - 30, x0, `${sd.holes.firstBelowTop}"`);
  dimV(page, font, holeYs[0]!, holeYs[holeYs.length - 1]!, x0 - 30, x0, `${sd.holes.rows - 1} @ ${sd.holes.pitch}" = ${(sd.holes.rows - 1) * sd.holes.pitch}"`);
  dimV(page, font, bottom, top, xEnd + 30, xEnd, feetInches(sec.depth));
  ctext(page, bold, `CAMBER ${sd.camber} UP`, (x1 + x2) / 2, top + 14, 8);
  text(page, font, sd.topOfSteel, x0, top + 86, 8);
  // Leader to the holes.
  drawLine(page, { x: holeXs[0]! + 4, y: holeYs[3]! - 4 }, { x: x0 + 70, y: bottom - 40 }, 0.5);
  text(page, font, `8 holes ${sd.holes.diameter} dia. in web (4 each end), std.`, x0 + 74, bottom - 44, 8);
  ctext(page, bold, `ELEVATION  ${sd.pieces[0]!.mark}  ${sec.name}  (1 REQD)`, (x0 + xEnd) / 2, bottom - 80, 10);
  ctext(page, font, 'Length shown broken; ends drawn to scale', (x0 + xEnd) / 2, bottom - 94, 8);
  // Section A-A.
  const sx = 770;
  const bf = sec.flangeWidth * k;
  page.drawRectangle({ x: sx, y: top - tf, width: bf, height: tf, color: colors.ink });
  page.drawRectangle({ x: sx, y: bottom, width: bf, height: tf, color: colors.ink });
  page.drawRectangle({ x: sx + bf / 2 - (sec.webThickness * k) / 2, y: bottom + tf, width: sec.webThickness * k, height: top - bottom - 2 * tf, color: colors.ink });
  dimH(page, font, sx, sx + bf, top + 32, top, `${formatNumber(sec.flangeWidth)}"`);
  ctext(page, bold, 'TYPICAL SECTION', sx + bf / 2, bottom - 80, 10);
  ctext(page, font, `${sec.name}, tw = ${sec.webThickness}"`, sx + bf / 2, bottom - 94, 8);
  // Piece list on sheet 1.
  s.y = 250;
  text(page, bold, 'BILL OF MATERIAL', MARGIN + 20, s.y + 16, 9, colors.navy);
  s = table(s, [
    { header: 'Mark', width: 48 },
    { header: 'Qty', width: 34, align: 'right' },
    { header: 'Description', width: 250 },
    { header: 'Length', width: 76, align: 'right' },
    { header: 'Material', width: 108 },
    { header: 'Weight lb', width: 70, align: 'right' },
  ], [
    ...sd.pieces.map((p) => ({
      cells: [p.mark, String(p.quantity), p.description, feetInches(p.length), p.material, formatNumber(p.quantity * (p.length / 12) * p.weightPerFoot)],
    })),
    { cells: ['', '', 'Total shipping weight of this sheet', '', '', formatNumber(sd.pieces.reduce((w, p) => w + Math.round(p.quantity * (p.length / 12) * p.weightPerFoot), 0))], emphasis: true },
  ], { x0: MARGIN + 20 });
  text(page, bold, 'FIELD BOLTS', MARGIN + 20, s.y, 9, colors.navy);
  s.y -= 16;
  table(s, [
    { header: 'Qty', width: 34, align: 'right' },
    { header: 'Bolt', width: 440 },
    { header: 'Location', width: 112 },
  ], sd.bolts.map((b) => ({ cells: [String(b.quantity), b.description, b.location] })), { x0: MARGIN + 20 });

  // Sheet 2: end connection detail.
  s = addPage(base, 'Shop Drawing', size);
  revTop = frame(s, `${sd.sheet}`, `${sd.title}: connection`, 2);
  notes(s, FRAME_TOP, revTop + 160);
  const p2 = s.page;
  const K = 18; // points per inch at 3" = 1'-0"
  const colFace = 200;
  const dTop = 600;
  const dBottom = dTop - sec.depth * K;
  // Column flange.
  p2.drawRectangle({ x: colFace - 0.56 * K, y: dBottom - 60, width: 0.56 * K, height: dTop - dBottom + 120, borderColor: colors.ink, borderWidth: 1.2, color: colors.mist });
  text(p2, font, 'Column C-3 flange', colFace - 70, dTop + 70, 8);
  // Shear plate.
  const pl = sd.plate;
  const plTop = dTop - (sd.holes.firstBelowTop - pl.edge) * K;
  p2.drawRectangle({ x: colFace, y: plTop - pl.length * K, width: pl.width * K, height: pl.length * K, borderColor: colors.accent, borderWidth: 1.2 });
  // Beam end (flanges cut back clear of the plate's weld).
  const beamX = colFace + pl.setback * K;
  const beamEnd = colFace + 360;
  drawLine(p2, { x: beamX, y: dTop }, { x: beamEnd, y: dTop }, 1.4);
  drawLine(p2, { x: beamX, y: dBottom }, { x: beamEnd, y: dBottom }, 1.4);
  drawLine(p2, { x: beamX, y: dTop - sec.flangeThickness * K }, { x: beamEnd, y: dTop - sec.flangeThickness * K }, 0.6);
  drawLine(p2, { x: beamX, y: dBottom + sec.flangeThickness * K }, { x: beamEnd, y: dBottom + sec.flangeThickness * K }, 0.6);
  drawLine(p2, { x: beamX, y: dTop }, { x: beamX, y: dBottom }, 1.4);
  drawLine(p2, { x: beamEnd, y: dTop + 10 }, { x: beamEnd, y: dBottom - 10 }, 0.6);
  text(p2, font, 'Break', beamEnd + 4, (dTop + dBottom) / 2, 7, colors.muted);
  const boltX = colFace + pl.boltLine * K;
  const boltYs = Array.from({ length: sd.holes.rows }, (_, i) => dTop - (sd.holes.firstBelowTop + i * sd.holes.pitch) * K);
  for (const by of boltYs) {
    p2.drawCircle({ x: boltX, y: by, size: (13 / 16 / 2) * K, borderColor: colors.ink, borderWidth: 0.9 });
    p2.drawCircle({ x: boltX, y: by, size: (3 / 4 / 2) * K, color: colors.ink });
  }
  dimH(p2, font, colFace, beamX, dTop + 40, dTop, `${inches(pl.setback)} setback`);
  dimH(p2, font, colFace, boltX, dBottom - 40, plTop - pl.length * K, `${pl.boltLine}"`);
  dimH(p2, font, beamX, boltX, dTop + 70, dTop, `${inches(sd.holes.fromEnd)}`);
  dimV(p2, font, dTop, boltYs[0]!, beamEnd + 50, beamEnd, `${sd.holes.firstBelowTop}"`);
  dimV(p2, font, boltYs[0]!, boltYs[3]!, beamEnd + 50, beamEnd, `${sd.holes.rows - 1} @ ${sd.holes.pitch}"`);
  dimV(p2, font, plTop - pl.length * K, plTop, colFace - 60, colFace - 0.56 * K, inches(pl.length));
  dimV(p2, font, boltYs[3]!, plTop - pl.length * K, boltX + 40, boltX, inches(pl.edge));
  // Weld callout.
  drawLine(p2, { x: colFace + 2, y: plTop - 12 }, { x: colFace + 146, y: dTop + 43 }, 0.5);
  text(p2, font, '3/16" fillet, both sides, E70XX (shop, on column)', colFace + 150, dTop + 40, 8);
  ctext(p2, bold, 'DETAIL 1: SINGLE-PLATE SHEAR CONNECTION, BOTH ENDS', colFace + 160, dBottom - 90, 10);
  ctext(p2, font, `Plate p1 3/8" x ${inches(pl.width)} x ${inches(pl.length)}, 4 bolts 3/4" dia. A325-N, holes ${sd.holes.diameter} std.`, colFace + 160, dBottom - 104, 8);
  // Connection data, in the side column under the notes.
  s.y = revTop + 130;
  text(p2, bold, 'CONNECTION DATA', SIDE_X + 10, s.y + 16, 9, colors.navy);
  table(s, [
    { header: 'Item', width: 100 },
    { header: 'Value', width: 210 },
  ], [
    { cells: ['End reaction (LRFD)', '38 kips each end, from S-102 beam schedule'] },
    { cells: ['Plate p1', '3/8" x 4-1/2" x 11-1/2", ASTM A572 Gr. 50'] },
    { cells: ['Bolts', '(4) 3/4" A325-N each end, threads included'] },
    { cells: ['Weld, plate to column', '3/16" fillet both sides, E70XX, AWS D1.1'] },
    { cells: ['Design check', 'AISC Manual Table 10-10a, conventional'] },
    { cells: ['Top of steel', sd.topOfSteel.split(' (')[0]!] },
  ], { x0: SIDE_X + 10, fontSize: 7.5 });

  finishDocument(base, 'Sample for illustration: a fictional project. Not for fabrication.');
  return base.doc;
}
