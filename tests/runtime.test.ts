/** @jest-environment node */
import { EDGE_LIMIT_PER_MINUTE } from '../lib/edge-limit';
import { readFileSync, existsSync } from 'node:fs';
import pkg from '../package.json';
import { previewAlias, PREVIEW_WORKER } from '../tools/preview-alias.mjs';
import { readWorkerConfig, runsWorkerFirst } from './worker-config';

/**
 * The runtime the project runs on and the Worker it deploys, as configured: one Node for every script
 * and machine, a compatibility date the pinned runtime can start with, the Worker's addresses, and
 * previews that never touch the firm's data.
 */

const config = readWorkerConfig();

test('one Node 24 LTS pin: .node-version, the registry\'s node package the scripts run on, and engines', () => {
  const pinned = readFileSync('.node-version', 'utf8').trim();
  expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  expect(pkg.devDependencies.node).toBe(pinned);
  expect(pkg.engines.node).toMatch(/^>=24\./);
  expect(Number(pinned.split('.')[1])).toBeGreaterThanOrEqual(Number(pkg.engines.node.split('.')[1]));
  // The package's install script is what puts that Node in node_modules/.bin: approved, as every other one is decided.
  expect(pkg.allowScripts).toMatchObject({ node: true });
});

test('wrangler is pinned exactly, and the compatibility date is one its bundled workerd supports', () => {
  expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
  // workerd's version is 1.YYYYMMDD.n: the newest date it knows; a newer one stops `wrangler dev` at start.
  // (workerd comes with wrangler, which pins it.)
  const workerd = JSON.parse(readFileSync('node_modules/workerd/package.json', 'utf8')) as { version: string };
  const supported = workerd.version.split('.')[1]!.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
  expect(config.compatibility_date <= supported).toBe(true);
});

test('one Worker with static assets: the Worker runs first only for its own addresses, and housekeeping daily', () => {
  expect(existsSync(config.main!)).toBe(true);
  expect(config.assets.directory).toBe('out');
  expect(config.assets.not_found_handling).toBeUndefined();
  expect(config.assets.run_worker_first).toEqual(['/api/*', '/desk/*', '/admin/*', '/request/*', '/contact/']);
  for (const path of ['/api/quote', '/desk/', '/admin/', '/request/abc/', '/contact/']) expect([path, runsWorkerFirst(config.assets.run_worker_first, path)]).toEqual([path, true]);
  for (const path of ['/', '/about/', '/pricing/', '/_next/static/chunks/a.js', '/contact/thanks/']) expect([path, runsWorkerFirst(config.assets.run_worker_first, path)]).toEqual([path, false]);
  expect(config.triggers?.crons).toEqual([expect.stringMatching(/^\d+ \d+ \* \* \*$/)]);
});

test('the private tools\' Worker is the same Worker running first for everything, on the same data, and the only one that may serve them', () => {
  const privateHost = config.env.private!;
  expect(privateHost.assets?.run_worker_first).toBe(true);
  // functions/_shared/private-routes.ts serves the desk and the editor on their hosts only where this is set.
  expect(privateHost.vars).toEqual({ SERVES_PRIVATE_TOOLS: 'true' });
  expect([config.vars, config.env.preview!.vars]).toEqual([undefined, undefined]);
  expect(privateHost.d1_databases).toEqual(config.d1_databases);
  expect(privateHost.r2_buckets).toEqual(config.r2_buckets);
  // One housekeeping a day, the site Worker's.
  expect(privateHost.triggers?.crons).toEqual([]);
});

test('drafts\' previews share no database or bucket with production, and production versions have no preview address', () => {
  const preview = config.env.preview!;
  expect(preview.name).toBe(PREVIEW_WORKER);
  expect(preview.preview_urls).toBe(true);
  expect(config.preview_urls).toBe(false);
  expect(config.env.private!.preview_urls).toBe(false);
  // The firm's Workers answer only on its own domains; the preview Worker only at its versions' addresses
  // (its own workers.dev address would keep the set-up day's code: versions upload never moves it).
  expect([config.workers_dev, config.env.private!.workers_dev, preview.workers_dev]).toEqual([false, false, false]);
  const ids = (c: Partial<typeof config>) => [...(c.d1_databases ?? []).flatMap((d) => [d.database_id, d.database_name]), ...(c.r2_buckets ?? []).map((b) => b.bucket_name)];
  expect(ids(preview)).toHaveLength(3);
  for (const id of ids(preview)) expect([id, ids(config).includes(id) || ids(config.env.private!).includes(id)]).toEqual([id, false]);
  expect(preview.assets?.run_worker_first).toEqual(config.assets.run_worker_first);
});

test('dashboard variables survive every deploy, and logs are kept, set once at the top for every environment', () => {
  // keep_vars is not an environment key: a copy in an env table warns on each deploy and does nothing.
  expect(config.keep_vars).toBe(true);
  expect(config.observability).toEqual({ enabled: true });
  for (const env of Object.values(config.env)) expect([env.name, 'keep_vars' in env, 'observability' in env]).toEqual([env.name, false, false]);
});

test('each draft\'s preview address is a valid DNS label of its own', () => {
  const branches = ['cms/posts/my-post', 'cms/blogs/a-very-long-post-title-about-rebar-detailing-in-practice', 'cms/blogs/a-very-long-post-title-about-rebar-detailing-in-the-field', '1-fix', 'Feature/UPPER_case'];
  const aliases = branches.map(previewAlias);
  expect(new Set(aliases).size).toBe(branches.length);
  for (const alias of aliases) {
    expect(alias).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
    expect(`${alias}-${PREVIEW_WORKER}`.length).toBeLessThanOrEqual(63);
  }
  expect(previewAlias('cms/posts/my-post')).toBe('cms-posts-my-post');
});

test('the public endpoints are rate-limited at the edge, with the limit the code states, and previews count apart', () => {
  const limits = (c: Partial<typeof config>) => (c.ratelimits ?? []).filter((r) => r.name === 'EDGE_LIMIT');
  const [live] = limits(config);
  const [preview] = limits(config.env.preview!);
  expect(live?.simple).toEqual({ limit: EDGE_LIMIT_PER_MINUTE, period: 60 });
  expect(preview?.simple).toEqual(live?.simple);
  expect(preview?.namespace_id).not.toBe(live?.namespace_id);
  // The private host's Worker serves only the firm's tools, behind Access: no public endpoint to count.
  expect(limits(config.env.private!)).toEqual([]);
});
