import { parse } from 'node-html-parser';
import { allHtmlPaths, readPage, requireExport } from './out';
import { usOnlyWords } from '../market-words';

/**
 * UK and European pages in British English and their own terms (content/README.md, Markets): every
 * exported page under /uk/ and /eu/ is read whole, as a visitor gets it, for words a UK quantity
 * surveyor or a European contractor would read as American. A field a variant does not override
 * shows the shared (US-English) text, so a leak shows up here. The market switch names every
 * market by design and is left out.
 */

beforeAll(requireExport);

const marketPaths = () => allHtmlPaths().filter((p) => p.startsWith('/uk/') || p.startsWith('/eu/'));

/**
 * A page's visible text (script, style, templates and the market switch removed), each element's
 * text apart from the next: run together, "Procurement & Bidding" and "Part of …" read as one word
 * and hid "Bidding" from the check. The site's header and footer are read too: their menus say each
 * page in the market's words (components/layout/market-link.tsx).
 */
function visibleText(path: string): string {
  const body = parse(readPage(path).html).querySelector('body')!;
  for (const el of body.querySelectorAll('script, style, template, nav[aria-label="Market"]')) el.remove();
  return body.structuredText.replace(/\s+/g, ' ');
}

test('there are UK and European pages to read', () => {
  expect(marketPaths().filter((p) => p.startsWith('/uk/')).length).toBeGreaterThanOrEqual(5);
  expect(marketPaths().filter((p) => p.startsWith('/eu/')).length).toBeGreaterThanOrEqual(5);
});

test('no UK or European page uses a US-only word or spelling', () => {
  const problems = marketPaths().flatMap((path) => usOnlyWords(path.startsWith('/uk/') ? 'uk' : 'eu', visibleText(path)).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});

test('the check finds US English when it is there', () => {
  expect(usOnlyWords('uk', 'priced per square meter with labor and general conditions')).toHaveLength(3);
  expect(usOnlyWords('eu', 'per square metre of gross floor area')).toEqual([]);
  expect(usOnlyWords('uk', 'a takeoff in 3-5 business days for your bid')).toHaveLength(3);
});

test('the European pages say who they serve beyond the eurozone', () => {
  const text = visibleText('/eu/pricing/');
  expect(text).toMatch(/Norway/);
  expect(text).toMatch(/Poland/);
  expect(text).not.toMatch(/in the eurozone\b(?![^.]*Norway)/);
});

test("the menus on a UK or European page lead to that market's variants, and on a US page to the US pages", () => {
  const menuHrefs = (path: string) =>
    parse(readPage(path).html)
      .querySelectorAll('header a[href], footer a[href]')
      .map((a) => a.getAttribute('href')!);
  for (const market of ['uk', 'eu']) {
    const hrefs = menuHrefs(`/${market}/pricing/`);
    expect(hrefs).toEqual(expect.arrayContaining([`/${market}/pricing/`, `/${market}/services/material-takeoff/`]));
    expect(hrefs.filter((h) => /^\/(pricing|services\/(cost-estimation|quantity-surveying|material-takeoff|bar-bending-schedule))\/$/.test(h))).toEqual([]);
  }
  expect(menuHrefs('/about/')).toEqual(expect.arrayContaining(['/pricing/', '/services/material-takeoff/']));
  expect(menuHrefs('/about/').filter((h) => /^\/(uk|eu)\//.test(h))).toEqual([]);
});
