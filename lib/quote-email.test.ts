import { headerText, quoteEmail } from './quote-email';

const quote = { name: 'Ada\r\nBcc: victim@example.org', email: 'ada@example.org', company: 'Acme\u202eevil', phone: '', service: 'bim' as const, message: 'Line one\nLine two', drawings_link: '' };

describe('quoteEmail', () => {
  it('keeps line breaks, control and bidi characters out of the subject', () => {
    const { subject } = quoteEmail('id-1', quote, [], null, 'bucket');
    expect(subject).toBe('Quote request: Ada Bcc: victim@example.org (Acme evil)');
    expect(subject).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it('says where each file is and where the visit came from', () => {
    const files = [{ name: 'A-101.pdf', size: 2048, type: 'application/pdf', key: 'id-1/1-A-101.pdf' }];
    const { text } = quoteEmail('id-1', quote, files, { landing: '/pricing/', referrer: 'https://www.google.com', utm: { utm_source: 'test' }, pages: 3 }, 'stratum-drawings');
    expect(text).toContain('- A-101.pdf (2048 bytes, application/pdf): r2://stratum-drawings/id-1/1-A-101.pdf');
    expect(text).toContain('Source: landed on /pricing/; from https://www.google.com; utm_source=test; 3 pages seen');
    expect(text).toContain('Line one\nLine two');
    expect(quoteEmail('id-1', quote, [], null, 'b').text).toContain('Source: not recorded');
  });

  it('shortens long header text', () => {
    expect(headerText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
