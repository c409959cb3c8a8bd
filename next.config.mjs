/**
 * Fully static export: `next build` writes the deployable site to out/.
 *
 * trailingSlash: true writes every page as `path/index.html`, which every static host serves
 * (S3, GitHub Pages and plain nginx included) without clean-URL rules. Canonicals, the sitemap and
 * every internal link therefore end in '/'; lib/routes.ts is the one place that formats them.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
