import { posts } from '@/content/blogs';
import type { BlogPost } from '@/content/types';
import { htmlToText } from '@/lib/html';

/** Words a reader gets through in a minute; the usual figure for professional prose. */
export const WORDS_PER_MINUTE = 225;

export function wordCount(html: string): number {
  return htmlToText(html).split(/\s+/).filter(Boolean).length;
}

/** Read time in whole minutes, computed from the text (never typed by hand). */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

/** Newest first: the home page shows the first three. */
export const blogPosts: readonly BlogPost[] = [...posts].sort((a, b) => b.date.localeCompare(a.date));

export function getPost(id: string): BlogPost | undefined {
  return blogPosts.find((p) => p.id === id);
}

/** "October 2025", as the spec shows dates (month and year). */
export function formatMonthYear(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Two or three other posts, preferring those that link to the same service pages. */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const links = (html: string) => new Set(html.match(/href="\/services\/[^"]+"/g) ?? []);
  const mine = links(post.content);
  return blogPosts
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: [...links(p.content)].filter((l) => mine.has(l)).length }))
    .sort((a, b) => b.shared - a.shared || b.p.date.localeCompare(a.p.date))
    .slice(0, count)
    .map(({ p }) => p);
}
