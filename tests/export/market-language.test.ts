import { parse } from 'node-html-parser';
import { allHtmlPaths, readPage, requireExport } from './out';
import { testimonials } from '@/lib/content/testimonials';
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

/**
 * A UK or European client's testimonial in its market's words wherever a page quotes it (the home
 * carousel, /testimonials/, a US page alike): each blockquote is matched to its testimonial by its
 * opening words and read with that testimonial's market (content/testimonials.yml `market`).
 */
export function testimonialsOutOfMarket(html: string, list: readonly { market: 'us' | 'uk' | 'eu'; testimonial: string }[]): string[] {
  return parse(html)
    .querySelectorAll('main blockquote')
    .flatMap((quote) => {
      const text = quote.text.replace(/\s+/g, ' ').trim();
      const t = list.find((x) => x.market !== 'us' && text.replace(/^[“"]/, '').startsWith(x.testimonial.slice(0, 40)));
      return t ? usOnlyWords(t.market as 'uk' | 'eu', text) : [];
    });
}

test("a UK or European client's testimonial is in its market's words wherever it is quoted", () => {
  expect(testimonials.some((t) => t.market !== 'us')).toBe(true);
  const quoted = allHtmlPaths().filter((p) => readPage(p).root.querySelector('main blockquote'));
  expect(quoted).toEqual(expect.arrayContaining(['/', '/testimonials/']));
  const problems = allHtmlPaths().flatMap((path) => testimonialsOutOfMarket(readPage(path).html, testimonials).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});

test('the check finds a UK client quoted in US English', () => {
  const list = [{ market: 'uk' as const, testimonial: 'They designed the propping for a nine-storey frame to BS 5975.' }];
  expect(testimonialsOutOfMarket('<main><blockquote><p>“They designed the propping for a nine-story frame to BS 5975.”</p></blockquote></main>', list)).toHaveLength(1);
  expect(testimonialsOutOfMarket('<main><blockquote><p>“They designed the propping for a nine-storey frame to BS 5975.”</p></blockquote></main>', list)).toEqual([]);
});
