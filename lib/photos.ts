/**
 * Photos the firm uploads through the editor (/admin/) land in public/images/uploads/ at whatever size
 * the camera made them. tools/build-images.mjs (the first step of `npm run build`) makes each one at the
 * widths below in AVIF and WebP under public/images/sized/ (not committed), turned upright and with the
 * camera's metadata (GPS position included) left out; `SiteImage` offers those to the browser and never
 * the original. Drawings (SVG) are used as they are.
 */

/** Where the editor puts uploads (its `public_folder`), as a URL path. */
export const UPLOADS_PATH = '/images/uploads/';
/** The photo types the image pipeline takes, as the editor's file picker offers them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * The largest upload: Cloudflare Pages refuses to deploy a file over 25 MiB, and a phone's photo is far
 * below this. The editor's media library refuses a bigger file (lib/editor-config.ts); the build too
 * (lib/photo-files.ts).
 */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Where the sized copies are written, as a URL path (public/images/sized/). */
export const SIZED_PATH = '/images/sized/';

/**
 * Widths each photo is made at: 640 px covers a card (about 380 CSS px wide on a desktop grid, 100vw on
 * a phone at 1x) and 1,200 px the article's and project page's picture (about 800 CSS px) and cards at
 * 2x. A photo narrower than a width is not enlarged.
 */
export const PHOTO_WIDTHS = [640, 1200] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * What the editor does to a photo in the marketer's browser before it is uploaded (its media library's
 * `transformations`, lib/editor-config.ts): drawn afresh and saved as WebP, which carries none of the
 * camera's metadata, so a phone's GPS position never reaches the repository or its history; upright as
 * the camera held it; at most twice the widest copy the site makes on its long side. A browser that
 * cannot write WebP (Safari) saves a PNG, just as bare (docs/editor.md).
 */
export const PHOTO_UPLOAD = { format: 'webp', quality: 85, width: 2 * Math.max(...PHOTO_WIDTHS), height: 2 * Math.max(...PHOTO_WIDTHS) } as const;

const PHOTO_FILE = /^\/images\/uploads\/([A-Za-z0-9._-]+)\.(jpe?g|png|webp)$/i;

/** Whether `src` is an uploaded photo (a raster file in the uploads folder). */
export function isUploadedPhoto(src: string): boolean {
  return PHOTO_FILE.test(src);
}

/** The URL of an uploaded photo's copy at `width` in `format`: /images/sized/<name>-<width>.<format>. */
export function sizedPhoto(src: string, width: number, format: PhotoFormat): string {
  const match = PHOTO_FILE.exec(src);
  if (!match) throw new Error(`${src} is not an uploaded photo under ${UPLOADS_PATH}`);
  return `${SIZED_PATH}${match[1]}-${width}.${format}`;
}

/** A `srcset` of every width of an uploaded photo in one format. */
export function photoSrcSet(src: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${sizedPhoto(src, width, format)} ${width}w`).join(', ');
}
