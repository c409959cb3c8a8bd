#!/usr/bin/env node
// Fails fast, in one line, when no Chromium is available for the e2e suite.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { testChromiumExecutable } from './chromium.mjs';

const playwrightCache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
const hasPlaywrightBrowser = () => existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));

try {
  if (!testChromiumExecutable() && !hasPlaywrightBrowser()) {
    console.error('No Chromium found: install one (Debian: apt-get install -y chromium-headless-shell chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
