import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { site, formatAddress } from '@/lib/content/site';

/**
 * Page furniture shared by every sample PDF: document metadata, the header band, the footer with
 * "Page X of Y", wrapped text and a table that breaks across pages. Standard PDF fonts (Helvetica),
 * so the text is real, selectable text and no font file is embedded.
 * Text that would not fit its cell throws: a layout mistake stops the build instead of shipping.
 */

export const colors = {
  navy: rgb(0x0b / 255, 0x1f / 255, 0x3a / 255),
  accent: rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255),
  ink: rgb(0.13, 0.15, 0.19),
  muted: rgb(0.36, 0.4, 0.47),
  rule: rgb(0.78, 0.82, 0.88),
  mist: rgb(0xf0 / 255, 0xf4 / 255, 0xf9 / 255),
  white: rgb(1, 1, 1),
};

export const pageSizes = {
  letter: [612, 792],
  letterLandscape: [792, 612],
  a4Landscape: [841.89, 595.28],
  /** ANSI B (11 x 17 in), the usual US shop drawing sheet. */
  ansiBLandscape: [1224, 792],
} as const satisfies Record<string, readonly [number, number]>;

export const MARGIN = 40;
const HEADER_HEIGHT = 58;
const FOOTER_SPACE = 42;

/** A fixed date so the same content builds the same bytes (and the size shown on /samples holds). */
const DOCUMENT_DATE = new Date('2026-11-20T09:00:00Z');

export interface Sheet {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** Baseline cursor, moving down the page. */
  y: number;
  width: number;
  height: number;
  /** Heading printed in the header band of every page. */
  heading: string;
  size: readonly [number, number];
}

export async function createSampleDocument(opts: { title: string; subject: string; keywords: string[] }) {
  const doc = await PDFDocument.create();
  doc.setTitle(opts.title, { showInWindowTitleBar: true });
  doc.setAuthor(site.legalName);
  doc.setSubject(opts.subject);
  doc.setKeywords([site.name, 'sample', ...opts.keywords]);
  doc.setCreator(`${site.name} website build`);
  doc.setProducer('pdf-lib (https://pdf-lib.js.org)');
  doc.setLanguage('en-US');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, font, bold };
}

/** Adds a page with the header band and returns a sheet whose cursor sits below it. */
export function addPage(
  base: { doc: PDFDocument; font: PDFFont; bold: PDFFont },
  heading: string,
  size: readonly [number, number] = pageSizes.letter,
): Sheet {
  const [width, height] = size;
  const page = base.doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: height - HEADER_HEIGHT, width, height: HEADER_HEIGHT, color: colors.navy });
  page.drawRectangle({ x: 0, y: height - HEADER_HEIGHT - 3, width, height: 3, color: colors.accent });
  page.drawText(site.name.toUpperCase(), { x: MARGIN, y: height - 27, size: 14, font: base.bold, color: colors.white });
  page.drawText('Preconstruction consulting', { x: MARGIN, y: height - 43, size: 8.5, font: base.font, color: colors.white });
  const label = 'SAMPLE DELIVERABLE';
  const labelWidth = base.bold.widthOfTextAtSize(label, 8);
  page.drawText(label, { x: width - MARGIN - labelWidth, y: height - 25, size: 8, font: base.bold, color: colors.white });
  const headingSize = 11;
  const headingWidth = base.bold.widthOfTextAtSize(heading, headingSize);
  page.drawText(heading, { x: width - MARGIN - headingWidth, y: height - 42, size: headingSize, font: base.bold, color: colors.white });
  return { ...base, page, y: height - HEADER_HEIGHT - 30, width, height, heading, size };
}

/**
 * Writes the footer on every page once the page count is known. `desk` is the client desk of the
 * document's market (a UK document gives the UK number); the US desk otherwise.
 */
