import type { ComponentPropsWithoutRef } from 'react';
import { MDXRemote } from 'next-mdx-remote/rsc';
import { toHref } from '@/lib/routes';

/**
 * Plain Markdown from a content file (a project's case study), rendered on the server at build time:
 * headings, lists, bold and links, nothing that runs. It is read as Markdown, not MDX, so text an
 * editor writes with braces or angle brackets is shown as written. Links go to the served form
 * (trailing slash) of the site's own pages, as in posts.
 */
export const markdownComponents = {
  a: ({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) => <a href={toHref(href)} {...props} />,
};

export function Markdown({ source }: { source: string }) {
  return <MDXRemote source={source} components={markdownComponents} options={{ mdxOptions: { format: 'md' } }} />;
}
