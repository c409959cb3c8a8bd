import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendTextOnce } from './flight-data.mjs';

describe('sendTextOnce', () => {
  it('sends the stylesheet of a real exported page once, and points the error boundary at the first copy', () => {
    // /blog's data as Next 16 exported it (scripts/capture-adapter-fixtures.mjs): rows 2 and 23 both
    // hold the stylesheet; row d, the root error boundary's styles, refers to 23.
    const before = readFileSync(join(__dirname, 'fixtures', 'blog.txt'), 'utf8');
    const css = /\n2:Tbd58,([^]{200})/.exec(before)![1]!;
    expect(before.split(css)).toHaveLength(3);
    expect(before).toContain('"children":"$23"');

    const after = sendTextOnce(before);
    expect(after.split(css)).toHaveLength(2);
    expect(after).not.toContain('"$23"');
    expect(after).toContain('"children":"$2"}]');
    // Exactly row 23 is gone and the one reference to it renamed; every other byte is as exported.
    const bytes = Buffer.from(before);
    const row23 = bytes.indexOf('\n23:Tbd58,') + 1;
    const without23 = Buffer.concat([bytes.subarray(0, row23), bytes.subarray(row23 + '23:Tbd58,'.length + 0xbd58)]);
    expect(after).toBe(without23.toString().replace('"$23"', '"$2"'));
  });

  it('reads text lengths in bytes, as React does, and joins a text row to the next row without a line end', () => {
    const text = 'é—✓'; // 2 + 3 + 3 bytes
    const flight = `0:["$1","$2","$3"]\n1:T8,${text}2:T8,${text}3:"plain"\n`;
    expect(sendTextOnce(flight)).toBe(`0:["$1","$1","$3"]\n1:T8,${text}3:"plain"\n`);
  });

  it('leaves a payload without repeated text as it is', () => {
    const flight = '0:["$1","$2"]\n1:T3,abc2:T3,abd';
    expect(sendTextOnce(flight)).toBe(flight);
  });

  it.each([
    ['a lazy reference to the repeated row', '0:["$1","$L2"]\n1:T3,abc2:T3,abc'],
    ['a path into the repeated row', '0:["$1","$2:length"]\n1:T3,abc2:T3,abc'],
    ['a binary row it cannot read', '0:["$1","$2"]\n1:T3,abc2:T3,abc3:o2,\u0001\u0002'],
    ['a row without an id', '0:["$1","$2"]\n1:T3,abc2:T3,abc\nnot flight\n'],
    ['a text row longer than the data', '0:["$1","$2"]\n1:T3,abc2:Tff,abc'],
  ])('changes nothing when the payload has %s', (_, flight) => {
    expect(sendTextOnce(flight)).toBe(flight);
  });

  it('keeps a text that contains what looks like a reference', () => {
    const flight = '0:["$1","$2"]\n1:T4,"$2"2:T4,"$2"';
    expect(sendTextOnce(flight)).toBe('0:["$1","$1"]\n1:T4,"$2"');
  });
});
