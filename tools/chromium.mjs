// @ts-check
/**
 * The one Chromium every tool here drives (the e2e suite, the interaction bench, Lighthouse, the
 * screenshot script) and the flags it runs with.
 */
import { existsSync } from 'node:fs';

/**
 * CHROME_PATH if set, else Debian's /usr/bin/chromium, else undefined (Playwright's own download).
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
}

/**
 * The Chromium the e2e suite drives: CHROME_PATH if set, else Debian's headless shell
 * (`chromium-headless-shell`: the same Chromium, built without a desktop browser's windows, as
 * Playwright itself runs headless), else the browser above. Beside the full browser, the whole-site
 * checks of the service and project pages (98 tests) took 145-147 s instead of 188-228 s, with 36-46%
 * less CPU. The benches keep the full browser: what they measure is what a visitor's Chrome does.
 * @returns {string | undefined}
 */
export function testChromiumExecutable() {
  if (process.env.CHROME_PATH) return chromiumExecutable();
  return ['/usr/bin/chromium-headless-shell'].find((candidate) => existsSync(candidate)) ?? chromiumExecutable();
}

/**
 * Flags that keep Chromium quiet and fast on a machine without outside network. Without AsyncDns off,
 * Chromium's own DNS client can take 1-5 s to fail an external host, which makes loads slow and tests
 * flaky. The resolver rule cuts the outside world off in the browser itself: every host but this
 * machine's fails at once, as not found; names under .localhost (each private tool's host in the
 * tests: desk.localhost) go to 127.0.0.1, where the local server listens. (Cutting it
 * off with Playwright's routes instead sends every request of every page through the test's process
 * and turns the browser's HTTP cache off.)
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=AsyncDns',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
