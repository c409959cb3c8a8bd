import { extensionOf } from './quote-schema';

/**
 * What a whole file holds, beyond its first bytes (lib/file-signature.ts judges those): a ZIP's
 * listing, and a Revit model's streams. Staff open what senders send on their own machines, so a ZIP
 * carrying a program or script, or an Office document or installer named `.rvt`, is refused.
 *
 * Files can be 250 MB and a Worker has about 128 MB, so nothing here reads a whole file: every read is
 * a range through `read`, bounded in count and size. Both formats keep their index where a range
 * reaches it: a ZIP's central directory is found from the record at its very end, a compound file's
 * directory from its 512-byte header through its allocation table. These are small parsers over the
 * published specs (PKWARE's APPNOTE.TXT 6.3.10, sections 4.3.12-4.3.16 and 4.5; Microsoft's [MS-CFB]
 * 2.2-2.6), because no library reads either by range in a Worker.
 */

/** Reads `length` bytes at `offset` (both within the file); may return fewer only at its end. */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

/** What the file was checked as (shown beside it in the desk), or why it is refused (shown to the sender). */
export type ContentVerdict = { ok: true; checked: string } | { ok: false; message: string };

/** At most this much central directory is read (about 40,000 entries of ordinary names). */
export const MAX_ZIP_DIRECTORY_BYTES = 4 * 1024 * 1024;
/** At most this many entries are listed. */
export const MAX_ZIP_ENTRIES = 20_000;
/** At most this many directory entries of a compound file are read (a Revit model has a few dozen). */
export const MAX_CFB_ENTRIES = 4096;
/** At most this many ranges are read for a compound file's directory and the table that chains it. */
const MAX_CFB_READS = 256;

/**
 * Names that run when opened, or carry code that can: programs, scripts, shortcuts, installers,
 * disk images and macro-enabled Office files. Checked against every part of an entry's path, so a
 * macOS `Tool.app/` folder counts as well as `setup.exe`.
 */
export const RISKY_EXTENSIONS: Record<string, string> = Object.fromEntries(
  Object.entries({
    'a program': 'exe com scr pif cpl dll ocx sys drv efi bin elf so dylib run xll',
    'an installer': 'msi msp mst msix msixbundle appx appxbundle appinstaller application xbap pkg mpkg deb rpm apk aab ipa',
    'a script': 'js jse mjs cjs vbs vbe wsf wsh wsc ws sct hta bat cmd ps1 psm1 psd1 ps1xml psc1 sh bash zsh command csh ksh py pyw pl rb php jar scf inf reg msc gadget vb',
    'a shortcut': 'lnk url website library-ms settingcontent-ms searchconnector-ms',
    'an application bundle': 'app workflow action',
    'a disk image': 'iso img dmg vhd vhdx udf',
    'a macro-enabled Office file': 'docm dotm xlsm xltm xlsb xlam xla pptm potm ppsm ppam sldm',
  }).flatMap(([what, list]) => list.split(' ').map((ext) => [ext, what])),
);

