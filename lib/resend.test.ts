import { RESEND, resendWait, sendWithResends } from './resend';
import { SendFailed, type Answer } from './send';

/** An answer with our function's JSON body, unless `bare`. */
const answer = (status: number, bare = false): Answer<{ ok: boolean } | null> => ({ status, body: bare ? null : { ok: status < 300 } });

/** Runs `sendWithResends` over a scripted list of outcomes with fake timers, and counts the tries. */
async function run(outcomes: (number | 'bare 500' | SendFailed)[]) {
  jest.useFakeTimers();
  let tries = 0;
  const sent = sendWithResends(async () => {
    const next = outcomes[Math.min(tries++, outcomes.length - 1)]!;
    if (next instanceof SendFailed) throw next;
    return next === 'bare 500' ? answer(500, true) : answer(next);
  }, RESEND, () => 0.5);
  const settled = sent.then((value) => ({ value }), (error: unknown) => ({ error }));
  await jest.runAllTimersAsync();
  jest.useRealTimers();
  return { ...(await settled), tries };
}

describe('resendWait', () => {
  test('is a random time up to a cap that doubles from 0.5 s to at most 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => resendWait(retry, () => 0.999999))).toEqual([499, 999, 1999, 3999, 7999, 7999, 7999]);
    expect(resendWait(3, () => 0)).toBe(0);
  });
});

describe('sendWithResends', () => {
  test('an answer from our function is returned at once, whatever it says', async () => {
    for (const status of [201, 400, 422, 429, 500]) expect(await run([status])).toMatchObject({ value: answer(status), tries: 1 });
  });

  test("the host's 502, 503, 504 and bare 500, and a dropped connection, are sent again until an answer comes", async () => {
    expect(await run([503, 502, new SendFailed('network'), 504, 'bare 500', 201])).toMatchObject({ value: answer(201), tries: 6 });
  });

  test('after six tries the last answer is returned, or the last network failure thrown', async () => {
    expect(await run([503])).toMatchObject({ value: answer(503), tries: RESEND.attempts });
    const failed = await run([new SendFailed('network')]);
    expect(failed.tries).toBe(RESEND.attempts);
    expect(failed).toMatchObject({ error: expect.objectContaining({ reason: 'network' }) });
  });

  test('an upload that stalled, or got no answer in time, is not sent again: it may have arrived', async () => {
    for (const reason of ['stalled', 'no-answer'] as const) {
      const result = await run([new SendFailed(reason), 201]);
      expect(result).toMatchObject({ error: expect.objectContaining({ reason }), tries: 1 });
    }
  });
});
