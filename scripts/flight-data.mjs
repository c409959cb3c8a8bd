// @ts-check
/**
 * The page data Next exports beside each page (`index.txt`, React's Flight format) carries the site's
 * stylesheet twice: once for the page and once for the root error boundary, 48 kB each, 97 kB of home's
 * 201 kB. Gzip cannot fold the second copy into the first (they lie further apart than its 32 kB
 * window), and the browser receives and decodes both before the page hydrates.
 *
 * `sendTextOnce` keeps the first of any identical text rows and points references to the others at
 * it. A Flight row is `<hex id>:<tag><content>`; a text row (tag `T`) is `<id>:T<hex byte length>,<bytes>`
 * with no line end, every other text-based row ends at a line end, and a reference to a row is the JSON
 * string `"$<id>"`. Anything else (binary rows, another way of referring to a text row) leaves the data
 * exactly as it was: this is a saving, never a risk.
 */

/** Row tags whose content is length-prefixed binary (React's Flight client), which this does not read. */
const BINARY_TAGS = new Set(['A', 'O', 'o', 'U', 'S', 's', 'L', 'l', 'G', 'g', 'M', 'm', 'V', 'b']);

/**
 * @typedef {{ id: string, bytes: Buffer, text: Buffer | null }} Row
 */

/**
 * The rows of a Flight payload, or null when it holds a row this does not read.
 * @param {Buffer} data
 * @returns {Row[] | null}
 */
function readRows(data) {
  /** @type {Row[]} */
  const rows = [];
  let at = 0;
  while (at < data.length) {
    const colon = data.indexOf(0x3a, at);
    const id = colon > at ? data.toString('latin1', at, colon) : '';
    if (!/^[0-9a-f]+$/.test(id)) return null;
    const tag = String.fromCharCode(data[colon + 1] ?? 0);
    if (BINARY_TAGS.has(tag)) return null;
    if (tag === 'T') {
      const comma = data.indexOf(0x2c, colon + 2);
      const length = comma < 0 ? '' : data.toString('latin1', colon + 2, comma);
      const end = comma + 1 + parseInt(length, 16);
      if (!/^[0-9a-f]+$/.test(length) || end > data.length) return null;
      rows.push({ id, bytes: data.subarray(at, end), text: data.subarray(comma + 1, end) });
      at = end;
    } else {
      const newline = data.indexOf(0x0a, colon);
      const end = newline < 0 ? data.length : newline + 1;
      rows.push({ id, bytes: data.subarray(at, end), text: null });
      at = end;
    }
  }
  return rows;
}

/**
 * The same payload with each repeated text sent once.
 * @param {string} flight
 * @returns {string}
 */
export function sendTextOnce(flight) {
  const rows = readRows(Buffer.from(flight, 'utf8'));
  if (!rows) return flight;

  /** @type {Map<string, string>} the id of the first row with a given text */
  const firstWith = new Map();
  /** @type {Map<string, string>} a repeated row's id -> the first row's id */
  const repeats = new Map();
  for (const row of rows) {
    if (!row.text) continue;
    const key = row.text.toString('latin1');
    const first = firstWith.get(key);
    if (first) repeats.set(row.id, first);
    else firstWith.set(key, row.id);
  }
  if (repeats.size === 0) return flight;

  const rowsOfModel = rows.filter((row) => !row.text).map((row) => row.bytes.toString('utf8'));
  for (const repeat of repeats.keys()) {
    // A lazy (`"$L2a"`) or path (`"$2a:key"`) reference to a dropped row would dangle.
    const otherReference = new RegExp(`"\\$(?:[A-Za-z@]${repeat}(?::[^"]*)?|${repeat}:[^"]*)"`);
    if (rowsOfModel.some((line) => otherReference.test(line))) return flight;
  }
  return rows
    .filter((row) => !repeats.has(row.id))
    .map((row) => {
      let line = row.bytes.toString('utf8');
      if (row.text) return line;
      for (const [repeat, first] of repeats) line = line.split(`"$${repeat}"`).join(`"$${first}"`);
      return line;
    })
    .join('');
}
