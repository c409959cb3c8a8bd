/** @jest-environment node */
import fc from 'fast-check';
import { compoundOf, macroDocStreams, revitStreams, zipOf } from '../../tests/fixtures/archives';
import { anyText, holds } from '../../tests/fuzz';
import { MAX_ZIP_DIRECTORY_BYTES, RISKY_EXTENSIONS, checkContents, riskOf, zipListing, type ReadRange } from './file-contents';

/**
 * The ZIP listing (unzipit behind our Reader) and the Revit reader, given what a stranger can send:
 * well-formed archives with any names, the same with bytes changed where the listing lives, and noise.
 * Whatever arrives: no throw, a verdict that names the file, and reads within their bounds.
 */

/** Reads of `bytes` as R2 answers them, recorded; a read outside the file fails the case. */
function reader(bytes: Uint8Array) {
  const reads: [number, number][] = [];
  const read: ReadRange = async (offset, length) => {
    if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0 || offset + length > bytes.length) throw new Error(`read outside the file: ${offset}+${length} of ${bytes.length}`);
    reads.push([offset, length]);
    return bytes.slice(offset, offset + length);
  };
  return { read, reads, total: () => reads.reduce((sum, [, length]) => sum + length, 0) };
}

const risky = Object.keys(RISKY_EXTENSIONS);
const drawingName = fc.constantFrom('A-101 plan.pdf', 'S-201.dwg', 'model.ifc', 'notes.txt', 'Site photo.JPG', 'set/', 'Tender set/E-401.dxf', 'Tower.rvt', 'specs.zip');
/** Entry names: drawings, risky ones disguised (case, trailing dots and spaces, folders), and anything at all. */
const entryName = fc.oneof(
  drawingName,
  fc.tuple(fc.constantFrom('', 'tools/', 'Viewer/', 'a.b/'), fc.constantFrom('setup', 'acad', 'Scope', 'x'), fc.constantFrom(...risky), fc.constantFrom('', '.', ' ', '. ', '/')).map(([dir, base, ext, tail]) => `${dir}${base}.${ext}${tail}`),
  fc.tuple(fc.constantFrom(...risky), fc.boolean()).map(([ext, upper]) => `x.${upper ? ext.toUpperCase() : ext}`),
  anyText(80).filter((s) => s.length > 0),
);
const zipArb = fc.record({
  entries: fc.uniqueArray(entryName, { minLength: 0, maxLength: 12, selector: (n) => Buffer.from(n, 'utf8').toString('utf8') }),
  comment: fc.option(fc.string({ unit: 'binary-ascii', maxLength: 40 }), { nil: undefined }),
  zip64: fc.boolean(),
  unicode: fc.option(entryName, { nil: undefined }),
});
const buildZip = ({ entries, comment, zip64, unicode }: { entries: string[]; comment?: string; zip64: boolean; unicode?: string }) => {
  const first = entries[0];
  const unicodePaths = first !== undefined && unicode !== undefined ? { [first]: unicode } : undefined;
  return zipOf(Object.fromEntries(entries.map((name) => [name, name.endsWith('/') ? '' : 'x'])), { comment, zip64, unicodePaths });
};
/** Changes to a file: bytes or 32-bit fields overwritten (anywhere, or near the end where the listing is), or a cut. */
const edits = fc.array(
  fc.record({ fromEnd: fc.boolean(), at: fc.nat(), width: fc.constantFrom(1, 2, 4), value: fc.oneof(fc.nat(0xff), fc.constantFrom(0, 0xffff, 0xffffffff, 0x7fffffff, 0x02014b50, 0x06054b50, 0x07064b50, 0x06064b50), fc.nat()) }),
  { minLength: 1, maxLength: 6 },
);
function edited(file: Buffer, changes: { fromEnd: boolean; at: number; width: 1 | 2 | 4; value: number }[], cut: number | undefined): Buffer {
  const out = Buffer.from(file);
  for (const { fromEnd, at, width, value } of changes) {
    if (out.length < width) continue;
    const span = out.length - width + 1;
    const where = fromEnd ? out.length - width - (at % Math.min(span, 300)) : at % span;
    out.writeUIntLE(value % 2 ** (8 * width), where, width);
  }
  return cut === undefined ? out : out.subarray(0, cut % (out.length + 1));
}

/** Most any ZIP listing can read: the tail, ZIP64's two records, the directory. */
const MAX_ZIP_READ = 22 + 0xffff + 20 + 56 + MAX_ZIP_DIRECTORY_BYTES;

const verdictNamesFile = (name: string, verdict: Awaited<ReturnType<typeof checkContents>>) => verdict.ok || verdict.message.startsWith(`${name} `);

