#!/usr/bin/env node
/**
 * The WebKit smoke (`npm run test:webkit`, the last step of `npm test`): the engine of every browser on
 * an iPhone and of Safari, which the Chromium suite (e2e/) never runs. Debian's WebKitGTK driver
 * (webkit2gtk-driver: WebKitWebDriver driving MiniBrowser) under an Xvfb display of its own, through the
 * W3C WebDriver client selenium-webdriver, against the built export served by tools/worker-dev.mjs on
 * free ports with a local database of its own. It checks, in WebKit: one page of every kind hydrates
 * (`<html data-hydrated="true">`, as e2e/fixtures.ts `hydrated()` waits for), the phone menu at a phone's
 * width and the Services mega-menu at a desktop's, and a quote with a drawing landing on the sender's
 * request page. Everything it starts it stops. Its last line is "webkit: N passed, N failed".
 *
 *   node tools/webkit-smoke.mjs            (needs out/: npm run build)
 *
 * Without the driver, MiniBrowser or Xvfb it says in one line what is missing and fails: a machine that
 * cannot run it must not pass as if it had (.ci/run installs both packages). WEBKIT_DRIVER,
 * WEBKIT_BROWSER and XVFB name other binaries.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { register } from 'node:module';

const DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
const BROWSER = process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = process.env.XVFB ?? 'Xvfb';
/** Ceilings for a broken run, not waits: each wait below is for a state (docs/testing.md). */
const HYDRATION_CEILING_MS = 45_000;
const STATE_CEILING_MS = 20_000;
const SERVER_CEILING_MS = 170_000;
/** The whole smoke, whatever hangs: it then fails and stops what it started. */
const RUN_CEILING_MS = 8 * 60_000;
const STATE = join('.wrangler', 'webkit-state');

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name) => name.includes('/') ? executable(name) : (process.env.PATH ?? '').split(delimiter).some((dir) => executable(join(dir, name)));

const missing = [
  !executable(DRIVER) && `${DRIVER} (Debian's webkit2gtk-driver)`,
  !executable(BROWSER) && `${BROWSER} (Debian's libwebkit2gtk-4.1-0, which webkit2gtk-driver brings)`,
  !onPath(XVFB) && `${XVFB} (Debian's xvfb)`,
].filter(Boolean);
if (missing.length) {
  console.log(`webkit: cannot run, missing ${missing.join(' and ')}: apt-get install webkit2gtk-driver xvfb (.ci/run installs them)`);
  process.exit(1);
}
if (!existsSync(join('out', 'index.html'))) {
  console.log('webkit: cannot run, no export in out/: run "npm run build" first');
  process.exit(1);
}

// Loaded after the checks, so a machine without the driver gets its one line whatever else it lacks.
const { Builder, By, until } = await import('selenium-webdriver');
register('./ts-hooks.mjs', import.meta.url);
/** @type {{ allHtmlPaths: () => string[] }} */
const { allHtmlPaths } = await import(new URL('../tests/export/out.ts', import.meta.url).href);

// One page of each kind. Collection pages by pattern, never by an entry's name: the marketer may
// rename or delete any of them (docs/testing.md, Fixtures, not the marketer's entries).
const paths = allHtmlPaths();
const first = (kind, pattern) => {
  const path = paths.find((p) => pattern.test(p));
  if (!path) throw new Error(`the export has no ${kind} page (${pattern})`);
  return [kind, path];
};
const KINDS = [
  ['home', '/'],
  first('service', /^\/services\/[^/]+\/$/),
  first('market variant', /^\/(uk|eu)\/services\/[^/]+\/$/),
  ['pricing', '/pricing/'],
  ['portfolio', '/portfolio/'],
  first('project', /^\/projects\/[^/]+\/$/),
  ['blogs', '/blogs/'],
  first('post', /^\/blogs\/[^/]+\/$/),
  ['contact', '/contact/'],
  ['policy', '/privacy-policy/'],
  ['faqs', '/faqs/'],
];

