/** @jest-environment node */
import { UPLOAD_LIMITS } from '../../lib/quote-schema';
import type { Env } from './endpoint';
import { LINK_MISSES_ALLOWED, hashToken, newRequestToken } from '../../lib/request-link';
import { additionProblem, openLink } from './sender';

const MB = 1024 * 1024;
const held = (sizes: number[]) => ({ files: JSON.stringify(sizes.map((size, i) => ({ name: `f${i}.pdf`, size, type: 'application/pdf', key: `k${i}` }))) });

describe('files added to a request', () => {
  it('are taken while the request stays within what one request may carry', () => {
    expect(additionProblem(held([2 * MB]), [{ name: 'S-201.pdf', size: 20 * MB }])).toBeNull();
    expect(additionProblem(held(Array(UPLOAD_LIMITS.maxFiles - 1).fill(MB)), [{ name: 'a.pdf', size: MB }])).toBeNull();
  });

  it('are refused past its file count (422) or its size (413), saying why', () => {
    expect(additionProblem(held(Array(UPLOAD_LIMITS.maxFiles).fill(MB)), [{ name: 'a.pdf', size: MB }])).toEqual({ message: expect.stringContaining(`${UPLOAD_LIMITS.maxFiles} files at most`), tooLarge: false });
    expect(additionProblem(held([240 * MB]), [{ name: 'a.pdf', size: 20 * MB }])).toEqual({ message: expect.stringContaining('250 MB'), tooLarge: true });
  });
});

/** A database of private links and counts, as openLink asks it: `misses` wrong links already counted. */
function fakeEnv(misses: number, links: Record<string, string> = {}) {
  const inserted: unknown[][] = [];
  const DB = {
    prepare(sql: string) {
      return {
        bind: (...values: unknown[]) => ({
          first: async () => {
            if (sql.includes('COUNT(*) AS count')) return { count: misses, oldest: Date.now() - 60_000 };
            if (sql.includes('FROM sender_links')) return links[String(values[0])] ? { token_hash: values[0], request_id: links[String(values[0])] } : null;
            if (sql.includes('FROM quote_requests')) return { id: values[0] };
            return null;
          },
          run: async () => {
            inserted.push([sql.slice(0, 30), ...values]);
            return { meta: { changes: 1 } };
          },
        }),
      };
    },
  };
  return { env: { DB, QUOTE_HASH_SECRET: 's' } as unknown as Env, inserted };
}

const request = () => new Request('https://www.example.com/request/x/', { headers: { 'CF-Connecting-IP': '203.0.113.7' } });

describe('a private link', () => {
  it('opens its request by the hash of its token, and counts nothing', async () => {
    const token = newRequestToken();
    const { env, inserted } = fakeEnv(0, { [await hashToken(token)]: 'request-1' });
    expect(await openLink(request(), env, token)).toEqual({ ok: true, row: { id: 'request-1' } });
    expect(inserted).toEqual([]);
    // One character off is another token: nothing.
    expect(await openLink(request(), env, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toEqual({ ok: false, status: 404 });
  });
});

describe('a link that opens nothing', () => {
  it('is a 404 whatever it is, and one more against the network', async () => {
    for (const token of ['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}+`]) {
      const { env, inserted } = fakeEnv(0);
      expect(await openLink(request(), env, token)).toEqual({ ok: false, status: 404 });
      expect(inserted).toHaveLength(1);
    }
  });

  it(`turns the network's wrong links away once it has tried ${LINK_MISSES_ALLOWED}, and still opens a right one`, async () => {
    const { env, inserted } = fakeEnv(LINK_MISSES_ALLOWED);
    const opened = await openLink(request(), env, 'A'.repeat(43));
    expect(opened).toEqual({ ok: false, status: 429, retryAfter: expect.any(Number) });
    expect(inserted).toEqual([]);
    const token = newRequestToken();
    const busy = fakeEnv(LINK_MISSES_ALLOWED, { [await hashToken(token)]: 'request-1' });
    expect(await openLink(request(), busy.env, token)).toEqual({ ok: true, row: { id: 'request-1' } });
  });

  it('counts only what a person or a script asked for, never what a page made the browser fetch', async () => {
    const sent = (mode: string | null) => new Request('https://www.example.com/request/x/', { headers: { 'CF-Connecting-IP': '203.0.113.7', ...(mode ? { 'Sec-Fetch-Mode': mode } : {}) } });
    for (const [mode, counted] of [['navigate', 1], [null, 1], ['no-cors', 0], ['cors', 0]] as const) {
      const { env, inserted } = fakeEnv(0);
      expect(await openLink(sent(mode), env, 'A'.repeat(43))).toEqual({ ok: false, status: 404 });
      expect([mode, inserted.length]).toEqual([mode, counted]);
    }
  });
});
