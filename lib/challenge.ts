/**
 * Cloudflare Turnstile on the quote form: a challenge a person passes without noticing, loaded only
 * once the visitor starts on the form (components/contact/challenge.ts), verified by the Worker before a
 * request with JavaScript is taken as a person's (functions/_shared/challenge.ts). Configured per Worker
 * with TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY; without them it is off (`npm start`, the tests but
 * the one that turns it on). The Worker writes the site key into /contact/ and widens that page's policy
 * for the challenge's origin (functions/screen.ts), so the static export stays the same everywhere.
 */

export const CHALLENGE_ORIGIN = 'https://challenges.cloudflare.com';
/** The script, rendering only where and when we ask (explicit). */
export const CHALLENGE_SCRIPT = `${CHALLENGE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
/** Turnstile's own name for the token a form carries. */
export const CHALLENGE_FIELD = 'cf-turnstile-response';
/** The <meta> the Worker writes into /contact/ with the site key. */
export const CHALLENGE_META = 'challenge-site-key';

/** How long a send waits for a challenge still running (then it goes without, kept as suspected spam if it needed one). */
export const CHALLENGE_WAIT_MS = 8_000;