/** @type {import('node:child_process').ChildProcess[]} */
const started = [];
const temp = mkdtempSync(join(tmpdir(), 'webkit-smoke-'));
let driver = null;
async function stopAll() {
  await driver?.quit().catch(() => {});
  driver = null;
  for (const child of started.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(temp, { recursive: true, force: true });
}
let passed = 0;
let failed = 0;
/** Anything that stops the run: said in one line, counted as a failure, and what it started stopped. */
async function fatal(error) {
  console.log(`webkit: ${error?.message ?? error}`);
  console.log(`webkit: ${passed} passed, ${failed + 1} failed`);
  await stopAll();
  process.exit(1);
}
process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void fatal(new Error(`stopped by ${signal}`)));
setTimeout(() => void fatal(new Error(`still running after ${RUN_CEILING_MS / 60_000} minutes: stopped`)), RUN_CEILING_MS).unref();

/** Ports nothing listens on now, from the system. */
async function freePorts(count) {
  const servers = await Promise.all(Array.from({ length: count }, () => new Promise((resolve) => { const server = createServer(); server.listen(0, '127.0.0.1', () => resolve(server)); })));
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Polls `probe` until it is truthy, or fails after `ms` with `what()` (read then: it may show a log). */
async function until_(probe, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > end) throw new Error(what());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A child whose output is kept (the last lines are shown if it dies or never gets ready). */
function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  started.push(child);
  const log = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      log.push(...String(chunk).split('\n').filter(Boolean));
      log.splice(0, log.length - 30);
    });
  }
  return { child, log };
}

const t0 = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// An X display of its own: Xvfb picks a free number and writes it on fd 3.
const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
started.push(xvfb);
const display = await new Promise((resolve, reject) => {
  let text = '';
  xvfb.stdio[3].on('data', (chunk) => {
    text += chunk;
    if (text.includes('\n')) resolve(`:${text.trim()}`);
  });
  xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)));
}).catch(fatal);

const [port, accessPort, driverPort] = await freePorts(3);
const base = `http://127.0.0.1:${port}`;
const server = start(process.execPath, ['tools/worker-dev.mjs', '--port', String(port), '--access-port', String(accessPort), '--state', STATE, '--fresh']);
const webdriver = start(DRIVER, [`--port=${driverPort}`], { env: { ...process.env, DISPLAY: display } });

// The browser starts while the site does (the site's start is most of the smoke's time).
const browserStarted = until_(async () => (await (await fetch(`http://127.0.0.1:${driverPort}/status`)).json()).value.ready, STATE_CEILING_MS, () => `WebKitWebDriver did not start:\n${webdriver.log.join('\n')}`).then(async () => {
  driver = await new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: BROWSER, args: ['--automation'] } })
    .build();
  return (await driver.getCapabilities()).get('browserVersion');
});
try {
  const [version] = await Promise.all([
    browserStarted,
    until_(async () => (await fetch(`${base}/`)).status === 200, SERVER_CEILING_MS, () => `the site did not start on ${base}:\n${server.log.join('\n')}`),
  ]);
  console.log(`webkit: MiniBrowser ${version} (WebKitGTK, WebKitWebDriver on ${driverPort}, display ${display}) and the site on ${base} started (${seconds(t0)})`);
} catch (error) {
  await fatal(error);
}

/** `--only WORDS`: the checks whose names hold them (while working on one). */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] ?? '' : '';
async function check(name, body) {
  if (only && !name.includes(only)) return;
  const since = Date.now();
  try {
    await body();
    passed += 1;
    console.log(`  ok   ${name} (${seconds(since)})`);
  } catch (error) {
    failed += 1;
    console.log(`  FAIL ${name} (${seconds(since)}): ${String(error?.message || error?.name || error).split('\n').slice(0, 6).join('\n       ')}`);
  }
}

