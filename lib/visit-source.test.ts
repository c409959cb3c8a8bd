import { parseVisitSource, readSourceFields, recordPageView, sourceFields } from './visit-source';

const origin = 'https://www.example.com';

describe('recordPageView', () => {
  it('starts a visit with its landing path, the referring origin (not its address) and its UTM tags', () => {
    const first = recordPageView(null, { origin, path: '/pricing/', search: '?utm_source=linkedin&utm_campaign=spring&x=1', referrer: 'https://www.google.com/search?q=rebar+detailing' });
    expect(first).toEqual({ landing: '/pricing/', referrer: 'https://www.google.com', utm: { utm_source: 'linkedin', utm_campaign: 'spring' }, pages: 1 });
    expect(recordPageView(first, { origin, path: '/contact/', search: '', referrer: `${origin}/pricing/` })).toEqual({ ...first, pages: 2 });
  });

  it('takes the referring page of our own site as the landing page when the first page left no record', () => {
    expect(recordPageView(null, { origin, path: '/contact/', search: '', referrer: `${origin}/services/bim/?utm_source=x` })).toEqual({ landing: '/services/bim/', referrer: '', utm: {}, pages: 2 });
  });

  it('keeps no referrer for a direct visit or a non-web one', () => {
    expect(recordPageView(null, { origin, path: '/', search: '', referrer: '' }).referrer).toBe('');
    expect(recordPageView(null, { origin, path: '/', search: '', referrer: 'android-app://com.slack' }).referrer).toBe('');
  });
});

describe('the record on its way to the server', () => {
  it('survives storage and the form post, and junk in it is dropped rather than refused', () => {
    const source = recordPageView(null, { origin, path: '/pricing/', search: '?utm_medium=email\u202e', referrer: 'https://news.example.org/a/b' });
    expect(parseVisitSource(JSON.stringify(source))).toEqual(source);
    const fields = sourceFields(source);
    expect(readSourceFields((name) => fields[name] ?? null)).toEqual({ landing: '/pricing/', referrer: 'https://news.example.org', utm: { utm_medium: 'email' }, pages: 1 });
    expect(readSourceFields(() => null)).toBeNull();
    expect(readSourceFields((name) => ({ source_landing: '/x', source_referrer: 'javascript:alert(1)', source_pages: '-4' })[name] ?? null)).toEqual({ landing: '/x', referrer: '', utm: {}, pages: 1 });
    expect(parseVisitSource('{"landing":1}')).toBeNull();
  });
});
