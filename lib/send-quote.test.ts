import { CHALLENGE_FIELD, CHALLENGE_WAIT_MS } from './challenge';
import { readValues } from './contact';
import { ELAPSED_FIELD, IDEMPOTENCY_HEADER, UPLOADS_FIELD } from './quote-schema';
import { send, SendFailed, type Answer } from './send';
import { sendQuote, type SendQuoteOptions } from './send-quote';

/**
 * The quote form's transport without a browser: every HTTP exchange (lib/send.ts, which the parts
 * upload uses too) is a mock that answers like the Worker, so what goes out, in which order, and what
 * the form is told are checked here; e2e/quote.spec.ts and e2e/quote-uploads.spec.ts send for real.
 */
jest.mock('./send', () => ({ ...jest.requireActual('./send'), send: jest.fn() }));
const mockedSend = send as jest.MockedFunction<typeof send>;

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Readonly<Record<string, string>>;
}
let calls: Call[];

/** Answers each exchange with the next of `answers` (an Error is thrown as the send's failure). */
function answering(...answers: (Answer<unknown> | Error | ((call: Call) => Answer<unknown>))[]) {
  mockedSend.mockImplementation(async (method, url, body, _stallMs, onSent, headers = {}) => {
    const call = { method, url, body, headers };
    calls.push(call);
    const next = answers.shift();
    if (!next) throw new Error(`no answer left for ${method} ${url}`);
    if (next instanceof Error) throw next;
    if (body instanceof Blob) onSent?.(body.size, body.size);
    return (typeof next === 'function' ? next(call) : next) as never;
  });
}

/** The contact form's fields, filled in, with `files` chosen in its file field. */
function form(fields: Record<string, string> = {}, files: File[] = []): HTMLFormElement {
  const el = document.createElement('form');
  el.action = 'http://localhost/api/quote';
  const values = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A takeoff of a four-storey block', ...fields };
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    el.append(input);
  }
  const input = document.createElement('input');
  input.type = 'file';
  input.name = 'files';
  Object.defineProperty(input, 'files', { value: files });
  el.append(input);
  document.body.append(el);
  return el;
}

const stored = { status: 201, body: { id: 'req-1', link: '/request/abc' } };
const go = (f: HTMLFormElement, options: SendQuoteOptions = {}) => sendQuote(f, readValues(f), { random: () => 0, ...options });

beforeEach(() => {
  calls = [];
  mockedSend.mockReset();
  document.body.innerHTML = '';
});