const script = (source, ...args) => driver.executeScript(source, ...args);
/** Waits until React has hydrated the page (the root layout's marker). */
async function hydrated(path) {
  await driver.wait(async () => (await script('return document.documentElement.getAttribute("data-hydrated")')) === 'true', HYDRATION_CEILING_MS, `${path} did not hydrate in ${HYDRATION_CEILING_MS / 1000} s: <html> has no data-hydrated="true"`);
}
/** A mark on this document: still there after a click means the page changed without a new load (a client-side navigation). */
const markDocument = () => script('window.__webkitSmokeMark = true');
const sameDocument = async () => (await script('return window.__webkitSmokeMark === true')) === true;
const pathNow = () => script('return location.pathname + location.search');
/**
 * A phone's layout (below 640 px, where the header has its phone menu and quote link) or a desktop's
 * (1024 px and more: the full navigation with the mega-menu). MiniBrowser's window is at least about
 * 450 px wide here, so the phone's is the narrowest it makes, and that is a phone's layout too.
 */
async function layout(kind) {
  const [width, fits] = kind === 'phone' ? [390, (w) => w < 640] : [1280, (w) => w >= 1024];
  await driver.manage().window().setRect({ width, height: kind === 'phone' ? 844 : 900 });
  await driver.wait(async () => fits(await script('return window.innerWidth')), STATE_CEILING_MS, `the window did not take a ${kind}'s width`);
}

await layout('desktop');
for (const [kind, path] of KINDS) {
  await check(`${kind} (${path}) hydrates`, async () => {
    await driver.get(`${base}${path}`);
    await hydrated(path);
    // The page asked for, not the not-found page: its canonical names it.
    const canonical = await script('return document.querySelector("link[rel=canonical]")?.href ?? ""');
    if (new URL(canonical || 'x:', base).pathname !== path) throw new Error(`${path} served a page whose canonical is "${canonical}"`);
  });
}
await check('404 (an unknown address) hydrates', async () => {
  await driver.get(`${base}/webkit-smoke-no-such-page/`);
  await hydrated('the 404 page');
  const title = await driver.getTitle();
  if (!/not found/i.test(title)) throw new Error(`an unknown address showed "${title}", not the 404 page`);
});

await check('phone width: the menu opens, closes, and its link navigates without a reload', async () => {
  await layout('phone');
  await driver.get(`${base}/`);
  await hydrated('/');
  await markDocument();
  const openButton = driver.findElement(By.css('button[aria-controls="mobile-menu"]'));
  const menu = driver.findElement(By.id('mobile-menu'));
  await openButton.click();
  await driver.wait(until.elementIsVisible(menu), STATE_CEILING_MS, 'the menu did not open');
  await menu.findElement(By.xpath('.//button[normalize-space()="Close menu"]')).click();
  await driver.wait(until.elementIsNotVisible(menu), STATE_CEILING_MS, 'Close menu did not close it');
  await openButton.click();
  await driver.wait(until.elementIsVisible(menu), STATE_CEILING_MS, 'the menu did not open again');
  // A service group opens (an exclusive accordion) and one of its links navigates.
  const group = menu.findElement(By.css('details'));
  await group.findElement(By.css('summary')).click();
  const link = group.findElement(By.css('ul a'));
  await driver.wait(until.elementIsVisible(link), STATE_CEILING_MS, 'the first service group did not open');
  const href = new URL(await link.getAttribute('href'), base).pathname;
  await link.click();
  await driver.wait(async () => (await pathNow()) === href, STATE_CEILING_MS, `the menu's link did not lead to ${href}`);
  await driver.wait(until.elementIsNotVisible(menu), STATE_CEILING_MS, 'the menu stayed open after its link was chosen');
  if (!(await sameDocument())) throw new Error(`${href} was a full page load, not a client-side navigation`);
});

