import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { samples } from '@/lib/content/samples';
import { allHtmlPaths, OUT_DIR, readPage, requireExport } from './out';

/**
 * The sample PDFs as the export ships them. What each document must be (2-4 pages, titled, under
 * 300 kB, its numbers right) is checked once, on what lib/sample-pdfs builds: tests/samples.test.ts.
 * Here: the pages link exactly those samples, every linked file is in the export and parses, and
 * /samples states each file's real page count and size.
 */

beforeAll(requireExport);

/** Every PDF any page links to, with the pages that link it. The list comes from the links, so a PDF linked from anywhere is checked. */
function linkedPdfs(): Map<string, string[]> {
  const linked = new Map<string, string[]>();
  for (const path of allHtmlPaths()) {
    for (const a of readPage(path).root.querySelectorAll('a[href]')) {
      const url = new URL(a.getAttribute('href') ?? '', `http://site.test${path}`);
      if (url.host !== 'site.test' || !url.pathname.toLowerCase().endsWith('.pdf')) continue;
      linked.set(url.pathname, [...(linked.get(url.pathname) ?? []), path]);
    }
  }
  return linked;
}

test('the pages link exactly the samples, and each linked PDF is in the export', () => {
  const linked = linkedPdfs();
  expect([...linked.keys()].sort()).toEqual(samples.map((s) => `/samples/${s.file}`).sort());
  const missing = [...linked].filter(([pathname]) => {
    try {
      readFileSync(join(OUT_DIR, decodeURIComponent(pathname)));
      return false;
    } catch {
      return true;
    }
  });
  expect(missing.map(([pathname, from]) => `${pathname} (linked from ${from[0]})`)).toEqual([]);
});

test.each(samples.map((s) => [s.file] as const))('/samples lists %s with the page count and size of the exported file, which parses', async (file) => {
  const link = readPage('/samples/').root.querySelector(`a[href="/samples/${file}"]`);
  expect(link).not.toBeNull();
  const bytes = readFileSync(join(OUT_DIR, 'samples', file));
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(link!.text).toContain(`PDF, ${doc.getPageCount()} pages, ${Math.ceil(bytes.length / 1000)} kB`);
});
