/**
 * Renders the site's raster images from its own artwork, as a step of `npm run build` (before `next
 * build`, which copies public/ into out/):
 *   public/og/default.png, and public/og/{services,projects,blog}/<id>.png for every service group,
 *   project and post the registrations hold (lib/og-images.ts), from each one's own picture (Open Graph,
 *   1200 x 630): a project or post added in the editor gets one, and one removed loses it
 *   public/apple-icon.png (180), public/icon-512.png (the logo in structured data)
 *   public/icon-48.png  (the browser-tab icon, from tools/artwork/tab-icon.svg)
 *
 * Fast when nothing changed: each image is made again only when its picture, or this file, changed since
 * it was made (content hashes in tools/artwork/og-sources.json, committed with the images), or when it
 * is missing. `--all` makes every one again.
 *
 * Run from the project root: node tools/make-og-images.mjs [--all]
 * Everything is local: no fonts or images are fetched.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ACCENT, LIGHT, MAX_BYTES, NAVY, OG_H, OG_W, frameSvg, groundSvg, ogFromArtwork, rasterise, writePng } from './og-render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pub = (...p) => path.join(root, 'public', ...p);

/** Where the content hash each image was last made from is kept. */
const SOURCES = path.join(root, 'tools', 'artwork', 'og-sources.json');

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Logo mark recoloured for a dark ground: the navy strata become white, the accent stays. */
async function lightMark() {
  const svg = await fs.readFile(pub('logo.svg'), 'utf8');
  return svg.replace(/#0B1F3A/gi, '#FFFFFF');
}

/** Firm name and tagline come from the site's own record (lib/content/site.ts), so they are never typed twice. */
async function siteIdentity() {
  const { site } = await import(new URL('../lib/content/site.ts', import.meta.url).href);
  return { name: site.name, tagline: site.tagline };
}

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

async function ogDefault(out) {
  const { name, tagline } = await siteIdentity();
  // hero drawing, cropped to the building and faded into the ground on its left edge
  const heroW = 900;
  const heroH = 675;
  const hero = await rasterise(pub('images', 'hero.svg'), heroW, heroH);
  const crop = await sharp(hero).extract({ left: 40, top: 20, width: 720, height: OG_H - 30 }).toBuffer();
  const mark = await sharp(Buffer.from(await lightMark()), { density: 72 * 3.2 })
    .resize(128, 128)
    .png()
    .toBuffer();
  const lines = wrap(tagline, 30);
  const font = 'Arial, Helvetica, Liberation Sans, DejaVu Sans, sans-serif';
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}">` +
      `<defs><linearGradient id="f" x1="0" x2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset=".42" stop-color="${NAVY}"/><stop offset=".62" stop-color="${NAVY}" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${OG_W}" height="${OG_H}" fill="url(#f)"/>` +
      `<text x="72" y="330" font-family="${font}" font-weight="bold" font-size="60" fill="#FFFFFF">${esc(name)}</text>` +
      lines
        .map((l, i) => `<text x="74" y="${384 + i * 36}" font-family="${font}" font-size="27" fill="${LIGHT}">${esc(l)}</text>`)
        .join('') +
      `<rect x="74" y="${384 + lines.length * 36 - 6}" width="96" height="5" fill="${ACCENT}"/>` +
      `</svg>`,
  );
  const pipeline = sharp(groundSvg(OG_W, OG_H)).composite([
    { input: crop, left: OG_W - 720, top: 15 },
    { input: text, left: 0, top: 0 },
    { input: mark, left: 68, top: 130 },
    { input: frameSvg(), left: 0, top: 0 },
  ]);
  return writePng(pipeline, out);
}

