import { unzipRaw, type Reader } from 'unzipit';
import { extensionOf } from '../../lib/quote-schema';
import { Unreadable, readExactly, u16, u32, type ReadRange } from './byte-ranges';
import { cfbDirectory, type CfbEntry } from './compound-file';

/**
 * What a whole file holds, beyond its first bytes (functions/_shared/file-signature.ts judges those): a ZIP's
 * listing, and a Revit model's streams. Staff open what senders send on their own machines, so a ZIP
 * carrying a program, a script, a macro-capable Office file or code AutoCAD loads by itself, or an
 * Office document or installer named `.rvt`, is refused.
 *
 * Files can be 250 MB and a Worker has about 128 MB, so nothing here reads a whole file: every read is
 * a range through `read`, bounded in count and size. Both formats keep their index where a range
 * reaches it. A ZIP's listing is read by `unzipit` (its `unzipRaw` over our random-access Reader):
 * in 2.1.1 that reads the end record (the last 64 KiB + 22 bytes), the ZIP64 locator and record when
 * the end record points to them, and then the central directory in one range; entries' data is read
 * only when an entry's blob/arrayBuffer/stream is asked for, which nothing here does. Our Reader caps
 * each range and the count. A compound file's directory is read by our own small parser over
 * Microsoft's [MS-CFB] 2.2-2.6 (its 512-byte header, its allocation table), because no library reads
 * one by range in a Worker.
 */

export type { ReadRange } from './byte-ranges';

/** What the file was checked as (shown beside it in the desk), or why it is refused (shown to the sender). */
export type ContentVerdict = { ok: true; checked: string } | { ok: false; message: string };

/** At most this much central directory is read (about 40,000 entries of ordinary names). */
export const MAX_ZIP_DIRECTORY_BYTES = 4 * 1024 * 1024;
/** At most this many entries are listed. */
export const MAX_ZIP_ENTRIES = 20_000;
/** unzipit's listing reads at most four ranges: the tail, the ZIP64 locator and record, the directory. */
const MAX_ZIP_READS = 4;

/**
 * Names that run when opened, or carry code that can: programs, scripts, shortcuts, installers,
 * disk images, Office files that can hold macros, code AutoCAD loads from a drawing's own folder
 * (acad.lsp, acaddoc.lsp and the rest) and pages or help files that run script. Checked against
 * every part of an entry's path, so a macOS `Tool.app/` folder counts as well as `setup.exe`.
 */
export const RISKY_EXTENSIONS: Record<string, string> = Object.fromEntries(
  Object.entries({
    'a program': 'exe com scr pif cpl dll ocx sys drv efi bin elf so dylib run xll',
    'an installer': 'msi msp mst msix msixbundle appx appxbundle appinstaller application xbap pkg mpkg deb rpm apk aab ipa diagcab',
    'a script': 'js jse mjs cjs vbs vbe wsf wsh wsc ws sct hta bat cmd ps1 psm1 psd1 ps1xml psc1 sh bash zsh command csh ksh py pyw pl rb php jar jnlp scf inf reg msc gadget vb',
    'a shortcut': 'lnk url website library-ms settingcontent-ms searchconnector-ms appref-ms',
    'an application bundle': 'app workflow action',
    'a disk image': 'iso img dmg vhd vhdx udf',
    'a macro-enabled Office file': 'docm dotm xlsm xltm xlsb xlam xla pptm potm ppsm ppam sldm',
    'a legacy Office file, which can carry macros': 'doc dot xls xlt ppt pps pot',
    'code AutoCAD loads by itself': 'lsp fas vlx mnl dvb arx crx',
    'a web page or help file, which can run script': 'htm html xhtml mht mhtml svg chm',
    'a OneNote notebook, which can carry programs': 'one onepkg',
    'a query or spreadsheet link Excel runs': 'iqy slk',
    'an Access database, which can run code': 'mdb mde accdb accde',
  }).flatMap(([what, list]) => list.split(' ').map((ext) => [ext, what])),
);