export function finishDocument(base: { doc: PDFDocument; font: PDFFont }, note: string, desk: 'us' | 'uk' = 'us') {
  const pages = base.doc.getPages();
  const phone = site.desks.find((d) => d.id === desk)?.phone.display ?? site.phone.display;
  const contact = `${site.legalName}  |  ${formatAddress()}  |  ${phone}  |  ${site.email}`;
  pages.forEach((page, i) => {
    const { width } = page.getSize();
    page.drawLine({ start: { x: MARGIN, y: 32 }, end: { x: width - MARGIN, y: 32 }, thickness: 0.5, color: colors.rule });
    page.drawText(contact, { x: MARGIN, y: 21, size: 7, font: base.font, color: colors.muted });
    page.drawText(note, { x: MARGIN, y: 12, size: 6.5, font: base.font, color: colors.muted });
    const pageLabel = `Page ${i + 1} of ${pages.length}`;
    const w = base.font.widthOfTextAtSize(pageLabel, 8);
    page.drawText(pageLabel, { x: width - MARGIN - w, y: 18, size: 8, font: base.font, color: colors.ink });
  });
}

/** Fails loudly when text would spill out of the space given to it. */
export function assertFits(font: PDFFont, text: string, size: number, maxWidth: number, where: string) {
  const w = font.widthOfTextAtSize(text, size);
  if (w > maxWidth + 0.01) {
    throw new Error(`Sample PDF layout: "${text}" is ${w.toFixed(1)} pt wide, ${where} allows ${maxWidth.toFixed(1)} pt`);
  }
}

