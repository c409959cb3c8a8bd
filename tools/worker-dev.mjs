#!/usr/bin/env node
// @ts-check
/**
 * Serves the built site the way Cloudflare does, with Cloudflare's own runtime (`wrangler dev` of the
 * Worker in wrangler.toml): out/ as static assets with its _headers and _redirects, the Worker
 * (functions/worker.ts) first for the addresses it serves, and the D1 database and R2 bucket named in
 * wrangler.toml, kept locally. Offline, no prompts, no telemetry. The local database gets its
 * migrations first, so a fresh clone needs nothing else.
 *
 *   node tools/worker-dev.mjs [--port 3000] [--state .wrangler/state] [--fresh] [--var NAME=value …]
 *
 * --state picks where the local database and files live (the tests use their own); --fresh empties it
 * first; --var passes a variable to the Worker (the tests point the email API at a local stub). With
 * `--var DESK_HOST=… --var EDITOR_HOST=…` (e.g. desk.localhost:3000, which a browser resolves to this
 * machine, and localhost:3000: over http the editor runs only on localhost) it runs the private tools' Worker (`--env private`: the Worker first
 * for every address), as production serves their hosts: each tool on its own, the public pages on
 * 127.0.0.1. Without them both tools answer on 127.0.0.1 beside the public pages. QUOTE_HASH_SECRET comes from the environment, else a
 * random one is made for this run. The cron trigger's housekeeping runs on a GET of
 * /__scheduled (wrangler's --test-scheduled), which only this local server has.
 *
 * --artifact serves the Worker exactly as the deploy job uploads it (.github/workflows/site.yml): bundled
 * first by `wrangler deploy --dry-run --outdir dist/worker`, as the test job bundles it, then that file
 * run as it is (`--no-bundle`), with out/ and wrangler.toml as before (`npm run serve:artifact`).
 *
 * The lead desk (/desk/) and the editor (/admin/) each need a Cloudflare Access sign-in to their own
 * application. Locally this script stands in for Access (tools/local-access.mjs): a key made at start,
 * its JWKS on --access-port (default port + 1), and a sign-in address for each, printed with the
 * site's. Both trust an http:// team domain only on loopback, so none of this can work on a deployed site.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { register } from 'node:module';
import { localAudienceVars, startLocalAccess } from './local-access.mjs';

register('./ts-hooks.mjs', import.meta.url);
/** @type {{ redactRequestLinks: (line: string) => string }} */
const { redactRequestLinks } = await import(new URL('../lib/request-link.ts', import.meta.url).href);

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? /** @type {string} */ (args[i + 1]) : fallback;
};
// wrangler dev takes `--var NAME:value`; ours keeps the `NAME=value` it always took.
const vars = args.flatMap((arg, i) => (args[i - 1] === '--var' ? ['--var', arg.replace('=', ':')] : []));
// The quote endpoint keys its per-sender counts with a secret (a Worker secret in production). Locally
// a new random one each start is right: nothing counted needs to outlive the server.
if (!vars.some((v) => v.startsWith('QUOTE_HASH_SECRET:'))) {
  vars.push('--var', `QUOTE_HASH_SECRET:${process.env.QUOTE_HASH_SECRET || randomBytes(32).toString('hex')}`);
}
const port = Number(option('port', process.env.PORT ?? '3000'));
const state = option('state', join('.wrangler', 'state'));

if (!existsSync(join('out', 'index.html'))) {
  console.error('No export found in out/. Run "npm run build" first.');
  process.exit(1);
}
if (args.includes('--fresh')) rmSync(state, { recursive: true, force: true });

// A stand-in for Cloudflare Access, unless the caller named a team domain of its own.
const accessPort = Number(option('access-port', String(port + 1)));
/** @param {string} name */
const varOf = (name) => vars.find((v) => v.startsWith(`${name}:`))?.slice(name.length + 1);
const hosts = { desk: varOf('DESK_HOST'), editor: varOf('EDITOR_HOST') };
const access = varOf('ACCESS_TEAM_DOMAIN') ? null : await startLocalAccess({ port: accessPort, sitePort: port, state, hosts });
if (access) vars.push('--var', `ACCESS_TEAM_DOMAIN:${access.teamDomain}`, ...localAudienceVars().flatMap((v) => ['--var', v.replace('=', ':')]));
// Any host setting, the old PRIVATE_HOST included (so that its refusal shows), runs the private tools' Worker.
const environment = ['DESK_HOST', 'EDITOR_HOST', 'PRIVATE_HOST'].some((name) => varOf(name) !== undefined) ? ['--env', 'private'] : [];

