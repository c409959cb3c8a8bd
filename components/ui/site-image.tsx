import { isUploadedPhoto, PHOTO_WIDTHS, photoSrcSet, sizedPhoto } from '@/lib/photos';

/** A 1x1 transparent GIF: what an image restricted by `media` shows where the query does not match. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The one image component. Any URL, always with width and height (so nothing shifts), a blueprint
 * placeholder behind it until it paints, and a silent fall back to that placeholder on error, with no
 * JavaScript: browsers draw an image's ::after only while it shows no picture, so `image-fallback`
 * (app/globals.css) lays the placeholder over a failed image's broken-image box, from the first paint
 * on. The image keeps its alt text, so a failed image is still described.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  load = 'lazy',
  media,
  className = '',
  imgClassName = '',
  sizes = '(min-width: 1024px) 800px, 100vw',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * When the browser fetches it: `lazy` as it nears the screen (below the first screen); `now` at once,
   * at normal priority (in the first screen but not the page's main picture: `first` there cost
   * /services/ about 50 ms of first paint in Lighthouse); `first` at once, ahead of other files and
   * decoded before it paints (the page's main picture, its largest paint).
   */
  load?: 'lazy' | 'now' | 'first';
  /**
   * Fetch the image only where this media query matches (for an image the layout hides elsewhere):
   * other screens download nothing, not even with `load="first"`.
   */
  media?: string;
  className?: string;
  imgClassName?: string;
  /** For an uploaded photo: the slot's width, from which the browser picks a size. */
  sizes?: string;
}) {
  const photo = !media && isUploadedPhoto(src);
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimizer to route through
    <img
      src={media ? EMPTY_IMAGE : photo ? sizedPhoto(src, PHOTO_WIDTHS.at(-1)!, 'webp') : src}
      srcSet={photo ? photoSrcSet(src, 'webp') : undefined}
      sizes={photo ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : 'auto'}
      decoding={load === 'first' ? 'sync' : 'async'}
      className={`image-fallback absolute inset-0 h-full w-full object-cover ${imgClassName}`}
    />
  );

  return (
    <span
      className={`relative block overflow-hidden bg-navy-900 bg-blueprint [--grid-size:24px] ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {media ? (
        <picture>
          <source media={media} srcSet={src} />
          {image}
        </picture>
      ) : photo ? (
        <picture>
          <source type="image/avif" srcSet={photoSrcSet(src, 'avif')} sizes={sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
