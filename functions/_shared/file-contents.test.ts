/** @jest-environment node */
import { compoundOf, macroDocStreams, revitStreams, zipOf } from '../../tests/fixtures/archives';
import { MAX_ZIP_ENTRIES, RISKY_EXTENSIONS, checkContents, riskOf, zipListing, type ReadRange } from './file-contents';
import { extensionOf } from '../../lib/quote-schema';

/** Reads ranges of `bytes` as R2 would, recording each so a test can see nothing read the whole file. */
function reader(bytes: Buffer) {
  const reads: [number, number][] = [];
  const read: ReadRange = async (offset, length) => {
    reads.push([offset, length]);
    return new Uint8Array(bytes.subarray(offset, offset + length));
  };
  return { read, reads };
}
const check = (name: string, bytes: Buffer) => checkContents(name, bytes.length, reader(bytes).read);

const drawings = { 'set/': '', 'set/A-101 plan.pdf': '%PDF-1.7\n', 'set/S-201.dwg': 'AC1032', 'set/model.ifc': 'ISO-10303-21;', 'notes.txt': 'hello' };

describe('ZIP listings', () => {
  it('takes a ZIP of drawings and says how many files it holds', async () => {
    expect(await check('set.zip', zipOf(drawings))).toEqual({ ok: true, checked: 'ZIP: 4 files, none executable' });
  });

  it('finds the listing behind a comment, and through ZIP64 end records', async () => {
    expect(await check('set.zip', zipOf(drawings, { comment: 'Issued for tender' }))).toMatchObject({ ok: true, checked: 'ZIP: 4 files, none executable' });
    expect(await check('set.zip', zipOf(drawings, { zip64: true }))).toMatchObject({ ok: true, checked: 'ZIP: 4 files, none executable' });
  });

  it.each([
    ['setup.exe', 'a program'],
    ['tools/install.msi', 'an installer'],
    ['readme.js', 'a script'],
    ['open.vbs', 'a script'],
    ['run.bat', 'a script'],
    ['fix.ps1', 'a script'],
    ['Drawings.lnk', 'a shortcut'],
    ['viewer.jar', 'a script'],
    ['index.hta', 'a script'],
    ['schedule.xlsm', 'a macro-enabled Office file'],
    ['spec.docm', 'a macro-enabled Office file'],
    ['deck.pptm', 'a macro-enabled Office file'],
    ['Viewer.app/Contents/Info.plist', 'an application bundle'],
    ['disk.iso', 'a disk image'],
    ['SETUP.EXE', 'a program'],
    ['setup.exe. ', 'a program'],
  ])('refuses a ZIP holding %s, naming the file and what it is', async (inside, what) => {
    const verdict = await check('Tender set.zip', zipOf({ ...drawings, [inside]: 'MZ' }));
    expect(verdict).toEqual({ ok: false, message: expect.stringContaining(`Tender set.zip contains ${inside}, ${what}.`) });
  });

  // The review's list (security-2026-12 M3): long and hyphenated extensions the old 8-character reading
  // missed, macro-capable legacy Office files, AutoCAD's autoloaded code, and pages that run script.
  const LISTED = `application appinstaller settingcontent-ms library-ms searchconnector-ms msixbundle appxbundle
    doc xls ppt dot xlt pps docm xlsm pptm xlam dotm xltm ppam potm ppsm sldm
    lsp fas vlx mnl dvb arx crx chm one htm html mht mhtml xhtml svg iqy slk accde mdb jnlp diagcab appref-ms`.split(/\s+/);

  it.each(LISTED)('refuses a ZIP holding a .%s file, naming it', async (ext) => {
    expect(RISKY_EXTENSIONS[ext]).toBeDefined();
    const verdict = await check('Tender set.zip', zipOf({ ...drawings, [`Tender/Sheet 1.${ext.toUpperCase()}`]: 'x' }));
    expect(verdict).toEqual({ ok: false, message: expect.stringContaining(`Tender set.zip contains Tender/Sheet 1.${ext.toUpperCase()}, `) });
  });

  it.each([
    ['Scope.application', 'an installer'],
    ['acad.lsp', 'code AutoCAD loads by itself'],
    ['Support/acaddoc.lsp', 'code AutoCAD loads by itself'],
    ['rates.xls', 'a legacy Office file, which can carry macros'],
    ['x.settingcontent-ms', 'a shortcut'],
  ])('refuses the review\'s ZIP holding %s, saying what it is', async (inside, what) => {
    expect(await check('set.zip', zipOf({ ...drawings, [inside]: 'x' }))).toEqual({ ok: false, message: expect.stringContaining(`set.zip contains ${inside}, ${what}.`) });
  });

  it('refuses a ZIP whose ZIP64 records name a second listing it did not point to', async () => {
    // A ZIP64 locator before a classic end record whose fields are not at their maximum: extractors
    // that prefer ZIP64 would list another directory than the one read here.
    const plain = zipOf(drawings);
    const eocd = plain.subarray(plain.length - 22);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    const zip = Buffer.concat([plain.subarray(0, plain.length - 22), locator, eocd]);
    expect(await check('set.zip', zip)).toMatchObject({ ok: false, message: expect.stringContaining('two lists of contents, ZIP and ZIP64') });
  });

  it('lists a name as stored, a leading byte order mark and all', async () => {
    const zip = zipOf({ '\uFEFFplan.pdf': 'x' });
    expect((await zipListing(zip.length, reader(zip).read))[0]!.names[0]).toBe('\uFEFFplan.pdf');
  });

  it('lets a failed read through (the check could not finish), not a verdict of damage', async () => {
    const failing: ReadRange = async () => {
      throw new Error('R2 holds nothing at uploads/x');
    };
    await expect(checkContents('set.zip', 5000, failing)).rejects.toThrow('R2 holds nothing');
  });

  it('refuses a program behind an innocent stored name, by the Unicode path extractors show', async () => {
    const zip = zipOf({ ...drawings, 'plan.pdf': 'MZ' }, { unicodePaths: { 'plan.pdf': 'plan.exe' } });
    expect(await check('set.zip', zip)).toMatchObject({ ok: false, message: expect.stringContaining('contains plan.exe, a program') });
  });

  it('reads only the tail and the listing, never the entries', async () => {
    const big = zipOf({ 'A-101.pdf': Buffer.alloc(3_000_000, 0x20), 'A-102.pdf': Buffer.alloc(3_000_000, 0x20) });
    const { read, reads } = reader(big);
    expect(await checkContents('set.zip', big.length, read)).toMatchObject({ ok: true });
    expect(reads.reduce((sum, [, length]) => sum + length, 0)).toBeLessThan(70_000);
  });

  it('refuses a listing too large to read, and one that is not a ZIP at all, saying so', async () => {
    // Refused from the end record's count, before unzipit parses the directory (the read that would follow).
    const many = zipOf(Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`${i}.pdf`, ''])));
    const { read, reads } = reader(many);
    expect(await checkContents('huge.zip', many.length, read)).toMatchObject({ ok: false, message: expect.stringMatching(/^huge\.zip lists more than we can check/) });
    expect(reads).toHaveLength(1); // the tail only: its count refused the listing before it was read
    const wide = zipOf(Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`${'n'.repeat(65_000)}${i}.pdf`, ''])));
    expect(await check('wide.zip', wide)).toMatchObject({ ok: false, message: expect.stringMatching(/^wide\.zip lists more than we can check/) });
    expect(await check('cut.zip', zipOf(drawings).subarray(0, 200))).toMatchObject({ ok: false, message: expect.stringMatching(/^cut\.zip could not be read as a ZIP/) });
  });
});