const ARCHIVES = new Set(['zip', '7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'cab', 'arj', 'lzh', 'zipx']);

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
/** A little-endian 64-bit field as a number; past 2^53 it is no file we could hold anyway. */
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 2 ** 32;

class Unreadable extends Error {}

/** A ZIP listing past what we read (MAX_ZIP_ENTRIES, MAX_ZIP_DIRECTORY_BYTES). */
class TooLarge extends Error {
  constructor(
    readonly entries: number,
    readonly bytes: number,
  ) {
    super('listing too large');
  }
}

async function readExactly(read: ReadRange, offset: number, length: number, size: number): Promise<Uint8Array> {
  if (offset < 0 || length < 0 || offset + length > size) throw new Unreadable(`a range past its end`);
  if (length === 0) return new Uint8Array(0);
  const bytes = await read(offset, length);
  if (bytes.byteLength < length) throw new Unreadable(`a range cut short`);
  return bytes.subarray(0, length);
}

/* ------------------------------------------------------------------------------------------------ */
/* ZIP: APPNOTE.TXT 6.3.10                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export interface ZipEntry {
  /** The entry's path as stored, and the Info-ZIP Unicode Path (extra field 0x7075) when it has one. */
  names: string[];
  directory: boolean;
}

const EOCD = 0x06054b50; // 4.3.16 end of central directory record, 22 bytes + comment
const ZIP64_LOCATOR = 0x07064b50; // 4.3.15, 20 bytes, just before the EOCD
const ZIP64_EOCD = 0x06064b50; // 4.3.14
const CENTRAL_HEADER = 0x02014b50; // 4.3.12, 46 bytes + name + extra + comment

function decodeName(bytes: Uint8Array, utf8: boolean): string {
  // Bit 11 of the flags (4.4.4) says UTF-8; otherwise IBM 437, whose ASCII half is all an extension needs.
  return utf8 ? new TextDecoder().decode(bytes) : String.fromCharCode(...bytes);
}

/** The entries of the ZIP of `size` bytes, from its central directory; throws Unreadable or TooLarge. */
export async function zipListing(size: number, read: ReadRange): Promise<ZipEntry[]> {
  // The EOCD ends the file, after a comment of up to 65,535 bytes (4.3.16); ZIP64's locator precedes it.
  const tailLength = Math.min(size, 22 + 0xffff + 20);
  const tailStart = size - tailLength;
  const tail = await readExactly(read, tailStart, tailLength, size);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (u32(tail, i) === EOCD && i + 22 + u16(tail, i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new Unreadable('no end of central directory record');
  const disk = u16(tail, at + 4);
  const directoryDisk = u16(tail, at + 6);
  let entries = u16(tail, at + 10);
  let directorySize = u32(tail, at + 12);
  let directoryOffset = u32(tail, at + 16);
  let diskCount = disk === 0xffff ? 1 : disk + 1;
  if (disk !== 0 && disk !== 0xffff) throw new Unreadable('a split (multi-part) archive');
  if (directoryDisk !== 0 && directoryDisk !== 0xffff) throw new Unreadable('a split (multi-part) archive');
  const zip64 = entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff;
  if (zip64 || (at >= 20 && u32(tail, at - 20) === ZIP64_LOCATOR)) {
    if (at < 20 || u32(tail, at - 20) !== ZIP64_LOCATOR) throw new Unreadable('a ZIP64 archive without its locator');
    const recordOffset = u64(tail, at - 20 + 8);
    diskCount = u32(tail, at - 20 + 16);
    const record = await readExactly(read, recordOffset, 56, size);
    if (u32(record, 0) !== ZIP64_EOCD) throw new Unreadable('a ZIP64 end record that is not one');
    if (u32(record, 16) !== 0 || u32(record, 20) !== 0) throw new Unreadable('a split (multi-part) archive');
    entries = u64(record, 32);
    directorySize = u64(record, 40);
    directoryOffset = u64(record, 48);
  }
  if (diskCount > 1) throw new Unreadable('a split (multi-part) archive');
  if (entries > MAX_ZIP_ENTRIES || directorySize > MAX_ZIP_DIRECTORY_BYTES) throw new TooLarge(entries, directorySize);
  if (directoryOffset + directorySize > size) throw new Unreadable('a central directory past its end');
  const directory = await readExactly(read, directoryOffset, directorySize, size);
  const listed: ZipEntry[] = [];
  let p = 0;
  while (listed.length < entries) {
    if (p + 46 > directory.length || u32(directory, p) !== CENTRAL_HEADER) throw new Unreadable('a damaged central directory');
    const flags = u16(directory, p + 8);
    const nameLength = u16(directory, p + 28);
    const extraLength = u16(directory, p + 30);
    const commentLength = u16(directory, p + 32);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > directory.length) throw new Unreadable('a damaged central directory');
    // Bit 13 (4.4.4): the directory itself is encrypted, and its names masked; nothing can be listed.
    if (flags & 0x2000) throw new Unreadable('an encrypted list of contents');
    const name = decodeName(directory.subarray(p + 46, p + 46 + nameLength), (flags & 0x0800) !== 0);
    const names = [name];
    // Extra fields (4.5.1): id, size, data. 0x7075 is Info-ZIP's Unicode Path (4.6.9), which
    // extractors such as 7-Zip show instead of the stored name: a second name to check.
    const extra = directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
    for (let e = 0; e + 4 <= extra.length; ) {
      const id = u16(extra, e);
      const length = u16(extra, e + 2);
      if (id === 0x7075 && length > 5 && e + 4 + length <= extra.length) names.push(decodeName(extra.subarray(e + 9, e + 4 + length), true));
      e += 4 + length;
    }
    listed.push({ names, directory: name.endsWith('/') || name.endsWith('\\') });
    p = end;
  }
  return listed;
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
      if (what) return { ok: false, message: `${name} contains ${path.replace(/[\0-\x1f]/g, '?')}, ${what}. We do not take programs, scripts or macro files, even inside a ZIP: please remove it and attach the ZIP again.` };
    }
  }
  const files = entries.filter((e) => !e.directory);
  const archives = files.filter((e) => ARCHIVES.has(extensionOf(e.names[0]!))).length;
  return {
    ok: true,
    checked: `ZIP: ${files.length} file${files.length === 1 ? '' : 's'}, none executable${archives ? ` (${archives} archive${archives === 1 ? '' : 's'} inside, not opened)` : ''}`,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Compound files (OLE2): [MS-CFB]                                                                   */
/* ------------------------------------------------------------------------------------------------ */

export interface CfbEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root storage ([MS-CFB] 2.6.1, Object Type). */
  type: number;
  /** The CLSID, as bytes in file order (all zero when none). */
  clsid: Uint8Array;
}

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa; // 2.1: REGSECT values are 0 to MAXREGSECT (0xFFFFFFFA)

/** Every directory entry of the compound file of `size` bytes; throws Unreadable. */
export async function cfbDirectory(size: number, read: ReadRange): Promise<CfbEntry[]> {
  let reads = 0;
  const readBounded = (offset: number, length: number) => {
    if (++reads > MAX_CFB_READS) throw new Unreadable('a directory too scattered to read');
    return readExactly(read, offset, length, size);
  };
  // 2.2 Compound File Header: 512 bytes.
  const header = await readBounded(0, 512);
  if (CFB_SIGNATURE.some((b, i) => header[i] !== b)) throw new Unreadable('no compound file signature');
  if (u16(header, 0x1c) !== 0xfffe) throw new Unreadable('a wrong byte order mark');
  const shift = u16(header, 0x1e); // 9 (512-byte sectors, version 3) or 12 (4096, version 4)
  if (shift !== 9 && shift !== 12) throw new Unreadable('a sector size the format does not allow');
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const firstDirectorySector = u32(header, 0x30);
  const difatStart = u32(header, 0x44);
  const difatCount = u32(header, 0x48);
  // 2.3 sector N starts at (N + 1) * sector size: the header fills sector "-1".
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const readSector = (sector: number) => {
    if (sector > MAX_SECTOR || sectorOffset(sector) + sectorSize > size) throw new Unreadable('a sector past its end');
    return readBounded(sectorOffset(sector), sectorSize);
  };

  // 2.5 DIFAT: where each FAT sector is. The header holds the first 109; the rest chain through DIFAT
  // sectors (127 or 1023 entries, then the next DIFAT sector). Only what the directory needs is read.
  const difatSectors: Uint8Array[] = [];
  let nextDifat = difatStart;
  async function fatSectorLocation(index: number): Promise<number> {
    if (index < 109) return u32(header, 0x4c + index * 4);
    const within = index - 109;
    const page = Math.floor(within / (perSector - 1));
    while (difatSectors.length <= page) {
      if (difatSectors.length >= difatCount || nextDifat > MAX_SECTOR) throw new Unreadable('a broken DIFAT chain');
      const sector = await readSector(nextDifat);
      difatSectors.push(sector);
      nextDifat = u32(sector, sectorSize - 4);
    }
    return u32(difatSectors[page]!, (within % (perSector - 1)) * 4);
  }
  // 2.3 FAT: the next sector of each chain.
  const fatSectors = new Map<number, Uint8Array>();
  async function next(sector: number): Promise<number> {
    const index = Math.floor(sector / perSector);
    let fat = fatSectors.get(index);
    if (!fat) {
      fat = await readSector(await fatSectorLocation(index));
      fatSectors.set(index, fat);
    }
    return u32(fat, (sector % perSector) * 4);
  }

  // 2.6 Directory sectors: 128-byte entries, chained from the header's first directory sector.
  const entries: CfbEntry[] = [];
  const seen = new Set<number>();
  for (let sector = firstDirectorySector; sector !== END_OF_CHAIN; sector = await next(sector)) {
    if (sector > MAX_SECTOR || seen.has(sector)) throw new Unreadable('a broken directory chain');
    seen.add(sector);
    const bytes = await readSector(sector);
    for (let at = 0; at < sectorSize; at += 128) {
      // 2.6.1: name (UTF-16LE, 64 bytes), its length in bytes with the terminating NUL, object type.
      const type = bytes[at + 66]!;
      if (type === 0) continue; // unallocated
      const nameBytes = Math.min(64, Math.max(0, u16(bytes, at + 64) - 2));
      let name = '';
      for (let i = 0; i + 1 < nameBytes; i += 2) name += String.fromCharCode(u16(bytes, at + i));
      entries.push({ name, type, clsid: bytes.slice(at + 80, at + 96) });
      if (entries.length > MAX_CFB_ENTRIES) throw new Unreadable('a directory too large to read');
    }
  }
  if (!entries.length || entries[0]!.type !== 5) throw new Unreadable('no root storage');
  return entries;
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
