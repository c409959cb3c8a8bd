import { execFileSync, spawn } from 'node:child_process';
import { PREVIEW_WORKER } from '../tools/preview-alias.mjs';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { deskContext } from './desk-helpers';
import { fetchForRoute } from './dev-proxy';
import { BASE_URL } from './server';
import { GitHubStandIn, GITHUB_APP, GITHUB_STAND_IN_URL, MARKETER } from './github-stand-in';
import { SECOND_SERVER_HOOK_MS, startPrivateHostServer, type SecondServer } from './second-server';
import { CONTENT_CHECK, PREVIEW_STATUS } from '../lib/pipeline';
import { MIN_WORDS } from '../lib/post-checks';
import { wordCount } from '../lib/post-text';
import sharp from 'sharp';
import { HASHED_PRIVATE_FILE, PRIVATE_IMMUTABLE } from '../lib/security-headers';
import { parsePost } from '@/lib/content/posts';
import { PHOTO_UPLOAD } from '../lib/photos';
import { allProjects, PROJECTS_DIR } from '@/lib/content/projects';
import { blogPosts, POSTS_DIR } from '@/lib/content/posts';
import { people } from '@/lib/content/team';

/** A figure of the site's shown in a post as a component. */
const CLAIM = /<Claim id="[^"]+" \/>/;

/**
 * The editor at /admin/ (Sveltia CMS), driven as a marketer would, offline: its own test backend keeps
 * what it saves in the browser's private file system (the page's config is swapped for that backend
 * on purpose; everything else is the real editor as the build serves it). A new post is written with a
 * photo from a phone, its preview looks like the article page, and a project's budget is changed; a
 * build of the site with those files has the post on the blog with its BlogPosting data, in the sitemap,
 * the feed and the site search, the photo in AVIF and WebP at its widths without the camera's metadata,
 * and the project page with the new budget.
 */

const POST = {
  title: 'Reading a tender package in the first hour',
  excerpt: 'What an estimator checks in the first hour with a tender package, before any takeoff starts, and why it saves days later.',
  body: 'Open the drawing register first, then the specification contents, then the form of tender.',
};
const SLUG = 'reading-a-tender-package-in-the-first-hour';
/** A scheduled post's date, months after any run of this suite. */
const SCHEDULED_FOR = '2027-03-01T09:00';
/** An article long enough for the site's check (lib/post-checks.ts MIN_WORDS), each sentence its own. */
const LONG_ARTICLE = Array.from({ length: 64 }, (_, i) => `Check ${i + 1}: read sheet ${i + 1} of the drawing register against the tender list, and note any revision the list does not name.`).join(' ');
const PHOTO = 'tender-review.jpg';
/** The same photo as the editor stores it: re-encoded in the browser as WebP (lib/photos.ts, PHOTO_UPLOAD). */
const STORED_PHOTO = 'tender-review.webp';
const PHOTO_ALT = 'An estimator marking up a tender drawing set at a desk';
/**
 * The marketer's own entries change under this test (her drafts run it): it works on whichever project
 * comes first, whichever person is first in the team, and the first post that shows one of the site's
 * figures as a component, and names none of them.
 */
const PROJECT = allProjects[0]!;
const PROJECT_FILE = `${PROJECTS_DIR}/${PROJECT.id}.md`;
const PROJECT_TITLE = PROJECT.title;
/** A value in the project's own currency that it does not have yet. */
const NEW_BUDGET = `${PROJECT.budget[0]}${PROJECT.budget.slice(1) === '33.5M' ? '34.5M' : '33.5M'}`;
const AUTHOR = people[0]!;
/**
 * A ceiling for the photo to be encoded and written after Save: seconds here, but over a minute in a
 * run pinned to one core, where both workers' browsers encode a 3000 x 2000 photo at once.
 */
const PHOTO_WRITTEN_MS = 180_000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether EXIF data, as sharp gives it ("Exif\0\0" and a TIFF block), points to a GPS position (tag 0x8825 of its first directory). */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const first = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + i * 12)).includes(0x8825);
}

/** A JPEG as a phone writes it (3000 x 2000 unless told), with the camera's details and where it was taken (EXIF, GPS). */
async function cameraPhoto(width = 3000, height = 2000): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#7d8a96' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '74/1 20/1 5/1' } })
    .toBuffer();
  expect(hasGps((await sharp(jpeg).metadata()).exif)).toBe(true);
  return jpeg;
}

/**
 * The editor as the build serves it in a marketer's browser signed in through Access, with its own test
 * backend instead of GitHub (the page's config is swapped for it on purpose), console errors and policy
 * violations collected in `problems`.
 */
