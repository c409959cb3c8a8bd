import type { CSSProperties, ReactNode } from 'react';

/**
 * Text whose underline draws in on hover or focus of the nearest `group` (a link, or a card whose
 * link has focus).
 * Defaults from the spec: line height 0.1 of the font size, padding 0.01, 0.4 s ease-in-out.
 */
export function AnimatedUnderline({
  children,
  heightRatio = 0.1,
  paddingRatio = 0.01,
  duration = 0.4,
  className = '',
}: {
  children: ReactNode;
  heightRatio?: number;
  paddingRatio?: number;
  duration?: number;
  className?: string;
}) {
  const style = {
    backgroundImage: 'linear-gradient(currentColor, currentColor)',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: '0 100%',
    paddingBottom: `${paddingRatio}em`,
    transition: `background-size ${duration}s ease-in-out`,
    '--underline-height': `${heightRatio}em`,
  } as CSSProperties;
  return (
    <span
      style={style}
      className={`[background-size:0%_var(--underline-height)] group-hover:[background-size:100%_var(--underline-height)] group-focus-visible:[background-size:100%_var(--underline-height)] group-has-[:focus-visible]:[background-size:100%_var(--underline-height)] ${className}`}
    >
      {children}
    </span>
  );
}
