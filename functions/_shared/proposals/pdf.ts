import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { firmName, proposalFacts } from '../../../lib/content/firm';
import { formatMoney, rateText, taxLine, type Market } from './money';
import type { Acceptance, Proposal } from '../../store/proposals';

/**
 * The proposal as a PDF (pdf-lib, which runs in the Worker): its lines, totals and terms, and, once
 * accepted, the acceptance record with the digest it is bound to. The same for the sender on their page
 * and for the firm in the desk. The standard fonts write Windows-1252 only, so any other character is
 * written as "?" rather than failing the whole document.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const NAVY = rgb(0.06, 0.13, 0.27);
const MUTED = rgb(0.35, 0.38, 0.45);

const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Text the standard fonts can write. */
export function printable(text: string): string {
  return [...text.replace(/\r?\n/g, ' ')]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(c) ? c : c === '→' ? '->' : '?';
    })
    .join('');
}

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\n+/)) {
      let line = '';
      for (const word of printable(paragraph).split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      if (line) lines.push(line);
    }
    return lines.length ? lines : [''];
  }
  text(text: string, { size = 10, font = this.regular, color = rgb(0, 0, 0), x = MARGIN, width = A4[0] - 2 * MARGIN, gap = 4 } = {}) {
    for (const line of this.wrap(text, font, size, width)) {
      this.room(size + 3);
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= size + 3;
    }
    this.y -= gap;
  }
  heading(text: string) {
    this.y -= 6;
    this.text(text, { size: 13, font: this.bold, color: NAVY });
  }
  /** A row of the lines table: the description wrapped on the left, the figure right-aligned. */
  row(left: string, right: string, { font = this.regular, size = 10 } = {}) {
    const width = A4[0] - 2 * MARGIN - 110;
    const lines = this.wrap(left, font, size, width);
    this.room(lines.length * (size + 3));
    const top = this.y;
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font });
      this.y -= size + 3;
    }
    const figure = printable(right);
    this.page.drawText(figure, { x: A4[0] - MARGIN - font.widthOfTextAtSize(figure, size), y: top - size, size, font });
    this.y -= 4;
  }
  rule() {
    this.room(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: MUTED });
    this.y -= 6;
  }
}

export async function proposalPdf(p: Proposal, acceptance: Acceptance | null = p.acceptance, keepUntil?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Fee proposal ${p.reference} version ${p.version}`);
  doc.setAuthor(firmName);
  doc.setCreator(firmName);
  doc.setProducer(firmName);
  // Fixed dates, so the same proposal always gives the same file.
  doc.setCreationDate(new Date(p.sentAt || p.createdAt));
  doc.setModificationDate(new Date(acceptance?.acceptedAt ?? (p.sentAt || p.createdAt)));
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const money = (minor: number) => formatMoney(minor, p.market as Market);

  w.text(firmName, { size: 11, font: w.bold, color: NAVY, gap: 2 });
  w.text('Fee proposal', { size: 20, font: w.bold, color: NAVY });
  w.text(`Reference ${p.reference}, version ${p.version}. Sent ${p.sentAt ? dateTime(p.sentAt) : '(draft, not sent)'}; valid until ${p.validUntil || `${p.validityDays} days after sending`}. Fees in ${p.currency}.`, { color: MUTED });

  w.heading('Scope and fees');
  p.lines.forEach((line, i) => {
    const rate = line.pricing === 'rate' ? ` (${rateText(line, p.market as Market)})` : ' (lump sum)';
    w.row(`${i + 1}. ${line.service}: ${line.scope}${line.format ? `. Delivered as ${line.format}` : ''}${rate}`, money(line.fee));
  });
  w.rule();
  w.row('Subtotal', money(p.subtotal));
  w.row(taxLine(p.taxMode, p.taxPercent), p.tax ? money(p.tax) : money(0));
  w.row('Total', money(p.total), { font: w.bold, size: 11 });

  w.heading('Terms of this proposal');
  w.text(`Turnaround: ${p.turnaroundDays} business days from receipt of complete information. Revisions included: ${p.revisions}.`);
  w.text(`Deposit: ${p.depositPercent}% at acceptance. Payment: ${p.paymentTerms}`);
  if (p.assumptions) {
    w.heading('Assumptions');
    w.text(p.assumptions);
  }
  if (p.exclusions) {
    w.heading('Exclusions');
    w.text(p.exclusions);
  }
  w.text(`Made under our working terms version ${p.terms.version} of ${p.terms.date} (/working-with-us/).`, { color: MUTED });

  w.heading('Acceptance record');
  if (acceptance) {
    w.text(`Accepted by ${acceptance.name}, ${acceptance.role}, ${acceptance.company}, on ${dateTime(acceptance.acceptedAt)}, under the working terms version ${acceptance.terms.version} of ${acceptance.terms.date}, confirming their authority to accept for their company.`);
    w.text(`Content digest (SHA-256): ${acceptance.digest}`, { size: 8, color: MUTED });
    w.text(`Kept as a contract record until ${(keepUntil ?? new Date(Date.parse(acceptance.acceptedAt) + proposalFacts.contractRecordKeepYears * 365.25 * 86_400_000).toISOString()).slice(0, 10)}.`, { size: 8, color: MUTED });
  } else {
    w.text('Not accepted.', { color: MUTED });
    if (p.digest) w.text(`Content digest (SHA-256): ${p.digest}`, { size: 8, color: MUTED });
  }
  return doc.save();
}
