import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT, E2E_STATE } from './server';

/**
 * Each second server's two ports (its site and its Access stand-in), derived from E2E_PORT like every
 * other port of the suite. Not ports the system calls free: two specs starting servers at once were
 * given the same one, the second server failed to bind, and its tests spoke to the other one (whose
 * Access keys refused their tokens: ERR_JWKS_NO_MATCHING_KEY).
 */
const SECOND_SERVERS = ['challenge', 'private-host', 'editor', 'artifact'] as const;
function portsOf(name: string): [number, number] {
  const index = (SECOND_SERVERS as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`A second server needs ports of its own: add "${name}" to SECOND_SERVERS in e2e/second-server.ts`);
  const port = E2E_PORT + 120 + 2 * index;
  return [port, port + 1];
}

/**
 * How long a second server may take to answer, and its hook's timeout (one spec's beforeAll). The
 * migrations and the runtime's start took 2.5 minutes here with four servers starting at once beside
 * a full run; at 170 s one server (the desk's own host) ran out of time in every full run of the suite.
 */
export const SECOND_SERVER_START_MS = 300_000;
export const SECOND_SERVER_HOOK_MS = SECOND_SERVER_START_MS + 30_000;

export interface SecondServer {
  /** The public host: 127.0.0.1:<port>. */
  publicUrl: string;
  /** The desk's host, DESK_HOST: desk.localhost:<port>, where only the desk answers (when set). */
  deskUrl: string;
  /** The editor's host, EDITOR_HOST: localhost:<port>, where only the editor answers (when set). */
  editorUrl: string;
  /** Its local D1, R2 and Access keys (deskToken's `state`, tools/leads.mjs's `--state`). */
  state: string;
  stop: () => void;
}

/**
 * A second server of the suite's own, with settings the main one has not (`vars`: more `--var
 * NAME=value` for the functions), on free ports and a state of its own. With `privateHosts`, as
 * production runs: DESK_HOST and EDITOR_HOST set, so the desk and its API answer only on their host
 * (desk.localhost), the editor and its API only on theirs (localhost), and the public pages only on
 * 127.0.0.1; the main server runs without them (every loopback name serves both, as `npm start` does).
 * The browser resolves *.localhost to this machine; Node does not, so a request from the test's side
 * goes to 127.0.0.1 naming the host (`onHost`). With `artifact`, the Worker as the deploy job uploads it
 * (`npm run serve:artifact`: bundled by `wrangler deploy --dry-run`, served with `--no-bundle`).
 * Starting takes up to three minutes on a busy machine (SECOND_SERVER_START_MS).
 */
export async function startSecondServer(name: string, vars: string[] = [], { privateHosts = false, artifact = false } = {}): Promise<SecondServer> {
  const [port, accessPort] = portsOf(name);
  const state = `${E2E_STATE}-${name}`;
  // Its ports are its own: one answering already is this server started twice (a describe of tests
  // spread over two workers, each running its beforeAll), whose second start replaces the first's state
  // and sign-in key under it. Said here, not as a sign-in refused three steps later.
  if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) {
    throw new Error(`The second server "${name}" already answers on port ${port}: start it once per run (test.describe.configure({ mode: 'serial' }) on the describe whose beforeAll starts it).`);
  }
  // The editor's is plain localhost: over http Sveltia CMS runs only on localhost, 127.0.0.1 or [::1].
  const [desk, editor] = [`desk.localhost:${port}`, `localhost:${port}`];
  const all = [...(privateHosts ? [`DESK_HOST=${desk}`, `EDITOR_HOST=${editor}`] : []), ...vars];
  // Its output goes to a file beside its state, so a server that never answers says why.
  const log = `${state}.log`;
  mkdirSync(dirname(log), { recursive: true });
  const output = openSync(log, 'w');
  const server = spawn('node', ['tools/worker-dev.mjs', ...(artifact ? ['--artifact'] : []), '--port', String(port), '--access-port', String(accessPort), '--state', state, '--fresh', ...all.flatMap((v) => ['--var', v])], { stdio: ['ignore', output, output] });
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? -1));
  try {
    await expect
      .poll(async () => (exited === null ? (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status : `exited with ${exited}`), { timeout: SECOND_SERVER_START_MS, intervals: [500] })
      .toBe(200);
  } catch (error) {
    server.kill('SIGTERM');
    throw new Error(`The second server "${name}" on port ${port} did not answer. The end of ${log}:\n${readFileSync(log, 'utf8').slice(-4000)}`, { cause: error });
  } finally {
    closeSync(output);
  }
  return { publicUrl: `http://127.0.0.1:${port}`, deskUrl: `http://${desk}`, editorUrl: `http://${editor}`, state, stop: () => server.kill('SIGTERM') };
}

/** A second server with DESK_HOST and EDITOR_HOST set (above). */
export const startPrivateHostServer = (name: string, vars: string[] = []) => startSecondServer(name, vars, { privateHosts: true });

/**
 * A request from the test's side to an address on one of those hosts: to 127.0.0.1 at its port, with
 * its host in the Host header, as a browser would send it (the local runtime, like Cloudflare's edge,
 * routes by that header).
 */
export function onHost(url: string, headers: Record<string, string> = {}): [string, { headers: Record<string, string> }] {
  const { host, port, pathname, search } = new URL(url);
  return [`http://127.0.0.1:${port}${pathname}${search}`, { headers: { ...headers, Host: host } }];
}
