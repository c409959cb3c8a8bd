import { claims, claimStatements, figures, figureText } from '@/lib/content/figures';

/**
 * What a post's text says about itself: words, read time, links, its dates as the site shows them. Pure
 * (no files read), so the blog (lib/content/posts.ts) and the editor's preview (components/admin/) share it.
 */

/** Words a reader gets through in a minute; the usual figure for professional prose. */
export const WORDS_PER_MINUTE = 225;

/** The MDX components a post may use for figures, resolved to their text (for word counts). */
export function figureComponentText(name: string, id: string): string {
  if (name === 'Claim' && id in claims) return claims[id as keyof typeof claims];
  if (name === 'Claim' && id in claimStatements) return claimStatements[id as keyof typeof claimStatements];
  if (name === 'Figure' && id in figures) return figureText(figures[id as keyof typeof figures]);
  throw new Error(`Unknown <${name} id="${id}" />: use an id from lib/content/figures.ts`);
}

/** The reader's text of an MDX body: figures filled in, markdown syntax removed. */
export function mdxToText(body: string): string {
  return body
    .replace(/<(Claim|Figure) id="([^"]+)" \/>/g, (_, name: string, id: string) => figureComponentText(name, id))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|>|-|\d+\.)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(body: string): number {
  return mdxToText(body).split(/\s+/).filter(Boolean).length;
}

/** Read time in whole minutes, computed from the text (never typed by hand). */
export function readTimeMinutes(body: string): number {
  return Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
}

/** Internal links in an MDX body as written, e.g. '/services/bim' (for link tests and related posts). */
export function internalLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '');
}

/** "October 2025", as the spec shows dates (month and year). */
export function formatMonthYear(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "March 1, 2027, 09:00 UTC": when a scheduled post goes live. */
export function formatDateTime(isoDateTime: string): string {
  const at = new Date(isoDateTime);
  const day = at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${day}, ${at.toISOString().slice(11, 16)} UTC`;
}

