import type { BlogPost } from '@/lib/content/posts';
import type { Project } from '@/lib/content/projects';
import { internalLinks, mdxToText, wordCount } from '@/lib/post-text';
import { allPagePaths, type Registrations } from '@/lib/pages';

/**
 * Whether an internal link ('/services/bim/#faq') leads to a page of these registrations: a listed
 * page, or a fixed page that is noindex or a redirect.
 */
export function linkResolver(r: Registrations): (href: string) => boolean {
  const listed = new Set(allPagePaths(r));
  const other = new Set(r.fixed.filter((p) => p.kind !== 'listed').map((p) => p.path));
  return (href) => {
    const path = (href.split(/[?#]/)[0] || '/').replace(/\/$/, '') || '/';
    return listed.has(path) || other.has(path);
  };
}

/** Fewer words than this is a note, not an article worth a page. */
export const MIN_WORDS = 700;
/** A case study's least length, in words. */
export const CASE_STUDY_MIN_WORDS = 300;

/**
 * What makes a set of posts whole: unique ids, a body of Markdown and the figure components only,
 * every link internal and resolving, never a link to a post published after it, long enough to be
 * worth reading, and its drawing present. A function, so the same checks run on the real posts, on a
 * fixture that adds a post the way the README says (frontmatter is checked when the file is read), and
 * on an editor's draft before it is published (tools/check-content.mjs).
 */
export function postProblems(posts: readonly BlogPost[], resolves: (href: string) => boolean, imageExists: (src: string) => boolean): string[] {
  const problems: string[] = [];
  const ids = posts.map((p) => p.id);
  for (const id of ids.filter((id, i) => ids.indexOf(id) !== i)) problems.push(`${id}: id used twice`);
  const published = new Map(posts.map((p) => [p.id, Date.parse(p.published)]));

  for (const post of posts) {
    const tags = [...post.body.matchAll(/<\/?([A-Za-z][\w-]*)/g)].map((m) => m[1]);
    for (const tag of tags.filter((t) => t !== 'Claim' && t !== 'Figure')) problems.push(`${post.id}: <${tag}> is neither Markdown nor a figure component`);
    if (post.body.includes('{')) problems.push(`${post.id}: has a {expression}`);
    if (/\]\((?!\/|mailto:|#)/.test(post.body)) problems.push(`${post.id}: links outside the site`);
    for (const href of internalLinks(post.body)) {
      if (!resolves(href)) problems.push(`${post.id}: ${href} does not resolve`);
      const linked = /^\/blogs\/([^/#?]+)/.exec(href)?.[1];
      if (linked && (published.get(linked) ?? 0) > Date.parse(post.published)) problems.push(`${post.id}: links to ${linked}, published after it`);
    }
    if (wordCount(post.body) < MIN_WORDS) problems.push(`${post.id}: the article has ${wordCount(post.body)} words; a post needs at least ${MIN_WORDS}`);
    if (!imageExists(post.image.src)) problems.push(`${post.id}: no drawing at public${post.image.src}`);
  }
  return problems;
}

/** What makes a case study whole: Markdown without HTML, links that resolve, long enough to read. */
export function caseStudyProblems(projects: readonly Project[], resolves: (href: string) => boolean): string[] {
  return projects.flatMap((p) => [
    ...(/<[a-z/!]/i.test(p.body) ? [`${p.id}: the case study has HTML in it; write Markdown`] : []),
    ...internalLinks(p.body).filter((href) => !resolves(href)).map((href) => `${p.id}: ${href} does not resolve`),
    ...(mdxToText(p.body).split(' ').length < CASE_STUDY_MIN_WORDS ? [`${p.id}: the case study has fewer than ${CASE_STUDY_MIN_WORDS} words`] : []),
  ]);
}