async function testBackendEditor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await deskContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
  await context.route(
    (url) => url.pathname === '/admin/config.yml',
    async (route) => {
      const real = await fetchForRoute(route);
      const config = (await real.text()).replace(/^backend:\n(?: {2}.*\n)+/m, 'backend:\n  name: test-repo\n');
      expect(config).toContain('name: test-repo');
      await route.fulfill({ response: real, body: config });
    },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)));
  return { context, page, problems };
}

/** Every file the editor's test backend holds, by path. */
function savedFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
      // entries() is in every browser that has the private file system; TypeScript's DOM types lag.
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        try {
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          else {
            const file = await (handle as FileSystemFileHandle).getFile();
            // Text as text; a photo as base64, to be written back as bytes.
            files[`${prefix}${name}`] = /\.(md|ya?ml|json)$/.test(name) ? await file.text() : `base64:${btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())))}`;
          }
        } catch (error) {
          // A file the editor is replacing at this moment: the next look finds its new copy. Listed
          // apart, so a file that stays unreadable shows in a failure instead of looking unwritten.
          files[`${prefix}${name} (unreadable: ${error})`] = '';
        }
      }
    }
    await walk(await navigator.storage.getDirectory(), '');
    return files;
  });
}

/** The repository as committed, with `extra` files, built into its own out/ (the same `npm run build`). */
function buildWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'editor-build-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked.filter((f) => existsSync(f))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), readFileSync(file));
  }
  for (const [file, text] of Object.entries(extra)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text.startsWith('base64:') ? Buffer.from(text.slice(7), 'base64') : text);
  }
  // Hard links: the packages as installed, without copying a gigabyte.
  execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  // Only content differs from the tree the run built and type-checked: the build skips Next's type check.
  execFileSync('npm', ['run', 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TYPES_CHECKED_BY_THIS_RUN: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  return dir;
}

/** What makes a post look like the site's: the hero band's colour, the headline's weight, the text's size, the excerpt's colour. */
function articleLook(main: Locator) {
  return main.evaluate((root) => {
    const style = (selector: string) => {
      const el = root.querySelector(selector);
      return el ? getComputedStyle(el) : null;
    };
    return { band: style('section')?.backgroundColor, heading: style('h1')?.fontWeight, text: style('.prose-site')?.fontSize, excerpt: style('article > p')?.color };
  });
}

/** Serves a built out/ on a free port, as any static host would. */
async function serve(out: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(out, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(out) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${address.port}`, server };
}


/** The new post's title, excerpt, dates and author, typed into the editor's open form. */
async function fillPostFields(page: Page, published = '2026-11-20T09:00'): Promise<void> {
  // The new entry is ready once its preview shows it (components/admin/post-preview.tsx): a title typed
  // before then was once lost to the entry being set up, and the post was saved untitled.
  await expect(page.frameLocator('iframe').last().getByRole('heading', { level: 1 })).toHaveText('Untitled post');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(POST.title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(POST.excerpt);
  const dates = page.locator('input[type="datetime-local"]');
  await dates.nth(0).fill(published);
  await dates.nth(1).fill(published);
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: new RegExp(escapeRegExp(AUTHOR.name)) }).click();
}

/** Writes the new post in the editor's form, with a photo from a phone (GPS and all) as its picture, ready to save. */
async function writePost(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  await fillPostFields(page);
  await page.getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: /Upload/ }).click();
  await (await chooser).setFiles({ name: PHOTO, mimeType: 'image/jpeg', buffer: await cameraPhoto() });
  // The upload is read, listed and selected in the dialog, and inserted into the form, each on the
  // editor's own time. Pinned to one core, a post was once saved without its photo: wait for each.
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  await expect(dialog.getByRole('option', { name: PHOTO, selected: true }), 'the upload selected').toBeVisible();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('button', { name: 'Remove Image' }), 'the photo in the form').toBeVisible();
  await page.getByRole('textbox', { name: 'Picture description' }).fill(PHOTO_ALT);
  await page.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type(POST.body);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true }), 'the title as typed').toHaveValue(POST.title);
}

/**
 * Waits for the editor to close after a Save, as it does by default (Sveltia's "close on save"): it goes
 * back a step in the tab's history once the files are written, in a view transition, a frame or more
 * later. Navigating before then had that step undo the navigation: the project list "never came" and
 * the post's form was open again instead.
 */
async function editorClosed(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'Content Editor' }), 'the editor closed after Save').toHaveCount(0);
}

/** Opens the finished project in the editor and types the new budget into its form. */
async function changeProjectBudget(page: Page): Promise<void> {
  await page.goto('/admin/#/collections/projects');
  await page.getByText(PROJECT_TITLE).first().click();
  // The editor draws a long form's fields as they scroll into view: scroll the form down to the budget.
  const budget = page.getByRole('textbox', { name: 'Construction value' });
  const form = await page.getByRole('textbox', { name: 'Client' }).boundingBox();
  await expect(async () => {
    await page.mouse.move(form!.x + 20, 450);
    await page.mouse.wheel(0, 600);
    await expect(budget).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await budget.fill(NEW_BUDGET);
}

test('a marketer writes a post with a photo and changes a project\'s budget in the editor; a build has the post on the blog, in the sitemap, the feed and search, the photo sized without its metadata, and the new budget', async ({ browser }) => {
  test.setTimeout(600_000);
  const { context, page, problems } = await testBackendEditor(browser);
  const answer = await page.goto('/admin/');
  expect(answer?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The test backend starts empty: it gets the repository's project file, as GitHub would list it.
  await page.evaluate(
    async ({ path, text }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test', { create: true });
      for (const part of path.split('/').slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(path.split('/').pop()!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    },
    { path: PROJECT_FILE, text: readFileSync(PROJECT_FILE, 'utf8') },
  );
  await page.reload();
  await page.getByRole('button', { name: /Test Repository/ }).click();
  await writePost(page);

  // The preview pane shows the post as its page does: the article's hero band, byline and text, in the
  // site's stylesheet (components/admin/post-preview.tsx).
  const preview = page.frameLocator('iframe').last();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(POST.title);
  await expect(preview.getByText(`By ${AUTHOR.name}, ${AUTHOR.role}`)).toBeVisible();
  await expect(preview.locator('.prose-site')).toContainText(POST.body);
  const look = await articleLook(preview.locator('main'));
  expect(look).toEqual({ band: 'rgb(11, 31, 58)', heading: '800', text: '18px', excerpt: expect.stringMatching(/^rgb/) });
  await page.getByRole('button', { name: 'Save' }).click();

  const path = `content/blogs/${SLUG}.md`;
  // The post is saved with its photo, which the browser encodes first: both are written before the
  // marketer moves on (leaving while the photo is being written loses it, as it would for her).
  await expect
    .poll(async () => {
      const keys = Object.keys(await savedFiles(page));
      return [path, `public/images/uploads/${STORED_PHOTO}`].filter((file) => !keys.includes(`sveltia-cms-test/${file}`));
    }, { timeout: PHOTO_WRITTEN_MS })
    .toEqual([]);
  await editorClosed(page);

  // A finished project's budget changes.
  await changeProjectBudget(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await savedFiles(page))[`sveltia-cms-test/${PROJECT_FILE}`]).toContain(`budget: ${NEW_BUDGET}`);

  // Every file as saved: the post, its photo and the project (a file being written is read at the next look).
  let saved: Record<string, string> = {};
  await expect
    .poll(async () => {
      saved = await savedFiles(page);
      return [path, `public/images/uploads/${STORED_PHOTO}`, PROJECT_FILE].filter((file) => !saved[`sveltia-cms-test/${file}`]);
    })
    .toEqual([]);
  const written = saved[`sveltia-cms-test/${path}`]!;
  const photo = saved[`sveltia-cms-test/public/images/uploads/${STORED_PHOTO}`]!;
  const project = saved[`sveltia-cms-test/${PROJECT_FILE}`]!;
  expect(photo).toMatch(/^base64:/);
  expect(problems).toEqual([]);
  await context.close();

  // What the editor wrote is what the build accepts.
  const post = parsePost(path, written);
  expect(post).toMatchObject({ id: SLUG, title: POST.title, description: POST.excerpt, published: '2026-11-20T09:00:00Z', author: { id: AUTHOR.id }, image: { src: `/images/uploads/${STORED_PHOTO}`, alt: PHOTO_ALT } });
  expect(post.body.trim()).toBe(POST.body);

  const dir = buildWith({ [path]: written, [`public/images/uploads/${STORED_PHOTO}`]: photo, [PROJECT_FILE]: project });
  const { url, server } = await serve(join(dir, 'out'));
  try {
    const article = readFileSync(join(dir, 'out', 'blogs', SLUG, 'index.html'), 'utf8');
    const ld = [...article.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(ld.flatMap((block) => block['@graph'] ?? [block]).find((node) => node['@type'] === 'BlogPosting')).toMatchObject({ headline: POST.title, datePublished: '2026-11-20T09:00:00Z' });
    expect(readFileSync(join(dir, 'out', 'sitemap.xml'), 'utf8')).toContain(`/blogs/${SLUG}/`);
    // The photo went through the image pipeline: the page offers AVIF and WebP at the card and article
    // widths, every one of them built, none with the camera's details; the original has none left either.
    const stem = STORED_PHOTO.replace(/\.webp$/, '');
    expect(article).toContain(`<source type="image/avif" srcSet="/images/sized/${stem}-640.avif 640w, /images/sized/${stem}-1200.avif 1200w"`);
    expect(article).toContain(`srcSet="/images/sized/${stem}-640.webp 640w, /images/sized/${stem}-1200.webp 1200w"`);
    for (const file of [`images/sized/${stem}-640.avif`, `images/sized/${stem}-1200.avif`, `images/sized/${stem}-640.webp`, `images/sized/${stem}-1200.webp`, `images/uploads/${STORED_PHOTO}`]) {
      const meta = await sharp(join(dir, 'out', file)).metadata();
      expect({ file, exif: meta.exif }).toEqual({ file, exif: undefined });
      expect(meta.width).toBeLessThanOrEqual(file.includes('uploads') ? 2400 : file.includes('-640.') ? 640 : 1200);
    }
    // The project page shows the budget the editor saved.
    const projectPage = readFileSync(join(dir, 'out', 'projects', PROJECT.id, 'index.html'), 'utf8');
    expect(projectPage).toMatch(new RegExp(`Construction value</dt><dd[^>]*>${escapeRegExp(NEW_BUDGET)}</dd>`));
    expect(readFileSync(join(dir, 'out', 'feed.xml'), 'utf8')).toContain(`/blogs/${SLUG}/`);

    const reader = await browser.newPage();
    await reader.goto(`${url}/blogs/${SLUG}/`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(POST.title);
    // The page looks as the editor's preview did.
    expect(await articleLook(reader.locator('main'))).toEqual(look);
    const found = await reader.evaluate(async () => {
      const pagefind = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
      const { results } = await pagefind.search('tender package first hour');
      return Promise.all(results.slice(0, 5).map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url));
    });
    expect(found).toContain(`/blogs/${SLUG}/`);
    await reader.close();
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a photo from a phone is re-encoded in the marketer\'s browser before it is stored: WebP, at most 2,400 px, without the camera\'s EXIF and GPS position', async ({ browser }) => {
  const { context, page, problems } = await testBackendEditor(browser);
  await page.goto('/admin/');
  await page.getByRole('button', { name: /Test Repository/ }).click();
  await writePost(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const uploads = 'sveltia-cms-test/public/images/uploads/';
  const post = `sveltia-cms-test/content/blogs/${SLUG}.md`;
  let saved: Record<string, string> = {};
  await expect
    .poll(async () => {
      saved = await savedFiles(page);
      return Object.keys(saved).filter((path) => path.startsWith(uploads) || path === post).sort();
    }, { timeout: PHOTO_WRITTEN_MS })
    .toEqual([post, `${uploads}${STORED_PHOTO}`]);
  const stored = Buffer.from(saved[`${uploads}${STORED_PHOTO}`]!.slice('base64:'.length), 'base64');
  const meta = await sharp(stored).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, gps: hasGps(meta.exif) }).toEqual({ format: 'webp', width: PHOTO_UPLOAD.width, height: (PHOTO_UPLOAD.width * 2) / 3, exif: undefined, gps: false });
  expect(parsePost(`content/blogs/${SLUG}.md`, saved[post]!).image.src).toBe(`/images/uploads/${STORED_PHOTO}`);
  expect(problems).toEqual([]);
  await context.close();
});

test('the editor loads like a tool: its page is never cached, every file it loads is named by its hash and kept for good, and at start it asks no host but ours', async ({ browser }) => {
  // A marketer in the UK: the editor shows itself in British English, whose words it fetches at start.
  const { context, page, problems } = await testBackendEditor(browser, { locale: 'en-GB' });
  const origin = new URL(BASE_URL).origin;
  const elsewhere: string[] = [];
  const answers: { path: string; cache: string | undefined }[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(`${origin}/`) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
  });
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.startsWith('/admin/')) answers.push({ path: url.pathname, cache: response.headers()['cache-control'] });
  });
  const served = await page.goto('/admin/');
  expect(served?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await page.getByRole('button', { name: /Test Repository/ }).click();
  // A new post's form, and its preview in the site's stylesheet.
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  // A title typed before the new entry is set up is lost to it (see fillPostFields): wait for its preview.
  const previewTitle = page.frameLocator('iframe').last().getByRole('heading', { level: 1 });
  await expect(previewTitle).toHaveText('Untitled post');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(POST.title);
  await expect(previewTitle).toHaveText(POST.title);

  const hash = '[0-9a-f]{16}';
  expect(answers.map((a) => a.path)).toEqual(
    expect.arrayContaining([
      '/admin/',
      '/admin/config.yml',
      expect.stringMatching(new RegExp(`^/admin/cms\\.${hash}/sveltia-cms\\.js$`)),
      expect.stringMatching(new RegExp(`^/admin/editor\\.${hash}\\.js$`)),
      expect.stringMatching(new RegExp(`^/admin/preview\\.${hash}\\.css$`)),
      expect.stringMatching(new RegExp(`^/admin/[a-z0-9-]+\\.${hash}\\.woff2$`)),
      expect.stringMatching(new RegExp(`^/admin/locales\\.${hash}/en-GB\\.json$`)),
    ]),
  );
  // As served: the page and its configuration never cached, so a new build is seen at once; every file
  // named by its hash kept by her browser, and by no shared cache.
  for (const answer of answers) expect(answer).toEqual({ path: answer.path, cache: HASHED_PRIVATE_FILE.test(answer.path) ? PRIVATE_IMMUTABLE : 'no-store' });
  expect(answers.filter((a) => a.cache === PRIVATE_IMMUTABLE).length).toBeGreaterThan(4);
  // No request left for unpkg, a font CDN or any other host, and none refused by the page's policy.
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

/** The address Cloudflare Pages gives a branch's preview: the branch name, lower case, hyphens for the rest. */
/** A preview's own address, as the pipeline posts it: the uploaded version's (wrangler's "Version Preview URL"). */
const previewUrl = (sha: string) => `https://${sha.slice(0, 8)}-${PREVIEW_WORKER}.firm-account.workers.dev`;

/** The draft's check on a branch as the stand-in holds it: the repository as committed, the branch's files over it. */
async function checkBranch(github: GitHubStandIn, branch: string): Promise<{ ok: boolean; line: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-check-'));
  try {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked.filter((f) => existsSync(f))) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), readFileSync(file));
    }
    const start = github.pulls.find((p) => p.head === branch)?.baseSha ?? github.refs.get('main')!;
    for (const [file, bytes] of github.changes(branch, start)) {
      if (bytes) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), bytes);
      } else rmSync(join(dir, file), { force: true });
    }
    execFileSync('ln', ['-s', join(process.cwd(), 'node_modules'), join(dir, 'node_modules')]);
    // Run apart from this process, which answers the editor's calls to GitHub meanwhile.
    const run = await new Promise<{ status: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [join(dir, 'tools', 'check-content.mjs')], { cwd: dir });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (status) => resolve({ status, out }));
    });
    return { ok: run.status === 0, line: run.out.trim().split('\n').pop() ?? '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The editor as it runs on the site: its GitHub backend, signed in through the site's own function
 * (/api/admin/auth and /api/admin/callback) in a real sign-in window, against a GitHub stand-in on
 * another origin (e2e/github-stand-in.ts), with the headers the site serves. The browser's calls to
 * api.github.com are answered by the stand-in; the editor's policy must still allow them.
 */
test.describe('the editor on GitHub', () => {
  test.describe.configure({ mode: 'serial' });
  let github: GitHubStandIn;
  // The editor as production runs it: on its own host (EDITOR_HOST) of a server with the tools' hosts
  // set, whose public host serves the pages (e2e/second-server.ts); its sign-in goes through that host's function.
  let server: SecondServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SECOND_SERVER_HOOK_MS);
    github = new GitHubStandIn(['content', 'public/images/uploads']);
    await github.start();
    server = await startPrivateHostServer('editor', [`GITHUB_CLIENT_ID=${GITHUB_APP.clientId}`, `GITHUB_CLIENT_SECRET=${GITHUB_APP.clientSecret}`, `GITHUB_URL=${GITHUB_STAND_IN_URL}`]);
  });
  test.afterAll(async () => {
    server?.stop();
    await github.stop();
  });

  /**
   * A marketer's browser on the editor's host, signed in through Access to the editor only (publishing
   * never needs the leads), the editor's calls to GitHub's hosts answered by the stand-in.
   */
  async function editorContext(browser: Browser) {
    const context = await deskContext(browser, { viewport: { width: 1280, height: 900 }, baseURL: server!.editorUrl }, ['editor'], server!.state);
    await context.route('https://api.github.com/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const answer = await github.answer(request.method(), url.pathname + url.search, await request.allHeaders(), request.postDataBuffer() ?? Buffer.alloc(0));
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
    await context.route('https://www.githubstatus.com/api/v2/status.json', (route) => route.fulfill({ json: { status: { indicator: 'none' } } }));
    return context;
  }

  async function setStatus(page: Page, status: 'Draft' | 'In Review' | 'Ready') {
    await page.getByRole('button', { name: /^Status: / }).click();
    await page.getByRole('menuitemradio', { name: status }).or(page.getByRole('menuitem', { name: status })).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Status: \\W?${status}`) })).toBeVisible();
  }

  /** Save: a draft on its own branch and pull request; then, as the editor asks, send it for review. */
  async function saveDraft(page: Page) {
    const pulls = github.pulls.length;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Send for Review' }).getByRole('button', { name: 'Send for Review' }).click();
    await expect.poll(() => github.pulls[pulls]?.labels).toEqual(['sveltia-cms/pending_review']);
    await editorClosed(page);
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publish Entry' }).click();
    await page.getByRole('alertdialog', { name: 'Publish Entry' }).getByRole('button', { name: 'Publish' }).click();
  }

  async function signIn(page: Page) {
    // Bounded waits that say what they saw: a window that never opens or never closes would otherwise
    // hold the test to its five-minute ceiling and end it with no more than "Test timeout".
    const popup = page.waitForEvent('popup', { timeout: 60_000 });
    await page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click();
    const window = await popup.catch(async (error) => {
      throw new Error(`no sign-in window opened; the editor shows: ${await page.locator('body').innerText().catch(String)}`, { cause: error });
    });
    // GitHub's consent page, on another origin: the window has left the site and must come back to it.
    await expect(window).toHaveURL(new RegExp(`^${GITHUB_STAND_IN_URL}/login/oauth/authorize\\?`));
    const consent = new URL(window.url());
    const closed = window.waitForEvent('close', { timeout: 60_000 });
    await window.getByRole('link', { name: 'Authorize' }).click();
    // The window hands the token over and closes itself.
    await closed.catch(async (error) => {
      const shows = await window.locator('body').innerText().catch(String);
      throw new Error(`the sign-in window did not close: it is at ${window.url()} and shows "${shows}"; the editor shows: ${await page.locator('body').innerText().catch(String)}`, { cause: error });
    });
    return consent;
  }

  test('a marketer signs in with GitHub in the sign-in window, through the site\'s function and back, and the editor opens on the repository', async ({ browser }) => {
    const context = await editorContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)));
    const served = await page.goto('/admin/');
    // The one relaxation that lets the sign-in window keep its opener; the rest of the policy as before.
    expect(served?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(served?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    const answers: Record<string, string | undefined>[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/admin/')) answers.push({ path: new URL(response.url()).pathname, coop: response.headers()['cross-origin-opener-policy'] });
    });
    const consent = await signIn(page);
    // The editor is signed in as the marketer and shows the repository's entries.
    const count = (dir: string) => String(readdirSync(dir).filter((name) => name.endsWith('.md')).length);
    await expect(page.getByRole('treeitem', { name: /Projects and case studies/ })).toContainText(count('content/projects'), { timeout: 30_000 });
    // Every post of the site, every one of them hers to edit.
    await expect(page.getByRole('treeitem', { name: /Blog posts/ })).toContainText(count('content/blogs'));
    await page.getByRole('button', { name: 'Show Account Menu' }).click();
    await expect(page.getByText(new RegExp(`Signed In as \\W?${MARKETER.login}`))).toBeVisible();
    await page.keyboard.press('Escape');
    // It signed in through its own host: the configuration it was served names the editor's host, and
    // GitHub was asked to send the window back there (the GitHub App's callback, docs/editor.md).
    expect(await page.evaluate(async () => (await fetch('/admin/config.yml')).text())).toContain(`base_url: ${server!.editorUrl}\n`);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${server!.editorUrl}/api/admin/callback`);
    // Nothing reaches main but through a draft: the Assets page, whose uploads and deletions would commit
    // to main, is not offered (components/admin/drafts-only.ts), and its address leads to the contents.
    const pages = page.getByRole('radiogroup', { name: 'Switch Page' });
    await expect(pages.getByRole('radio', { name: 'Editorial Workflow' })).toBeVisible();
    await expect(pages.getByRole('radio', { name: 'Assets' })).toBeHidden();
    await page.getByRole('button', { name: 'Create Entry or Assets' }).click();
    const create = page.getByRole('menu', { name: 'Create Entry or Assets' });
    await expect(create.getByRole('menuitem', { name: 'Blog post' })).toBeVisible();
    expect(await create.getByRole('menuitem').allInnerTexts()).toEqual(['Blog post', 'Project']);
    await page.keyboard.press('Escape');
    await page.goto('/admin/#/assets');
    await expect(page).toHaveURL(/#\/collections/);
    expect(answers).toEqual([
      { path: '/api/admin/auth', coop: 'unsafe-none' },
      { path: '/api/admin/callback', coop: 'unsafe-none' },
    ]);
    expect(problems).toEqual([]);
    // And the desk is not on this origin: nothing the editor runs can reach it.
    expect(await page.evaluate(async () => Promise.all(['/desk/', '/api/desk/me', '/api/desk/leads.csv'].map(async (path) => (await fetch(path)).status)))).toEqual([404, 404, 404]);
    await context.close();
  });

  test('a save is a draft on its own branch and pull request, its preview link opens the branch\'s preview, Publish merges it; a draft the build would refuse is not published, and she is told the rule', async ({ browser }) => {
    // The stand-in plays the pipeline (.github/workflows/site.yml) on every commit of a draft: both
    // statuses pending at once; the draft's check (tools/check-content.mjs) on the branch as committed,
    // its line as the "Content check" status; then, once the test suite would have passed (when the test
    // says: `testsPass`), the preview's own address, or a failure when the check failed (so would the build).
    const checks: Promise<void>[] = [];
    let testsPass = () => {};
    const testsPassed = new Promise<void>((resolve) => (testsPass = resolve));
    github.onCommit = (branch, commit) => {
      if (!branch.startsWith('cms/')) return;
      github.setStatus(commit.sha, { context: CONTENT_CHECK, state: 'PENDING', description: 'Checking the draft', targetUrl: null });
      github.setStatus(commit.sha, { context: PREVIEW_STATUS, state: 'PENDING', description: 'Testing the whole site; the preview follows', targetUrl: null });
      checks.push(
        (async () => {
          const { ok, line } = await checkBranch(github, branch);
          github.setStatus(commit.sha, { context: CONTENT_CHECK, state: ok ? 'SUCCESS' : 'FAILURE', description: line.slice(0, 140), targetUrl: null });
          if (!ok) return github.setStatus(commit.sha, { context: PREVIEW_STATUS, state: 'FAILURE', description: 'The tests or the preview failed', targetUrl: null });
          await testsPassed;
          github.setStatus(commit.sha, { context: PREVIEW_STATUS, state: 'SUCCESS', description: 'Tested and deployed to its preview', targetUrl: previewUrl(commit.sha) });
        })(),
      );
    };
    const context = await editorContext(browser);
    await context.route(/^https:\/\/[0-9a-f]{8}-stratum-precon-preview\.firm-account\.workers\.dev\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Preview</title><h1>Preview</h1>' }));
    const page = await context.newPage();
    await page.goto('/admin/');
    await signIn(page);

    // A finished project's budget changes: saved, it is a draft on its own branch, with a pull request.
    await changeProjectBudget(page);
    await saveDraft(page);
    const branch = `cms/projects/${PROJECT.id}`;
    expect(github.pulls.map((p) => ({ head: p.head, base: p.base, state: p.state }))).toEqual([{ head: branch, base: 'main', state: 'open' }]);
    expect(github.file(branch, PROJECT_FILE)).toContain(`budget: ${NEW_BUDGET}`);
    expect(github.file('main', PROJECT_FILE)).not.toContain(NEW_BUDGET);
    // Sent for review: the pull request's label says so, and it is no longer a draft pull request.
    await expect.poll(() => github.pulls[0]!.labels).toEqual(['sveltia-cms/pending_review']);
    expect(github.pulls[0]!.draft).toBe(false);

    // Its check has passed, but the whole site is still being tested with it: Publish waits, and says so.
    await expect.poll(() => github.statuses.get(github.refs.get(branch)!)?.find((s) => s.context === CONTENT_CHECK)?.state, { timeout: 60_000 }).toBe('SUCCESS');
    await page.getByText(PROJECT_TITLE).first().click();
    await setStatus(page, 'Ready');
    await publish(page);
    const waiting = page.getByRole('dialog', { name: 'This draft is not published yet' });
    await expect(waiting).toContainText('the whole site is now being tested with this draft');
    await waiting.getByRole('button', { name: 'OK' }).click();
    expect(github.merged).toEqual([]);
    await page.goto('/admin/#/collections/projects');

    // The preview link opens the project's page on the draft's own preview, once the tests have passed.
    testsPass();
    await Promise.all(checks);
    await page.getByText(PROJECT_TITLE).first().click();
    const preview = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View Preview' }).click({ timeout: 60_000 });
    expect((await preview).url()).toBe(`${previewUrl(github.refs.get(branch)!)}/projects/${PROJECT.id}/`);
    await (await preview).close();

    // Ready, then Publish: the pull request is merged, and main has the new budget.
    await publish(page);
    await expect.poll(() => github.merged).toEqual([1]);
    expect(github.file('main', PROJECT_FILE)).toContain(`budget: ${NEW_BUDGET}`);
    await editorClosed(page);

    // A new post of a few lines, for later (dated next spring): a note, not an article. The form takes
    // it; the site's check does not, though its day is months away: it is checked at the save.
    await page.goto('/admin/#/collections/posts/new');
    await fillPostFields(page, SCHEDULED_FOR);
    await page.getByRole('textbox', { name: 'Article' }).click();
    await page.keyboard.type(POST.body);
    await saveDraft(page);
    expect(github.pulls.map((p) => p.head)).toContain(`cms/posts/${SLUG}`);
    await expect.poll(async () => (await Promise.all(checks), github.statuses.get(github.refs.get(`cms/posts/${SLUG}`)!)?.find((s) => s.context === CONTENT_CHECK)?.state), { timeout: 60_000 }).toBe('FAILURE');
    await page.goto('/admin/#/collections/posts');
    await page.getByText(POST.title).first().click();
    await setStatus(page, 'Ready');
    await publish(page);
    const told = page.getByRole('dialog', { name: 'This draft is not published yet' });
    await expect(told).toContainText(`The site's check found a problem: content/blogs/${SLUG}.md: the article has ${wordCount(POST.body)} words; a post needs at least ${MIN_WORDS}.`);
    await told.getByRole('button', { name: 'OK' }).click();
    expect(github.merged).toEqual([1]);
    expect(github.file('main', `content/blogs/${SLUG}.md`)).toBeUndefined();

    // She writes the article out and saves: the check passes, the preview is pending while the whole site
    // is tested, then deployed at the version's own address; then it publishes, still dated ahead.
    const postBranch = `cms/posts/${SLUG}`;
    const refused = github.refs.get(postBranch);
    await page.getByRole('textbox', { name: 'Article' }).fill(LONG_ARTICLE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The editor may ask again whether to send it for review: it is already in review.
    await page.getByRole('alertdialog', { name: 'Send for Review' }).getByRole('button', { name: 'Send for Review' }).click({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => github.refs.get(postBranch), { timeout: 60_000 }).not.toBe(refused);
    await editorClosed(page);
    const fixed = github.refs.get(postBranch)!;
    await expect.poll(() => github.statusLog.filter((s) => s.sha === fixed && s.context === PREVIEW_STATUS).map((s) => s.state), { timeout: 60_000 }).toEqual(['PENDING', 'SUCCESS']);
    expect(github.statusLog.find((s) => s.sha === fixed && s.state === 'SUCCESS' && s.context === PREVIEW_STATUS)!.targetUrl).toBe(previewUrl(fixed));
    expect(github.statuses.get(fixed)!.find((s) => s.context === CONTENT_CHECK)!.state).toBe('SUCCESS');
    await page.goto('/admin/#/collections/posts');
    await page.getByText(POST.title).first().click();
    await publish(page);
    await expect.poll(() => github.merged).toEqual([1, 2]);
    expect(github.file('main', `content/blogs/${SLUG}.md`)).toMatch(/^published: .?2027-03-01T09:00/m);
    await editorClosed(page);

    // One of the existing posts, with the site's figures in it as components: a changed excerpt
    // leaves its article exactly as it was, components included. (With no such post, nothing is at risk.)
    const withFigure = blogPosts.find((p) => CLAIM.test(readFileSync(`${POSTS_DIR}/${p.id}.md`, 'utf8')));
    if (withFigure) {
      const existing = `${POSTS_DIR}/${withFigure.id}.md`;
      const component = CLAIM.exec(readFileSync(existing, 'utf8'))![0];
      await page.goto('/admin/#/collections/posts');
      await page.getByText(withFigure.title).first().click();
      await page.getByRole('textbox', { name: 'Excerpt' }).fill('What the article covers and the figures behind it: where each number comes from, and how to check it on a project.');
      await saveDraft(page);
      const body = (text: string) => text.replace(/^---[\s\S]*?\n---\n/, '').trim();
      expect(body(github.file(`cms/posts/${withFigure.id}`, existing)!)).toBe(body(github.file('main', existing)!));
      expect(github.file(`cms/posts/${withFigure.id}`, existing)).toContain(component);
    }
    await context.close();
  });

  test('a sign-in refused at GitHub shows the marketer GitHub\'s reason', async ({ browser }) => {
    const context = await editorContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/');
    github.refuseNext = true;
    await signIn(page);
    await expect(page.getByText('The user has denied your application access. (access_denied)')).toBeVisible();
    await context.close();
  });
});
