import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allHtmlFiles, OUT_DIR, requireExport } from './out';
import { MAIN_ID } from '../../components/layout/skip-link';

/**
 * Every page of the export is valid HTML by the W3C Nu checker (npm vnu-jar, needs Java). A file of
 * its own, so Jest runs it beside the other export checks instead of after them.
 */

beforeAll(requireExport);

test('every page is valid HTML (W3C Nu checker)', () => {
  const vnu = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
  let output = '';
  try {
    // Markup only: the inline stylesheet is Tailwind's output, and the checker's CSS grammar predates
    // rules every current browser supports (@property), so its CSS messages are filtered out.
    execFileSync('java', ['-jar', vnu, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...allHtmlFiles()], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output
    ? (JSON.parse(output) as { messages: { type: string; url: string; message: string; lastLine?: number }[] }).messages
    : [];
  const pagesBlockingRender = blockingRenderPages();
  const errors = messages
    .filter((m) => m.type === 'error')
    .map((m) => ({ ...m, page: m.url.replace(`file:${OUT_DIR}`, '') }))
    .filter((m) => !(m.message === EXPECT_LINK_MESSAGE && pagesBlockingRender.has(m.page)))
    .map((m) => `${m.page}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
}, 120_000);

/**
 * The root layout's `<link rel="expect" href="#main" blocking="render">` (app/layout.tsx) is the HTML
 * standard's (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), but the checker still
 * allows `blocking` on stylesheets only. Its message is let through on a page whose only `blocking`
 * link is exactly that one; any other `blocking` link is still an error.
 */
const EXPECT_LINK_MESSAGE = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
const EXPECT_LINK = `<link rel="expect" href="#${MAIN_ID}" blocking="render"/>`;
const blockingRenderPages = () => new Set(
  allHtmlFiles()
    .filter((file) => {
      const links = readFileSync(file, 'utf8').match(/<link\b[^>]*\bblocking=[^>]*>/g) ?? [];
      return links.length === 1 && links[0] === EXPECT_LINK;
    })
    .map((file) => file.replace(OUT_DIR, '')),
);

test('every page of the site waits to paint until its header is whole (the rel=expect link)', () => {
  const pages = allHtmlFiles().filter((file) => readFileSync(file, 'utf8').includes(`<main id="${MAIN_ID}"`));
  expect(pages.length).toBeGreaterThan(70);
  const pagesBlockingRender = blockingRenderPages();
  expect(pages.filter((file) => !pagesBlockingRender.has(file.replace(OUT_DIR, '')))).toEqual([]);
});