describe('the ZIP listing', () => {
  it('lists a well-formed ZIP as written, and takes it only when no name an extractor shows is risky', async () => {
    await holds(
      fc.asyncProperty(zipArb, async (spec) => {
        const zip = buildZip(spec);
        const { read, reads } = reader(zip);
        const listed = await zipListing(zip.length, read);
        // In the object's own order (integer-like names first), as zipOf writes them.
        const written = Object.keys(Object.fromEntries(spec.entries.map((n) => [n, '']))).map((n) => Buffer.from(n, 'utf8').toString('utf8'));
        expect(listed.map((e) => e.names[0])).toEqual(written);
        const shown = listed.flatMap((e) => e.names);
        if (spec.unicode !== undefined && written.length) expect(shown).toContain(Buffer.from(spec.unicode, 'utf8').toString('utf8'));
        const verdict = await checkContents('set.zip', zip.length, reader(zip).read);
        const expected = shown.some((n) => riskOf(n) !== undefined);
        expect(verdict.ok).toBe(!expected);
        if (!verdict.ok) expect(verdict.message).toMatch(/^set\.zip contains .*, (a|an|code) /s);
        expect(reads.length).toBeLessThanOrEqual(4);
      }),
      100,
    );
  });

  it('answers a damaged or cut ZIP with a verdict naming it, never a throw, reading no more than its bounds', async () => {
    await holds(
      fc.asyncProperty(zipArb, edits, fc.option(fc.nat(), { nil: undefined }), async (spec, changes, cut) => {
        const file = edited(buildZip(spec), changes, cut);
        const { read, reads, total } = reader(file);
        const verdict = await checkContents('set.zip', file.length, read);
        expect(verdictNamesFile('set.zip', verdict)).toBe(true);
        expect(reads.length).toBeLessThanOrEqual(4);
        expect(total()).toBeLessThanOrEqual(MAX_ZIP_READ);
      }),
      200,
    );
  });

  it('answers noise, with and without the end record\'s signature in it, the same way', async () => {
    const eocd = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
    await holds(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.boolean(), fc.nat(), async (noise, signed, at) => {
        const file = Buffer.from(noise);
        if (signed && file.length >= 22) eocd.copy(file, file.length - 22 - (at % Math.min(file.length - 21, 60)));
        const { read, reads } = reader(file);
        const verdict = await checkContents('noise.zip', file.length, read);
        expect(verdict.ok === false && verdict.message.startsWith('noise.zip ')).toBe(true);
        expect(reads.length).toBeLessThanOrEqual(4);
      }),
      200,
    );
  });

  it('finds a risky extension however it is disguised, and no risk in names that only look alike', async () => {
    await holds(
      fc.property(fc.constantFrom(...risky), fc.string({ unit: fc.constantFrom('.', ' '), maxLength: 4 }), fc.boolean(), fc.constantFrom('', 'dir/', 'a\\b\\', 'Tool.pdf/'), (ext, tail, upper, dir) => {
        expect(riskOf(`${dir}file.${upper ? ext.toUpperCase() : ext}${tail}`)).toBe(RISKY_EXTENSIONS[ext]);
        expect(riskOf(`${dir}file.${ext}x.pdf`)).toBeUndefined();
      }),
      200,
    );
  });
});

const streamName = fc.oneof(fc.constantFrom('Contents', 'TransmissionData', 'Formats/Latest', 'Partitions/1', 'Global/ElemTable'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }).filter((s) => !/[/\\:!]/.test(s)));
const FOREIGN = ['WordDocument', 'Workbook', 'Book', 'PowerPoint Document', '_VBA_PROJECT', 'VBA', 'Macros', '_VBA_PROJECT_CUR'];

describe('the Revit reader', () => {
  it('takes Revit\'s streams with any others beside them, and refuses them beside an Office document\'s', async () => {
    await holds(
      fc.asyncProperty(fc.uniqueArray(streamName, { maxLength: 6 }), fc.option(fc.constantFrom(...FOREIGN), { nil: undefined }), async (extra, foreign) => {
        const streams: Record<string, string | Buffer> = { ...revitStreams };
        for (const name of extra) if (!FOREIGN.includes(name.split('/')[0]!)) streams[name] = 'x';
        if (foreign) streams[foreign] = 'y';
        const file = compoundOf(streams);
        const verdict = await checkContents('Tower.rvt', file.length, reader(file).read);
        expect(verdict.ok).toBe(!foreign);
      }),
      60,
    );
  });

  it('answers a damaged compound file with a verdict naming it, never a throw, in at most 256 reads of a sector each', async () => {
    const files = [compoundOf(revitStreams), compoundOf(macroDocStreams), compoundOf({ ...revitStreams, 'Partitions/0': Buffer.alloc(70_000, 4) })];
    await holds(
      fc.asyncProperty(fc.constantFrom(...files), edits, fc.option(fc.nat(), { nil: undefined }), fc.boolean(), async (original, changes, cut, header) => {
        // Edits in the header (where the directory and its table are found) as often as anywhere.
        const file = header ? Buffer.concat([edited(original.subarray(0, 512), changes, undefined), original.subarray(512)]) : edited(original, changes, cut);
        const { read, reads } = reader(file);
        const verdict = await checkContents('Tower.rvt', file.length, read);
        expect(verdictNamesFile('Tower.rvt', verdict)).toBe(true);
        expect(reads.length).toBeLessThanOrEqual(256);
        expect(reads.every(([, length]) => length <= 4096)).toBe(true);
      }),
      200,
    );
  });

});
