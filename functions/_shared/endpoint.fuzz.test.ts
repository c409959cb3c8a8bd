/** @jest-environment node */
import fc from 'fast-check';
import { anyText, holds } from '../../tests/fuzz';
import { TooLarge, readBytes, readJsonObject } from './endpoint';
import { readForm } from './received-files';

/**
 * Reading a body as a stranger sends it: any bytes, in any chunks, with any Content-Length, as JSON or
 * multipart. The only outcomes are a value or a refusal the endpoint answers with a 4xx (TooLarge: 413;
 * an unreadable form: 400), never more bytes than allowed.
 */

const chunks = fc.array(fc.uint8Array({ maxLength: 600 }), { maxLength: 8 });
const lengthHeader = fc.option(fc.oneof(fc.nat(20_000).map(String), fc.constantFrom('-1', 'NaN', '1e9', 'abc', '', '0x10')), { nil: undefined });

function request(parts: Uint8Array[], headers: Record<string, string>): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return new Request('https://www.example.com/api/uploads', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

const jsonText = fc.oneof(fc.json(), fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), anyText(200), fc.constantFrom('null', '[]', '1', '"x"', '{', '{"name":', '\uFEFF{}', '{"__proto__":{"x":1}}'));

describe('body reading', () => {
  it('gives at most `max` bytes, or TooLarge, whatever the chunks and the Content-Length say', async () => {
    await holds(
      fc.asyncProperty(chunks, fc.nat(3000), lengthHeader, async (parts, max, length) => {
        const sent = parts.reduce((sum, p) => sum + p.length, 0);
        try {
          const bytes = await readBytes(request(parts, length === undefined ? {} : { 'Content-Length': length }), max);
          expect(bytes.length).toBe(sent);
          expect(bytes.length).toBeLessThanOrEqual(max);
        } catch (error) {
          expect(error).toBeInstanceOf(TooLarge);
          expect(sent > max || Number(length) > max).toBe(true);
        }
      }),
      200,
    );
  });

  it('reads JSON as an object or refuses it with a 400 or 413, never a throw', async () => {
    await holds(
      fc.asyncProperty(jsonText, fc.constantFrom(16, 4096), async (text, max) => {
        const read = await readJsonObject(request([new TextEncoder().encode(text)], {}), max);
        if (read.ok) {
          expect(typeof read.value).toBe('object');
          expect(Array.isArray(read.value)).toBe(false);
          expect(read.value).not.toBeNull();
        } else expect([400, 413]).toContain(read.status);
      }),
      200,
    );
  });

  it('reads multipart as a form, or fails as too large or unreadable (a 413 or a 400), on any body and boundary', async () => {
    const boundary = fc.oneof(fc.constantFrom('x', 'boundary', '----WebKitFormBoundary7MA4YWxkTrZu0gW'), fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 80 }));
    const part = fc.record({ name: fc.oneof(fc.constantFrom('name', 'files', 'message'), anyText(20)), filename: fc.option(anyText(30), { nil: undefined }), body: anyText(200) });
    await holds(
      fc.asyncProperty(boundary, fc.array(part, { maxLength: 4 }), fc.nat(), fc.boolean(), fc.nat(3000), async (b, parts, cut, truncate, max) => {
        const text = parts.map((p) => `--${b}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n\r\n${p.body}\r\n`).join('') + `--${b}--\r\n`;
        const bytes = new TextEncoder().encode(text);
        const body = truncate ? bytes.subarray(0, cut % (bytes.length + 1)) : bytes;
        try {
          const form = await readForm(request([body], { 'Content-Type': `multipart/form-data; boundary=${b}` }), max);
          expect(body.length).toBeLessThanOrEqual(max);
          expect(form).toBeInstanceOf(FormData);
        } catch (error) {
          // What received-files' callers turn into 413 (TooLarge) and 400 (anything else the parser says).
          if (!(error instanceof TooLarge)) expect((error as Error).name).toBe('TypeError'); // undici's, from another realm than the test's
        }
      }),
      200,
    );
  });
});