describe('Revit files', () => {
  it('takes a compound file with Revit\'s own streams as a Revit model (and a family as a family)', async () => {
    expect(await check('Tower.rvt', compoundOf(revitStreams))).toEqual({ ok: true, checked: 'Revit model' });
    expect(await check('Door.rfa', compoundOf(revitStreams))).toEqual({ ok: true, checked: 'Revit family' });
  });

  it('refuses a macro Word document named .rvt, saying what it is', async () => {
    expect(await check('Tower.rvt', compoundOf(macroDocStreams))).toEqual({ ok: false, message: expect.stringMatching(/^Tower\.rvt is not a Revit model: it is a Word document/) });
  });

  it('refuses a Windows installer named .rvt', async () => {
    const msi = compoundOf({ '\u4840\u3f3f\u4577\u446c': 'x', SummaryInformation: 'y' }, '84100c0000000000c000000000000046');
    expect(await check('Tower.rvt', msi)).toEqual({ ok: false, message: expect.stringContaining('it is a Windows installer (MSI)') });
  });

  it('refuses any other compound file without Revit\'s streams, naming what it holds', async () => {
    expect(await check('Tower.rvt', compoundOf({ Book: 'x' }))).toMatchObject({ ok: false, message: expect.stringContaining('an Excel workbook') });
    expect(await check('Tower.rvt', compoundOf({ Contents: 'x', Other: 'y' }))).toMatchObject({ ok: false, message: expect.stringContaining("without Revit's own streams") });
  });

  it('reads only the header and directory of a large model', async () => {
    const model = compoundOf({ ...revitStreams, 'Partitions/0': Buffer.alloc(4_000_000, 4) });
    const { read, reads } = reader(model);
    expect(await checkContents('Tower.rvt', model.length, read)).toMatchObject({ ok: true });
    expect(reads.reduce((sum, [, length]) => sum + length, 0)).toBeLessThan(64 * 1024);
  });
});

describe('other types', () => {
  it('names what they were checked as', async () => {
    expect(await check('A-101.pdf', Buffer.from('%PDF-1.7\n'))).toEqual({ ok: true, checked: 'PDF' });
    expect(await check('S-201.dwg', Buffer.from('AC1032'))).toEqual({ ok: true, checked: 'DWG drawing' });
  });
});

describe('riskOf', () => {
  it('looks at every part of a path, and not at names that only look alike', () => {
    expect(riskOf('Tool.app/Contents/MacOS/Tool')).toBe('an application bundle');
    expect(riskOf('exe/plan.pdf')).toBeUndefined();
    expect(riskOf('plan.exe.pdf')).toBeUndefined();
    expect(riskOf('plan.pdf')).toBeUndefined();
  });
});

describe('extensionOf', () => {
  it('is the text after the last dot, any length, lower case', () => {
    expect(extensionOf('x.SettingContent-MS')).toBe('settingcontent-ms');
    expect(extensionOf('Scope.application')).toBe('application');
    expect(extensionOf('A-101 plan.final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});
