/** @jest-environment node */
/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
