import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse, TestInfo } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { BASE_URL, EMAIL_STUB_URL } from './server';
import { MB, addressFor, emailsTo, fillForm, likeAPerson, markerFor, objectExists, open, pdf, rowsFor } from './quote-helpers';
import { readLeads } from '../tools/leads.mjs';
import { compoundOf, revitStreams } from '../tests/fixtures/archives';
import { sql } from './local-state';
import { IDEMPOTENCY_HEADER, QUOTE_LIMITS } from '../lib/quote-schema';
import { EDGE_LIMIT_PER_MINUTE } from '../lib/edge-limit';
import { sendWithResends } from '../lib/resend';
import { SendFailed } from '../lib/send';

/**
 * The quote path when things are not ideal: a wrong clock, a slow line, a failing email API, a storage
 * failure halfway, and hostile senders (bursts, other sites, disguised files, forged links and headers).
 * Against Cloudflare's runtime with its real local D1 and R2, like e2e/quote.spec.ts.
 */


type Fields = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** A request as a script sends it: no Origin, no Sec-Fetch-Site, JSON asked for. */
function send(request: APIRequestContext, testInfo: TestInfo, fields: Fields, headers: Record<string, string> = {}) {
  return request.post('/api/quote', {
    headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo), ...headers },
    multipart: { name: 'Morgan Reyes', email: 'morgan@reyes-build.test', ...fields },
    maxRedirects: 0,
  });
}

/**
 * A request as the form sends it (components/contact/contact-form.tsx): one Idempotency-Key, sent
 * again with the form's own policy (lib/resend.ts) while the host answers 502-504 or drops the line.
 */
async function submit(request: APIRequestContext, testInfo: TestInfo, fields: Fields, headers: Record<string, string> = {}, key = randomUUID()) {
  const submission = { [IDEMPOTENCY_HEADER]: key, ...headers };
  let last: APIResponse | undefined;
  await sendWithResends(async () => {
    last = await send(request, testInfo, fields, submission).catch(() => {
      throw new SendFailed('network');
    });
    // As the form reads it: our function's answers are JSON, the host's are not.
    return { status: last.status(), body: /json/.test(last.headers()['content-type'] ?? '') ? {} : null };
  });
  return last!;
}

/**
 * The machine busy for the length of a test, as a loaded CI machine is: three busy loops per core (with
 * one per core, thirty requests with no resends still all got through here; with three, one run in four
 * lost some to the local runtime's proxy), each ending by itself within two minutes if not stopped.
 */
function busyMachine(): () => void {
  const loops = Array.from({ length: 3 * availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'const end = Date.now() + 120000; while (Date.now() < end);'], { stdio: 'ignore' }),
  );
  return () => loops.forEach((loop) => loop.kill());
}

const file = (name: string, head: string | Buffer, mimeType = 'application/octet-stream') => ({ name, mimeType, buffer: Buffer.concat([Buffer.from(head), Buffer.alloc(512)]) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.describe('nothing a person sends is discarded', () => {
  test('a visitor whose clock runs ahead is a person, and so is a request with no timing (no JavaScript)', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    // The old check compared this (the visitor's clock) with the server's; it is ignored now.
    const ahead = await send(request, testInfo, { message: `clock ahead ${marker}`, form_started: String(Date.now() + 30_000) });
    expect(ahead.status()).toBe(201);
    const noTiming = await send(request, testInfo, { message: `no timing ${marker}` });
    expect(noTiming.status()).toBe(201);
    expect((await rowsFor(marker)).map((r) => r.message).sort()).toEqual([`clock ahead ${marker}`, `no timing ${marker}`]);
  });

  test('suspected spam is stored apart, not emailed, and answered exactly like a person', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const answers = [
      await send(request, testInfo, { message: `honeypot ${marker}`, reference_code: 'https://spam.test' }),
      await send(request, testInfo, { message: `unreadable timing ${marker}`, form_elapsed_ms: 'abc' }),
      await send(request, testInfo, { message: `too fast ${marker}`, form_elapsed_ms: '800' }),
      await send(request, testInfo, { message: `a person ${marker}`, form_elapsed_ms: '45000' }),
    ];
    for (const answer of answers) {
      expect(answer.status()).toBe(201);
      const body = await answer.json();
      // A link to the request's private page too, as a person's: nothing tells a bot it was found out.
      expect(Object.keys(body).sort()).toEqual(['id', 'link', 'ok']);
      expect(body.id).toMatch(UUID);
    }
    const spam = await rowsFor(marker, 'spam');
    expect(spam.map((r) => [r.message, r.spam, r.notified]).sort()).toEqual([
      [`honeypot ${marker}`, 'honeypot filled in', false],
      [`too fast ${marker}`, 'sent too fast', false],
      [`unreadable timing ${marker}`, 'timing unreadable', false],
    ]);
    expect((await rowsFor(marker)).map((r) => r.message)).toEqual([`a person ${marker}`]);
    // The person's email was sent after the spam was stored; once it is in, none came for the spam.
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL, 'attempts')).filter((e) => e.text.includes(marker)).length).toBe(1);
    expect((await emailsTo(EMAIL_STUB_URL, 'attempts')).filter((e) => e.text.includes(marker))[0]!.text).toContain(`a person ${marker}`);

    // The form post without JavaScript lands on its request's page, as a person's does.
    const form = await request.post('/api/quote', { headers: { 'CF-Connecting-IP': addressFor(testInfo) }, multipart: { name: 'Bot', email: 'bot@spam.test', message: `form ${marker}`, reference_code: 'x' }, maxRedirects: 0 });
    expect(form.status()).toBe(303);
    expect(form.headers().location).toMatch(/^\/request\/[\w-]{43}\/\?sent$/);
  });
});

