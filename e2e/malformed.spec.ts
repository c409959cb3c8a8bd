import type { APIRequestContext, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { addressFor, markerFor } from './quote-helpers';
import { deskContext } from './desk-helpers';
import { BASE_URL } from './server';

/**
 * Every public way in, sent what a stranger's script sends: odd methods, wrong and missing content
 * types, JSON that is not an object, wrong types and absurd numbers, cut multipart, a large header.
 * Each answer is ours and a 2xx-4xx with a reason, never a 5xx, and no connection is dropped. Each
 * request comes from a network of its own, so the edge's limit (120 a minute a network) does not hide
 * an answer behind a 429; the visit beacon answers 204 to everything.
 */

const JSON_BODIES = [
  'null', '[]', '[{"name":"a.pdf","size":5}]', '42', '-1', '"a.pdf"', 'true', '{', '{"name":', '\uFEFF{}', '',
  '{"name":null,"size":null}', '{"name":"a.pdf","size":"5"}', '{"name":"a.pdf","size":-5}', '{"name":"a.pdf","size":0.5}',
  '{"name":"a.pdf","size":1e300}', '{"name":"a.pdf","size":1e400}', '{"name":"a.pdf","size":9007199254740993}', '{"name":{"x":1},"size":5}',
  '{"name":"a.pdf","size":5,"request":123}', '{"name":"a.pdf","size":5,"request":null}', `{"name":"${'n'.repeat(300)}.pdf","size":5}`,
  '{"name":"x.settingcontent-ms","size":5}', '{"upload_ids":null}', '{"upload_ids":["a","b"]}', '{"upload_ids":"x,y"}', '{"upload_ids":42,"form_elapsed_ms":{}}',
  '{"__proto__":{"size":5},"name":"a.pdf"}',
];
const CUT_MULTIPART = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMorgan\r\n--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7';
const OTHER_BODIES: { type?: string; body: string | Buffer }[] = [
  { type: 'multipart/form-data; boundary=x', body: CUT_MULTIPART },
  { type: 'multipart/form-data; boundary=y', body: CUT_MULTIPART },
  { type: 'multipart/form-data', body: CUT_MULTIPART },
  { type: 'multipart/form-data; boundary=x', body: '' },
  { type: 'multipart/form-data; boundary=x', body: '--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="upload_ids"\r\n\r\n,,,,\r\n--x--\r\n' },
  { type: 'application/x-www-form-urlencoded', body: 'name=%E0%A4%A&email=%&message=%zz&landing=%2F..%2F' },
  { type: 'application/x-www-form-urlencoded', body: 'confirm=no&landing=' + 'a'.repeat(3000) },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/json; charset=utf-16', body: Buffer.from('{"name":"a.pdf"}', 'utf16le') },
  { type: 'application/octet-stream', body: Buffer.from([0, 255, 0x50, 0x4b, 3, 4, 0xd0, 0xcf]) },
  { type: '%%%/;;;=', body: 'x' },
  { body: 'no content type' },
  { type: 'application/json', body: 'a'.repeat(100_000) },
];
const ODD_METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'];

interface Probe {
  method: string;
  path: string;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** A network per probe: 10.200-255.x.y, apart from the 10.x.y.z addressFor gives other tests' senders. */
const networkOf = (n: number) => `10.${200 + ((n >> 16) % 56)}.${(n >> 8) & 255}.${n & 255}`;

async function send(request: APIRequestContext, probe: Probe, n: number): Promise<{ status: number } | { dropped: string }> {
  const headers: Record<string, string> = { 'CF-Connecting-IP': networkOf(n), Accept: n % 2 ? 'application/json' : 'text/html', ...probe.headers };
  if (probe.type) headers['Content-Type'] = probe.type;
  try {
    const answer = await request.fetch(probe.path, { method: probe.method, headers, data: probe.body, maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 });
    await answer.body();
    return { status: answer.status() };
  } catch (error) {
    return { dropped: String(error).split('\n')[0]! };
  }
}

/** A stored request's link, and an upload in progress, for the probes that need a real one to reach their checks. */
async function realOnes(request: APIRequestContext, testInfo: TestInfo) {
  const headers = { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) };
  const sent = await request.post('/api/quote', { headers, multipart: { name: 'Morgan Reyes', email: 'morgan@reyes-build.test', message: `malformed probes ${markerFor(testInfo)}`, form_elapsed_ms: '40000' } });
  expect(sent.status()).toBe(201);
  const { id: lead, link } = (await sent.json()) as { id: string; link: string };
  const token = link.split('/')[2]!;
  const upload = await request.post('/api/uploads', { headers, data: { name: 'A-101.pdf', size: 20 } });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  return { lead, token, upload: id };
}

test('a few hundred malformed requests over every public endpoint: no 5xx, no dropped connection', async ({ request }, testInfo) => {
  test.setTimeout(300_000);
  const { token, upload } = await realOnes(request, testInfo);
  const fake = 'A'.repeat(43);
  const posts = [
    '/api/quote',
    '/api/uploads',
    `/api/uploads/${upload}/complete`,
    '/api/uploads/not-an-id/complete',
    `/api/request/${token}/files`,
    `/api/request/${token}/withdraw`,
    `/api/request/${token}/other`,
    `/api/request/${fake}/files`,
    '/api/request/short/files',
    '/api/visit',
  ];
  const probes: Probe[] = [];
  // Part numbers first, while the upload stands (a part with the wrong bytes ends it).
  for (const part of ['0', '-1', 'NaN', '1e400', '1.5', '99', '%00', '']) probes.push({ method: 'PUT', path: `/api/uploads/${upload}/parts/${part}`, type: 'application/octet-stream', body: '%PDF-1.7\n' });
  for (const path of posts) {
    for (const body of JSON_BODIES) probes.push({ method: 'POST', path, type: 'application/json', body });
    for (const other of OTHER_BODIES) probes.push({ method: 'POST', path, ...other });
  }
  for (const path of [...posts, `/request/${token}/`, `/request/${fake}/`, '/request/%2e%2e/', `/api/uploads/${upload}`, '/api/nothing', '/api/desk/me'])
    for (const method of ODD_METHODS) probes.push({ method, path });
  for (const path of ['/api/quote', '/api/uploads', '/api/visit', `/api/request/${token}/files`]) {
    probes.push({ method: 'POST', path, type: 'application/json', body: '{}', headers: { 'X-Filler': 'a'.repeat(8000) } });
    probes.push({ method: 'POST', path, type: 'application/json', body: '{}', headers: { Cookie: `CF_Authorization=%E0%A4%A; ${'k=v; '.repeat(400)}`, 'Idempotency-Key': 'not-a-uuid'.repeat(30), Origin: 'null' } });
  }
  probes.push({ method: 'PUT', path: `/api/uploads/${upload}/parts/1`, type: 'application/octet-stream', body: 'MZ not a pdf at all' });
  expect(probes.length).toBeGreaterThan(300);

  const seen: string[] = [];
  const wrong: string[] = [];
  for (let i = 0; i < probes.length; i += 6) {
    const batch = probes.slice(i, i + 6);
    const answers = await Promise.all(batch.map((probe, j) => send(request, probe, i + j)));
    answers.forEach((answer, j) => {
      const probe = batch[j]!;
      const what = `${probe.method} ${probe.path.slice(0, 70)} [${probe.type ?? 'no type'}] ${String(probe.body ?? '').slice(0, 40)}`;
      if ('dropped' in answer) return wrong.push(`${what}: dropped (${answer.dropped})`);
      seen.push(String(answer.status));
      if (answer.status >= 500) wrong.push(`${what}: ${answer.status}`);
      // The beacon's promise: 204 to any post but another site's (403).
      else if (probe.path === '/api/visit' && probe.method === 'POST' && answer.status !== 204 && !(answer.status === 403 && probe.headers?.Origin)) wrong.push(`${what}: beacon answered ${answer.status}`);
    });
  }
  expect(wrong, `of ${probes.length} probes`).toEqual([]);
  // They reached our checks, not only the edge's: most answers are our 4xx refusals.
  expect(seen.filter((s) => s.startsWith('4')).length).toBeGreaterThan(probes.length / 2);
});

test('the desk\'s JSON endpoints, signed in: a body that is no object, a field of the wrong type or an absurd number is a 4xx', async ({ request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { lead } = await realOnes(request, testInfo);
  const context = await deskContext(browser);
  const desk = context.request;
  const headers = { Origin: new URL(BASE_URL).origin, 'Content-Type': 'application/json' };
  const wrong: string[] = [];
  const expectAnswer = async (method: string, path: string, body: string | undefined, want: (status: number) => boolean, type = 'application/json') => {
    const answer = await desk.fetch(path, { method, headers: { ...headers, 'Content-Type': type }, data: body, failOnStatusCode: false, maxRedirects: 0 });
    if (!want(answer.status())) wrong.push(`${method} ${path} ${String(body).slice(0, 40)} [${type}]: ${answer.status()}`);
  };
  const is4xx = (status: number) => status >= 400 && status < 500;
  for (const path of [`/api/desk/leads/${lead}/notes`, `/api/desk/leads/${lead}/status`, `/api/desk/leads/${lead}/sender-message`, `/api/desk/leads/${lead}/erase`, '/api/desk/access-requests', `/api/desk/leads/${lead}/nothing`]) {
    for (const body of ['null', '[]', '[{"note":"a"}]', '42', '"note"', '{', 'a'.repeat(20_000), '{"confirm":null}', '{"status":5}', '{"status":"nope","x":1e400}']) {
      // An object without a message clears the line to the sender: a real answer, not a refusal.
      if (path.endsWith('/sender-message') && body.startsWith('{"')) continue;
      await expectAnswer('POST', path, body, is4xx);
    }
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', '']) await expectAnswer('POST', path, '{"note":"a"}', is4xx, type);
  }
  // Wrong types in the text fields: refused as such (a 422), not stored as "[object Object]".
  for (const [path, body] of [
    [`/api/desk/leads/${lead}/notes`, '{"note":5}'],
    [`/api/desk/leads/${lead}/notes`, '{"note":{"text":"a"}}'],
    [`/api/desk/leads/${lead}/sender-message`, '{"message":["a"]}'],
    ['/api/desk/access-requests', '{"email":12345}'],
  ] as const)
    await expectAnswer('POST', path, body, (status) => status === 422);
  for (const query of ['page=-1', 'page=NaN', 'page=1e400', 'page=1.5', 'folder=x', 'status=x', 'q=%zz'])
    await expectAnswer('GET', `/api/desk/leads?${query}`, undefined, (status) => status < 500);
  for (const path of ['/api/desk/sources?days=NaN', '/api/desk/sources?days=-7', `/api/desk/leads/${lead}/files/0`, `/api/desk/leads/${lead}/files/-1`, `/api/desk/leads/${lead}/files/1e400`, '/api/desk/leads/%00', '/api/desk/nothing'])
    await expectAnswer('GET', path, undefined, (status) => status < 500);
  await context.close();
  expect(wrong).toEqual([]);
});
