/** @jest-environment node */
import { privateGate } from './private-routes';

/**
 * The gate before every private address (functions/_middleware.ts): the desk and the editor answer only
 * on their own host, PRIVATE_HOST, or on loopback for `npm start` and the tests; no spelling of their
 * paths passes as public.
 */
const visit = (url: string) => new Request(url, { headers: { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' } });
const status = (url: string, env: { PRIVATE_HOST?: string } = {}) => privateGate(visit(url), env)?.status ?? 'through';

test('without PRIVATE_HOST, the private pages answer only on loopback, and refuse on a deployed host naming it', async () => {
  for (const url of ['http://127.0.0.1:3000/desk/', 'http://localhost:4173/api/desk/me', 'http://localhost:4173/admin/']) expect([url, status(url)]).toEqual([url, 'through']);
  const refused = privateGate(visit('https://www.firm.example/desk/'), {});
  expect(refused?.status).toBe(404);
  expect(await refused?.text()).toContain('PRIVATE_HOST is not set');
  for (const url of ['https://www.firm.example/admin/', 'https://x-stratum-precon-preview.acct.workers.dev/api/desk/me', 'https://www.firm.example/api/admin/auth']) expect([url, status(url)]).toEqual([url, 404]);
  // Public pages are not the gate's business.
  expect(status('https://www.firm.example/contact/')).toBe('through');
});

test('with PRIVATE_HOST, no spelling of a private path passes on the public host, and the private host serves nothing public', () => {
  const env = { PRIVATE_HOST: 'desk.firm.example' };
  for (const path of ['/desk/', '/DESK/', '/%64esk/', '/Api/Desk/me', '/%61dmin/', '/API/ADMIN/auth']) {
    expect([path, status(`https://www.firm.example${path}`, env)]).toEqual([path, 404]);
  }
  expect(status('https://desk.firm.example/desk/', env)).toBe('through');
  expect(status('https://desk.firm.example/about/', env)).toBe(404);
  expect(status('https://desk.firm.example/icon-48.png', env)).toBe('through');
  expect(status('https://www.firm.example/about/', env)).toBe('through');
});
