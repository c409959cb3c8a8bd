import { existsSync } from 'node:fs';

/**
 * Which Chromium the suite drives: CHROME_PATH if set, else Debian's /usr/bin/chromium, else
 * Playwright's own download (undefined lets Playwright look it up).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Flags that keep Chromium quiet and fast on a machine without outside network. Without
 * AsyncDns off, Chromium's own DNS client can take 1-5 s to fail an external host, which makes loads
 * slow and tests flaky.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=AsyncDns',
];
