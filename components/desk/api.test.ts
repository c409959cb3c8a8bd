/** @jest-environment node */
import { DeskError, getJson, READ_TRIES } from './api';

/** The desk's reads against a host that answers each try from `answers` in turn. */
function host(...answers: (Response | Error)[]) {
  const fetchMock = jest.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('asked more often than the test expected');
    if (next instanceof Error) throw next;
    return next;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

/** Runs `read` to its end, moving the clock past each wait between tries. */
async function settled<T>(read: Promise<T>): Promise<T> {
  const outcome = read.then((value) => ({ value }), (error: unknown) => ({ error }));
  for (let i = 0; i < READ_TRIES.attempts; i++) await jest.advanceTimersByTimeAsync(READ_TRIES.firstWaitMs * 2 ** i);
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

describe('the desk asks again for a read the host dropped, and only then', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a 503 from the host in front of the function, then the answer', async () => {
    const asked = host(text(503, 'Your worker restarted mid-request. Please try sending the request again.'), json(200, { total: 1 }));
    await expect(settled(getJson('/leads?q=x'))).resolves.toEqual({ total: 1 });
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('a connection that fails, then the answer', async () => {
    const asked = host(new TypeError('Failed to fetch'), json(200, { total: 0 }));
    await expect(settled(getJson('/leads'))).resolves.toEqual({ total: 0 });
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("our function's own refusal or error is the answer, asked once", async () => {
    const asked = host(json(500, { message: 'The desk could not read the leads.' }));
    await expect(settled(getJson('/leads'))).rejects.toEqual(new DeskError(500, 'The desk could not read the leads.'));
    expect(asked).toHaveBeenCalledTimes(1);
    host(json(401, { message: 'Sign in again.' }));
    await expect(settled(getJson('/leads'))).rejects.toThrow('Sign in again.');
  });

  it(`gives up after ${READ_TRIES.attempts} tries and says what the host answered`, async () => {
    const asked = host(text(502, 'Bad gateway'), text(502, 'Bad gateway'), text(502, 'Bad gateway'));
    await expect(settled(getJson('/leads'))).rejects.toThrow('The desk answered 502.');
    expect(asked).toHaveBeenCalledTimes(READ_TRIES.attempts);
  });
});
