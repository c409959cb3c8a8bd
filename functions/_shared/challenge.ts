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
 * What the challenge made of a request, by what arrived rather than what the request says about itself:
 * `challenged` true when its token verified, false when the challenge is on and it has no verified
 * token, null when the challenge is off; `spam` why it is suspected, or null.
 *
 * A token is verified whenever one came. A request that says it ran scripts (its timing field) and has
 * no token, or one refused or impossible to verify (siteverify unreachable), is suspected spam: stored
 * apart and never lost, the sender told it arrived. One with neither is taken as a form posted without
 * JavaScript, where no challenge can run; a script can send the same, so the quote endpoint sends it no
 * confirmation and files it as spam past the hour's allowance (functions/routes/quote.ts).
 */
export interface ChallengeOutcome {
  spam: string | null;
  challenged: boolean | null;
}

export async function challengeVerdict(env: ChallengeEnv, form: { token: string | null; withScripts: boolean; address: string | null }): Promise<ChallengeOutcome> {
  if (!challengeOn(env)) return { spam: null, challenged: null };
  if (!form.token) return { spam: form.withScripts ? 'challenge not answered' : null, challenged: false };
  const body = new FormData();
  body.set('secret', env.TURNSTILE_SECRET_KEY!);
  body.set('response', form.token.slice(0, 2048));
  if (form.address) body.set('remoteip', form.address);
  try {
    const answer = await fetch(env.TURNSTILE_VERIFY_URL || `${CHALLENGE_ORIGIN}/turnstile/v0/siteverify`, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
    const result = (await answer.json()) as { success?: boolean; 'error-codes'?: string[] };
    if (result.success === true) return { spam: null, challenged: true };
    return { spam: `challenge failed (${(result['error-codes'] ?? []).join(', ') || 'no reason given'})`, challenged: false };
  } catch {
    return { spam: 'challenge could not be verified', challenged: false };
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
