import type { ReactNode } from 'react';

const frame = 'overflow-x-auto rounded-card border border-line bg-white';

/**
 * A captioned data table in a card. Given `minWidth`, the table keeps that width and scrolls sideways
 * on a narrow screen, in a named region that takes focus so keyboard users can scroll it too.
 */
export function TableFrame({ caption, minWidth, children }: { caption: string; minWidth?: string; children: ReactNode }) {
  const table = (
    <table className={`w-full ${minWidth ?? ''} text-left text-sm sm:text-base`}>
      <caption className="px-5 pt-4 text-left font-semibold text-navy-900">{caption}</caption>
      {children}
    </table>
  );
  if (!minWidth) return <div className={frame}>{table}</div>;
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={`${frame} focus-visible:outline-2 focus-visible:outline-navy-900`}>
      {table}
    </div>
  );
}
