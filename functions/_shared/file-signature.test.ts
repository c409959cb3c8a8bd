/** @jest-environment node */
import { judgeFile } from './file-signature';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const pad = (n: number) => new Array(n).fill(0);

/** The opening bytes of each type we take, as real files of that type begin. */
const real: Record<string, Uint8Array> = {
  'A-101.pdf': bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', pad(64)),
  'set.zip': bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0], pad(20), 'plans/A-101.pdf', pad(200)),
  'photo.png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', pad(40)),
  'site.jpg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', pad(40)),
  'S-201.dwg': bytes('AC1032', pad(200)),
  'level-2.dxf': bytes('  0\r\nSECTION\r\n  2\r\nHEADER\r\n'),
  'model.ifc': bytes("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\n"),
  'tower.rvt': bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], pad(600)),
};

describe('judgeFile', () => {
  it.each(Object.entries(real))('accepts %s by its bytes and names the type it is', async (name, head) => {
    expect(await judgeFile(name, head)).toMatchObject({ ok: true, mime: expect.any(String) });
  });

  it('stores the recognised type, not the one a browser claims', async () => {
    expect(await judgeFile('A-101.PDF', real['A-101.pdf']!)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(await judgeFile('tower.rvt', real['tower.rvt']!)).toEqual({ ok: true, mime: 'application/vnd.autodesk.revit' });
  });

  it('refuses a program named like a drawing, naming the file and what it really is', async () => {
    const exe = bytes('MZ', pad(300));
    expect(await judgeFile('plan.pdf', exe)).toEqual({ ok: false, message: expect.stringMatching(/^plan\.pdf is not a valid PDF file: its contents are EXE/) });
  });

  it('refuses a file whose bytes are another allowed type, and one of no type at all', async () => {
    expect(await judgeFile('plan.dwg', real['A-101.pdf']!)).toMatchObject({ ok: false, message: expect.stringContaining('are PDF') });
    expect(await judgeFile('notes.pdf', bytes('just some text'))).toMatchObject({ ok: false, message: expect.stringContaining('not a type we take') });
  });

  it('refuses a name with no extension, whatever its bytes', async () => {
    expect(await judgeFile('pdf', real['A-101.pdf']!)).toMatchObject({ ok: false });
  });
});
