import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumExecutable } from './tools/chromium.mjs';

/**
 * The e2e suite runs against the built export served by Cloudflare's own runtime, as `npm start` serves
 * it (tools/worker-dev.mjs): out/, functions/, and a local D1 and R2 of the suite's own, emptied at start.
 */
import { BASE_URL, E2E_PORT as PORT, E2E_STATE, EMAIL_STUB_URL, NOTIFY_TO } from './e2e/server';
import { GITHUB_APP, GITHUB_STAND_IN_URL } from './e2e/github-stand-in';
const executablePath = testChromiumExecutable();
const launchOptions = { executablePath, args: chromiumArgs };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A run where a whole class of tests fails (no browser, no server) stops after twenty failures in CI,
  // and ends with why (e2e/failure-digest.ts): CI shows only the end of its log.
  maxFailures: process.env.CI ? 20 : 0,
  reporter: [['list'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : []), ['./e2e/failure-digest.ts']],
  // The browser is started once before any test (e2e/global-setup.ts): one clear error if it cannot be.
  globalSetup: './e2e/global-setup.ts',
  // Ceilings, not waits: every test waits for the state it checks, and these only bound how long a
  // broken one takes to fail. They are set for a machine 2.5 times slower than a quiet CI machine with
  // its two cores busy (one core, or a CPU hog beside the run: docs/testing.md); a test that needs
  // more says so with test.setTimeout and its reason.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    // Tracing every test doubles the suite's time; E2E_TRACE=1 turns it on for debugging.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions,
  },
  // A test runs at 1280 px unless its tags say otherwise: `@phone` on the phone profile only,
  // `@every-width` on both. Behaviour that does not depend on the width is checked once.
  // The editor's project comes first: its longest test builds the whole site once more (about two
  // minutes, a minute of both cores), and started first it runs beside the rest instead of after it,
  // where the other worker had nothing left to do (30 s of one core idle in a normal run). Every other
  // test waits for the state it checks, so a build beside it makes it slower, not wrong.
  projects: [
    // Its tests share the machine with a full build of the site. Five minutes each, as a ceiling: the
    // photo test waits up to three for the photo to be written, and the sign-in window's own waits (a
    // minute each) end first with what the window showed.
    { name: 'editor', testMatch: /editor\.spec\.ts/, timeout: 300_000, use: desktop },
    { name: 'desktop', grepInvert: /@phone\b/, testIgnore: /editor\.spec\.ts/, use: desktop },
    { name: 'phone', grep: /@phone\b|@every-width\b/, testIgnore: /editor\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    {
      command: `node e2e/email-stub.mjs --port ${new URL(EMAIL_STUB_URL).port}`,
      url: `${EMAIL_STUB_URL}/sent`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The quote function notifies by email and chat as on a configured deployment, through the stub
      // above; the desk signs in through the server's own stand-in for Cloudflare Access.
      command: [
        `node tools/worker-dev.mjs --port ${PORT} --state ${E2E_STATE} --fresh`,
        `--var RESEND_API_KEY=re_test_key --var QUOTE_NOTIFY_TO=${NOTIFY_TO} --var EMAIL_API_URL=${EMAIL_STUB_URL} --var QUOTE_FAULT_INJECTION=1 --var QUOTE_UPLOAD_TTL_SECONDS=20 --var LEAD_WEBHOOK_URL=${EMAIL_STUB_URL}/chat`,
        // The editor's GitHub sign-in, against the stand-in the editor's test starts (e2e/github-stand-in.ts).
        `--var GITHUB_CLIENT_ID=${GITHUB_APP.clientId} --var GITHUB_CLIENT_SECRET=${GITHUB_APP.clientSecret} --var GITHUB_URL=${GITHUB_STAND_IN_URL}`,
      ].join(' '),
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
  ],
});
