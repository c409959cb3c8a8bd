/**
 * Fully static export: `next build` writes the deployable site to out/.
 *
 * trailingSlash: true writes every page as `path/index.html`, which every static host serves
 * (S3, GitHub Pages and plain nginx included) without clean-URL rules. Canonicals, the sitemap and
 * every internal link therefore end in '/'; lib/routes.ts is the one place that formats them.
 *
 * adapterPath: Next calls the paint-first build (paint-first/index.mjs) at the end of every `next build`, after out/ is
 * written. It makes pages paint from their HTML before any script loads, leaves no inline script but
 * the one the CSP allows by hash, and marks every script for eager background compilation (paint-first/README.md,
 * docs/performance.md), so the plain `next build` a host runs gives the finished site.
 *
 * SITE_URL: resolved once here (lib/site-url.mjs) and handed to the build, so every page agrees. The
 * list of content still illustrative or to confirm is a step of `npm run build` after this one
 * (tools/launch-list.mjs), printed for a build for a real domain.
 */
import { fileURLToPath } from 'node:url';
import { resolveSiteUrl, SiteUrlError } from './lib/site-url.mjs';

function siteUrl() {
  try {
    const { url, warning } = resolveSiteUrl(process.env);
    // Build workers inherit the environment: they see SITE_URL set and stay quiet.
    if (warning) console.warn(`\n⚠ ${warning}\n`);
    process.env.SITE_URL = url;
    return url;
  } catch (error) {
    if (!(error instanceof SiteUrlError)) throw error;
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // The stylesheet goes inline, so the first paint waits for no request: Next writes it as a <style>
  // React recognises on hydration (measured against the adapter doing it: the same bytes).
  experimental: { inlineCss: true },
  poweredByHeader: false,
  // Set only where the same run checks the types with tsc, which reads this project's tsconfig.json and
  // the route types the build writes to .next/types/: `npm test` (its build comes first, the typecheck
  // after it) and the editor's e2e test, which builds the site again with only content changed
  // (e2e/editor.spec.ts). Each such build skips Next's own check of the same (27 s of one core).
  // `npm run build` alone, as a deployment runs it, checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_THIS_RUN === '1' },
  env: { SITE_URL: siteUrl() },
  adapterPath: fileURLToPath(new URL('./paint-first/index.mjs', import.meta.url)),
};

export default nextConfig;
