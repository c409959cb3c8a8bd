import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '../../lib/quote-schema';

/**
 * What a file really is, judged by its first bytes rather than its name or the type the browser
 * claims. `file-type` recognises the binary formats (PDF, ZIP, PNG, JPEG, DWG, and the compound-file
 * container Revit models use); the two text formats it does not know are checked here by their
 * standard openings: IFC is a STEP file (ISO 10303-21) and ASCII DXF opens with a group code 0
 * SECTION (or a 999 comment), binary DXF with its sentinel.
 */

/** The bytes read from the start of each file. */
export const SIGNATURE_BYTES = 64 * 1024;

/** For each extension we take: the kinds of content that may carry it, and the type we store. */
const EXPECTED: Record<string, { kinds: string[]; mime: string }> = {
  pdf: { kinds: ['pdf'], mime: 'application/pdf' },
  zip: { kinds: ['zip'], mime: 'application/zip' },
  png: { kinds: ['png'], mime: 'image/png' },
  jpg: { kinds: ['jpg'], mime: 'image/jpeg' },
  jpeg: { kinds: ['jpg'], mime: 'image/jpeg' },
  dwg: { kinds: ['dwg'], mime: 'image/vnd.dwg' },
  dxf: { kinds: ['dxf'], mime: 'image/vnd.dxf' },
  ifc: { kinds: ['ifc'], mime: 'application/x-step' },
  // Revit models are compound files (the same container as old Office documents).
  rvt: { kinds: ['cfb'], mime: 'application/vnd.autodesk.revit' },
};

const ascii = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.subarray(0, length));

function textKind(head: Uint8Array): string | undefined {
  const text = ascii(head, 512).replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  if (/^\s*ISO-10303-21;/.test(text)) return 'ifc';
  if (text.startsWith('AutoCAD Binary DXF\r\n\x1a\0')) return 'dxf';
  if (/^\s*(0\r?\n\s*SECTION|999\r?\n)/.test(text)) return 'dxf';
  return undefined;
}

/** The kind of content these opening bytes are, or undefined when none we know. */
export async function contentKind(head: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.ext ?? textKind(head);
}

/**
 * Whether a file's bytes are what its name says: the content type to store it under, or a message
 * naming the file for the visitor.
 */
export async function judgeFile(name: string, head: Uint8Array): Promise<{ ok: true; mime: string } | { ok: false; message: string }> {
  const expected = EXPECTED[extensionOf(name)];
  const kind = await contentKind(head);
  if (expected && kind && expected.kinds.includes(kind)) return { ok: true, mime: expected.mime };
  return {
    ok: false,
    message: `${name} is not a valid ${extensionOf(name).toUpperCase() || 'drawing'} file: its contents ${kind ? `are ${kind.toUpperCase()}` : 'are not a type we take'}. Please check the file and attach it again.`,
  };
}
