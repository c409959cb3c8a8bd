import { DEFAULT_SITE_URL, SiteUrlError, resolveSiteUrl, siteUrl } from './site-url.mjs';

describe('resolveSiteUrl', () => {
  it('takes SITE_URL first, whatever the host provides, without a trailing slash', () => {
    expect(resolveSiteUrl({ SITE_URL: 'https://www.stratumprecon.com/', NETLIFY: 'true', URL: 'https://other.netlify.app' })).toEqual({
      url: 'https://www.stratumprecon.com',
      source: 'SITE_URL',
      warning: null,
    });
  });

  it('takes Netlify\'s production URL when building there', () => {
    expect(resolveSiteUrl({ NETLIFY: 'true', URL: 'https://stratum.netlify.app' }).url).toBe('https://stratum.netlify.app');
  });

  it('takes Vercel\'s production domain, which comes without a scheme', () => {
    const resolved = resolveSiteUrl({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'www.stratumprecon.com' });
    expect(resolved).toMatchObject({ url: 'https://www.stratumprecon.com', source: 'VERCEL_PROJECT_PRODUCTION_URL' });
  });

  it('refuses to build on Cloudflare Pages without SITE_URL, since CF_PAGES_URL is a per-deployment address', () => {
    expect(() => resolveSiteUrl({ CF_PAGES: '1', CF_PAGES_URL: 'https://abc123.stratum.pages.dev' })).toThrow(
      /Building on Cloudflare Pages without the site's address: set SITE_URL/,
    );
  });

  it('refuses to build on a known host whose production variable is missing', () => {
    expect(() => resolveSiteUrl({ VERCEL: '1' })).toThrow(SiteUrlError);
  });

  it('falls back to the example address elsewhere, with a one-line warning that names SITE_URL', () => {
    const resolved = resolveSiteUrl({});
    expect(resolved.url).toBe(DEFAULT_SITE_URL);
    expect(resolved.warning).toMatch(/^SITE_URL is not set: .*Set SITE_URL=/);
    expect(resolved.warning).not.toContain('\n');
  });

  it.each(['not a url', 'ftp://files.example.com', 'https://'])('rejects SITE_URL=%s with a message naming it', (value) => {
    expect(() => resolveSiteUrl({ SITE_URL: value })).toThrow(/SITE_URL=/);
  });

  it('ignores a blank SITE_URL', () => {
    expect(resolveSiteUrl({ SITE_URL: '  ' }).source).toBe('default');
  });
});

describe('siteUrl', () => {
  it('gives the address passed in, without a trailing slash, or the example default for a blank one', () => {
    expect(siteUrl('https://www.stratumprecon.com/')).toBe('https://www.stratumprecon.com');
    expect(siteUrl(' ')).toBe(DEFAULT_SITE_URL);
  });
});
