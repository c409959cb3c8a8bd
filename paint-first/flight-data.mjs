// @ts-check
/**
 * The page data Next exports beside each page (`index.txt`, React's Flight format) carries the site's
 * stylesheet twice: once for the page and once for the root error boundary, 48 kB each, 97 kB of home's
 * 201 kB. Gzip cannot fold the second copy into the first (they lie further apart than its 32 kB
 * window), and the browser receives and decodes both before the page hydrates.
 *
 * `sendTextOnce` keeps the first of any identical text rows and points references to the others at
 * it. It reads the payload strictly, as the Flight client of the pinned React version does: a row is
 * `<hex id>:<tag><content>`; a text row (tag `T`) is `<id>:T<hex byte length>,<bytes>` with no line
 * end; a model row (no tag), a client module (`I`), a preload hint (`H`) or an error (`E`) is JSON up
 * to the line end; and every string in that JSON that starts with `$` is one of the reference forms
 * listed in REFERENCE_FORMS. A row or a reference form it does not know is a build error naming the
 * page (paint-first/README.md, "Upgrading Next"): React's client reads an unknown `$` form as a row id and
 * waits for ever for a row that never comes.
 *
 * `checkPageData` then decodes the result completely with React's own Flight client (the one Next
 * vendors, run in Node), so a payload the browser could not finish fails the build instead of a page.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';

export class FlightFormatError extends Error {}

/** Rows whose content is JSON up to the line end, by tag: '' a model row, I a client module, E an error. */
const JSON_ROWS = new Set(['', 'I', 'E']);
/**
 * Rows that open a stream (R, r) or an async iterable (X, x) under their id, whose later rows of that id
 * are its values, and the row that closes it (C, with an optional last value).
 */
const STREAM_ROWS = new Set(['R', 'r', 'X', 'x']);

/**
 * The `$` strings React's client knows, as this rewriter reads them: `id` is the row a reference
 * points at, if any; `path` whether it may name a path into that row (`$2:props:children`).
 * @type {Array<{ form: RegExp, name: string, plain?: boolean }>}
 */
const REFERENCE_FORMS = [
  { form: /^\$$/, name: 'an element marker (["$", type, key, props])' },
  { form: /^\$\$/, name: 'an escaped $' },
  { form: /^\$(?:undefined|NaN|Infinity|-Infinity|-0)$/, name: 'a constant' },
  { form: /^\$S./, name: 'a symbol' },
  { form: /^\$D./, name: 'a date' },
  { form: /^\$n-?\d+$/, name: 'a bigint' },
  { form: /^\$[L@](?<id>[0-9a-f]+)$/, name: 'a lazy or promised row' },
  { form: /^\$[QW](?<id>[0-9a-f]+)(?::[^:]+)*$/, name: 'a Map or Set row' },
  { form: /^\$(?<id>[0-9a-f]+)$/, name: 'a row', plain: true },
  { form: /^\$(?<id>[0-9a-f]+)(?::[^:]+)+$/, name: 'a path into a row' },
];

/**
 * @typedef {{ id: string, tag: string, bytes: Buffer, text: Buffer | null, refs: Array<{ id: string, plain: boolean }> }} Row
 */

/**
 * The `$` references in a JSON value; throws on a form this does not know.
 * @param {unknown} value
 * @param {(reference: string) => never} unknown
 * @param {Array<{ id: string, plain: boolean }>} found
 */
function collectReferences(value, unknown, found) {
  if (typeof value === 'string') {
    if (!value.startsWith('$')) return;
    const known = REFERENCE_FORMS.find(({ form }) => form.test(value));
    if (!known) unknown(value);
    const id = known.form.exec(value)?.groups?.id;
    if (id) found.push({ id, plain: Boolean(known.plain) });
  } else if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, unknown, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectReferences(item, unknown, found);
  }
}

/**
 * Every row of a Flight payload. Throws FlightFormatError, naming `page`, on anything it does not read.
 * @param {Buffer} data
 * @param {string} page
 * @returns {Row[]}
 */
function readRows(data, page) {
  const fail = (/** @type {string} */ message) => {
    throw new FlightFormatError(`${page}: ${message}; its page data is in a form the adapter was not verified with (paint-first/README.md, "Upgrading Next").`);
  };
  /** @type {Row[]} */
  const rows = [];
  let at = 0;
  while (at < data.length) {
    const colon = data.indexOf(0x3a, at);
    const id = colon > at ? data.toString('latin1', at, colon) : '';
    const first = String.fromCharCode(data[colon + 1] ?? 0);
    // React writes hints (`:H`, a preload of a high-priority image a server component renders) with no
    // id; every other row has one.
    if (!/^[0-9a-f]+$/.test(id) && !(colon === at && first === 'H')) fail(`a row without a hex id at byte ${at}`);
    if (first === 'T') {
      const comma = data.indexOf(0x2c, colon + 2);
      const length = comma < 0 ? '' : data.toString('latin1', colon + 2, comma);
      const end = comma + 1 + parseInt(length, 16);
      if (!/^[0-9a-f]+$/.test(length) || end > data.length) fail(`text row ${id} is cut short`);
      rows.push({ id, tag: 'T', bytes: data.subarray(at, end), text: data.subarray(comma + 1, end), refs: [] });
      at = end;
      continue;
    }
    const newline = data.indexOf(0x0a, colon);
    const end = newline < 0 ? data.length : newline + 1;
    // React's client reads an upper-case letter, '#', 'r' or 'x' after the colon as a row tag.
    const tag = /[A-Z#rx]/.test(first) ? first : '';
    const content = data.toString('utf8', colon + 1 + tag.length, newline < 0 ? end : end - 1);
    /** @type {unknown} */
    let json;
    if (tag === 'H') {
      if (!/^[DCLmXSM]/.test(content)) fail(`hint row ${id} is of a kind it does not know ("${content.slice(0, 1)}")`);
      json = parseJson(content.slice(1), id, fail);
    } else if (JSON_ROWS.has(tag) || (tag === 'C' && content !== '')) {
      json = parseJson(content, id, fail);
    } else if (STREAM_ROWS.has(tag) || tag === 'C') {
      if (content !== '') fail(`row ${id} (${tag}) carries content it does not know`);
    } else {
      fail(`row ${id} has the tag "${tag}", which it does not read`);
    }
    /** @type {Array<{ id: string, plain: boolean }>} */
    const refs = [];
    collectReferences(json, (reference) => fail(`row ${id} holds the reference form "${reference.slice(0, 24)}", which it does not know`), refs);
    rows.push({ id, tag, bytes: data.subarray(at, end), text: null, refs });
    at = end;
  }
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    for (const ref of row.refs) if (!ids.has(ref.id)) fail(`row ${row.id} refers to row ${ref.id}, which the data does not hold`);
  }
  return rows;
}

