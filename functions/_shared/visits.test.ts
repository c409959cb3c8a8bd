import { readVisit } from './visits';

const pages = new Set(['/', '/about/', '/uk/pricing/']);
const read = (fields: Record<string, string>) => readVisit(new URLSearchParams(fields), 'https://www.firm.example', pages);

describe('a visit beacon, read', () => {
  it('keeps a page of the site, the referring origin and the campaign', () => {
    expect(read({ landing: '/about', referrer: 'https://www.google.com/search?q=x', utm_source: 'news', utm_medium: 'email', utm_campaign: ' autumn ', utm_term: 'dropped' })).toEqual({
      landing: '/about/',
      referrer: 'https://www.google.com',
      utm_source: 'news',
      utm_medium: 'email',
      campaign: 'autumn',
    });
  });

  it('counts nothing for a path that is not a page', () => {
    expect(read({ landing: '/wp-login.php' })).toBeNull();
    expect(read({ landing: '/desk/' })).toBeNull();
    expect(read({})).toBeNull();
  });

  it('cleans what it keeps as the visit source is cleaned', () => {
    const visit = read({ landing: '/', referrer: 'javascript:alert(1)', utm_campaign: `\u202Eevil\u0000${'x'.repeat(500)}` });
    expect(visit?.referrer).toBe('');
    expect(visit?.campaign).toBe(`evil${'x'.repeat(196)}`);
    expect(read({ landing: '/', referrer: 'https://www.firm.example/blogs/' })?.referrer).toBe('');
  });
});
