import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNginx } from '../tools/nginx-site.mjs';
import { test, expect } from './fixtures';
import { OUT_DIR } from '../tests/export/out';
import { BASE_URL, E2E_PORT } from './server';

/**
 * The host's own behaviour, checked on the hosts we generate files for: Cloudflare's runtime (what
 * `npm start` and the rest of the suite use) and Debian's nginx with deploy/nginx.conf. Plain HTTP
 * requests, no browser: they run once, in the desktop project.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes on the wire (still compressed, if the host compressed them). */
  size: number;
}

/** A raw GET (or other method): the path goes on the wire exactly as written, unnormalised. */
function send(base: string, path: string, method = 'GET', extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const headers = { ...(method === 'POST' ? { 'Content-Length': '2', 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...extraHeaders };
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, size }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${path.slice(0, 60)}`)));
    req.end(method === 'POST' ? 'x=' : undefined);
  });
}

const hashedAsset = () => `/_next/static/chunks/${readdirSync(join(OUT_DIR, '_next', 'static', 'chunks')).find((f) => f.endsWith('.js'))}`;

/**
 * What every host must do with the export, whatever its own configuration language. Cloudflare serves
 * the pages as static assets without running the Worker (wrangler.toml), so its own asset server
 * answers a slashless path (307) and tidies a hostile one into a clean path on the same site, where
 * nginx refuses it outright: `tidiesPaths` says which a host does.
 */
function hostBehaviour(host: string, base: () => string, { tidiesPaths = false } = {}) {
  test(`${host}: pages carry the security headers and exactly one CSP, with the scheduler only on /contact/`, async () => {
    for (const path of ['/', '/about/', '/services/bim/', '/contact/']) {
      const { status, headers } = await send(base(), path);
      expect(status, path).toBe(200);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      const csp = String(headers['content-security-policy']);
      // The policy's content (no unsafe script source) is checked on its one source, lib/hosting.test.ts,
      // and out/_headers is that source's output (tests/export/files.test.ts): here, that the host sends one.
      expect(csp.split(/default-src/).length - 1, `${path}: one policy`).toBe(1);
      expect(csp.includes('calendly'), path).toBe(path === '/contact/');
    }
  });

  test(`${host}: long caching only on hashed files that exist`, async () => {
    const asset = await send(base(), hashedAsset());
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await send(base(), '/about/');
    expect(page.headers['cache-control'] ?? '').not.toContain('immutable');
    const missing = await send(base(), '/_next/static/chunks/no-such-chunk.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  test(`${host}: unknown paths get the 404 page with status 404, old and slashless paths redirect`, async () => {
    const missing = await send(base(), '/no-such-page/');
    expect(missing.status).toBe(404);
    for (const [from, to] of [['/blog', '/blogs/'], ['/blog/', '/blogs/'], ['/about', '/about/']] as const) {
      const answer = await send(base(), from);
      expect(tidiesPaths && from === '/about' ? [307, 308] : [301, 308], from).toContain(answer.status);
      expect(new URL(String(answer.headers.location), base()).pathname, from).toBe(to);
    }
  });

  test(`${host}: pages and scripts go out compressed, at least as small as gzip level 6`, async () => {
    for (const path of ['/', hashedAsset()]) {
      const { headers, size } = await send(base(), path, 'GET', { 'Accept-Encoding': 'gzip' });
      expect(headers['content-encoding'], path).toBe('gzip');
      const file = path === '/' ? join(OUT_DIR, 'index.html') : join(OUT_DIR, decodeURIComponent(path));
      // Another compressor may differ by a few bytes; level 1 (nginx's default) is ~15% larger on scripts.
      expect(size, path).toBeLessThan(gzipSync(readFileSync(file), { level: 6 }).length * 1.03 + 64);
    }
  });

  test(`${host}: Next's data files are kept out of search results`, async () => {
    const data = await send(base(), '/about/index.txt');
    expect(data.status).toBe(200);
    expect(data.headers['x-robots-tag']).toBe('noindex');
    expect((await send(base(), '/about/')).headers['x-robots-tag']).toBeUndefined();
  });

  test(`${host}: hostile requests get a 4xx, never a redirect off the site, and the server keeps answering`, async () => {
    const hostile = [
      '//%',
      '/%E2%98%83%2F..%2Fabout',
      '/%2F%2Fevil.example%2F..%2F..%2Fabout',
      '/%5Cevil.example%2F..%2Fabout',
      '/%5C%5Cevil.example/',
      '/about/%00',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      `/${'a'.repeat(10_000)}`,
    ];
    for (const path of hostile) {
      const { status, headers } = await send(base(), path);
      if (tidiesPaths && status === 307) {
        // A redirect to a clean path of this same site, never to another host or a path that could become one.
        const to = new URL(String(headers.location), base());
        expect(to.origin, path.slice(0, 60)).toBe(new URL(base()).origin);
        expect(to.pathname, path.slice(0, 60)).toMatch(/^\/(?!\/)[^\\]*$/);
        expect(to.pathname, path.slice(0, 60)).not.toMatch(/(^|\/)\.\.?(\/|$)|%2f|%5c/i);
        continue;
      }
      expect(status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(status, path.slice(0, 60)).toBeLessThan(500);
      expect(headers.location, path.slice(0, 60)).toBeUndefined();
    }
    const post = await send(base(), '/contact/', 'POST');
    expect(post.status).toBe(405);
    expect((await send(base(), '/')).status).toBe(200);
  });
}

test.describe('Cloudflare Workers runtime with static assets (wrangler dev)', () => {
  hostBehaviour('cloudflare', () => BASE_URL, { tidiesPaths: true });
});

test.describe('Debian nginx with deploy/nginx.conf', () => {
  let site: { base: string; stop: () => void } | undefined;

  // A port of this run's own (E2E_PORT) for each worker, so that runs side by side never share one.
  test.beforeAll(async ({}, testInfo) => {
    site = await startNginx({ root: OUT_DIR, port: E2E_PORT + 110 + testInfo.parallelIndex });
  });

  test.afterAll(() => site?.stop());

  hostBehaviour('nginx', () => site!.base);

  test('nginx: a page\'s visit beacon is answered 204, as the Worker answers one it does not count, with no page in the body', async ({ request }) => {
    const answer = await request.post(`${site!.base}/api/visit`, { form: { landing: '/' } });
    expect(answer.status()).toBe(204);
    expect(await answer.body()).toHaveLength(0);
  });
});
