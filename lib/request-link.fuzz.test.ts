import fc from 'fast-check';
import { anyText, holds, timed } from '../tests/fuzz';
import { REQUEST_API_PREFIX, isTokenShaped, newRequestToken, redactRequestLinks, requestPagePath } from './request-link';

/** The request token's shape, and the redaction of request links from log lines. */

const tokenChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
const token = fc.string({ unit: tokenChar, minLength: 43, maxLength: 43 });

describe('the request token', () => {
  it('is shaped only as 43 URL-safe characters: truncated, padded, encoded or longer ones are not', async () => {
    await holds(
      fc.property(fc.oneof(anyText(60), token, token.map((t) => `${t}=`), token.map((t) => t.slice(1)), token.map((t) => `${t}\n`), token.map((t) => t.replace(/^./, '+'))), (value) => {
        const shaped = timed(() => isTokenShaped(value));
        expect(shaped).toBe(value.length === 43 && [...value].every((c) => /[A-Za-z0-9_-]/.test(c)));
      }),
      300,
    );
  });

  it('makes every new token of that shape', () => {
    for (let i = 0; i < 200; i++) expect(isTokenShaped(newRequestToken())).toBe(true);
  });

  it('leaves no token in a log line that carries a request link, whatever surrounds it', async () => {
    await holds(
      fc.property(anyText(80), token, anyText(80), fc.boolean(), (before, t, after, api) => {
        const line = `${before}${api ? `${REQUEST_API_PREFIX}${t}/files` : requestPagePath(t)}${after}`;
        const redacted = timed(() => redactRequestLinks(line));
        expect(redacted).not.toContain(t);
        expect(redactRequestLinks(redacted)).toBe(redacted);
      }),
      200,
    );
  });
});
