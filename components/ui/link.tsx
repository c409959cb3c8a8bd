import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without prefetching. By default every link that scrolls into view fetches and decodes its
 * page's data in the background; on a page with a hundred links that is main-thread work competing with
 * the visitor's first taps on a cheap phone, and bandwidth they may pay for. A click fetches the page
 * then: two small static files from the CDN, behind the 300 ms route overlay.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
