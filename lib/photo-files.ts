import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isUploadedPhoto, MAX_PHOTO_BYTES, PHOTO_FORMATS, PHOTO_WIDTHS, sizedPhoto, UPLOADS_PATH } from '@/lib/photos';

/**
 * What is wrong with a content file's picture on disk, or null: a drawing or photo that is not in
 * public/, or an uploaded photo whose sized copies tools/build-images.mjs has not made (someone ran
 * `next build` without `npm run build`). Loaders turn it into their one-line build error.
 */
export function pictureProblem(src: string, publicDir = path.resolve(process.cwd(), 'public')): string | null {
  if (!existsSync(path.join(publicDir, src))) {
    return isUploadedPhoto(src) ? `names ${src}, which is not in public${UPLOADS_PATH}: upload it again in the editor` : `names ${src}, which is not in public/`;
  }
  if (!isUploadedPhoto(src)) return null;
  const bytes = statSync(path.join(publicDir, src)).size;
  if (bytes > MAX_PHOTO_BYTES) return `names ${src}, which is ${(bytes / 2 ** 20).toFixed(1)} MiB: a photo may be at most ${MAX_PHOTO_BYTES / 2 ** 20} MiB`;
  const missing = PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => sizedPhoto(src, width, format))).find((copy) => !existsSync(path.join(publicDir, copy)));
  return missing ? `names ${src}, whose sized copy ${missing} is not made: build with \`npm run build\` (it runs tools/build-images.mjs first)` : null;
}
