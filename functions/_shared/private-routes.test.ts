/** @jest-environment node */
import { deskOrigin, privateGate, privateHosts, type PrivateHostEnv } from './private-routes';

/**
 * The gate before every private address (functions/screen.ts): the desk answers only on its host
 * (DESK_HOST), the editor only on its own (EDITOR_HOST), each host serves nothing else, and without the
 * hosts both answer only on loopback, for `npm start` and the tests; no spelling of their paths passes
 * as public, and a set-up that cannot be trusted refuses, saying why.
 */
const visit = (url: string) => new Request(url, { headers: { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' } });
const status = (url: string, env: PrivateHostEnv = {}) => privateGate(visit(url), env)?.status ?? 'through';
const reason = async (url: string, env: PrivateHostEnv = {}) => (await privateGate(visit(url), env)?.text()) ?? 'through';

/** The private tools' Worker as production runs it (wrangler.toml [env.private]). */
const TOOLS_WORKER: PrivateHostEnv = { DESK_HOST: 'desk.firm.example', EDITOR_HOST: 'edit.firm.example', SERVES_PRIVATE_TOOLS: 'true' };
/** The public site's Worker, with the same hosts set. */
const PUBLIC_WORKER: PrivateHostEnv = { DESK_HOST: 'desk.firm.example', EDITOR_HOST: 'edit.firm.example' };
const SPELLINGS = { desk: ['/desk/', '/DESK/', '/%64esk/', '/desk', '/desk/desk.js', '/Api/Desk/me', '/api/desk/leads.csv'], editor: ['/admin/', '/%61dmin/', '/admin/config.yml', '/API/ADMIN/auth', '/api/admin/callback'] };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('without the hosts, the private pages answer only on loopback, and refuse on a deployed host naming them', async () => {
  for (const url of ['http://127.0.0.1:3000/desk/', 'http://localhost:4173/api/desk/me', 'http://localhost:4173/admin/']) expect([url, status(url)]).toEqual([url, 'through']);
  expect(await reason('https://www.firm.example/desk/')).toMatch(/^404 .*DESK_HOST and EDITOR_HOST are not set/);
  for (const url of ['https://www.firm.example/admin/', 'https://x-stratum-precon-preview.acct.workers.dev/api/desk/me', 'https://www.firm.example/api/admin/auth']) expect([url, status(url)]).toEqual([url, 404]);
  // Public pages are not the gate's business.
  expect(status('https://www.firm.example/contact/')).toBe('through');
});

test('on the private tools\' Worker each host serves its own tool and its icons, and 404s the other tool and every public page', () => {
  const own = { desk: 'desk.firm.example', editor: 'edit.firm.example' } as const;
  for (const [app, other] of [['desk', 'editor'], ['editor', 'desk']] as const) {
    for (const path of SPELLINGS[app]) expect([own[app], path, status(`https://${own[app]}${path}`, TOOLS_WORKER)]).toEqual([own[app], path, 'through']);
    for (const path of SPELLINGS[other]) expect([own[app], path, status(`https://${own[app]}${path}`, TOOLS_WORKER)]).toEqual([own[app], path, 404]);
    for (const path of ['/about/', '/contact/', '/_next/static/chunks/main.js', '/api/quote', '/request/x', '/sitemap.xml']) expect([own[app], path, status(`https://${own[app]}${path}`, TOOLS_WORKER)]).toEqual([own[app], path, 404]);
    expect(status(`https://${own[app]}/icon-48.png`, TOOLS_WORKER)).toBe('through');
    // The host's bare address opens its tool.
    const home = privateGate(visit(`https://${own[app]}/`), TOOLS_WORKER);
    expect([home?.status, home?.headers.get('Location')]).toEqual([302, app === 'desk' ? '/desk/' : '/admin/']);
  }
  // Anywhere else neither tool answers, and off loopback this Worker serves nothing public either.
  for (const path of [...SPELLINGS.desk, ...SPELLINGS.editor]) expect([path, status(`https://www.firm.example${path}`, TOOLS_WORKER)]).toEqual([path, 404]);
  expect(status('https://www.firm.example/about/', TOOLS_WORKER)).toBe(404);
  expect(status('http://127.0.0.1:4173/about/', TOOLS_WORKER)).toBe('through');
  expect(status('http://127.0.0.1:4173/desk/', TOOLS_WORKER)).toBe(404);
});

test('the other tool\'s host is same-site: a request it makes the browser send is refused, a visit is not', () => {
  const fetched = new Request('https://desk.firm.example/api/desk/leads.csv', { headers: { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors' } });
  expect(privateGate(fetched, TOOLS_WORKER)?.status).toBe(403);
  const followed = new Request('https://desk.firm.example/desk/', { headers: { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' } });
  expect(privateGate(followed, TOOLS_WORKER)).toBeNull();
});

test('the public site\'s Worker serves neither tool, whatever host it is asked on, and says so when a tool\'s host is one of its own', async () => {
  for (const path of [...SPELLINGS.desk, ...SPELLINGS.editor]) expect([path, status(`https://www.firm.example${path}`, PUBLIC_WORKER)]).toEqual([path, 404]);
  expect(status('https://www.firm.example/about/', PUBLIC_WORKER)).toBe('through');
  // A tool's host bound to the public Worker (or named as the public host): refused, never served beside the public pages.
  expect(await reason('https://desk.firm.example/desk/', PUBLIC_WORKER)).toMatch(/^404 .*DESK_HOST names a host of the public site's Worker/);
  expect(await reason('https://www.firm.example/admin/', { ...PUBLIC_WORKER, EDITOR_HOST: 'www.firm.example' })).toMatch(/EDITOR_HOST names a host of the public site's Worker/);
  // Nor on loopback once the hosts are set: only the private tools' Worker serves them there.
  expect(status('http://127.0.0.1:3000/desk/', PUBLIC_WORKER)).toBe(404);
});

test('a set-up that cannot be trusted refuses both tools everywhere, with one line saying why', async () => {
  const cases: [PrivateHostEnv, RegExp][] = [
    [{ ...TOOLS_WORKER, PRIVATE_HOST: 'desk.firm.example' }, /PRIVATE_HOST is no longer read: .*DESK_HOST and EDITOR_HOST/],
    [{ PRIVATE_HOST: 'desk.firm.example', SERVES_PRIVATE_TOOLS: 'true' }, /PRIVATE_HOST is no longer read/],
    [{ DESK_HOST: 'desk.firm.example', SERVES_PRIVATE_TOOLS: 'true' }, /EDITOR_HOST is not set/],
    [{ EDITOR_HOST: 'edit.firm.example', SERVES_PRIVATE_TOOLS: 'true' }, /DESK_HOST is not set/],
    [{ ...TOOLS_WORKER, EDITOR_HOST: 'Desk.Firm.Example ' }, /DESK_HOST and EDITOR_HOST are the same/],
    [{ ...TOOLS_WORKER, DESK_HOST: 'https://desk.firm.example/' }, /DESK_HOST is a host name/],
  ];
  for (const [env, line] of cases) {
    for (const url of ['https://desk.firm.example/desk/', 'https://edit.firm.example/admin/', 'http://127.0.0.1:3000/api/desk/me']) {
      expect([env, url, await reason(url, env)]).toEqual([env, url, expect.stringMatching(line)]);
    }
    expect(privateHosts(env)).toEqual({ ok: false, problem: expect.stringMatching(line) });
  }
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^The desk and the editor refused a request: PRIVATE_HOST is no longer read/));
});

test('the firm\'s links to a lead go to the desk\'s own host where it has one, else to the site the lead came to', () => {
  expect(deskOrigin(PUBLIC_WORKER, 'https://www.firm.example')).toBe('https://desk.firm.example');
  expect(deskOrigin({ DESK_HOST: 'desk.localhost:4173', EDITOR_HOST: 'edit.localhost:4173' }, 'http://127.0.0.1:4173')).toBe('http://desk.localhost:4173');
  expect(deskOrigin({}, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
});
