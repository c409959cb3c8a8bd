/**
 * Fully static export: `next build` writes the deployable site to out/.
 *
 * trailingSlash: true writes every page as `path/index.html`, which every static host serves
 * (S3, GitHub Pages and plain nginx included) without clean-URL rules. Canonicals, the sitemap and
 * every internal link therefore end in '/'; lib/routes.ts is the one place that formats them.
 *
 * Bundler: `npm run build` runs `next build --webpack` so that the hook below can put V8's explicit
 * compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of every client chunk. Chrome
 * then compiles React and the router on a background thread while they download, instead of lazily
 * on the main thread during hydration: measured with a 4x CPU throttle, the longest main-thread task
 * on /about/ falls from ~500 ms to ~170 ms (README, "Performance"). Turbopack has no hook for
 * this, so a bare `next build` (Turbopack, the Next 16 default) still builds the same site, only
 * without the hint; `turbopack: {}` tells Next that is deliberate.
 */
import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {},
  // Finishes out/ at the end of `next build`: pages paint from their HTML before scripts load.
  adapterPath: fileURLToPath(new URL('./scripts/export-adapter.mjs', import.meta.url)),
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer && !dev) {
      config.plugins.push(
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /\.js$/,
          // After minification, which would otherwise strip the comment.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        }),
      );
    }
    return config;
  },
};

export default nextConfig;