/** Square app icon: the light mark centred on navy, inside the maskable safe zone. */
async function appIcon(size, out) {
  const inner = Math.round(size * 0.56);
  const mark = await sharp(Buffer.from(await lightMark()), { density: Math.round((72 * inner) / 40) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const pipeline = sharp({ create: { width: size, height: size, channels: 4, background: NAVY } }).composite([
    { input: mark, left: Math.round((size - inner) / 2), top: Math.round((size - inner) / 2) },
  ]);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await pipeline.png({ compressionLevel: 9, palette: true, colors: 64 }).toFile(out);
  return (await fs.stat(out)).size;
}

/**
 * The tab icon as a PNG. Chrome draws an SVG icon in a document of its own on the page's main thread
 * (3-16 ms measured during load, four times that on Lighthouse's phone); a PNG it decodes elsewhere.
 */
async function favicon(size, out) {
  await sharp(path.join(root, 'tools', 'artwork', 'tab-icon.svg'), { density: Math.ceil((72 * size) / 40) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, colors: 64 })
    .toFile(out);
  return (await fs.stat(out)).size;
}

/** A content hash of the files an image is made from, and of this renderer. */
function hashOf(files) {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).update(readFileSync(new URL('./og-render.mjs', import.meta.url)));
  // Paths relative to the checkout, so that a clone elsewhere (CI) finds the same hashes.
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function main() {
  register('./ts-hooks.mjs', import.meta.url);
  /** @type {typeof import('../lib/og-images')} */
  const { OG_FOLDERS, ogImages } = await import(new URL('../lib/og-images.ts', import.meta.url).href);
  // The collections the registrations of lib/pages.ts are made of, read by the site's own loaders.
  const [{ services }, { allProjects: projects }, { blogPosts: posts }] = await Promise.all(
    ['services', 'projects', 'posts'].map((name) => import(new URL(`../lib/content/${name}.ts`, import.meta.url).href)),
  );

  /** @type {{ rel: string, from: string[], make: (out: string) => Promise<number> }[]} */
  const jobs = [
    { rel: 'public/og/default.png', from: [path.join(root, 'lib', 'content', 'site.ts'), path.join(root, 'content', 'firm.json'), pub('images', 'hero.svg'), pub('logo.svg')], make: ogDefault },
    ...ogImages({ services, projects, posts }).map(({ path: at, art }) => ({ rel: `public${at}`, from: [pub(art.slice(1))], make: (/** @type {string} */ out) => ogFromArtwork(pub(art.slice(1)), out) })),
    { rel: 'public/apple-icon.png', from: [pub('logo.svg')], make: (/** @type {string} */ out) => appIcon(180, out) },
    { rel: 'public/icon-512.png', from: [pub('logo.svg')], make: (/** @type {string} */ out) => appIcon(512, out) },
    { rel: 'public/icon-48.png', from: [path.join(root, 'tools', 'artwork', 'tab-icon.svg')], make: (/** @type {string} */ out) => favicon(48, out) },
  ];
  const all = process.argv.includes('--all');
  /** @type {Record<string, string>} */
  const made = existsSync(SOURCES) ? JSON.parse(readFileSync(SOURCES, 'utf8')) : {};
  /** @type {Record<string, string>} */
  const sources = {};
  const results = [];
  for (const job of jobs) {
    const hash = hashOf(job.from);
    sources[job.rel] = hash;
    const out = path.join(root, job.rel);
    if (!all && made[job.rel] === hash && existsSync(out)) continue;
    results.push([job.rel, await job.make(out)]);
  }
  // A picture no entry names any more (a project or post removed) goes, with its hash.
  const wanted = new Set(jobs.map((j) => j.rel));
  let removed = 0;
  for (const folder of OG_FOLDERS) {
    const dir = pub(folder.slice(1));
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (!wanted.has(`public${folder}${name}`)) {
        await fs.rm(path.join(dir, name));
        removed++;
      }
    }
  }
  if (results.length || removed || JSON.stringify(made) !== JSON.stringify(sources)) await fs.writeFile(SOURCES, `${JSON.stringify(sources, null, 2)}\n`);
  let failed = false;
  for (const [rel, bytes] of results) {
    const over = rel.includes('/og/') && bytes > MAX_BYTES;
    failed ||= over;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${rel}${over ? '  (over budget)' : ''}`);
  }
  console.log(`make-og-images: ${results.length} of ${jobs.length} made, ${jobs.length - results.length} unchanged${removed ? `, ${removed} removed` : ''}`);
  if (failed) process.exitCode = 1;
}

await main();
