'use client';

import { useSyncExternalStore } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/**
 * One static 404.html serves every unknown path, so the message is chosen from the URL in the browser:
 * unknown /projects/... and /blogs/... ids get their own message and a link back to their list.
 * Without JavaScript the generic message (with Return Home) shows, which is still right.
 */
export const NOT_FOUND_MESSAGES = {
  project: { heading: 'Project not found', text: 'This project is not in our portfolio. Browse the projects we have delivered instead.', href: '/portfolio', label: 'View Portfolio' },
  blog: { heading: 'Blog not found', text: 'We could not find that article. It may have been renamed; the full list of posts is one click away.', href: '/blogs', label: 'View All Blogs' },
  page: { heading: 'Page not found', text: "The page you're looking for doesn't exist.", href: '/', label: 'Return Home' },
} as const;

export function messageFor(pathname: string): keyof typeof NOT_FOUND_MESSAGES {
  if (/^\/projects\/[^/]+/.test(pathname)) return 'project';
  if (/^\/blogs\/[^/]+/.test(pathname)) return 'blog';
  return 'page';
}

export function NotFoundMessage() {
  // The server (build) renders the generic message; the browser picks the one for its URL.
  const kind = useSyncExternalStore(
    () => () => {},
    () => messageFor(window.location.pathname),
    () => 'page' as const,
  );
  const message = NOT_FOUND_MESSAGES[kind];
  return (
    <Container className="flex flex-col items-start py-24 sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-600">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{message.heading}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{message.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={message.href} size="lg">{message.label}</ButtonLink>
        {kind !== 'page' && <ButtonLink href="/" variant="secondary" size="lg">Return Home</ButtonLink>}
        <ButtonLink href="/contact" variant="ghost" size="lg">Contact us</ButtonLink>
      </div>
    </Container>
  );
}
