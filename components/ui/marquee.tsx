import type { CSSProperties, ReactNode } from 'react';

/**
 * CSS-only marquee: the content is repeated `repeat` times and each copy slides left (or right when
 * `reverse`). Only the first copy is exposed to assistive technology. It pauses on hover and focus,
 * and stands still under prefers-reduced-motion (globals.css). Defaults from the spec: speed 50, gap 16.
 */
export function Marquee({
  children,
  repeat = 2,
  speed = 50,
  gap = 16,
  reverse = false,
  approxWidth = 1200,
  label,
  className = '',
}: {
  children: ReactNode;
  repeat?: number;
  /** Pixels per second. */
  speed?: number;
  gap?: number;
  reverse?: boolean;
  /** Rough width of one copy in px, to turn speed into a duration without measuring in JS. */
  approxWidth?: number;
  label?: string;
  className?: string;
}) {
  const style = {
    '--marquee-gap': `${gap}px`,
    '--marquee-duration': `${Math.max(5, approxWidth / speed)}s`,
    gap: `${gap}px`,
  } as CSSProperties;
  return (
    <div className={`marquee flex overflow-hidden ${className}`} style={style} role={label ? 'region' : undefined} aria-label={label}>
      {Array.from({ length: repeat }, (_, i) => (
        <div
          key={i}
          aria-hidden={i > 0 ? true : undefined}
          className="marquee-track flex shrink-0 animate-marquee items-center"
          style={{ gap: `${gap}px`, animationDirection: reverse ? 'reverse' : 'normal' }}
        >
          {children}
        </div>
      ))}
    </div>
  );
}
