/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { LEAD_STATUSES } from './lead-desk';
import { constantTimeEqual, hashToken, isTokenShaped, newRequestToken, redactRequestLinks, requestPagePath, senderStatus } from './request-link';

describe('request tokens', () => {
  it('are 43 base64url characters of fresh randomness each time', () => {
    const tokens = Array.from({ length: 200 }, newRequestToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 256 bits: every base64url character turns up across a couple of hundred tokens.
    expect(new Set(tokens.join('')).size).toBe(64);
  });

  it('are told apart from truncated, padded or foreign segments by shape alone', () => {
    const token = newRequestToken();
    expect(isTokenShaped(token)).toBe(true);
    expect(isTokenShaped(token.slice(0, 42))).toBe(false);
    expect(isTokenShaped(`${token}=`)).toBe(false);
    expect(isTokenShaped(`${token.slice(0, 42)}+`)).toBe(false);
    expect(isTokenShaped('withdrawn')).toBe(false);
  });

  it('are stored as their SHA-256 in hex, never as themselves', async () => {
    const token = newRequestToken();
    const hash = await hashToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
    // One character changed (the last holds 4 of the 256 bits, so 'A' is drawn 1 time in 16).
    expect(await hashToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`)).not.toBe(hash);
  });

  it('are compared whatever the length, and equal only when every character is', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'ab')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('make the page path, and are taken out of log lines', () => {
    const token = newRequestToken();
    expect(requestPagePath(token)).toBe(`/request/${token}/`);
    const logged = `[wrangler:info] GET /request/${token}/ 200 OK; POST /api/request/${token}/files 303; GET /request/${token}?x 404`;
    expect(redactRequestLinks(logged)).not.toContain(token);
    expect(redactRequestLinks(logged)).toBe('[wrangler:info] GET /request/[private]/ 200 OK; POST /api/request/[private]/files 303; GET /request/[private]?x 404');
    expect(redactRequestLinks('GET /contact/ 200 OK')).toBe('GET /contact/ 200 OK');
    expect(redactRequestLinks(`GET /request/${token.slice(0, 42)}/ 404`)).toBe('GET /request/[private]/ 404');
    expect(redactRequestLinks('at requestPageRoute (file:///site/functions/routes/request-page.ts:45:10)')).toBe('at requestPageRoute (file:///site/functions/routes/request-page.ts:45:10)');
  });
});

describe('the status in the sender\'s words', () => {
  it('maps each of the desk\'s statuses to received, being reviewed, quote sent or closed', () => {
    expect(LEAD_STATUSES.map((status) => [status, senderStatus(status).label])).toEqual([
      ['new', 'Received'],
      ['contacted', 'Being reviewed'],
      ['quoted', 'Quote sent'],
      ['won', 'Closed'],
      ['lost', 'Closed'],
    ]);
  });

  it('never says won or lost, or names anyone in the firm', () => {
    for (const status of LEAD_STATUSES) expect(`${senderStatus(status).label} ${senderStatus(status).meaning}`).not.toMatch(/\b(won|lost|contacted)\b|@/i);
  });
});
