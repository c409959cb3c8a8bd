import fc from 'fast-check';
import { anyText, anyValue, holds, timed } from '../tests/fuzz';
import { UTM_KEYS, clip, parseVisitSource, readSourceFields, recordPageView, type VisitSource } from './visit-source';

/** Where a visit came from, as a browser's storage or a posted form can carry it: anything at all. */

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

function wellFormed(source: VisitSource) {
  for (const text of [source.landing, source.referrer, ...Object.values(source.utm)]) {
    expect(text!.length).toBeLessThanOrEqual(200);
    expect(CONTROL_OR_FORMAT.test(text!)).toBe(false);
  }
  for (const key of Object.keys(source.utm)) expect(UTM_KEYS).toContain(key);
  expect(Number.isInteger(source.pages)).toBe(true);
  expect(source.pages).toBeGreaterThanOrEqual(1);
  expect(source.pages).toBeLessThanOrEqual(10_000);
}

const stored = fc.oneof(
  anyText(300),
  fc.json(),
  fc.record({ landing: anyValue(), referrer: anyValue(), pages: anyValue(), utm: fc.oneof(anyValue(), fc.dictionary(fc.oneof(fc.constantFrom(...UTM_KEYS), anyText(10)), anyValue())) }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
);

describe('the visit source cleaner', () => {
  it('clips any text to 200 characters with no control or format characters', async () => {
    await holds(
      fc.property(anyText(400), (text) => {
        const clipped = timed(() => clip(text));
        expect(clipped.length).toBeLessThanOrEqual(200);
        expect(CONTROL_OR_FORMAT.test(clipped)).toBe(false);
      }),
      200,
    );
  });

  it('reads a stored record back well-formed, or as none', async () => {
    await holds(
      fc.property(fc.option(stored, { nil: null }), (raw) => {
        const source = timed(() => parseVisitSource(raw));
        if (source) wellFormed(source);
      }),
      200,
    );
  });

  it('reads posted fields as a record whose landing is a path, or as none', async () => {
    const fields = fc.dictionary(fc.oneof(fc.constantFrom('source_landing', 'source_referrer', 'source_pages', ...UTM_KEYS), anyText(10)), fc.oneof(anyText(300), fc.webUrl(), fc.constantFrom('/', '/contact/', '-1', '1e9', 'NaN', '3')));
    await holds(
      fc.property(fields, (posted) => {
        const source = timed(() => readSourceFields((key) => (Object.hasOwn(posted, key) ? posted[key]! : null)));
        if (!source) return;
        wellFormed(source);
        expect(source.landing.startsWith('/')).toBe(true);
        expect(source.referrer === '' || /^https?:\/\/[^/]+$/.test(source.referrer)).toBe(true);
      }),
      200,
    );
  });

  it('records a page view from any page and referrer', async () => {
    await holds(
      fc.property(fc.oneof(anyText(100), fc.webUrl()), anyText(100), anyText(100), (referrer, path, search) => {
        const first = timed(() => recordPageView(null, { origin: 'https://www.example.com', path: `/${path}`, search: `?${search}`, referrer }));
        wellFormed(first);
        expect(recordPageView(first, { origin: 'https://www.example.com', path: '/', search: '', referrer: '' }).pages).toBe(Math.min(first.pages + 1, 10_000));
      }),
      200,
    );
  });
});