// wrangler runs on the project's pinned Node (the registry's `node` package), whatever Node started this
// script: a machine whose own Node is older (wrangler needs 22.12 or newer) still serves the site.
const pinnedNode = existsSync(join('node_modules', '.bin', 'node')) ? join('node_modules', '.bin', 'node') : process.execPath;
const wrangler = join('node_modules', 'wrangler', 'bin', 'wrangler.js');
// wrangler's banner asks the registry for a newer release at every start and says one is available:
// it is pinned on purpose (docs/deploying.md, Keeping pins current), so the banner is ours instead.
const env = { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1', WRANGLER_HIDE_BANNER: 'true' };
const { version: wranglerVersion } = JSON.parse(readFileSync(join('node_modules', 'wrangler', 'package.json'), 'utf8'));
console.log(`Node ${process.version}, wrangler ${wranglerVersion} (pinned in package.json; docs/deploying.md, Keeping pins current)`);

// --artifact: what runs is the file that ships, not wrangler dev's own build of functions/worker.ts.
const ARTIFACT_DIR = join('dist', 'worker');
const entry = args.includes('--artifact') ? [join(ARTIFACT_DIR, 'worker.js'), '--no-bundle'] : [];
if (entry.length) {
  const bundled = spawnSync(pinnedNode, [wrangler, 'deploy', '--dry-run', '--outdir', ARTIFACT_DIR], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (bundled.status !== 0) {
    console.error(`${bundled.stdout}${bundled.stderr}\nwrangler deploy --dry-run --outdir ${ARTIFACT_DIR} failed: no bundle to serve.`);
    process.exit(bundled.status ?? 1);
  }
  const bundle = readFileSync(/** @type {string} */ (entry[0]));
  console.log(`Serving the deploy job's bundle: ${entry[0]} (${Math.round(bundle.length / 1024)} KiB, sha256 ${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}), made by wrangler deploy --dry-run --outdir ${ARTIFACT_DIR}`);
}

const migrated = spawnSync(pinnedNode, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, ...environment], { env, stdio: ['ignore', 'pipe', 'inherit'] });
if (migrated.status !== 0) {
  console.error(String(migrated.stdout));
  process.exit(migrated.status ?? 1);
}

// The inspector gets a port of its own so that several servers (tests, bench) can run at once.
const inspectorPort = port + 20000 < 65536 ? port + 20000 : port - 20000;
const server = spawn(
  pinnedNode,
  [wrangler, 'dev', ...entry, '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort), '--persist-to', state, '--show-interactive-dev-session=false', '--test-scheduled', ...environment, ...vars],
  { env, stdio: ['inherit', 'pipe', 'pipe'] },
);

// Offline, the runtime reports at every start that it cannot fetch Cloudflare's request metadata, and
// workerd logs a stack whenever a browser drops a connection it no longer needs. Both are harmless
// noise that would bury a real error; everything else is passed on, with any sender's private link
// (the runtime logs each request's path) taken out: the link opens their request.
const NOISE = /Request\.cf|ENOTFOUND workers\.cloudflare\.com|GetAddrInfoReqWrap|Broken pipe|stack: \S*workerd/;
for (const [from, to] of /** @type {const} */ ([[server.stdout, process.stdout], [server.stderr, process.stderr]])) {
  createInterface({ input: from }).on('line', (line) => {
    if (line.trim() && !NOISE.test(line)) to.write(`${redactRequestLinks(line)}\n`);
    // Once the site is up, say how to reach the desk, right under the address the runtime printed.
    if (access && /Ready on/.test(line)) {
      console.log(`[desk] Lead desk: open ${access.signInUrl}; editor: ${access.editorSignInUrl} (local sign-ins as ${access.email}; they work only on this machine)`);
    }
  });
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  access?.close();
  process.exit(code ?? 0);
});
