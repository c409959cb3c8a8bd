import fc from 'fast-check';
import { anyText, anyValue, holds, timed } from '../tests/fuzz';
import { QUOTE_LIMITS, SERVICE_VALUES, UPLOAD_LIMITS, checkFiles, extensionOf, isWebLink, spamVerdict, validateQuote } from './quote-schema';

/** The quote's fields as a stranger can post them: any keys, any values, any text. */

const FIELDS = ['name', 'email', 'company', 'phone', 'service', 'message', 'drawings_link'];
const MAX = { name: 120, email: 254, company: 160, phone: 40, message: 5000, drawings_link: 500 } as const;
const fieldValue = fc.oneof(anyText(400), fc.constantFrom(...SERVICE_VALUES), fc.emailAddress(), fc.webUrl(), anyValue(), fc.string({ minLength: 5000, maxLength: 5100 }));
const form = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), anyText(20)), fieldValue, { maxKeys: 12 });

describe('the quote fields', () => {
  it('either takes the fields, each trimmed and within its limit, or names the fields at fault', async () => {
    await holds(
      fc.property(form, (input) => {
        const result = timed(() => validateQuote(input));
        if (result.ok) {
          const value = result.value as Record<string, string>;
          for (const [field, max] of Object.entries(MAX)) {
            expect(typeof value[field]).toBe('string');
            expect(value[field]!.length).toBeLessThanOrEqual(max);
            expect(value[field]).toBe(value[field]!.trim());
          }
          expect(SERVICE_VALUES).toContain(value.service);
          expect(value.drawings_link === '' || isWebLink(value.drawings_link!)).toBe(true);
          expect(value.name && value.email && value.message).toBeTruthy();
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          for (const [field, message] of Object.entries(result.errors)) {
            expect(FIELDS).toContain(field);
            expect(typeof message).toBe('string');
          }
        }
      }),
      100,
    );
  });

  it('reads a link only as http(s) with a real host and no credentials', async () => {
    await holds(
      fc.property(fc.oneof(anyText(200), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webUrl().map((u) => u.replace('://', '://user:pw@'))), (link) => {
        if (timed(() => isWebLink(link))) {
          const url = new URL(link);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.hostname).toContain('.');
          expect(url.username + url.password).toBe('');
        }
      }),
      200,
    );
  });

  it('judges the spam fields without throwing, a filled honeypot always spam', async () => {
    await holds(
      fc.property(anyText(50), fc.option(anyText(20), { nil: null }), (honeypot, elapsed) => {
        const verdict = timed(() => spamVerdict({ honeypot, elapsed }));
        if (honeypot.trim() !== '') expect(verdict).toBe('honeypot filled in');
        if (verdict === null && elapsed) expect(Number(elapsed)).toBeGreaterThanOrEqual(QUOTE_LIMITS.minSecondsOnForm * 1000);
      }),
      200,
    );
  });
});

describe('the files a request names', () => {
  const size = fc.oneof(fc.nat(), fc.constantFrom(0, -1, NaN, Infinity, 1e300, UPLOAD_LIMITS.maxTotalBytes, UPLOAD_LIMITS.maxTotalBytes + 1), fc.double());
  const name = fc.oneof(anyText(250), fc.tuple(anyText(30), fc.constantFrom(...QUOTE_LIMITS.extensions, 'exe', 'PDF', 'settingcontent-ms')).map(([base, ext]) => `${base}.${ext}`));

  it('passes a set only within every limit: count, name length, type and total size', async () => {
    await holds(
      fc.property(fc.array(fc.record({ name, size }), { maxLength: 25 }), fc.boolean(), (files, chunked) => {
        const problem = timed(() => checkFiles(files, chunked));
        if (problem) return expect(problem.message.length).toBeGreaterThan(0);
        const limits = chunked ? UPLOAD_LIMITS : QUOTE_LIMITS;
        const real = files.filter((f) => f.size > 0);
        expect(real.length).toBeLessThanOrEqual(limits.maxFiles);
        for (const f of real) {
          expect(f.name.length).toBeLessThanOrEqual(QUOTE_LIMITS.maxFileNameLength);
          expect(QUOTE_LIMITS.extensions).toContain(extensionOf(f.name));
        }
        expect(real.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(limits.maxTotalBytes);
      }),
      200,
    );
  });

  it('reads an extension as the text after the last dot, lower case', async () => {
    await holds(
      fc.property(anyText(60), (file) => {
        const ext = timed(() => extensionOf(file));
        expect(ext).not.toContain('.');
        expect(ext).toBe(ext.toLowerCase());
        const dot = file.lastIndexOf('.');
        expect(ext).toBe(dot < 0 ? '' : file.slice(dot + 1).toLowerCase());
      }),
      200,
    );
  });
});
