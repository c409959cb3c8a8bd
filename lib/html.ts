import { toHref } from '@/lib/routes';

/**
 * Long-form fields in content/ are trusted HTML written by us. These helpers keep them that way:
 * a unit test runs `htmlProblems` over every field, and pages render through `prepareHtml`.
 */

export const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br']);

/** Everything wrong with a content HTML string: unknown tags, attributes other than href, external or script links. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9-]+)([^>]*)>/g)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = (match[2] ?? '').trim().replace(/\/$/, '').trim();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}> is not allowed`);
    if (!attrs) continue;
    const hrefOnly = /^href="([^"]*)"$/.exec(attrs);
    if (tag !== 'a' || !hrefOnly) {
      problems.push(`attributes not allowed on <${tag}>: ${attrs}`);
      continue;
    }
    const href = hrefOnly[1] ?? '';
    if (!href.startsWith('/') && !href.startsWith('mailto:') && !href.startsWith('#')) {
      problems.push(`link must be internal or mailto: ${href}`);
    }
  }
  return problems;
}

/** Internal hrefs in content HTML, as written (for link-resolution tests). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? '');
}

/** Content HTML ready to render: internal links in the served trailing-slash form. */
export function prepareHtml(html: string): string {
  return html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${toHref(href)}"`);
}
