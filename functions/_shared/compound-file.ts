import { Unreadable, readExactly, u16, u32, type ReadRange } from './byte-ranges';

/** At most this many directory entries of a compound file are read (a Revit model has a few dozen). */
export const MAX_CFB_ENTRIES = 4096;
/** At most this many ranges are read for a compound file's directory and the table that chains it. */
const MAX_CFB_READS = 256;

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