describe('sendQuote', () => {
  it('posts the fields once, with an idempotency key and the page\'s elapsed time, and reports the stored request', async () => {
    answering(stored);
    const progress: (number | null)[] = [];
    const outcome = await go(form(), { onProgress: (p) => progress.push(p) });
    expect(outcome).toEqual({ ok: true, id: 'req-1', link: '/request/abc' });
    expect(calls).toHaveLength(1);
    const [post] = calls;
    expect(post).toMatchObject({ method: 'POST', url: 'http://localhost/api/quote' });
    expect(post!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const data = post!.body as FormData;
    expect(data.get('email')).toBe('ada@example.com');
    expect(data.get(ELAPSED_FIELD)).toMatch(/^\d+$/);
    expect(data.has(CHALLENGE_FIELD)).toBe(false);
    expect(progress).toEqual([null]);
  });

  it('uploads each file in parts first, then posts the upload ids instead of the files, reporting progress to 1', async () => {
    const plan = new File(['12345'], 'plan.pdf');
    const model = new File(['abc'], 'model.ifc');
    const started = (id: string) => ({ status: 201, body: { id, partBytes: 2 } });
    const ok = { status: 200, body: {} };
    answering(started('u1'), ok, ok, ok, ok, started('u2'), ok, ok, ok, stored);
    const progress: (number | null)[] = [];
    const outcome = await go(form({}, [plan, model]), { uploadEndpoint: '/api/uploads', onProgress: (p) => progress.push(p) });
    expect(outcome.ok).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/uploads',
      'PUT /api/uploads/u1/parts/1',
      'PUT /api/uploads/u1/parts/2',
      'PUT /api/uploads/u1/parts/3',
      'POST /api/uploads/u1/complete',
      'POST /api/uploads',
      'PUT /api/uploads/u2/parts/1',
      'PUT /api/uploads/u2/parts/2',
      'POST /api/uploads/u2/complete',
      'POST http://localhost/api/quote',
    ]);
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ name: 'plan.pdf', size: 5 });
    const data = calls.at(-1)!.body as FormData;
    expect(data.get(UPLOADS_FIELD)).toBe('u1,u2');
    expect(data.has('files')).toBe(false);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.slice(1, -1).every((p) => p !== null && p > 0 && p < 1)).toBe(true);
    expect([...progress.slice(1, -1)].sort()).toEqual(progress.slice(1, -1));
  });

  it('sends again with the same key when the host drops the post, and reports the answer that came', async () => {
    answering({ status: 503, body: null }, new SendFailed('network'), stored);
    expect(await go(form())).toEqual({ ok: true, id: 'req-1', link: '/request/abc' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers[IDEMPOTENCY_HEADER])).size).toBe(1);
  });

  it('checks the fields and the files before anything is sent', async () => {
    answering();
    expect(await go(form({ email: 'ada@engine' }))).toEqual({ ok: false, status: 422, errors: { email: 'Please enter an email address such as name@company.com.' } });
    const wrong = await go(form({}, [new File(['x'], 'setup.exe')]), { uploadEndpoint: '/api/uploads' });
    expect(wrong).toMatchObject({ ok: false, status: 422, errors: { files: expect.stringMatching(/^setup\.exe is not a file type we take/) } });
    const big = new File(['x'], 'set.pdf');
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    // Over the one post's 25 MB where there is no parts upload (another host's endpoint).
    expect(await go(form({}, [big]), { uploadEndpoint: null })).toMatchObject({ ok: false, status: 413, message: expect.stringContaining('over the 25 MB limit') });
    expect(calls).toEqual([]);
  });

  it('puts an upload\'s refusal beside the file field, and a server\'s trouble in its own words', async () => {
    answering({ status: 415, body: { message: 'plan.pdf is not a PDF inside.' } });
    expect(await go(form({}, [new File(['x'], 'plan.pdf')]), { uploadEndpoint: '/api/uploads' })).toEqual({ ok: false, status: 422, errors: { files: 'plan.pdf is not a PDF inside.' } });
    answering({ status: 422, body: { message: 'Some fields need another look.', errors: { phone: 'The phone number is too long.' } } });
    expect(await go(form())).toEqual({ ok: false, status: 422, message: 'Some fields need another look.', errors: { phone: 'The phone number is too long.' } });
    answering({ status: 429, body: { message: 'Wait ten minutes.', errors: {} } });
    expect(await go(form())).toEqual({ ok: false, status: 429, message: 'Wait ten minutes.', errors: undefined });
  });

  it('reports a stalled send or a lost line as such, never as an answer', async () => {
    answering(new SendFailed('stalled'));
    expect(await go(form())).toEqual({ ok: false, status: 'stalled' });
    answering(...Array.from({ length: 6 }, () => new SendFailed('network')));
    expect(await go(form())).toEqual({ ok: false, status: 'network' });
    expect(calls).toHaveLength(7);
  });

  it('carries the challenge\'s token, and goes without one once the challenge has kept it waiting too long', async () => {
    answering(stored, stored);
    await go(form(), { challenge: () => Promise.resolve('token-1') });
    expect((calls[0]!.body as FormData).get(CHALLENGE_FIELD)).toBe('token-1');

    jest.useFakeTimers();
    try {
      const pending = go(form(), { challenge: () => new Promise(() => {}) });
      await jest.advanceTimersByTimeAsync(CHALLENGE_WAIT_MS - 1);
      expect(calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      await pending;
      expect((calls[1]!.body as FormData).get(CHALLENGE_FIELD)).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });
});
