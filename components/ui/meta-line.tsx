import { Fragment, type ReactNode } from 'react';

/**
 * A line of short facts separated by "·" (a card's place and year, a post's date and read time). Each
 * separator is drawn before its fact in a margin the line clips away (`meta-line`, app/globals.css),
 * so when the line wraps, the separator that would start the new line is not shown and no line ends
 * or begins with a dangling "·". Phrasing content only, so it fits inside a paragraph.
 */
export function MetaLine({ items, className = '' }: { items: ReactNode[]; className?: string }) {
  return (
    <span className={`meta-line ${className}`}>
      <span>
        {items.map((item, i) => (
          // The space between facts is for text read without the stylesheet (search excerpts, reader
          // views); a flex container lays out no whitespace between its items.
          <Fragment key={i}>
            {i > 0 && ' '}
            <span>{item}</span>
          </Fragment>
        ))}
      </span>
    </span>
  );
}
