import type { CSSProperties, ReactNode } from 'react';
import { PauseIcon, PlayIcon } from './icons';

/**
 * CSS-only marquee: the content is repeated `repeat` times and each copy slides left (or right when
 * `reverse`). Only the first copy is exposed to assistive technology. Defaults from the spec: speed 50,
 * gap 16.
 *
 * Anything that moves for more than five seconds needs a way to stop it (WCAG 2.2.2) that keyboard and
 * touch users can reach: the pause control is a checkbox, so it works from the static HTML without any
 * script, and CSS pauses every copy while it is checked (globals.css). The marquee also pauses on
 * hover, and stands still under prefers-reduced-motion, where the control is not shown.
 */
export function Marquee({
  children,
  repeat = 2,
  speed = 50,
  gap = 16,
  reverse = false,
  approxWidth = 1200,
  pauseLabel,
  tone = 'light',
  className = '',
  viewportClassName = '',
}: {
  children: ReactNode;
  repeat?: number;
  /** Pixels per second. */
  speed?: number;
  gap?: number;
  reverse?: boolean;
  /** Rough width of one copy in px, to turn speed into a duration without measuring in JS. */
  approxWidth?: number;
  /** Accessible name of the pause control, e.g. "Pause the client logos". */
  pauseLabel: string;
  /** The ground the control sits on. */
  tone?: 'light' | 'dark';
  className?: string;
  /** Classes for the moving strip alone (a fade mask, say), not the control beside it. */
  viewportClassName?: string;
}) {
  const style = {
    '--marquee-gap': `${gap}px`,
    '--marquee-duration': `${Math.max(5, approxWidth / speed)}s`,
  } as CSSProperties;
  const control =
    tone === 'dark'
      ? 'text-navy-100 hover:bg-navy-800 hover:text-white'
      : 'border border-line bg-white text-navy-900 hover:bg-navy-50';
  return (
    <div className={`marquee flex items-center gap-2 ${className}`} style={style}>
      <div className={`marquee-viewport flex min-w-0 flex-1 overflow-hidden ${viewportClassName}`} style={{ gap: `${gap}px` }}>
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
      <label
        className={`marquee-pause relative inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 has-[:focus-visible]:outline-solid motion-reduce:hidden ${control}`}
      >
        <input type="checkbox" className="peer sr-only" />
        <span className="sr-only">{pauseLabel}</span>
        <PauseIcon width={16} height={16} className="peer-checked:hidden" />
        <PlayIcon width={16} height={16} className="hidden peer-checked:block" />
      </label>
    </div>
  );
}
