import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text a PDF written with pdf-lib's standard fonts shows, page by page, line by line: its content
 * streams inflated, each shown string decoded from Windows-1252. Enough to check what a generated
 * document says (the proposal's lines, total and acceptance record); not a general PDF reader.
 */

const CP1252: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x95: '•', 0x85: '…', 0x99: '™' };
const decode = (bytes: number[]) => bytes.map((b) => CP1252[b] ?? String.fromCharCode(b)).join('');

function streamBytes(object: PDFObject | undefined): Buffer[] {
  if (object instanceof PDFArray) return object.asArray().flatMap((item) => streamBytes(item));
  if (!(object instanceof PDFRawStream)) return [];
  const raw = Buffer.from(object.getContents());
  return [object.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(raw) : raw];
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents ? doc.context.lookup(contents) : undefined;
    const parts = resolved instanceof PDFArray ? resolved.asArray().map((ref) => doc.context.lookup(ref)) : [resolved];
    for (const part of parts) {
      for (const stream of streamBytes(part as PDFObject)) {
        for (const match of stream.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
          if (match[1] !== undefined) lines.push(decode(match[1].match(/../g)?.map((h) => parseInt(h, 16)) ?? []));
          else lines.push(match[2]!.replace(/\\(.)/g, '$1'));
        }
      }
    }
  }
  return lines.join('\n');
}
