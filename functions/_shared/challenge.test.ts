/** @jest-environment node */
import { challengeVerdict, policyWithChallenge } from './challenge';

test('the contact page\'s policy gains the challenge\'s origin for its script and frame, and nothing else', () => {
  const before = "default-src 'self'; script-src 'self' 'sha256-abc'; frame-src https://calendly.com; connect-src 'self'";
  expect(policyWithChallenge(before)).toBe("default-src 'self'; script-src 'self' 'sha256-abc' https://challenges.cloudflare.com; frame-src https://calendly.com https://challenges.cloudflare.com; connect-src 'self'");
  expect(policyWithChallenge("frame-src 'none'")).toBe('frame-src https://challenges.cloudflare.com');
});

describe('the challenge\'s verdict', () => {
  const on = { TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret', TURNSTILE_VERIFY_URL: 'http://verify.test/' };
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is off without both keys: nothing is asked and nothing marked', async () => {
    globalThis.fetch = (() => Promise.reject(new Error('no call expected'))) as typeof fetch;
    expect(await challengeVerdict({ TURNSTILE_SITE_KEY: 'site' }, { token: null, withScripts: true, address: null })).toEqual({ spam: null, challenged: null });
  });

  it('marks a request without a token not challenged, whatever it says about scripts', async () => {
    globalThis.fetch = (() => Promise.reject(new Error('no call expected'))) as typeof fetch;
    expect(await challengeVerdict(on, { token: null, withScripts: false, address: null })).toEqual({ spam: null, challenged: false });
    expect(await challengeVerdict(on, { token: null, withScripts: true, address: null })).toEqual({ spam: 'challenge not answered', challenged: false });
  });

  it('suspects a refused token and one it could not verify; a token that verifies is challenged, with or without the timing field', async () => {
    globalThis.fetch = (async () => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] })) as typeof fetch;
    expect(await challengeVerdict(on, { token: 't', withScripts: true, address: '203.0.113.9' })).toEqual({ spam: 'challenge failed (timeout-or-duplicate)', challenged: false });
    globalThis.fetch = (() => Promise.reject(new Error('unreachable'))) as typeof fetch;
    expect(await challengeVerdict(on, { token: 't', withScripts: true, address: null })).toEqual({ spam: 'challenge could not be verified', challenged: false });
    globalThis.fetch = (async () => Response.json({ success: true })) as typeof fetch;
    expect(await challengeVerdict(on, { token: 't', withScripts: true, address: null })).toEqual({ spam: null, challenged: true });
    expect(await challengeVerdict(on, { token: 't', withScripts: false, address: null })).toEqual({ spam: null, challenged: true });
  });
});
