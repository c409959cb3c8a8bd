/** The five offset bars of the mark (a stacked-courses section), in a 40 x 40 box; the middle bar is the accent. */
const BARS = [
  { x: 8, y: 2, width: 29, accent: false },
  { x: 3, y: 9.4, width: 11, accent: false },
  { x: 3, y: 16.8, width: 34, accent: true },
  { x: 26, y: 24.2, width: 11, accent: false },
  { x: 3, y: 31.6, width: 29, accent: false },
];

/**
 * The logo mark as inline SVG rather than an <img>: it is in the header of every page, and as markup
 * it needs no request before the first paint. public/logo.svg is the same drawing as a file.
 */
export function LogoMark({ tone = 'dark', size = 36, className = '' }: { tone?: 'dark' | 'light'; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      {BARS.map((bar) => (
        <rect
          key={bar.y}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={6.4}
          rx={1.4}
          className={bar.accent ? 'fill-accent-500' : tone === 'dark' ? 'fill-navy-900' : 'fill-white'}
        />
      ))}
    </svg>
  );
}
