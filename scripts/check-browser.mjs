#!/usr/bin/env node
// Fails fast, in one line, when no Chromium is available for the e2e suite.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const playwrightCache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
const hasPlaywrightBrowser = existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));

if (!candidates.some((p) => existsSync(p)) && !hasPlaywrightBrowser) {
  console.error('No Chromium found: install one (Debian: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH.');
  process.exit(1);
}
