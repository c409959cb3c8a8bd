/** Reading a file by ranges, as the content checks (file-contents.ts, compound-file.ts) do. */

/** Reads `length` bytes at `offset` (both within the file); may return fewer only at its end. */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

export const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
export const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

export class Unreadable extends Error {}

export async function readExactly(read: ReadRange, offset: number, length: number, size: number): Promise<Uint8Array> {
  if (offset < 0 || length < 0 || offset + length > size) throw new Unreadable(`a range past its end`);
  if (length === 0) return new Uint8Array(0);
  const bytes = await read(offset, length);
  if (bytes.byteLength < length) throw new Unreadable(`a range cut short`);
  return bytes.subarray(0, length);
}
