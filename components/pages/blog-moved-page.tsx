import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { toHref } from '@/lib/routes';

/** /blog, an old address: forwards to the blog list at once (hosts with redirect rules use out/_redirects). */
export function BlogMovedPage({ to }: { to: string }) {
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