const ARCHIVES = new Set(['zip', '7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'cab', 'arj', 'lzh', 'zipx']);

/** A ZIP listing past what we read (MAX_ZIP_ENTRIES, MAX_ZIP_DIRECTORY_BYTES). */
class TooLarge extends Error {}

/* ------------------------------------------------------------------------------------------------ */
/* ZIP: APPNOTE.TXT 6.3.10                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export interface ZipEntry {
  /** The entry's path as stored (UTF-8), as unzipit reads it, as single bytes, and its Info-ZIP Unicode Path (0x7075) when it has one. */
  names: string[];
  directory: boolean;
}

const EOCD = 0x06054b50; // APPNOTE 4.3.16 end of central directory record
const ZIP64_LOCATOR = 0x07064b50; // 4.3.15, 20 bytes, just before the EOCD
const ZIP64_EOCD = 0x06064b50; // 4.3.14, whose entry count is at byte 32

/** Where unzipit finds the end record: the last signature in the tail, whatever follows it. */
function endRecordAt(tail: Uint8Array): number {
  for (let i = tail.length - 22; i >= 0; i--) if (u32(tail, i) === EOCD) return i;
  return -1;
}

/**
 * The extra fields unzipit parsed for an entry. It keeps them on the entry's raw record only, and its
 * Unicode Path lookup never matches (2.1.1 tests `e.data[0] === 1 && crc, 0`, a comma), so the field is
 * read from there. Pinned to the exact version in package.json; the Unicode Path test guards it.
 */
function extraFields(entry: object): { id: number; data: Uint8Array }[] {
  const raw = (entry as { _rawEntry?: { extraFields?: unknown } })._rawEntry;
  return Array.isArray(raw?.extraFields) ? (raw.extraFields as { id: number; data: Uint8Array }[]) : [];
}

/** UTF-8 that keeps a leading byte order mark: unzipit's decoder drops it (the property tests found it), the name as stored has it. */
const asStored = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** The entries of the ZIP of `size` bytes, from its central directory; throws Unreadable or TooLarge. */
export async function zipListing(size: number, read: ReadRange): Promise<ZipEntry[]> {
  const reads: { offset: number; bytes: Uint8Array }[] = [];
  let failure: unknown;
  // unzipit parses as many entries as the end record claims before we could count them (65,534 entries
  // of 4 MB took 57 MB of heap in Node), so the claim is checked before the directory is read.
  let claimed: number | undefined;
  const reader: Reader = {
    getLength: async () => size,
    read: async (offset, length) => {
      if (reads.length >= MAX_ZIP_READS) throw new Unreadable('a listing in too many places');
      if (claimed !== undefined && claimed > MAX_ZIP_ENTRIES) throw new TooLarge();
      if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0 || offset + length > size) throw new Unreadable('a central directory past its end');
      if (length > MAX_ZIP_DIRECTORY_BYTES) throw new TooLarge();
      let bytes: Uint8Array;
      try {
        bytes = await readExactly(read, offset, length, size);
      } catch (error) {
        failure ??= error;
        throw error;
      }
      if (!reads.length) {
        const at = endRecordAt(bytes);
        if (at >= 0 && u16(bytes, at + 10) !== 0xffff) claimed = u16(bytes, at + 10);
      } else if (length === 56 && u32(bytes, 0) === ZIP64_EOCD) claimed = u32(bytes, 32) + u32(bytes, 36) * 2 ** 32;
      reads.push({ offset, bytes });
      return bytes as Uint8Array<ArrayBuffer>;
    },
  };
  let entries: Awaited<ReturnType<typeof unzipRaw>>['entries'];
  try {
    ({ entries } = await unzipRaw(reader));
  } catch (error) {
    // Our own verdicts, and R2's failures (the check could not finish: the caller throws), pass through;
    // whatever else unzipit says is a damaged ZIP.
    if (error instanceof Unreadable || error instanceof TooLarge) throw error;
    if (failure !== undefined && !(failure instanceof Unreadable)) throw failure;
    throw new Unreadable('a damaged list of contents');
  }
  // A ZIP64 locator unzipit did not follow (it does only when the classic record's fields are at their
  // maximum) names a second directory that other extractors may list instead of the one we read.
  const tail = reads[0]!.bytes;
  const at = endRecordAt(tail);
  if (at >= 20 && u32(tail, at - 20) === ZIP64_LOCATOR && !reads.some((r) => r.bytes.length === 20 && r.offset === size - tail.length + at - 20))
    throw new Unreadable('two lists of contents, ZIP and ZIP64');
  if (entries.length > MAX_ZIP_ENTRIES) throw new TooLarge();
  return entries.map((entry) => {
    const names = [asStored.decode(entry.nameBytes), entry.name, String.fromCharCode(...entry.nameBytes)];
    // Info-ZIP's Unicode Path (APPNOTE 4.6.9): version, CRC, then the UTF-8 name extractors such as
    // 7-Zip show instead of the stored one, so a second name to check.
    for (const field of extraFields(entry)) if (field.id === 0x7075 && field.data.length > 5) names.push(asStored.decode(field.data.subarray(5)));
    return { names: [...new Set(names)], directory: entry.isDirectory || entry.name.endsWith('/') || entry.name.endsWith('\\') };
  });
}

/** What a path (any of its parts) makes it: "a program", "a script"..., or undefined when none of those. */
export function riskOf(path: string): string | undefined {
  // Windows drops trailing dots and spaces ("setup.exe. " runs as setup.exe), and some tools stop at a NUL.
  const parts = path.split(/[\\/]/).flatMap((part) => [part, part.split('\0')[0]!]);
  for (const part of parts) {
    const what = RISKY_EXTENSIONS[extensionOf(part.replace(/[. ]+$/, ''))];
    if (what) return what;
  }
  return undefined;
}

