import type { Metadata } from 'next';
import { redirectPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { toHref } from '@/lib/routes';

// /blog is an old address: a static redirect page to /blogs (hosts with redirect rules use out/_redirects).
export const metadata: Metadata = redirectPageMetadata(pages.blog, {
  title: 'Blog has moved',
  description: 'Our blog lives at /blogs. This page forwards you there.',
});

export default function Page() {
  return <BlogMovedPage to={pages.blog.to} />;
}

/** /blog, an old address: forwards to the blog list at once (hosts with redirect rules use out/_redirects). */
function BlogMovedPage({ to }: { to: string }) {
  return (
    <Container className="py-24">
      {/* React hoists this into <head>: browsers without redirect rules still forward at once. */}
      <meta httpEquiv="refresh" content={`0; url=${toHref(to)}`} />
      <h1 className="text-3xl font-bold text-navy-900">Our blog has moved</h1>
      <p className="mt-4 text-lg text-muted">
        You are being forwarded to <Link href={to} className="font-semibold text-accent-700 underline">all our blog posts</Link>. If nothing happens, follow that link.
      </p>
    </Container>
  );
}
