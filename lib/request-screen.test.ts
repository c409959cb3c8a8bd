import { MAX_PATH_LENGTH, screenRequest, isCrossSiteWrite } from './request-screen';

describe('screenRequest', () => {
  it.each(['/', '/about/', '/services/bim/', '/_next/static/chunks/a-1.js', '/blogs/some-post/index.txt', '/images/hero.svg'])(
    'lets %s through',
    (path) => expect(screenRequest('GET', path)).toEqual({ ok: true }),
  );

  it.each([
    ['//%', 400],
    ['/%E2%98%83%2F..%2Fabout', 400],
    ['/%2F%2Fevil.example%2F..%2F..%2Fabout', 400],
    ['/%5Cevil.example%2F..%2Fabout', 400],
    ['/about/%00', 400],
    ['/..%2fetc/passwd', 400],
    ['/%2e%2e/etc/passwd', 400],
    ['/about/%', 400],
    ['//evil.example/', 400],
    ['/%E2%98%83', 400],
    ['/a\\b', 400],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}`, 414],
  ] as const)('turns away %s with %i', (path, status) => {
    expect(screenRequest('GET', path)).toMatchObject({ ok: false, status });
  });

  it('takes POSTs at the API only', () => {
    expect(screenRequest('POST', '/api/quote')).toEqual({ ok: true });
    expect(screenRequest('POST', '/contact/')).toMatchObject({ ok: false, status: 405, allow: 'GET, HEAD' });
    expect(screenRequest('DELETE', '/')).toMatchObject({ ok: false, status: 405 });
    expect(screenRequest('HEAD', '/about/')).toEqual({ ok: true });
  });
});

describe('isCrossSiteWrite', () => {
  const own = 'https://www.example.com';
  it('refuses what the browser says another site sent', () => {
    expect(isCrossSiteWrite({ origin: null, fetchSite: 'cross-site' }, own)).toBe(true);
    expect(isCrossSiteWrite({ origin: 'https://evil.example', fetchSite: null }, own)).toBe(true);
    expect(isCrossSiteWrite({ origin: 'null', fetchSite: null }, own)).toBe(true);
    expect(isCrossSiteWrite({ origin: 'http://www.example.com', fetchSite: 'same-site' }, own)).toBe(true);
  });
  it('lets same-origin posts and clients that send neither header through', () => {
    expect(isCrossSiteWrite({ origin: own, fetchSite: 'same-origin' }, own)).toBe(false);
    expect(isCrossSiteWrite({ origin: null, fetchSite: null }, own)).toBe(false);
    expect(isCrossSiteWrite({ origin: null, fetchSite: 'none' }, own)).toBe(false);
  });
});
