import { additionChat, additionEmail, chatMessage, confirmationEmail, headerText, quoteEmail, withdrawalEmail } from './quote-email';

const quote = { name: 'Ada\r\nBcc: victim@example.org', email: 'ada@example.org', company: 'Acme\u202eevil', phone: '', service: 'bim' as const, message: 'Line one\nLine two', drawings_link: '' };

describe('quoteEmail', () => {
  it('keeps line breaks, control and bidi characters out of the subject', () => {
    const { subject } = quoteEmail('id-1', quote, [], null, 'https://www.example.com');
    expect(subject).toBe('Quote request: Ada Bcc: victim@example.org (Acme evil)');
    expect(subject).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it('links the lead in the desk, names each file with its size, and says where the visit came from', () => {
    const files = [{ name: 'A-101.pdf', size: 2048, type: 'application/pdf', key: 'id-1/1-A-101.pdf' }];
    const { text } = quoteEmail('id-1', quote, files, { landing: '/pricing/', referrer: 'https://www.google.com', utm: { utm_source: 'test' }, pages: 3 }, 'https://www.example.com');
    expect(text).toContain('Open it in the lead desk: https://www.example.com/desk/?lead=id-1');
    expect(text).toContain('- A-101.pdf (2 KB)');
    expect(text).not.toMatch(/r2:\/\/|npm run|id-1\/1-A-101/);
    expect(text).toContain('Source: landed on /pricing/; from https://www.google.com; utm_source=test; 3 pages seen');
    expect(text).toContain('Line one\nLine two');
    expect(quoteEmail('id-1', quote, [], null, 'https://b.example').text).toContain('Source: not recorded');
  });

  it('gives a chat channel one line with the desk link', () => {
    expect(chatMessage('id-1', quote, [], 'https://www.example.com').text).toBe('New quote request from Ada Bcc: victim@example.org, Acme evil for BIM Services: https://www.example.com/desk/?lead=id-1');
  });

  it('confirms to the sender without repeating anything they typed or named: the files by count and size', () => {
    const files = [{ name: `${'n'.repeat(300)}.pdf`, size: 3 * 1024 * 1024, type: 'application/pdf', key: 'k' }];
    const { subject, text } = confirmationEmail('0f8c2a51-aaaa-bbbb-cccc-000000000000', quote, files, { name: 'Stratum Precon', responseTime: 'We reply within one business day.' });
    expect(subject).toBe('We have your quote request (reference 0f8c2a51)');
    expect(text).toContain('Reference: 0f8c2a51-aaaa-bbbb-cccc-000000000000');
    expect(text).toContain('Service: BIM Services');
    expect(text).toMatch(/Files received: \d+ files?, [\d.]+ MB/);
    // Nothing the sender chose goes to the address they typed: not their words, not their file names.
    for (const file of files) expect(text).not.toContain(file.name.slice(0, 20));
    expect(text).toContain('We reply within one business day.');
    expect(text).not.toContain('Line one');
    expect(text).not.toContain('Ada');
    expect(text).not.toContain('n'.repeat(81));
  });

  it('gives the sender their private link, once, only when there is one', () => {
    const link = 'https://www.example.com/request/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ/';
    const firm = { name: 'Stratum Precon', responseTime: 'We reply within one business day.' };
    const { text } = confirmationEmail('id-1', quote, [], firm, link);
    expect(text.split(link)).toHaveLength(2);
    expect(text).toContain('add drawings you forgot, or withdraw it');
    expect(text).toContain('Keep this link to yourself');
    expect(confirmationEmail('id-1', quote, [], firm).text).not.toContain('/request/');
  });

  it('tells the firm of added files with the desk link, and of a withdrawal with the reference alone', () => {
    const files = [{ name: 'S-201 framing.pdf', size: 20 * 1024 * 1024, type: 'application/pdf', key: 'uploads/u/S-201_framing.pdf' }];
    const added = additionEmail('id-1', quote, files, 'https://www.example.com');
    expect(added.subject).toBe('Drawings added: Ada Bcc: victim@example.org (Acme evil)');
    expect(added.text).toContain('added 1 file to their quote request');
    expect(added.text).toContain('Open it in the lead desk: https://www.example.com/desk/?lead=id-1');
    expect(added.text).toContain('- S-201 framing.pdf (20.0 MB)');
    expect(added.text).not.toContain('uploads/u/');
    expect(additionChat('id-1', quote, files, 'https://www.example.com').text).toBe('Ada Bcc: victim@example.org, Acme evil added 1 file to their quote request: https://www.example.com/desk/?lead=id-1');
    const withdrawn = withdrawalEmail('0f8c2a51-aaaa-bbbb-cccc-000000000000');
    expect(withdrawn.subject).toBe('Quote request withdrawn (reference 0f8c2a51)');
    expect(withdrawn.text).toContain('0f8c2a51-aaaa-bbbb-cccc-000000000000');
    expect(`${withdrawn.subject}${withdrawn.text}`).not.toMatch(/Ada|Acme|desk\/\?lead/);
  });

  it('shortens long header text', () => {
    expect(headerText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
