import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/browser';

/** The e2e suite runs against the built export served like a CDN (scripts/serve.mjs), never dev mode. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumExecutable();
const launchOptions = { executablePath, args: chromiumArgs };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Tracing every test doubles the suite's time; E2E_TRACE=1 turns it on for debugging.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
