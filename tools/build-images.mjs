#!/usr/bin/env node
// @ts-check
/**
 * The image pipeline for photos uploaded through the editor: every raster file in public/images/uploads/
 * is made at the widths and formats lib/photos.ts names, into public/images/sized/ (ignored by git, made
 * again by every build). sharp turns each photo upright from its EXIF orientation and writes no metadata,
 * so a phone's GPS position never reaches the site. A copy newer than its upload is kept. Runs first in
 * `npm run build` and before `npm run dev`; `next build` alone refuses a page whose photo has no copies
 * (lib/content/posts.ts, lib/content/projects.ts), so this step cannot be skipped silently.
 *
 * After `next build` has copied public/ into out/, `--out` writes the originals there again without their
 * metadata too: no page shows them, but they are at their URLs, and a GPS position must not be.
 *
 *   node tools/build-images.mjs          before next build: the sized copies
 *   node tools/build-images.mjs --out    after next build: out/'s originals without metadata
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

register('./ts-hooks.mjs', import.meta.url);
/** @type {typeof import('../lib/photos')} */
const { PHOTO_FORMATS, PHOTO_WIDTHS, UPLOADS_PATH, SIZED_PATH, isUploadedPhoto, sizedPhoto } = await import(new URL('../lib/photos.ts', import.meta.url).href);

const root = resolve(new URL('..', import.meta.url).pathname);
const uploads = join(root, 'public', UPLOADS_PATH);
const sized = join(root, 'public', SIZED_PATH);

/** Encoder settings: visually clean photos at a fraction of a camera JPEG's bytes. */
const ENCODE = { avif: { quality: 55, effort: 4 }, webp: { quality: 78 } };

if (process.argv.includes('--out')) {
  const copies = join(root, 'out', UPLOADS_PATH);
  const names = existsSync(copies) ? readdirSync(copies).filter((name) => isUploadedPhoto(UPLOADS_PATH + name)) : [];
  for (const name of names) {
    const file = join(copies, name);
    // Read whole first: sharp may not write over the file it is reading.
    const clean = await sharp(readFileSync(file)).rotate().toBuffer();
    writeFileSync(file, clean);
  }
  console.log(`build-images: ${names.length} original(s) in out/ written without metadata`);
  process.exit(0);
}

const files = existsSync(uploads) ? readdirSync(uploads).filter((name) => isUploadedPhoto(UPLOADS_PATH + name)) : [];
const wanted = new Map();
for (const name of files) {
  for (const width of PHOTO_WIDTHS) {
    for (const format of PHOTO_FORMATS) {
      const out = join(root, 'public', sizedPhoto(UPLOADS_PATH + name, width, format));
      const other = wanted.get(out);
      if (other) throw new Error(`build-images: ${UPLOADS_PATH}${other} and ${UPLOADS_PATH}${name} would share their sized copies: rename one`);
      wanted.set(out, name);
    }
  }
}

mkdirSync(sized, { recursive: true });
// Copies of photos that were removed or renamed go too.
for (const name of readdirSync(sized)) if (!wanted.has(join(sized, name))) rmSync(join(sized, name));

let made = 0;
for (const [out, name] of wanted) {
  const source = join(uploads, name);
  if (existsSync(out) && statSync(out).mtimeMs >= statSync(source).mtimeMs) continue;
  const width = Number(/-(\d+)\.\w+$/.exec(out)?.[1]);
  const format = /** @type {'avif' | 'webp'} */ (out.slice(out.lastIndexOf('.') + 1));
  try {
    await sharp(source).rotate().resize({ width, withoutEnlargement: true }).toFormat(format, ENCODE[format]).toFile(out);
  } catch (error) {
    throw new Error(`build-images: ${UPLOADS_PATH}${name} could not be read as a photo (${error instanceof Error ? error.message : error})`);
  }
  made++;
}
console.log(`build-images: ${files.length} uploaded photo(s), ${made} copies made, ${wanted.size - made} up to date`);
