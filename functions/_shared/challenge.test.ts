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

  it('is off without both keys, and for a form posted without JavaScript', async () => {
    globalThis.fetch = (() => Promise.reject(new Error('no call expected'))) as typeof fetch;
    expect(await challengeVerdict({ TURNSTILE_SITE_KEY: 'site' }, { token: null, withScripts: true, address: null })).toBeNull();
    expect(await challengeVerdict(on, { token: null, withScripts: false, address: null })).toBeNull();
  });

  it('suspects a request with scripts and no token, a refused token, and one it could not verify', async () => {
    expect(await challengeVerdict(on, { token: null, withScripts: true, address: null })).toBe('challenge not answered');
    globalThis.fetch = (async () => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] })) as typeof fetch;
    expect(await challengeVerdict(on, { token: 't', withScripts: true, address: '203.0.113.9' })).toBe('challenge failed (timeout-or-duplicate)');
    globalThis.fetch = (() => Promise.reject(new Error('unreachable'))) as typeof fetch;
    expect(await challengeVerdict(on, { token: 't', withScripts: true, address: null })).toBe('challenge could not be verified');
    globalThis.fetch = (async () => Response.json({ success: true })) as typeof fetch;
    expect(await challengeVerdict(on, { token: 't', withScripts: true, address: null })).toBeNull();
  });
});
