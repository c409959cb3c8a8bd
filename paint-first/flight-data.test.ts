/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPageData, readFlight, sendTextOnce } from './flight-data.mjs';

describe('sendTextOnce', () => {
  it('sends the stylesheet of a real exported page once, and points the error boundary at the first copy', () => {
    // /blog's data as Next 16 exports it (paint-first/capture-fixtures.mjs): two text rows hold the
    // stylesheet, the second for the root error boundary's styles.
    const before = readFileSync(join(__dirname, 'fixtures', 'blog.txt'), 'utf8');
    const stylesheets = [...before.matchAll(/\n([0-9a-f]+):T([0-9a-f]+),@layer/g)];
    expect(stylesheets).toHaveLength(2);
    const [first, length, repeat] = [stylesheets[0]![1]!, stylesheets[0]![2]!, stylesheets[1]![1]!];
    expect(before).toContain(`"children":"$${repeat}"`);

    const after = sendTextOnce(before);
    expect([...after.matchAll(/\n([0-9a-f]+):T([0-9a-f]+),@layer/g)].map((m) => m[1])).toEqual([first]);
    expect(after).not.toContain(`"$${repeat}"`);
    // Exactly the repeated row is gone and the one reference to it renamed; every other byte is as exported.
    const bytes = Buffer.from(before);
    const header = `${repeat}:T${length},`;
    const at = bytes.indexOf(`\n${header}`) + 1;
    const without = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + header.length + parseInt(length, 16))]);
    expect(after).toBe(without.toString().replace(`"$${repeat}"`, `"$${first}"`));
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
  ])('changes nothing when the payload has %s', (_, flight) => {
    expect(sendTextOnce(flight)).toBe(flight);
  });

  it.each([
    ['a reference form it does not know', '0:["$1","$Y2"]\n1:T3,abc2:T3,abc', /row 0 holds the reference form "\$Y2"/],
    ['a row tag it does not know', '0:["$1"]\n1:T3,abc2:P{"a":1}\n', /row 2 has the tag "P"/],
    ['a binary row', '0:["$1","$2"]\n1:T3,abc2:T3,abc3:o2,\u0001\u0002', /row 3 is not JSON/],
    ['a row without an id', '0:["$1","$2"]\n1:T3,abc2:T3,abc\nnot flight\n', /a row without a hex id/],
    ['a text row longer than the data', '0:["$1","$2"]\n1:T3,abc2:Tff,abc', /text row 2 is cut short/],
    ['a reference to a row that is not there', '0:["$1","$L5"]\n1:T3,abc', /row 0 refers to row 5/],
  ])('stops the build, naming the page, when the payload has %s', (_, flight, reason) => {
    expect(() => sendTextOnce(flight, 'about/index.txt')).toThrow(new RegExp(`^about/index.txt: ${reason.source}.*paint-first/README.md`));
  });
  it('reads a hint React writes without an id (a server component\'s high-priority image) and keeps it', () => {
    const flight = '0:["$1","$2"]\n:HL["/images/a.svg","image",{"fetchPriority":"high"}]\n1:T3,abc2:T3,abc';
    expect(sendTextOnce(flight)).toBe('0:["$1","$1"]\n:HL["/images/a.svg","image",{"fetchPriority":"high"}]\n1:T3,abc');
  });

  it('keeps a text that contains what looks like a reference', () => {
    const flight = '0:["$1","$2"]\n1:T4,"$2"2:T4,"$2"';
    expect(sendTextOnce(flight)).toBe('0:["$1","$1"]\n1:T4,"$2"');
  });
});

describe('checkPageData', () => {
  it('decodes a real page\'s data with React\'s own Flight client, before and after the rewrite', async () => {
    const before = readFileSync(join(__dirname, 'fixtures', 'blog.txt'), 'utf8');
    expect(readFlight(before)).toBeGreaterThan(20);
    await expect(checkPageData(before, 'blog/index.txt')).resolves.toBeUndefined();
    await expect(checkPageData(sendTextOnce(before), 'blog/index.txt')).resolves.toBeUndefined();
  });

  it('fails naming the page when its data holds a reference form the rewriter does not know', async () => {
    const flight = '0:["$","div",null,{"children":"$Y1"}]\n1:"text"\n';
    await expect(checkPageData(flight, 'about/index.txt')).rejects.toThrow(/^about\/index.txt: row 0 holds the reference form "\$Y1"/);
  });

  it('fails when React\'s client would wait for ever, where every row is there but one is never read in time', async () => {
    // A text row after the row that refers to it: React's client never resolves the reference.
    const flight = '0:["$","div",null,{"children":"$1"}]\n1:T3,abc2:"x"\n';
    expect(readFlight(flight)).toBe(3);
    await expect(checkPageData(flight, 'about/index.txt', 200)).rejects.toThrow(/^about\/index.txt: React's Flight client cannot read its page data \(not resolved after 200 ms/);
  });
});