await check('desktop width: the Services mega-menu opens on hover and on its button, and its link navigates without a reload', async () => {
  await layout('desktop');
  await driver.get(`${base}/`);
  await hydrated('/');
  await markDocument();
  const nav = driver.findElement(By.css('header nav[aria-label="Main"].hidden'));
  const button = nav.findElement(By.css('button[aria-label="Services menu"]'));
  const panelId = await button.getAttribute('aria-controls');
  const expanded = async () => (await button.getAttribute('aria-expanded')) === 'true';
  await driver.actions().move({ origin: nav.findElement(By.xpath('.//a[normalize-space()="Services"]')) }).perform();
  await driver.wait(expanded, STATE_CEILING_MS, 'hovering Services did not open the menu');
  // Away from it, it closes; its button opens it again.
  await driver.actions().move({ origin: 'viewport', x: 20, y: 850 }).perform();
  await driver.wait(async () => !(await expanded()), STATE_CEILING_MS, 'the menu stayed open once the pointer left');
  await button.click();
  await driver.wait(expanded, STATE_CEILING_MS, 'the Services menu button did not open the menu');
  const link = driver.findElement(By.css(`[id="${panelId}"] ul a`));
  await driver.wait(until.elementIsVisible(link), STATE_CEILING_MS, 'the open menu shows no link');
  const href = new URL(await link.getAttribute('href'), base).pathname;
  await link.click();
  await driver.wait(async () => (await pathNow()) === href, STATE_CEILING_MS, `the menu's link did not lead to ${href}`);
  await driver.wait(async () => (await driver.findElements(By.css(`[id="${panelId}"]`))).length === 0, STATE_CEILING_MS, 'the menu stayed open after its link was chosen');
  if (!(await sameDocument())) throw new Error(`${href} was a full page load, not a client-side navigation`);
});

await check('a quote with a drawing is sent from the form and lands on the sender\'s request page', async () => {
  const drawing = join(temp, 'A-101 ground floor.pdf');
  writeFileSync(drawing, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x20)]));
  await driver.get(`${base}/contact/`);
  await hydrated('/contact/');
  const form = driver.findElement(By.css('form[enctype="multipart/form-data"]'));
  // Each field as a person fills it; a failure names the field.
  const fill = async (name, act) => act(await form.findElement(By.css(`[name="${name}"]`))).catch((e) => { throw new Error(`the form's "${name}" field: ${e.message || e.name}`); });
  await fill('name', (f) => f.sendKeys('Morgan Reyes'));
  await fill('email', (f) => f.sendKeys('morgan@reyes-build.test'));
  await fill('company', (f) => f.sendKeys('Reyes Build'));
  // Chosen from the keyboard, by typing its name (WebKitGTK's driver cannot click an <option>).
  await fill('service', async (f) => {
    await f.sendKeys(await f.findElement(By.css('option[value="bim"]')).getText());
    const chosen = await f.getAttribute('value');
    if (chosen !== 'bim') throw new Error(`typing its name chose "${chosen}"`);
  });
  await fill('message', (f) => f.sendKeys('Clash detection for a 12-story hotel, sent from WebKit.'));
  await fill('files', (f) => f.sendKeys(drawing));
  // A person needs a few seconds on the form; the endpoint files anything faster as suspected spam.
  await driver.wait(async () => (await script('return performance.now()')) > 3_200, STATE_CEILING_MS);
  await form.findElement(By.xpath('.//button[@type="submit"]')).click();
  await driver.wait(async () => /^\/request\/[\w-]{43}\/\?sent$/.test(await pathNow()), 60_000, 'the form did not land on a request page (/request/<link>/?sent)');
  const heading = await driver.findElement(By.css('h1')).getText();
  if (heading !== 'Your quote request') throw new Error(`the request page's heading is "${heading}"`);
  const sent = await driver.findElement(By.xpath('//section[.//*[normalize-space()="What you sent"]]')).getText();
  if (!sent.includes('A-101 ground floor.pdf')) throw new Error(`the request page does not list the drawing: ${sent.slice(0, 200)}`);
});

await stopAll();
console.log(`webkit: took ${seconds(t0)}`);
console.log(`webkit: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
