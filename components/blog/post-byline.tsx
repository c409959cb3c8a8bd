import type { ReactNode } from 'react';
import { formatMonthYear } from '@/lib/post-text';

/**
 * "By <author>, <role> · <month year> (updated …) · N min read" under a post's title: on the article
 * page (with the author linked to the team page) and in the editor's preview.
 */
export function PostByline({ author, role, published, updated, readMinutes }: { author: ReactNode; role: string; published: string; updated: string; readMinutes: number }) {
  return (
    <p className="text-base">
      By {author}, {role}
      <span aria-hidden="true"> · </span>
      <time dateTime={published}>{formatMonthYear(published)}</time>
      {formatMonthYear(updated) !== formatMonthYear(published) && (
        <>
          {' '}(updated <time dateTime={updated}>{formatMonthYear(updated)}</time>)
        </>
      )}
      <span aria-hidden="true"> · </span>
      {readMinutes} min read
    </p>
  );
}
