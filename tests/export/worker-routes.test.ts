/** @jest-environment node */
import { allHtmlPaths, requireExport } from './out';
import { readWorkerConfig, runsWorkerFirst } from '../worker-config';

/**
 * Every public page of the export is served by Cloudflare as a static file, without running the
 * Worker (wrangler.toml `run_worker_first`): no public page costs an invocation, save /contact/, which
 * the Worker fills in from a price's link (functions/screen.ts).
 */
test('no exported page but /contact/ runs the Worker first', () => {
  requireExport();
  const { assets } = readWorkerConfig();
  const paths = allHtmlPaths();
  expect(paths.length).toBeGreaterThan(70);
  expect(paths.filter((path) => runsWorkerFirst(assets.run_worker_first, path))).toEqual(['/contact/']);
});
