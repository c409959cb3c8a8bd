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

export interface PrivateHostServer {
  /** The public host: 127.0.0.1:<port>. */
  publicUrl: string;
  /** The private host, PRIVATE_HOST: localhost:<port>, where the desk and the editor answer. */
  privateUrl: string;
  /** Its local D1, R2 and Access keys (deskToken's `state`). */
  state: string;
  stop: () => void;
}

/**
 * A second server of the suite's own, as production runs: PRIVATE_HOST set, so the desk, the editor and
 * their APIs answer only on their own host (localhost) and the public pages only on the other
 * (127.0.0.1). The main server runs without it (every loopback name serves both, as `npm start` does).
 * `vars` are more `--var NAME=value` for the functions. Starting takes up to three minutes on a busy machine.
 */
export async function startPrivateHostServer(name: string, vars: string[] = []): Promise<PrivateHostServer> {
  const [port, accessPort] = await freePorts(2);
  const state = `${E2E_STATE}-${name}`;
  const privateHost = `localhost:${port}`;
  const server = spawn('node', ['tools/worker-dev.mjs', '--port', String(port), '--access-port', String(accessPort), '--state', state, '--fresh', '--var', `PRIVATE_HOST=${privateHost}`, ...vars.flatMap((v) => ['--var', v])], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status, { timeout: 170_000, intervals: [500] }).toBe(200);
  return { publicUrl: `http://127.0.0.1:${port}`, privateUrl: `http://${privateHost}`, state, stop: () => server.kill('SIGTERM') };
}