async function checkZip(name: string, size: number, read: ReadRange): Promise<ContentVerdict> {
  let entries: ZipEntry[];
  try {
    entries = await zipListing(size, read);
  } catch (error) {
    if (error instanceof TooLarge)
      return { ok: false, message: `${name} lists more than we can check (over ${MAX_ZIP_ENTRIES.toLocaleString('en-GB')} entries or ${MAX_ZIP_DIRECTORY_BYTES / 1024 / 1024} MB of names). Please send it as smaller ZIPs, or share a folder link instead.` };
    if (error instanceof Unreadable) return { ok: false, message: `${name} could not be read as a ZIP (${error.message}). Please make the ZIP again and attach it.` };
    throw error;
  }
  for (const entry of entries) {
    for (const path of entry.names) {
      const what = riskOf(path);
      if (what) return { ok: false, message: `${name} contains ${path.replace(/[\0-\x1f]/g, '?')}, ${what}. We do not take programs, scripts, macro-capable Office files or anything else that runs when opened, even inside a ZIP: please remove it and attach the ZIP again.` };
    }
  }
  const files = entries.filter((e) => !e.directory);
  const archives = files.filter((e) => ARCHIVES.has(extensionOf(e.names[0]!))).length;
  return {
    ok: true,
    checked: `ZIP: ${files.length} file${files.length === 1 ? '' : 's'}, none executable${archives ? ` (${archives} archive${archives === 1 ? '' : 's'} inside, not opened)` : ''}`,
  };
}

/** Streams and storages every Revit model and family has (written by Revit since 2010 or so). */
const REVIT_STREAMS = ['BasicFileInfo'];
/** Of these, a Revit file has at least one (its element data). */
const REVIT_STORAGES = ['Global', 'Partitions'];

/** What a compound file that is not Revit's is, by the streams or root CLSID its makers give it. */
function foreignCompound(entries: CfbEntry[]): string | undefined {
  const names = new Set(entries.map((e) => e.name));
  if (names.has('WordDocument')) return 'a Word document (WordDocument stream)';
  if (names.has('Workbook') || names.has('Book')) return 'an Excel workbook (Workbook stream)';
  if (names.has('PowerPoint Document')) return 'a PowerPoint presentation';
  if (names.has('_VBA_PROJECT') || names.has('VBA') || names.has('Macros') || names.has('_VBA_PROJECT_CUR')) return 'Office macros (VBA)';
  // Windows Installer packages, patches and transforms: root CLSID {000C108x-0000-0000-C000-000000000046}.
  const clsid = entries[0]!.clsid;
  const tail = [0xc0, 0, 0, 0, 0, 0, 0, 0x46];
  if (clsid[1] === 0x10 && clsid[2] === 0x0c && clsid[3] === 0 && [0x82, 0x84, 0x86].includes(clsid[0]!) && tail.every((b, i) => clsid[8 + i] === b)) return 'a Windows installer (MSI)';
  return undefined;
}

async function checkRevit(name: string, size: number, read: ReadRange, family: boolean): Promise<ContentVerdict> {
  const what = family ? 'Revit family' : 'Revit model';
  let entries: CfbEntry[];
  try {
    entries = await cfbDirectory(size, read);
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, message: `${name} could not be read as a ${what} (${error.message}). Please save it from Revit again and attach it.` };
    throw error;
  }
  const foreign = foreignCompound(entries);
  if (foreign) return { ok: false, message: `${name} is not a ${what}: it is ${foreign}. We take Revit files as Revit saves them; please attach the model itself.` };
  const names = new Set(entries.map((e) => e.name));
  const missing = REVIT_STREAMS.filter((s) => !names.has(s));
  if (missing.length || !REVIT_STORAGES.some((s) => names.has(s))) {
    const held = entries.slice(1, 6).map((e) => e.name.replace(/[\0-\x1f]/g, '?'));
    return {
      ok: false,
      message: `${name} is not a ${what}: it is a compound file without Revit's own streams (it holds ${held.length ? held.join(', ') : 'nothing'}${entries.length > 6 ? ', …' : ''}). Please save it from Revit again and attach it.`,
    };
  }
  return { ok: true, checked: what };
}

/* ------------------------------------------------------------------------------------------------ */

/** What the desk says each other type was checked as (their first bytes only: nothing inside them runs). */
const LABELS: Record<string, string> = { pdf: 'PDF', dwg: 'DWG drawing', dxf: 'DXF drawing', ifc: 'IFC model (STEP)', png: 'PNG image', jpg: 'JPEG image', jpeg: 'JPEG image' };

/**
 * Checks a whole file whose first bytes already passed judgeFile: a ZIP's listing has no program,
 * script or macro file; a Revit file has Revit's own streams and no Office document's or installer's.
 * Called wherever a file is finished (functions/_shared/file-check.ts).
 */
export async function checkContents(name: string, size: number, read: ReadRange): Promise<ContentVerdict> {
  const ext = extensionOf(name);
  if (ext === 'zip') return checkZip(name, size, read);
  if (ext === 'rvt' || ext === 'rfa') return checkRevit(name, size, read, ext === 'rfa');
  return { ok: true, checked: LABELS[ext] ?? ext.toUpperCase() };
}
