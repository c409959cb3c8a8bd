import type { ReactNode } from 'react';

const frame = 'overflow-x-auto rounded-card border border-line bg-white';

/** Cell padding and row rules for every table, so the tables themselves write only their content. */
const cells = '[&_td]:px-5 [&_td]:py-3 [&_th]:px-5 [&_th]:py-3 [&_tbody_tr]:border-b [&_tbody_tr]:border-line [&_tbody_tr:last-child]:border-0';

/**
 * A captioned data table in a card: the column headings, then `children` (the body rows). Below the
 * sm breakpoint (a phone) each row reads as a card of its own (`table-stack`, app/globals.css): the
 * row's heading, then each cell under the name of its column (`Cell`'s `label`), so nothing needs a
 * sideways scroll. From sm up it is a table; given `minWidth`, it keeps that width and scrolls sideways
 * in a named region that takes focus, so keyboard users can scroll it too.
 */
export function TableFrame({ caption, columns, minWidth, children }: { caption: string; columns: ReactNode[]; minWidth?: string; children: ReactNode }) {
  const table = (
    <table className={`table-stack w-full ${minWidth ?? ''} text-left text-sm sm:text-base ${cells}`}>
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

/**
 * A body cell. `label` is its column's name, shown before the value when the rows read as cards on a
 * phone (CSS generated text with empty alternative text: screen readers take the column from the
 * table's own headings instead). Leave it out where the row's heading already says what the value is.
 */
export function Cell({ label, children }: { label?: string; children: ReactNode }) {
  return <td data-label={label}>{children}</td>;
}
