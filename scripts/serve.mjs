#!/usr/bin/env node
/**
 * A small static server for out/ that behaves like a CDN: `/path/` serves `path/index.html`,
 * `/path` redirects to `/path/` when that page exists (as Netlify and Cloudflare do), unknown paths get
 * 404.html with status 404, text is compressed with Brotli (or gzip for clients without it) at the
 * highest level, as CDNs precompress static files, and the headers in out/_headers are applied.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir out]
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesIn } from './files.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', 'out'));

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No export found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Parse a Netlify-style _headers file into [pattern, headers] rules. */
function loadHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      current = { pattern, headers: {} };
      rules.push(current);
    } else if (current) {
      const at = line.indexOf(':');
      current.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
const headerRules = loadHeaderRules();

function headersFor(pathname) {
  const headers = {};
  for (const rule of headerRules) if (rule.pattern.test(pathname)) Object.assign(headers, rule.headers);
  return headers;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Map a URL path to a file in out/, or a redirect target. */
function resolvePath(pathname) {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const target = join(root, safe);
  if (!target.startsWith(root)) return {};
  if (pathname.endsWith('/')) {
    const index = join(target, 'index.html');
    return isFile(index) ? { file: index } : {};
  }
  if (isFile(target)) return { file: target };
  if (isFile(join(target, 'index.html'))) return { redirect: `${pathname}/` };
  return {};
}

const ENCODERS = {
  br: (buf) => promisify(brotliCompress)(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
  gzip: (buf) => promisify(gzip)(buf, { level: 9 }),
};
/** Compressed bodies (promises), made once per file version, as a CDN precompresses static files. */
const compressed = new Map();

function body(file, encoding) {
  if (!encoding) return Promise.resolve(readFileSync(file));
  const { mtimeMs } = statSync(file);
  const key = `${encoding}:${file}`;
  if (compressed.get(key)?.mtimeMs !== mtimeMs) compressed.set(key, { mtimeMs, data: ENCODERS[encoding](readFileSync(file)) });
  return compressed.get(key).data;
}

/**
 * Compress every text file right after start, so that no response waits for Brotli's highest level
 * (~0.2 s for the largest page) and the benchmark measures the pages, not this server. Prints
 * "precompressed" when done; scripts/bench.mjs waits for that line.
 */
async function precompress() {
  for (const file of filesIn(root)) {
    if (!COMPRESSIBLE.test(TYPES[extname(file)] ?? '')) continue;
    for (const encoding of Object.keys(ENCODERS)) await body(file, encoding);
  }
}

async function send(req, res, file, status) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, ...headersFor(url.pathname) };
  if (!headers['Cache-Control']) headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = !COMPRESSIBLE.test(type) ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    headers.Vary = 'Accept-Encoding';
  }
  const data = await body(file, encoding);
  headers['Content-Length'] = String(data.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/__invalid__';
  }
  const found = resolvePath(pathname);
  if (found.redirect) {
    res.writeHead(308, { Location: found.redirect + url.search, ...headersFor(pathname) });
    return res.end();
  }
  if (found.file) return send(req, res, found.file, 200);
  return send(req, res, join(root, '404.html'), 404);
});

server.listen(port, () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
  const started = Date.now();
  precompress().then(() => console.log(`precompressed ${compressed.size} bodies in ${Date.now() - started} ms`));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
