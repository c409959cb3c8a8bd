/** @jest-environment node */
/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse } from 'node-html-parser';
import { senderStatus } from '../../lib/request-link';
import { failedPage, notFoundPage, problemPage, requestPage, throttledPage, withdrawPage, withdrawnPage } from './request-page';
import type { SenderView } from './sender';

const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const view: SenderView = {
  reference: '0f8c2a51-aaaa-bbbb-cccc-000000000000',
  receivedAt: '2027-03-02T10:00:00.000Z',
  service: 'BIM Services',
  market: 'United States',
  locale: 'en-US',
  files: [{ name: '<script>alert(1)</script> A-101 & "B".pdf', size: 2 * 1024 * 1024, type: 'application/pdf' }],
  status: senderStatus('contacted'),
  statusSince: '2027-03-04T09:00:00.000Z',
  message: { text: 'Line one <b>not bold</b>\nLine two', at: '2027-03-04T09:05:00.000Z' },
};

const pages = {
  request: requestPage(token, view, { kind: 'sent' }),
  'request, nothing yet': requestPage(token, { ...view, files: [], message: null, status: senderStatus('new') }, null),
  'request, its drawings erased by the rule': requestPage(token, { ...view, files: [], filesErasedAt: '2027-06-01T03:15:00.000Z' }, null),
  withdraw: withdrawPage(token, view),
  withdrawn: withdrawnPage(),
  'not found': notFoundPage(),
  throttled: throttledPage(300),
  problem: problemPage(token, 'Your files were not added', 'S-203.pdf is not a valid PDF file.'),
  failed: failedPage(),
};

const projectRoot = join(__dirname, '..', '..');
/** The paths a stylesheet's `@source` (or `@source not`) lines name, relative to the project. */
const sourcesOf = (file: string, not: boolean) =>
  [...readFileSync(join(projectRoot, file), 'utf8').matchAll(new RegExp(`@source ${not ? 'not ' : ''}'([^']+)'`, 'g'))].map((m) => relative(projectRoot, join(projectRoot, dirname(file), m[1]!)));
const within = (file: string, sources: string[]) => sources.some((source) => file === source || file.startsWith(`${source}/`));

test('every module that writes classes into the sender\'s pages is a source of their stylesheet', () => {
  // The stylesheet has only the classes Tailwind finds in its sources (components/request/request.css):
  // the proposal's section was once written in classes it never saw, and its table and buttons lost their layout.
  const sources = sourcesOf('components/request/request.css', false);
  const writers = (readdirSync(join(projectRoot, 'functions'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join('functions', file))
    .filter((file) => {
      const text = readFileSync(join(projectRoot, file), 'utf8');
      return /from '\.{1,2}\/(\.\.\/)*request-page'/.test(text) && /class="/.test(text);
    });
  expect(writers.length).toBeGreaterThan(0);
  expect(writers.filter((file) => !within(file, sources))).toEqual([]);
});

test('the public pages\' stylesheet leaves out the sender\'s pages\' sources', () => {
  // The site's Tailwind scans the whole project but what app/globals.css names with `@source not`: the
  // proposal's classes once rode along in every public page's inline CSS (about 370 bytes a page).
  const excluded = sourcesOf('app/globals.css', true);
  expect(sourcesOf('components/request/request.css', false).filter((source) => !within(source, excluded))).toEqual([]);
});

test('dates are written as the sender\'s market writes them', () => {
  const text = (html: string) => parse(html).querySelector('main')!.text;
  expect(text(requestPage(token, view, null))).toContain('received March 2, 2027');
  const uk = text(requestPage(token, { ...view, market: 'United Kingdom', locale: 'en-GB', files: [], filesErasedAt: '2027-06-01T03:15:00.000Z' }, null));
  expect(uk).toContain('received 2 March 2027');
  expect(uk).toContain('since 4 March 2027');
  expect(uk).toContain('erased on 1 June 2027');
});

test.each(Object.entries(pages))('the %s page runs no inline script, escapes what it shows, and every link stays here without a referrer', (_name, html) => {
  const root = parse(html);
  for (const script of root.querySelectorAll('script')) expect(script.getAttribute('src')).toBe('/request/assets/request.js');
  expect(root.querySelectorAll('[style], [onclick], [onload]')).toHaveLength(0);
  expect(html).not.toContain('<script>alert');
  expect(root.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  for (const link of root.querySelectorAll('a')) {
    expect(link.getAttribute('href')).toMatch(/^\//);
    expect(link.getAttribute('rel')).toBe('noreferrer');
  }
  for (const form of root.querySelectorAll('form')) expect(form.getAttribute('action')).toMatch(new RegExp(`^/api/request/${token}/(files|withdraw)$`));
});

test('the request page says where it stands in the sender\'s words, with the firm\'s line as text', () => {
  const root = parse(pages.request);
  expect(root.querySelector('[data-status]')?.text).toBe('Being reviewed');
  expect(root.querySelector('[data-message]')?.text).toBe('Line one <b>not bold</b>\nLine two');
  expect(root.querySelector('[data-files]')?.text).toContain('A-101 & "B".pdf (2.0 MB)');
  expect(root.text).toContain('March 4, 2027');
});

test('every page is valid HTML (W3C Nu checker)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'request-pages-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(dir, `${name.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, html);
      return file;
    });
    const vnu = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
    let output = '';
    try {
      execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = (error as { stderr?: string }).stderr ?? String(error);
    }
    const messages = output ? (JSON.parse(output) as { messages: { type: string; url: string; message: string }[] }).messages : [];
    expect(messages.filter((m) => m.type === 'error').map((m) => `${m.url.slice(m.url.lastIndexOf('/') + 1)}: ${m.message}`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test('a problem page links back only to what can be a link: the address\'s own text is never written into it', () => {
  expect(parse(problemPage(token, 'Refused', 'No.')).querySelector('p.mt-6 a')?.getAttribute('href')).toBe(`/request/${token}/`);
  for (const junk of ['javascript:alert(1)', '"><img src=x onerror=alert(1)>', 'A'.repeat(42), '%3Cscript%3E']) {
    const html = problemPage(junk, 'Refused', 'No.');
    expect([junk, parse(html).querySelector('p.mt-6 a')?.getAttribute('href')]).toEqual([junk, '/']);
    expect(html).not.toContain(junk);
  }
});

test('a request whose drawings the rule erased says so where the files were, and when', () => {
  const text = parse(pages['request, its drawings erased by the rule']).querySelector('[data-files]')!.text;
  expect(text).toMatch(/^Your files were erased on June 1, 2027, \d+ days after our last contact, as our privacy policy says; the rest of the request is kept\./);
});
