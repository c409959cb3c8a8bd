import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { toHref } from '@/lib/routes';

// /blog is an old address: a static redirect page to /blogs (hosts with redirect rules use out/_redirects).
export const metadata: Metadata = {
  title: 'Blog has moved',
  description: 'Our blog lives at /blogs. This page forwards you there.',
  alternates: { canonical: '/blogs/' },
  robots: { index: false, follow: true },
};

export default function Page() {
  return (
    <Container className="py-24">
      {/* React hoists this into <head>: browsers without redirect rules still forward at once. */}
      <meta httpEquiv="refresh" content={`0; url=${toHref('/blogs')}`} />
      <h1 className="text-3xl font-bold text-navy-900">Our blog has moved</h1>
      <p className="mt-4 text-lg text-muted">
        You are being forwarded to <Link href="/blogs" className="font-semibold text-accent-700 underline">all our blog posts</Link>. If nothing happens, follow that link.
      </p>
    </Container>
  );
}