/** Splits text into lines no wider than maxWidth. */
export function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= maxWidth) line = next;
    else {
      if (line) lines.push(line);
      assertFits(font, word, size, maxWidth, 'a wrapped line');
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Starts a new page when fewer than `needed` points are left above the footer. */
export function ensureSpace(sheet: Sheet, needed: number): Sheet {
  if (sheet.y - needed >= FOOTER_SPACE) return sheet;
  return addPage(sheet, sheet.heading, sheet.size);
}

export function title(sheet: Sheet, text: string, size = 16): Sheet {
  const s = ensureSpace(sheet, size + 40);
  assertFits(s.bold, text, size, s.width - 2 * MARGIN, 'the page title');
  s.page.drawText(text, { x: MARGIN, y: s.y, size, font: s.bold, color: colors.navy });
  s.y -= size + 8;
  return s;
}

export function subheading(sheet: Sheet, text: string): Sheet {
  const s = ensureSpace(sheet, 60);
  s.y -= 6;
  s.page.drawText(text, { x: MARGIN, y: s.y, size: 11, font: s.bold, color: colors.accent });
  s.y -= 16;
  return s;
}

export function paragraph(sheet: Sheet, text: string, opts: { size?: number; indent?: number; bullet?: boolean; width?: number } = {}): Sheet {
  const size = opts.size ?? 9;
  const indent = opts.indent ?? 0;
  const bulletIndent = opts.bullet ? 10 : 0;
  const maxWidth = (opts.width ?? sheet.width - 2 * MARGIN) - indent - bulletIndent;
  const lines = wrap(sheet.font, text, size, maxWidth);
  let s = ensureSpace(sheet, lines.length * (size + 3.5) + 4);
  if (opts.bullet) s.page.drawText('-', { x: MARGIN + indent, y: s.y, size, font: s.font, color: colors.accent });
  for (const line of lines) {
    s = ensureSpace(s, size + 4);
    s.page.drawText(line, { x: MARGIN + indent + bulletIndent, y: s.y, size, font: s.font, color: colors.ink });
    s.y -= size + 3.5;
  }
  s.y -= 3;
  return s;
}

/** Label and value pairs in two columns, e.g. a document's project block. */
export function facts(sheet: Sheet, pairs: [string, string][], columns = 2): Sheet {
  const s = ensureSpace(sheet, Math.ceil(pairs.length / columns) * 14 + 10);
  const colWidth = (s.width - 2 * MARGIN) / columns;
  const labelWidth = 82;
  pairs.forEach(([label, value], i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const x = MARGIN + col * colWidth;
    const y = s.y - row * 14;
    assertFits(s.bold, label, 8, labelWidth - 4, 'a fact label');
    assertFits(s.font, value, 8.5, colWidth - labelWidth - 8, 'a fact value');
    s.page.drawText(label, { x, y, size: 8, font: s.bold, color: colors.muted });
    s.page.drawText(value, { x: x + labelWidth, y, size: 8.5, font: s.font, color: colors.ink });
  });
  s.y -= Math.ceil(pairs.length / columns) * 14 + 8;
  return s;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface Row {
  cells: string[];
  /** Bold row on a tinted ground (subtotals, totals). */
  emphasis?: boolean;
}

const ROW_HEIGHT = 14;

function drawRow(s: Sheet, columns: Column[], cells: string[], opts: { header?: boolean; emphasis?: boolean; fontSize: number; x0: number }) {
  const tableWidth = columns.reduce((w, c) => w + c.width, 0);
  if (opts.header) s.page.drawRectangle({ x: opts.x0, y: s.y - 4, width: tableWidth, height: ROW_HEIGHT + 2, color: colors.navy });
  else if (opts.emphasis) s.page.drawRectangle({ x: opts.x0, y: s.y - 4, width: tableWidth, height: ROW_HEIGHT, color: colors.mist });
  const font = opts.header || opts.emphasis ? s.bold : s.font;
  const size = opts.header ? opts.fontSize - 0.5 : opts.fontSize;
  let x = opts.x0;
  columns.forEach((col, i) => {
    const text = cells[i] ?? '';
    const pad = 3;
    assertFits(font, text, size, col.width - 2 * pad, `column "${col.header}"`);
    const w = font.widthOfTextAtSize(text, size);
    const align = col.align ?? 'left';
    const tx = align === 'right' ? x + col.width - pad - w : align === 'center' ? x + (col.width - w) / 2 : x + pad;
    s.page.drawText(text, { x: tx, y: s.y, size, font, color: opts.header ? colors.white : colors.ink });
    x += col.width;
  });
  if (!opts.header) {
    s.page.drawLine({ start: { x: opts.x0, y: s.y - 4 }, end: { x: opts.x0 + tableWidth, y: s.y - 4 }, thickness: 0.4, color: colors.rule });
  }
  s.y -= ROW_HEIGHT;
}

/**
 * A table with a navy header row, repeated at the top of each page it continues on.
 * Column widths must add up to no more than the space between the margins.
 */
export function table(sheet: Sheet, columns: Column[], rows: Row[], opts: { fontSize?: number; x0?: number } = {}): Sheet {
  const fontSize = opts.fontSize ?? 8;
  const x0 = opts.x0 ?? MARGIN;
  const tableWidth = columns.reduce((w, c) => w + c.width, 0);
  if (x0 + tableWidth > sheet.width - MARGIN + 0.01) {
    throw new Error(`Sample PDF layout: table of ${tableWidth} pt does not fit the page (${sheet.heading})`);
  }
  let s = ensureSpace(sheet, ROW_HEIGHT * 3 + 6);
  s.y -= 6; // clear of the line above: the header band rises 12 pt above its baseline
  drawRow(s, columns, columns.map((c) => c.header), { header: true, fontSize, x0 });
  for (const row of rows) {
    if (s.y - ROW_HEIGHT < FOOTER_SPACE) {
      s = addPage(s, s.heading, s.size);
      drawRow(s, columns, columns.map((c) => c.header), { header: true, fontSize, x0 });
    }
    drawRow(s, columns, row.cells, { emphasis: row.emphasis, fontSize, x0 });
  }
  s.y -= 10;
  return s;
}


/** The pen a bend sketch is drawn with: accent lines and small dimension letters, on one page. */
export function sketchPen(page: PDFPage, font: PDFFont) {
  return {
    line: (x1: number, y1: number, x2: number, y2: number) => page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 2, color: colors.accent }),
    label: (text: string, x: number, y: number) => page.drawText(text, { x, y, size: 8, font, color: colors.ink }),
  };
}
