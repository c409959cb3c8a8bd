import { CHALLENGE_ORIGIN } from '../../lib/challenge';

/** The Worker's Turnstile settings (lib/challenge.ts); both keys or the challenge is off. */
export interface ChallengeEnv {
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Where tokens are verified: Cloudflare's siteverify unless a test points it at its stand-in. */
  TURNSTILE_VERIFY_URL?: string;
}

export const challengeOn = (env: ChallengeEnv) => Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY);

/**
 * Why a request is suspected by the challenge, or null: it passed, the challenge is off, or the form was
 * posted without JavaScript (where it cannot run, and a request is a person's: docs/quote-requests.md).
 * A token missing, refused or impossible to verify (siteverify unreachable) makes the request suspected
 * spam: stored apart and never lost, the sender told it arrived.
 */
export async function challengeVerdict(env: ChallengeEnv, form: { token: string | null; withScripts: boolean; address: string | null }): Promise<string | null> {
  if (!challengeOn(env) || !form.withScripts) return null;
  if (!form.token) return 'challenge not answered';
  const body = new FormData();
  body.set('secret', env.TURNSTILE_SECRET_KEY!);
  body.set('response', form.token.slice(0, 2048));
  if (form.address) body.set('remoteip', form.address);
  try {
    const answer = await fetch(env.TURNSTILE_VERIFY_URL || `${CHALLENGE_ORIGIN}/turnstile/v0/siteverify`, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
    const result = (await answer.json()) as { success?: boolean; 'error-codes'?: string[] };
    return result.success === true ? null : `challenge failed (${(result['error-codes'] ?? []).join(', ') || 'no reason given'})`;
  } catch {
    return 'challenge could not be verified';
  }
}

/** A policy with `origin` added to the directives the challenge needs: its script and its frame. */
export function policyWithChallenge(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = ''] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'frame-src') return directive.trim();
      const values = directive.trim().split(/\s+/).slice(1).filter((v) => v !== "'none'");
      return [name, ...values, CHALLENGE_ORIGIN].join(' ');
    })
    .join('; ');
}
