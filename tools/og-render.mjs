/**
 * How the site's Open Graph pictures are drawn: a drawing or photo letterboxed on the blueprint ground,
 * 1200 x 630, at most 120 KB. tools/make-og-images.mjs makes them in the build; the registration test
 * draws one for a project added in the editor.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const OG_W = 1200;
export const OG_H = 630;
export const NAVY = '#0B1F3A';
const GRID = '#12305A';
export const LIGHT = '#CFE0F5';
export const ACCENT = '#F26B1D';
export const MAX_BYTES = 120 * 1024;

/** Navy blueprint ground with the same grid as the artwork. */
export function groundSvg(w, h) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><pattern id="a" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0v20" fill="none" stroke="${GRID}" stroke-width=".6"/></pattern>` +
      `<pattern id="b" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="url(#a)"/><path d="M100 0H0v100" fill="none" stroke="${GRID}" stroke-width="1.4"/></pattern></defs>` +
      `<rect width="${w}" height="${h}" fill="${NAVY}"/><rect width="${w}" height="${h}" fill="url(#b)"/></svg>`,
  );
}

export const frameSvg = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}"><rect x="7.5" y="7.5" width="${OG_W - 15}" height="${OG_H - 15}" fill="none" stroke="${ACCENT}" stroke-width="3"/></svg>`,
  );

/**
 * Render a picture to a PNG buffer of the given size: an SVG rasterised at that size for crisp lines, a
 * photo turned upright from its EXIF orientation and scaled.
 */
export async function rasterise(file, width, height) {
  const svg = await fs.readFile(file);
  const meta = await sharp(svg).metadata();
  const density = Math.max(72, Math.round((72 * width) / (meta.width ?? width)));
  return sharp(svg, meta.format === 'svg' ? { density } : {}).rotate().resize(width, height, { fit: 'fill' }).png().toBuffer();
}

export async function writePng(pipeline, out) {
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

/** Artwork (a drawing or a photo) letterboxed on the blueprint ground with a thin accent frame; returns its bytes. */
export async function ogFromArtwork(svgFile, out) {
  const meta = await sharp(await fs.readFile(svgFile)).metadata();
  if (!meta.width || !meta.height) throw new Error(`${svgFile}: no size`);
  if (meta.orientation && meta.orientation >= 5) [meta.width, meta.height] = [meta.height, meta.width];
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

