import { SendFailed, type Answer } from './send';

/**
 * Sending a quote request again when it did not reach the endpoint, without ever storing it twice.
 *
 * Some failures say nothing about the request itself: the connection dropped before an answer, or the
 * host in front of our function answered 502, 503 or 504 (on Cloudflare a "Network connection lost"
 * between its own parts; on the local runtime under load, its dev proxy's "worker restarted mid-request",
 * cloudflare/workers-sdk#14641). The form sends such a request again, after a random wait that grows
 * with each try (full jitter: a crowd that failed together does not come back together), with the
 * same Idempotency-Key, which the endpoint uses to answer a repeat with the request it already stored
 * (functions/routes/quote.ts). A refusal (4xx) or our function's own 500 is an answer and is shown.
 */

/** The answers from the host in front of our function (or our "still saving") that a resend may get past. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether to send again: a 502, 503 or 504, or any 5xx that is not our function's JSON (our function
 * answers every fetch with JSON, so a bare 500 came from the host: newer local runtimes answer a lost
 * line that way).
 */
export function worthResending(answer: Answer<unknown>): boolean {
  return TRANSIENT_STATUSES.has(answer.status) || (answer.status >= 500 && answer.body === null);
}

/** Six tries; the waits between them are at most 0.5, 1, 2, 4 and 8 s: 15.5 s in all at worst. */
export const RESEND = { attempts: 6, firstWaitMs: 500, longestWaitMs: 8_000 } as const;

/** The wait before try `retry + 2`: a random time up to a cap that doubles each time. */
export function resendWait(retry: number, random: () => number = Math.random, policy = RESEND): number {
  return Math.floor(random() * Math.min(policy.longestWaitMs, policy.firstWaitMs * 2 ** retry));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it gets an answer that is not transient, or the tries run out; then returns the
 * last answer, or throws the last network failure. Other failures (a stalled upload, no answer in time)
 * are thrown at once: those bodies may have arrived, and the visitor decides.
 */
export async function sendWithResends<Body>(attempt: () => Promise<Answer<Body>>, policy = RESEND, random: () => number = Math.random): Promise<Answer<Body>> {
  for (let retry = 0; ; retry++) {
    let last: Answer<Body> | SendFailed;
    try {
      last = await attempt();
      if (!worthResending(last)) return last;
    } catch (error) {
      if (!(error instanceof SendFailed) || error.reason !== 'network') throw error;
      last = error;
    }
    if (retry + 1 >= policy.attempts) {
      if (last instanceof SendFailed) throw last;
      return last;
    }
    await wait(resendWait(retry, random, policy));
  }
}
