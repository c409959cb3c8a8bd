import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

// The host serves out/404.html for every unknown path: it must not claim a canonical (Next adds noindex).
export const metadata: Metadata = {
  title: 'Page not found',
  description: "The page you're looking for doesn't exist. Find our services, projects and blog from here.",
  alternates: { canonical: null },
};

export default function NotFound() {
  return <NotFoundMessage />;
}
