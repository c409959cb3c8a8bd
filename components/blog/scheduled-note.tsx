import { formatDateTime } from '@/lib/post-text';

/**
 * On a post dated after the build, which only a draft's preview shows (lib/content/posts.ts): when it goes live.
 * The live site never renders it: its builds leave such posts out.
 */
export function ScheduledNote({ published }: { published: string }) {
  return (
    <p role="note" className="mt-3 inline-block rounded border border-navy-300 bg-white px-2 py-0.5 text-xs font-semibold text-navy-800">
      Scheduled for <time dateTime={published}>{formatDateTime(published)}</time>: this preview shows the post before it goes live.
    </p>
  );
}
