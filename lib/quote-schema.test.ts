import { QUOTE_LIMITS, checkFiles, fileLimitsText, validateQuote } from './quote-schema';

const valid = { name: ' Ada Lovelace ', email: 'ada@example.org', message: 'Takeoff for a 4-storey school.' };

describe('validateQuote', () => {
  it('accepts the required fields alone, trims them and fills the optional ones', () => {
    expect(validateQuote(valid)).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.org', company: '', phone: '', service: '', message: 'Takeoff for a 4-storey school.', drawings_link: '' },
    });
  });

  it('names each missing or wrong field with a message for the visitor', () => {
    const result = validateQuote({ name: '  ', email: 'ada@', message: '', service: 'plumbing', drawings_link: 'javascript:alert(1)' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter an email address such as name@company.com.',
        message: 'Please describe the project.',
        service: 'Please choose a service from the list.',
        drawings_link: 'Please paste a full link, starting with https://.',
      },
    });
  });

  it('accepts a shared-folder link and every service option', () => {
    for (const service of ['', 'estimation', 'bim', 'design', 'shop-drawings', 'mep', 'structural', 'other']) {
      expect(validateQuote({ ...valid, service, drawings_link: 'https://www.dropbox.com/sh/abc/def' }).ok).toBe(true);
    }
  });

  it('caps lengths', () => {
    const result = validateQuote({ ...valid, message: 'x'.repeat(5001) });
    expect(result.ok ? null : result.errors.message).toMatch(/too long/);
  });

  it('ignores fields it does not know', () => {
    expect(validateQuote({ ...valid, admin: 'true' })).toMatchObject({ ok: true });
  });
});

describe('checkFiles', () => {
  const mb = 1024 * 1024;
  it('accepts drawings within the limits', () => {
    expect(checkFiles([{ name: 'A-101.PDF', size: 2 * mb }, { name: 'model.rvt', size: 20 * mb }, { name: 'empty', size: 0 }])).toBeNull();
  });

  it('refuses more than the total size as too large (413)', () => {
    expect(checkFiles([{ name: 'set.zip', size: 30 * mb }])).toEqual({ message: expect.stringMatching(/30 MB, over the 25 MB limit/), tooLarge: true });
  });

  it('refuses other file types and too many files (422)', () => {
    expect(checkFiles([{ name: 'setup.exe', size: 10 }])).toMatchObject({ tooLarge: false, message: expect.stringContaining('setup.exe') });
    const many = Array.from({ length: QUOTE_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `s${i}.pdf`, size: 1 }));
    expect(checkFiles(many)).toMatchObject({ tooLarge: false });
  });

  it('states the limits in words', () => {
    expect(fileLimitsText()).toBe('Up to 10 files, 25 MB in total: PDF, DWG, DXF, IFC, RVT, ZIP, PNG, JPG.');
  });
});