test.describe('a host that fails on its own side', () => {
  test("the form sends again when the host answers 503 before our function, with one key, and the request is stored once", async ({ page, problems }, testInfo) => {
    await open(page, testInfo);
    await hydrated(page);
    const marker = markerFor(testInfo);
    await fillForm(page, marker);
    await likeAPerson(page);
    const keys: string[] = [];
    await page.route('**/api/quote', async (route) => {
      keys.push(route.request().headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? '');
      // What the local runtime's proxy answers when it loses the line to the function (and Cloudflare
      // answers likewise): nothing reached the endpoint.
      if (keys.length === 1) await route.fulfill({ status: 503, headers: { 'Retry-After': '0' }, body: 'Your worker restarted mid-request.' });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('your request has arrived');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await rowsFor(marker)).toHaveLength(1);
    problems.list = problems.list.filter((p) => !p.includes('HTTP 503'));
  });
});

test.describe('slow lines finish', () => {
  test('an upload that keeps moving is never cut off, however long it takes', async ({ page }, testInfo) => {
    await open(page, testInfo);
    await hydrated(page);
    await fillForm(page, markerFor(testInfo));
    await page.getByLabel('Attach drawings or models').setInputFiles(pdf('S-100 structure.pdf', 2 * MB));
    // The form gives up after 4 s of no progress (30 s in use); the upload itself takes about 8 s, so
    // only an upload judged by its progress, not its length, arrives.
    await page.locator('form[action="/api/quote"]').evaluate((form) => ((form as HTMLFormElement).dataset.stallTimeout = '4000'));
    await likeAPerson(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('your request has arrived', { timeout: 80_000 });
    expect(Date.now() - started).toBeGreaterThan(6_000);
    expect((await rowsFor(markerFor(testInfo)))[0]?.files).toEqual([expect.objectContaining({ name: 'S-100 structure.pdf', size: 2 * MB })]);
  });

  test('a server that takes the whole request and does not answer in time is reported as that, not as a slow upload', async ({ page, problems }, testInfo) => {
    await open(page, testInfo);
    await hydrated(page);
    await fillForm(page, markerFor(testInfo));
    await page.locator('form[action="/api/quote"]').evaluate((form) => ((form as HTMLFormElement).dataset.stallTimeout = '1500'));
    // The whole request reaches the endpoint, which is asked to take 15 s over its answer.
    await page.route('**/api/quote', (route) => route.continue({ headers: { ...route.request().headers(), 'X-Test-Fault': 'slow-answer' } }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByRole('status')).toContainText('Our server did not confirm your request.');
    await expect(page.getByRole('status')).toContainText('it may or may not have arrived');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(page.getByLabel('Email Address')).toHaveValue('morgan@reyes-build.test');
    problems.list = problems.list.filter((p) => !p.includes('/api/quote'));
  });
});

test.describe('limits that hold', () => {
  test('a flood from one network is stopped at the edge, before any database, and others are not held up by it', async ({ request }, testInfo) => {
    const flood = addressFor(testInfo);
    // Cheap requests a script could send by the thousand: a look-up of an upload that does not exist (404 from D1 each).
    const statuses: number[] = [];
    for (let i = 0; i < EDGE_LIMIT_PER_MINUTE + 20; i += 20) {
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, async () => (await request.get(`/api/uploads/${randomUUID()}`, { headers: { 'CF-Connecting-IP': flood } })).status()))));
    }
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(EDGE_LIMIT_PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    const refused = await request.get(`/api/uploads/${randomUUID()}`, { headers: { 'CF-Connecting-IP': flood } });
    expect(refused.status()).toBe(429);
    expect(refused.headers()['retry-after']).toBe('60');
    expect(await refused.text()).toContain('Too many requests from your connection');
    // Another network is answered as ever.
    const neighbour = flood.replace(/\d+$/, (last) => String((Number(last) + 1) % 256));
    expect((await request.get(`/api/uploads/${randomUUID()}`, { headers: { 'CF-Connecting-IP': neighbour } })).status()).toBe(404);
  });

  test('30 concurrent requests from one address store exactly the limit; the rest get 429 with Retry-After', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => submit(request, testInfo, { message: `burst ${i} ${marker}` })));
    const statuses = answers.map((a) => a.status());
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    for (const answer of answers.filter((a) => a.status() === 429)) {
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers()['retry-after'])).toBeLessThanOrEqual(600);
    }
    expect(await rowsFor(marker)).toHaveLength(5);
  });

  test('30 concurrent requests from 30 addresses, each with a drawing, are all stored while the machine is busy', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const base = addressFor(testInfo).split('.').slice(0, 3).join('.');
    const stopBusy = busyMachine();
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          submit(request, testInfo, { message: `crowd ${i} ${marker}`, files: pdf(`A-${101 + i}.pdf`, 256 * 1024) }, { 'CF-Connecting-IP': `${base.replace(/^10\./, '11.')}.${i + 1}` }),
        ),
      );
      expect(answers.map((a) => a.status())).toEqual(Array(30).fill(201));
    } finally {
      stopBusy();
    }
    const rows = await rowsFor(marker);
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.files.length)).toEqual(Array(30).fill(1));
  });

  test('a resend of a stored submission answers with the same request and its own first link, mints none, and stores nothing more', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    // Each through the form's resends, as the host may drop either on a busy machine.
    const key = randomUUID();
    const first = await submit(request, testInfo, { message: `once ${marker}` }, {}, key);
    const again = await submit(request, testInfo, { message: `once ${marker}` }, {}, key);
    expect([first.status(), again.status()]).toEqual([201, 201]);
    const [one, two] = [await first.json(), await again.json()];
    expect(two.id).toBe(one.id);
    // The same link as the first answer (which a resend stands in for), and no second link stored.
    expect(two.link).toBe(one.link);
    expect(await sql(`SELECT COUNT(*) AS links FROM sender_links WHERE request_id = '${one.id}'`)).toEqual([{ links: 1 }]);
    // The key is kept only as its hash.
    const [row] = await sql(`SELECT submission_id FROM quote_requests WHERE id = '${one.id}'`);
    expect(row!.submission_id).toBe(createHash('sha256').update(key).digest('hex'));
    // After the repeat window the same key is told the request arrived, with no link at all.
    await sql(`UPDATE quote_requests SET received_at = '${new Date(Date.now() - 11 * 60_000).toISOString()}' WHERE id = '${one.id}'`);
    const late = await submit(request, testInfo, { message: `once ${marker}` }, {}, key);
    expect(late.status()).toBe(201);
    expect(await late.json()).toEqual({ ok: true, id: one.id });
    expect(await sql(`SELECT COUNT(*) AS links FROM sender_links WHERE request_id = '${one.id}'`)).toEqual([{ links: 1 }]);
    expect(await rowsFor(marker)).toHaveLength(1);
    // Another submission with the same words is another request.
    expect((await submit(request, testInfo, { message: `once ${marker}` })).status()).toBe(201);
    expect(await rowsFor(marker)).toHaveLength(2);
  });

  test('one IPv6 subscriber is one sender: its whole /64 shares the limit', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const prefix = `2001:db8:${addressFor(testInfo).split('.').slice(1, 3).join(':')}`;
    for (let i = 1; i <= 5; i++) expect((await send(request, testInfo, { message: `v6 ${i} ${marker}` }, { 'CF-Connecting-IP': `${prefix}::${i}` })).status()).toBe(201);
    expect((await send(request, testInfo, { message: `v6 more ${marker}` }, { 'CF-Connecting-IP': `${prefix}:ffff:1:2:3` })).status()).toBe(429);
    expect((await send(request, testInfo, { message: `v6 next door ${marker}` }, { 'CF-Connecting-IP': `${prefix.replace(/:[0-9a-f]+$/, ':ffff')}::1` })).status()).toBe(201);
  });

  test('a body with no length is counted as it streams and cut off at the limit; refusals count against the sender', async ({ request }, testInfo) => {
    const boundary = 'stratum-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMorgan\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nmorgan@reyes-build.test\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhuge ${markerFor(testInfo)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="set.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = Buffer.alloc(MB, 0x20);
    // The whole body offered is well past what the endpoint reads (its limit) plus what the loopback
    // can hold unread: the kernel grows a receive buffer up to tcp_rmem's maximum (32 MB here) and a
    // send buffer up to tcp_wmem's. At 60 MB in all, a run once had the whole body taken in by the
    // buffers, and a correct refusal looked like a body read to its end.
    const limitMB = Math.ceil((QUOTE_LIMITS.maxTotalBytes + kernelBufferMax('tcp_rmem') + kernelBufferMax('tcp_wmem')) / MB) + 32;
    // No Content-Length: the body goes chunked, as a client that hides its size would send it. The
    // endpoint answers 413 as soon as its count passes the limit and stops reading; the local runtime
    // (workerd) then closes the connection on the unread rest, and the reset can reach the client before
    // the answer does (seen either way, run to run). So the answer is read as it arrives, while the body
    // is still going out, and a reset counts as the cut-off it is if it came well before the whole body.
    // The local runtime also puts a proxy of its own in front of the Worker (wrangler dev's ProxyWorker,
    // which production has not): when the Worker stops reading, the proxy's upload to it can fail before
    // the 413 reaches it, and the proxy answers a bare 500 of its own (logged as "Error inside
    // ProxyWorker … Network connection lost", and says so in its plain-text body). That too is the body
    // cut off; any other 500 fails here.
    const PROXY_LOST = 'local proxy lost the Worker';
    type Answer = number | 'reset' | typeof PROXY_LOST;
    const refused = () =>
      new Promise<{ answer: Answer; cutOff: boolean }>((resolveAnswer) => {
        const { hostname, port } = new URL(BASE_URL);
        let done = false;
        let sent = 0; // megabytes offered so far
        const finish = (answer: Answer) => {
          if (done) return;
          done = true;
          resolveAnswer({ answer, cutOff: sent < limitMB });
        };
        const post = httpRequest(
          { hostname, port, path: '/api/quote', method: 'POST', headers: { Accept: 'application/json', 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'CF-Connecting-IP': addressFor(testInfo), 'Transfer-Encoding': 'chunked' } },
          (answer) => {
            if (answer.statusCode !== 500) {
              answer.on('error', () => undefined).resume();
              return finish(answer.statusCode ?? 0);
            }
            let text = '';
            answer.setEncoding('utf8');
            answer.on('data', (part: string) => (text += part));
            answer.on('error', () => finish(500));
            answer.on('end', () => finish(/Network connection lost/.test(text) && !/^application\/json/.test(answer.headers['content-type'] ?? '') ? PROXY_LOST : 500));
          },
        );
        post.on('error', () => finish('reset'));
        post.write(head);
        const more = () => {
          if (done) return;
          if (sent >= limitMB) return void post.end();
          sent += 1;
          post.write(chunk, () => setImmediate(more));
        };
        more();
      });
    const cutOff = [{ answer: 413, cutOff: true }, { answer: 'reset', cutOff: true }, { answer: PROXY_LOST, cutOff: true }];
    for (let i = 0; i < 5; i++) expect(cutOff).toContainEqual(await refused());
    // Five refused requests used up the sender's five: the next, valid one waits.
    expect((await send(request, testInfo, { message: `after the flood ${markerFor(testInfo)}` })).status()).toBe(429);
    expect(await rowsFor(markerFor(testInfo))).toHaveLength(0);
  });
});

