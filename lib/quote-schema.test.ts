import { QUOTE_LIMITS, checkFiles, fileLimitsText, isWebLink, spamVerdict, validateQuote } from './quote-schema';
import { SPEC } from '@/tests/spec-facts';

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
    for (const service of SPEC.serviceOptionValues) {
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

  it('refuses a name with no extension ("pdf" alone) and an overlong name (422)', () => {
    expect(checkFiles([{ name: 'pdf', size: 10 }])).toMatchObject({ tooLarge: false, message: expect.stringContaining('pdf is not a file type we take') });
    expect(checkFiles([{ name: `${'a'.repeat(300)}.pdf`, size: 10 }])).toMatchObject({ tooLarge: false, message: expect.stringContaining('over 200 characters') });
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

describe('isWebLink', () => {
  it('takes http(s) links to a real host and nothing that only looks like one', () => {
    expect(isWebLink('https://www.dropbox.com/sh/abc/def')).toBe(true);
    expect(isWebLink('HTTP://drive.google.com/x')).toBe(true);
    for (const link of ['httpx://evil.example/', 'http:evil.example', 'https://localhost/x', 'https://10.0.0.1/x', 'https://user:pw@evil.example/', 'ftp://files.example.com/', 'javascript:alert(1)']) {
      expect([link, isWebLink(link)]).toEqual([link, false]);
    }
  });
});

describe('spamVerdict', () => {
  it('takes a request with no timing (no JavaScript) for a person, and one that took long enough', () => {
    expect(spamVerdict({ honeypot: '', elapsed: null })).toBeNull();
    expect(spamVerdict({ honeypot: '', elapsed: '' })).toBeNull();
    expect(spamVerdict({ honeypot: '', elapsed: '45000' })).toBeNull();
  });

  it('flags a filled honeypot, a send faster than a person, and timing that is not a number', () => {
    expect(spamVerdict({ honeypot: 'https://spam.test', elapsed: '45000' })).toBe('honeypot filled in');
    expect(spamVerdict({ honeypot: '', elapsed: String(QUOTE_LIMITS.minSecondsOnForm * 1000 - 1) })).toBe('sent too fast');
    expect(spamVerdict({ honeypot: '', elapsed: 'abc' })).toBe('timing unreadable');
    expect(spamVerdict({ honeypot: '', elapsed: '-5' })).toBe('timing unreadable');
  });
});
