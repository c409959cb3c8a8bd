'use client';

import { useCallback, useState } from 'react';

/**
 * The one image component. Any URL, always with width and height (so nothing shifts), a blueprint
 * placeholder behind it until it paints, and a silent fall back to that placeholder on error.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className = '',
  imgClassName = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority (the LCP candidate). */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const [failed, setFailed] = useState(false);
  // An image can fail before hydration attaches onError; check once it is in the DOM.
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  return (
    <span
      className={`relative block overflow-hidden bg-navy-900 bg-blueprint [--grid-size:24px] ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      role={failed && alt ? 'img' : undefined}
      aria-label={failed && alt ? alt : undefined}
    >
      {!failed && (
        // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimizer to route through
        <img
          ref={checkAlreadyFailed}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          onError={() => setFailed(true)}
          className={`absolute inset-0 h-full w-full object-cover ${imgClassName}`}
        />
      )}
    </span>
  );
}