/**
 * @param {string} text
 * @param {string} id
 * @param {(message: string) => never} fail
 */
function parseJson(text, id, fail) {
  try {
    return JSON.parse(text);
  } catch {
    return fail(`row ${id} is not JSON`);
  }
}

/**
 * Checks a payload against the forms this reads, without changing it. Throws FlightFormatError.
 * @param {string} flight
 * @param {string} [page]
 */
export function readFlight(flight, page = 'page data') {
  return readRows(Buffer.from(flight, 'utf8'), page).length;
}

/**
 * The same payload with each repeated text sent once. Throws FlightFormatError, naming `page`, when the
 * payload holds a row or reference form this does not know.
 * @param {string} flight
 * @param {string} [page]
 * @returns {string}
 */
export function sendTextOnce(flight, page = 'page data') {
  const rows = readRows(Buffer.from(flight, 'utf8'), page);

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
  const refs = rows.flatMap((row) => row.refs);
  const lines = rows.filter((row) => !row.text).map((row) => row.bytes.toString('utf8'));
  for (const repeat of repeats.keys()) {
    const toRepeat = refs.filter((ref) => ref.id === repeat);
    // A lazy, promised or path reference would dangle; and the rename below must find exactly the
    // plain references the parse found, not a `"$2"` inside some string.
    const occurrences = lines.reduce((sum, line) => sum + line.split(`"$${repeat}"`).length - 1, 0);
    if (toRepeat.some((ref) => !ref.plain) || occurrences !== toRepeat.length) repeats.delete(repeat);
  }
  if (repeats.size === 0) return flight;
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

const LAZY = Symbol.for('react.lazy');
const ELEMENT = Symbol.for('react.transitional.element');

/**
 * Reads every value of a decoded payload the way rendering would: awaits each promised row, opens
 * each lazy one. A row that never arrived rejects ("Connection closed.") once the stream has ended.
 * @param {any} value
 * @param {Set<unknown>} seen
 * @returns {Promise<void>}
 */
async function readAll(value, seen) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return;
  seen.add(value);
  if (typeof value.then === 'function') return readAll(await value, seen);
  if (value.$$typeof === LAZY) {
    for (;;) {
      try {
        return await readAll(value._init(value._payload), seen);
      } catch (thrown) {
        if (thrown && typeof (/** @type {any} */ (thrown).then) === 'function') await thrown;
        else throw thrown;
      }
    }
  }
  if (value.$$typeof === ELEMENT) {
    await readAll(value.type, seen);
    return readAll(value.props, seen);
  }
  if (typeof value === 'function') return;
  const items = value instanceof Map ? [...value.keys(), ...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  for (const item of items) await readAll(item, seen);
}

/** React's Flight client as Next vendors it for the browser, in its Node build; loaded on first use. */
function flightClient() {
  const require = createRequire(import.meta.url);
  return require('next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.node.production.js');
}

/** The client loads the modules the data names through these globals; set only while a check runs. */
const LOADER_GLOBALS = ['__next_require__', '__next_chunk_load__'];
// Client components are not run here: any module the data names resolves to an empty component.
const modules = new Proxy({}, { get: (_, key) => (key === 'then' ? undefined : function ClientComponent() {}) });

/**
 * Decodes a page data file completely with React's own Flight client; rejects with a
 * FlightFormatError naming `page` if any part of it cannot be read or never resolves.
 * @param {string} flight
 * @param {string} page
 * @param {number} [limitMs] how long a fully buffered payload may take to decode
 */
export async function checkPageData(flight, page, limitMs = 5000) {
  readFlight(flight, page);
  const client = flightClient();
  const saved = LOADER_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  Object.assign(globalThis, { __next_require__: () => modules, __next_chunk_load__: () => Promise.resolve() });
  const root = client.createFromNodeStream(Readable.from([Buffer.from(flight, 'utf8')]), { moduleMap: null, serverModuleMap: null, moduleLoading: null });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const stalled = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not resolved after ${limitMs} ms: React would wait for ever`)), limitMs);
  });
  try {
    await Promise.race([readAll(root, new Set()), stalled]);
  } catch (error) {
    throw new FlightFormatError(`${page}: React's Flight client cannot read its page data (${/** @type {Error} */ (error).message}); see paint-first/README.md, "Upgrading Next".`);
  } finally {
    clearTimeout(timer);
    LOADER_GLOBALS.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (/** @type {Record<string, unknown>} */ (globalThis))[name];
    });
  }
}
