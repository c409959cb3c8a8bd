import fc from 'fast-check';
import { anyText, holds, timed } from '../tests/fuzz';
import { csvCell, csvRows } from './lead-desk';

/**
 * The CSV writer, given whatever a lead typed: read back by a plain RFC 4180 reader it gives each cell
 * (with its guard apostrophe where a spreadsheet would see a formula), and no cell starts a formula.
 */

/** RFC 4180 as a spreadsheet reads it: quoted fields with "" for a quote, CRLF between records. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') cell += text[i++];
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else if (i < text.length) throw new Error(`stray character at ${i}: ${JSON.stringify(text[i])}`);
  }
  if (row.length) rows.push(row);
  return rows;
}

const FORMULA = /^[ "']*[=+\-@\t\r\n\0]/;
const cellValue = fc.oneof(anyText(60), fc.constantFrom('=HYPERLINK("http://x","y")', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' =1', '"=1', "'=1", ';=1', 'a,b', 'a"b', 'a\r\nb'), fc.integer(), fc.double({ noNaN: false }));

describe('the CSV writer', () => {
  it('reads back as the rows written, with a guard apostrophe only before what could start a formula', async () => {
    await holds(
      fc.property(fc.array(fc.array(cellValue, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const read = readCsv(timed(() => csvRows(rows)));
        expect(read).toEqual(rows.map((row) => row.map((value) => (FORMULA.test(String(value)) ? `'${String(value)}` : String(value)))));
      }),
      200,
    );
  });

  it('never lets a cell start a formula: quoted, and guarded past any quotes or spaces before it', async () => {
    await holds(
      fc.property(cellValue, (value) => {
        const cell = timed(() => csvCell(value));
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        const inner = readCsv(cell)[0]![0]!;
        expect(FORMULA.test(inner) && !inner.startsWith("'")).toBe(false);
        expect(/^[=+\-@\t\r\n\0]/.test(inner)).toBe(false);
      }),
      200,
    );
  });
});
