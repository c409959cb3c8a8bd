/**
 * Renders the site's raster images from its own SVG artwork:
 *   public/og/default.png, public/og/{services,projects,blog}/*.png  (Open Graph, 1200 x 630)
 *   public/apple-icon.png (180), public/icon-512.png (the logo in structured data)
 *   public/icon-48.png  (the browser-tab icon, from tools/artwork/tab-icon.svg)
 *
 * Run from the project root: node tools/make-og-images.mjs
 * Everything is local: no fonts or images are fetched.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pub = (...p) => path.join(root, 'public', ...p);

const OG_W = 1200;
const OG_H = 630;
const NAVY = '#0B1F3A';
const GRID = '#12305A';
const LIGHT = '#CFE0F5';
const ACCENT = '#F26B1D';
const MAX_BYTES = 120 * 1024;

const GROUPS = {
  services: ['estimation', 'shop-drawings', 'rebar-detailing', 'bim', 'project-management', 'design'],
  projects: [
    'metro-commercial',
    'manufacturing-facility',
    'residential-tower',
    'healthcare-campus',
    'infrastructure-bridge',
    'educational-institution',
  ],
  blog: [
    'estimating-accuracy',
    'benefits-of-bim',
    'material-takeoff-guide',
    'early-collaboration',
    'sustainable-preconstruction',
    'tech-powering-bids',
    'risk-management-in-preconstruction',
  ],
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Navy blueprint ground with the same grid as the artwork. */
function groundSvg(w, h) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><pattern id="a" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0v20" fill="none" stroke="${GRID}" stroke-width=".6"/></pattern>` +
      `<pattern id="b" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="url(#a)"/><path d="M100 0H0v100" fill="none" stroke="${GRID}" stroke-width="1.4"/></pattern></defs>` +
      `<rect width="${w}" height="${h}" fill="${NAVY}"/><rect width="${w}" height="${h}" fill="url(#b)"/></svg>`,
  );
}

const frameSvg = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}"><rect x="7.5" y="7.5" width="${OG_W - 15}" height="${OG_H - 15}" fill="none" stroke="${ACCENT}" stroke-width="3"/></svg>`,
  );

/** Render an SVG file to a PNG buffer of the given size, rasterised at that size for crisp lines. */
async function rasterise(file, width, height) {
  const svg = await fs.readFile(file);
  const meta = await sharp(svg).metadata();
  const density = Math.max(72, Math.round((72 * width) / (meta.width ?? width)));
  return sharp(svg, { density }).resize(width, height, { fit: 'fill' }).png().toBuffer();
}

async function writePng(pipeline, out) {
  await fs.mkdir(path.dirname(out), { recursive: true });
  let colors = 128;
  for (;;) {
    const buf = await pipeline
      .clone()
      .png({ palette: true, colors, quality: 90, dither: 0.5, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (buf.length <= MAX_BYTES || colors <= 16) {
      await fs.writeFile(out, buf);
      return buf.length;
    }
    colors = Math.floor(colors / 2);
  }
}

/** Artwork letterboxed on the blueprint ground with a thin accent frame. */
async function ogFromArtwork(svgFile, out) {
  const meta = await sharp(await fs.readFile(svgFile)).metadata();
  const inset = 18;
  const scale = Math.min((OG_W - inset * 2) / meta.width, (OG_H - inset * 2) / meta.height);
  const w = Math.round(meta.width * scale);
  const h = Math.round(meta.height * scale);
  const art = await rasterise(svgFile, w, h);
  const left = Math.round((OG_W - w) / 2);
  const top = Math.round((OG_H - h) / 2);
  // a hairline sheet edge around the artwork so the letterbox reads as a drawing on the board
  const edge = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}"><rect x="${left - 0.5}" y="${top - 0.5}" width="${w + 1}" height="${h + 1}" fill="none" stroke="${LIGHT}" stroke-opacity=".45" stroke-width="1"/></svg>`,
  );
  const pipeline = sharp(groundSvg(OG_W, OG_H)).composite([
    { input: art, left, top },
    { input: edge, left: 0, top: 0 },
    { input: frameSvg(), left: 0, top: 0 },
  ]);
  return writePng(pipeline, out);
}

/** Logo mark recoloured for a dark ground: the navy strata become white, the accent stays. */
async function lightMark() {
  const svg = await fs.readFile(pub('logo.svg'), 'utf8');
  return svg.replace(/#0B1F3A/gi, '#FFFFFF');
}

/** Firm name and tagline come from content/site.ts so they are never typed twice. */
async function siteIdentity() {
  const src = await fs.readFile(path.join(root, 'content', 'site.ts'), 'utf8');
  const pick = (key) => {
    const m = new RegExp(`\\b${key}:\\s*'([^']+)'`).exec(src);
    if (!m) throw new Error(`content/site.ts: ${key} not found`);
    return m[1];
  };
  return { name: pick('name'), tagline: pick('tagline') };
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

async function main() {
  const results = [];
  results.push(['public/og/default.png', await ogDefault(pub('og', 'default.png'))]);
  for (const [group, ids] of Object.entries(GROUPS)) {
    for (const id of ids) {
      const rel = `public/og/${group}/${id}.png`;
      results.push([rel, await ogFromArtwork(pub('images', group, `${id}.svg`), path.join(root, rel))]);
    }
  }
  results.push(['public/apple-icon.png', await appIcon(180, pub('apple-icon.png'))]);
  results.push(['public/icon-512.png', await appIcon(512, pub('icon-512.png'))]);
  results.push(['public/icon-48.png', await favicon(48, pub('icon-48.png'))]);
  let failed = false;
  for (const [rel, bytes] of results) {
    const over = rel.includes('/og/') && bytes > MAX_BYTES;
    failed ||= over;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${rel}${over ? '  (over budget)' : ''}`);
  }
  if (failed) process.exitCode = 1;
}

await main();
