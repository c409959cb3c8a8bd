/**
 * Fully static export: `next build` writes the deployable site to out/.
 *
 * trailingSlash: true writes every page as `path/index.html`, which every static host serves
 * (S3, GitHub Pages and plain nginx included) without clean-URL rules. Canonicals, the sitemap and
 * every internal link therefore end in '/'; lib/routes.ts is the one place that formats them.
 *
 * adapterPath: Next calls scripts/export-adapter.mjs at the end of every `next build`, after out/ is
 * written. It makes pages paint from their HTML before any script loads and marks every script for
 * eager background compilation (README, "Performance"), so the plain `next build` a host runs gives
 * the finished site.
 */
import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  adapterPath: fileURLToPath(new URL('./scripts/export-adapter.mjs', import.meta.url)),
};

export default nextConfig;
