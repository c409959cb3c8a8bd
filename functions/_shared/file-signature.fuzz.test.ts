/** @jest-environment node */
import fc from 'fast-check';
import { anyText, holds } from '../../tests/fuzz';
import { contentKind, judgeFile } from './file-signature';

/** First bytes as a stranger sends them: noise, real openings with noise after them, and any name. */

const OPENINGS: Record<string, number[]> = {
  pdf: [...Buffer.from('%PDF-1.7\n')],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...Buffer.from('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde],
  zip: [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, ...Buffer.from('plan1.pdf')],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  rvt: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  ifc: [...Buffer.from('ISO-10303-21;\n')],
  dxf: [...Buffer.from('0\nSECTION\n')],
};
const MIMES = ['application/pdf', 'application/zip', 'image/png', 'image/jpeg', 'image/vnd.dwg', 'image/vnd.dxf', 'application/x-step', 'application/vnd.autodesk.revit'];
const head = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  fc.tuple(fc.constantFrom(...Object.values(OPENINGS)), fc.uint8Array({ maxLength: 600 })).map(([start, rest]) => Uint8Array.from([...start, ...rest])),
  anyText(300).map((t) => new TextEncoder().encode(t)),
);
const EXTENSIONS = ['pdf', 'PDF', 'png', 'zip', 'jpg', 'jpeg', 'dwg', 'dxf', 'ifc', 'rvt', 'exe', ''];
const name = fc.oneof(fc.tuple(anyText(30), fc.constantFrom(...EXTENSIONS)).map(([b, e]) => `${b}.${e}`), anyText(60));

describe('the file signature check', () => {
  it('never throws, and passes a file only as the type its extension names', async () => {
    await holds(
      fc.asyncProperty(fc.oneof(fc.tuple(name, head), fc.tuple(fc.constantFrom(...EXTENSIONS), fc.constantFrom(...Object.values(OPENINGS)), fc.uint8Array({ maxLength: 64 })).map(([ext, start, rest]) => [`drawing.${ext}`, Uint8Array.from([...start, ...rest])] as const)), async ([file, bytes]) => {
        await contentKind(bytes);
        const verdict = await judgeFile(file, bytes);
        if (!verdict.ok) return expect(verdict.message.startsWith(`${file} is not a valid `)).toBe(true);
        expect(MIMES).toContain(verdict.mime);
        const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
        const opening = OPENINGS[ext === 'jpeg' ? 'jpg' : ext];
        // Binary formats by their magic numbers at the very start; the text formats may have a BOM or spaces first.
        if (opening && !['ifc', 'dxf'].includes(ext)) expect([...bytes.subarray(0, opening.length > 4 ? 4 : opening.length)]).toEqual(opening.slice(0, 4));
      }),
      200,
    );
  });

  it('takes each real opening under its own extension', async () => {
    await holds(
      fc.asyncProperty(fc.constantFrom(...Object.keys(OPENINGS)), fc.uint8Array({ minLength: 0, maxLength: 300 }), async (ext, rest) => {
        // file-type reads on past a PNG's or ZIP's first record (for APNG, Office files): those end at it.
        const tail = ext === 'ifc' || ext === 'dxf' ? new TextEncoder().encode('text') : ['pdf', 'jpg', 'rvt'].includes(ext) ? rest : [];
        const bytes = Uint8Array.from([...OPENINGS[ext]!, ...tail]);
        expect(await judgeFile(`drawing.${ext}`, bytes)).toMatchObject({ ok: true });
      }),
      100,
    );
  });
});
