import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { expect } from '@playwright/test';
import { E2E_STATE } from './server';

/** Ports nothing listens on now, from the system (so a second server never meets another suite's). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => new Promise<Server>((resolve) => { const server = createServer(); server.listen(0, '127.0.0.1', () => resolve(server)); })));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export interface SecondServer {
  /** The public host: 127.0.0.1:<port>. */
  publicUrl: string;
  /** The private host, PRIVATE_HOST: localhost:<port>, where the desk and the editor answer (when set). */
  privateUrl: string;
  /** Its local D1, R2 and Access keys (deskToken's `state`, tools/leads.mjs's `--state`). */
  state: string;
  stop: () => void;
}

/**
 * A second server of the suite's own, with settings the main one has not (`vars`: more `--var
 * NAME=value` for the functions), on free ports and a state of its own. With `privateHost`, as
 * production runs: PRIVATE_HOST set, so the desk, the editor and their APIs answer only on their own host
 * (localhost) and the public pages only on the other (127.0.0.1); the main server runs without it (every
 * loopback name serves both, as `npm start` does). Starting takes up to three minutes on a busy machine.
 */
export async function startSecondServer(name: string, vars: string[] = [], { privateHost = false } = {}): Promise<SecondServer> {
  const [port, accessPort] = await freePorts(2);
  const state = `${E2E_STATE}-${name}`;
  const host = `localhost:${port}`;
  const all = [...(privateHost ? [`PRIVATE_HOST=${host}`] : []), ...vars];
  const server = spawn('node', ['tools/worker-dev.mjs', '--port', String(port), '--access-port', String(accessPort), '--state', state, '--fresh', ...all.flatMap((v) => ['--var', v])], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status, { timeout: 170_000, intervals: [500] }).toBe(200);
  return { publicUrl: `http://127.0.0.1:${port}`, privateUrl: `http://${host}`, state, stop: () => server.kill('SIGTERM') };
}

/** A second server with PRIVATE_HOST set (above). */
export const startPrivateHostServer = (name: string, vars: string[] = []) => startSecondServer(name, vars, { privateHost: true });
