import { formatDateTime } from '@/lib/post-text';

/**
 * On a post dated after the build, which only a draft's preview shows (lib/blogs.ts): when it goes live.
 * The live site never renders it: its builds leave such posts out.
 */
export function ScheduledNote({ published }: { published: string }) {
  return (
    <p role="note" className="mt-3 inline-block rounded bg-white px-3 py-1 text-sm font-semibold text-slate-900">
      Scheduled for <time dateTime={published}>{formatDateTime(published)}</time>: this preview shows the post before it goes live.
    </p>
  );
}
