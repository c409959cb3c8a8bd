import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { PDFDocument } from 'pdf-lib';
import { test, expect } from './fixtures';
import { allHtmlPaths, fileForPath, OUT_DIR } from './export';
import { samples } from '../content/samples';

/**
 * Every PDF the export links to is a real document within our limits: it parses, has 2-4 pages,
 * a title, and weighs under 300 kB. The list comes from the links in the pages, so a PDF linked
 * from anywhere is checked, not only the ones we expect. File checks: desktop project only.
 */

const MAX_BYTES = 300_000;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'file checks run once');
});

function linkedPdfs(): Map<string, string[]> {
  const linked = new Map<string, string[]>();
  for (const path of allHtmlPaths()) {
    const page = parse(readFileSync(fileForPath(path), 'utf8'));
    for (const a of page.querySelectorAll('a[href]')) {
      const url = new URL(a.getAttribute('href') ?? '', `http://site.test${path}`);
      if (url.host !== 'site.test' || !url.pathname.toLowerCase().endsWith('.pdf')) continue;
      linked.set(url.pathname, [...(linked.get(url.pathname) ?? []), path]);
    }
  }
  return linked;
}

test('every linked PDF parses, has 2-4 pages and a title, and is under 300 kB', async () => {
  const linked = linkedPdfs();
  expect([...linked.keys()].sort()).toEqual(samples.map((s) => `/samples/${s.file}`).sort());
  const problems: string[] = [];
  for (const [pathname, from] of linked) {
    const file = join(OUT_DIR, decodeURIComponent(pathname));
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      problems.push(`${pathname} (linked from ${from[0]}) is not in the export`);
      continue;
    }
    const size = statSync(file).size;
    if (size >= MAX_BYTES) problems.push(`${pathname} is ${size} bytes, over ${MAX_BYTES}`);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPageCount();
    if (pages < 2 || pages > 4) problems.push(`${pathname} has ${pages} pages, not 2-4`);
    if (!doc.getTitle()?.trim()) problems.push(`${pathname} has no document title`);
  }
  expect(problems).toEqual([]);
});

test('/samples lists every sample with the page count and size of its real file', async () => {
  const page = parse(readFileSync(fileForPath('/samples/'), 'utf8'));
  for (const sample of samples) {
    const link = page.querySelector(`a[href="/samples/${sample.file}"]`);
    expect(link, sample.file).not.toBeNull();
    const bytes = readFileSync(join(OUT_DIR, 'samples', sample.file));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(link!.text).toContain(`PDF, ${doc.getPageCount()} pages, ${Math.ceil(bytes.length / 1000)} kB`);
  }
});
