import type { ReactNode } from 'react';

const frame = 'overflow-x-auto rounded-card border border-line bg-white';

/** Cell padding and row rules for every table, so the tables themselves write only their content. */
const cells = '[&_td]:px-5 [&_td]:py-3 [&_th]:px-5 [&_th]:py-3 [&_tbody_tr]:border-b [&_tbody_tr]:border-line [&_tbody_tr:last-child]:border-0';

/**
 * A captioned data table in a card: the column headings, then `children` (the body rows). Given
 * `minWidth`, the table keeps that width and scrolls sideways on a narrow screen, in a named region
 * that takes focus so keyboard users can scroll it too.
 */
export function TableFrame({ caption, columns, minWidth, children }: { caption: string; columns: ReactNode[]; minWidth?: string; children: ReactNode }) {
  const table = (
    <table className={`w-full ${minWidth ?? ''} text-left text-sm sm:text-base ${cells}`}>
      <caption className="px-5 pt-4 text-left font-semibold text-navy-900">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-navy-900">
          {columns.map((column, i) => (
            <th key={i} scope="col">{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (!minWidth) return <div className={frame}>{table}</div>;
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={`${frame} focus-visible:outline-2 focus-visible:outline-navy-900`}>
      {table}
    </div>
  );
}

/** A row's heading cell: the name, and an optional line of detail under it. */
export function RowHeading({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <th scope="row" className="font-semibold">
      {children}
      {detail && <span className="block text-sm font-normal text-muted">{detail}</span>}
    </th>
  );
}