test.describe('nothing hostile gets through', () => {
  test('another site cannot post the form for its visitors (403); our own page and plain clients can', async ({ page, request }, testInfo) => {
    const marker = markerFor(testInfo);
    expect((await send(request, testInfo, { message: `origin ${marker}` }, { Origin: 'https://evil.example' })).status()).toBe(403);
    expect((await send(request, testInfo, { message: `fetch-site ${marker}` }, { 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403);
    const refusal = await send(request, testInfo, { message: `null ${marker}` }, { Origin: 'null' });
    expect(refusal.status()).toBe(403);
    expect((await refusal.json()).message).toMatch(/only takes requests sent from our own contact page/);
    expect((await send(request, testInfo, { message: `same origin ${marker}` }, { Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin' })).status()).toBe(201);

    // A real browser on a hostile page, posting a form to us: refused, and told so on our own page.
    await page.route('https://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" enctype="multipart/form-data" action="${BASE_URL}/api/quote"><input name="name" value="Victim"><input name="email" value="victim@example.org"><textarea name="message">forged ${marker}</textarea><button>Go</button></form>`,
      }),
    );
    await page.goto('https://evil.example/win-a-prize');
    const [answer] = await Promise.all([page.waitForResponse(`${BASE_URL}/api/quote`), page.getByRole('button', { name: 'Go' }).click()]);
    expect(answer.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was not sent');
    expect((await rowsFor(marker)).map((r) => r.message)).toEqual([`same origin ${marker}`]);
  });

  test('files are judged by their bytes: a program named plan.pdf is refused by name; real drawings are stored as what they are', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const exe = await send(request, testInfo, { message: `exe ${marker}`, files: file('plan.pdf', 'MZ\x90\x00', 'application/pdf') });
    expect(exe.status()).toBe(422);
    expect((await exe.json()).errors.files).toMatch(/^plan\.pdf is not a valid PDF file: its contents are EXE/);
    const bare = await send(request, testInfo, { message: `bare ${marker}`, files: file('pdf', '%PDF-1.7\n') });
    expect(bare.status()).toBe(422);
    expect(await rowsFor(marker)).toHaveLength(0);

    const drawings = await request.post('/api/quote', {
      headers: { Accept: 'application/json', 'CF-Connecting-IP': addressFor(testInfo) },
      multipart: {
        name: 'Morgan',
        email: 'morgan@reyes-build.test',
        message: `drawings ${marker}`,
        // Playwright posts one file per field name; the endpoint reads every `files` part, so send them in turn.
        files: file('S-201.dwg', 'AC1032'),
      },
    });
    expect(drawings.status()).toBe(201);
    for (const [index, [name, head, type]] of ([
      ['model.ifc', 'ISO-10303-21;\nHEADER;\n', 'application/x-step'],
      // A whole Revit model's directory: its streams are checked, not only its first bytes (functions/_shared/file-contents.ts).
      ['tower.rvt', compoundOf(revitStreams), 'application/vnd.autodesk.revit'],
      ['level-2.dxf', '  0\r\nSECTION\r\n  2\r\nHEADER\r\n', 'image/vnd.dxf'],
      ['A-101.pdf', '%PDF-1.7\n', 'application/pdf'],
    ] as const).entries()) {
      // Each from an address of its own: the two refusals above and these come to more than one sender's limit.
      const address = `12.${addressFor(testInfo).split('.').slice(1, 3).join('.')}.${index + 1}`;
      const answer = await send(request, testInfo, { message: `${name} ${marker}`, files: file(name, head, 'application/octet-stream') }, { 'CF-Connecting-IP': address });
      expect([name, answer.status()]).toEqual([name, 201]);
      const [row] = await rowsFor(`${name} ${marker}`);
      expect(row?.files).toEqual([expect.objectContaining({ name, type })]);
    }
    expect((await rowsFor(`drawings ${marker}`))[0]?.files).toEqual([expect.objectContaining({ name: 'S-201.dwg', type: 'image/vnd.dwg' })]);
  });

  test('a drawings link must be an http(s) link to a real host', async ({ request }, testInfo) => {
    for (const link of ['httpx://evil.example/', 'http:evil.example', 'https://localhost/share']) {
      const answer = await send(request, testInfo, { message: `link ${markerFor(testInfo)}`, drawings_link: link });
      expect([link, answer.status()]).toEqual([link, 422]);
      expect((await answer.json()).errors.drawings_link).toBe('Please paste a full link, starting with https://.');
    }
    expect(await rowsFor(markerFor(testInfo))).toHaveLength(0);
  });

  test('line breaks and bidi controls in a name never reach the email subject', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const answer = await send(request, testInfo, { name: 'Morgan\r\nBcc: everyone@example.org', company: 'Reyes\u202eBuild\u2066', message: `header ${marker}` });
    expect(answer.status()).toBe(201);
    await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.text.includes(marker)).length).toBe(1);
    const [email] = (await emailsTo(EMAIL_STUB_URL)).filter((e) => e.text.includes(marker));
    expect(email!.subject).toBe('Quote request: Morgan Bcc: everyone@example.org (Reyes Build)');
    expect(email!.subject).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  test('every answer of the endpoint carries the pages\' security headers', async ({ request }, testInfo) => {
    const answers = [
      await send(request, testInfo, { message: `headers ${markerFor(testInfo)}` }),
      await send(request, testInfo, { message: 'x', email: 'not-an-email' }),
      await send(request, testInfo, { message: 'x', email: 'not-an-email' }, { Accept: 'text/html' }),
      await request.get('/api/quote'),
    ];
    for (const answer of answers) {
      const headers = answer.headers();
      expect([answer.status(), headers['strict-transport-security']]).toEqual([answer.status(), expect.stringContaining('max-age=')]);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

test.describe('no orphans, and the firm always knows', () => {
  test('a failure after the first file tells the visitor and keeps nothing of the request: no row, no file, one audit line', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    const notStored = async () => (await sql("SELECT detail FROM privacy_audit WHERE action = 'erased' AND instr(detail, '(not stored)') > 0")).map((row) => String(row.detail));
    const before = new Set(await notStored());
    const answer = await send(request, testInfo, { message: `halfway ${marker}`, files: pdf('A-101.pdf', 4096) }, { 'X-Test-Fault': 'after-first-file' });
    expect(answer.status()).toBe(500);
    expect((await answer.json()).message).toMatch(/your request was not saved/);
    // Scrubbed at once: the sender was told and still has what they typed, so nothing of it is kept.
    expect(await sql(`SELECT id FROM quote_requests WHERE instr(message, '${marker}') > 0`)).toEqual([]);
    const erased = (await notStored()).filter((detail) => !before.has(detail));
    expect(erased.length).toBeGreaterThanOrEqual(1);
    for (const detail of erased) {
      expect(detail).toMatch(/^request [0-9a-f-]{36} erased \(not stored\): its row, history and \d+ stored files?$/);
      const id = detail.split(' ')[1]!;
      expect(await objectExists(`${id}/1-A-101.pdf`)).toBe(false);
      expect(await sql(`SELECT id FROM quote_requests WHERE id = '${id}'`)).toEqual([]);
    }
  });

  test('a failing email API is retried until it takes the message, and the lead says it was notified', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    expect((await send(request, testInfo, { message: `EMAIL-FAILS-ONCE ${marker}` })).status()).toBe(201);
    await expect.poll(async () => (await rowsFor(marker))[0]?.notified, { timeout: 45_000 }).toBe(true);
    const attempts = (await emailsTo(EMAIL_STUB_URL, 'attempts')).filter((e) => e.text.includes(marker));
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
  });

  test('an email API that keeps failing leaves the lead listed as not notified, with what went wrong', async ({ request }, testInfo) => {
    const marker = markerFor(testInfo);
    expect((await send(request, testInfo, { message: `EMAIL-FAILS-ALWAYS ${marker}` })).status()).toBe(201);
    await expect.poll(async () => (await rowsFor(marker, 'unnotified'))[0]?.notify_attempts, { timeout: 60_000 }).toBe(3);
    expect((await rowsFor(marker, 'unnotified'))[0]).toMatchObject({ notified: false, notify_error: 'email API answered 500' });
    expect((await emailsTo(EMAIL_STUB_URL, 'attempts')).filter((e) => e.text.includes(marker))).toHaveLength(3);
  });
});

test('a lead keeps where the visit came from, and `npm run leads` and the email show it', async ({ page }, testInfo) => {
  const marker = markerFor(testInfo);
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': addressFor(testInfo) });
  await page.goto('/pricing/?utm_source=test&utm_campaign=spring-bids');
  await hydrated(page);
  await page.goto('/services/bim/');
  await hydrated(page);
  await page.goto('/contact/');
  await hydrated(page);
  await fillForm(page, marker);
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('your request has arrived');

  const expected = { landing: '/pricing/', referrer: '', utm: { utm_source: 'test', utm_campaign: 'spring-bids' }, pages: 3 };
  expect((await rowsFor(marker))[0]?.source).toEqual(expected);
  const printed = execFileSync(process.execPath, ['tools/leads.mjs', '--state', '.wrangler/e2e-state'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { message: string; source: unknown; notified: unknown })
    .find((lead) => lead.message.includes(marker));
  expect(printed?.source).toEqual(expected);
  expect(typeof printed?.notified).toBe('boolean');
  await expect.poll(async () => (await emailsTo(EMAIL_STUB_URL)).find((e) => e.text.includes(marker))?.text).toContain('Source: landed on /pricing/; no referring site; utm_source=test, utm_campaign=spring-bids; 3 pages seen');
});

test('without JavaScript, a refused request shows the site\'s own page with the reason, and Back returns to the filled form', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-Connecting-IP': addressFor(testInfo) } });
  const page = await context.newPage();
  await page.goto('/contact/');
  await fillForm(page, markerFor(testInfo));
  await page.getByLabel('Attach drawings or models').setInputFiles(file('plan.pdf', 'MZ\x90\x00', 'application/pdf'));
  const [answer] = await Promise.all([page.waitForResponse('**/api/quote'), page.getByRole('button', { name: 'Send Message' }).click()]);
  expect(answer.status()).toBe(422);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was not sent');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#quote-problem')).toContainText('plan.pdf is not a valid PDF file');
  await page.goBack();
  await expect(page.getByLabel('Full Name')).toHaveValue('Morgan Reyes');
  await expect(page.getByLabel('Project Details')).toHaveValue(/12-story hotel/);
  expect(await rowsFor(markerFor(testInfo))).toHaveLength(0);
  await context.close();
});

test('the new columns come by migrations that keep existing requests', async () => {
  // As a deployment gets them (docs/quote-requests.md): `wrangler d1 migrations apply`, which applies
  // what the database has not had yet. A database made by the first migration holds a request; then
  // every later migration arrives at once. The configuration is the site's own, with a migrations
  // folder that holds only what has "shipped" so far.
  const state = mkdtempSync(join(tmpdir(), 'stratum-migration-'));
  const shipped = join(state, 'migrations');
  mkdirSync(shipped);
  writeFileSync(join(state, 'wrangler.toml'), readFileSync('wrangler.toml', 'utf8'));
  const wrangler = (...args: string[]) =>
    execFileSync(join('node_modules', '.bin', 'wrangler'), ['d1', ...args, 'DB', '--local', '--persist-to', state, '--config', join(state, 'wrangler.toml')], {
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const ship = (...names: string[]) => names.forEach((name) => copyFileSync(join('migrations', name), join(shipped, name)));
  try {
    const first = '0001_quote_requests.sql';
    const later = readdirSync('migrations').filter((name) => name.endsWith('.sql') && name > first).sort();
    expect(later.length).toBeGreaterThan(0);
    ship(first);
    wrangler('migrations', 'apply');
    wrangler('execute', '--command', "INSERT INTO quote_requests (id, received_at, name, email, message, client_hash, notified) VALUES ('old-1', '2026-01-05T10:00:00.000Z', 'Ada', 'ada@example.org', 'An old request', 'h', 1)");
    ship(...later);
    const applied = String(wrangler('migrations', 'apply'));
    for (const name of later) expect(applied).toContain(name);
    // An old request joins the desk as new, its last contact the day it arrived (retention counts from there).
    expect(readLeads({ state })).toEqual([
      expect.objectContaining({ id: 'old-1', name: 'Ada', message: 'An old request', notified: true, files: [], source: {}, lead_status: 'new', last_contact_at: '2026-01-05T10:00:00.000Z' }),
    ]);
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
});

/** The largest a TCP buffer may grow to on this machine (the last of the three numbers in /proc/sys/net/ipv4/<name>), 32 MB where unknown. */
function kernelBufferMax(name: 'tcp_rmem' | 'tcp_wmem'): number {
  try {
    return Number(readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/).at(-1)) || 32 * MB;
  } catch {
    return 32 * MB;
  }
}
