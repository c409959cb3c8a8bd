import { parse, type HTMLElement } from 'node-html-parser';
import { allProjects } from '@/lib/content/projects';
import { allHtmlPaths, readPage, requireExport } from './out';
import { usOnlyWords } from '../market-words';
import { qualityCertificate } from '@/lib/content/figures';
import { vatProvenance } from '@/content/markets';

/**
 * A buyer reads a page to the end (docs/facts.md, "The careful reading"): labels beside sentences,
 * never inside one; no sentence said twice on a page; every count a page states matches what it
 * lists; every price and sample phone number labelled while the firm has not confirmed it; and a UK
 * or European project told in its market's words wherever it is shown. None of these names a
 * sentence of today's copy: each reads where things land in the exported HTML.
 */

beforeAll(requireExport);

/** A fresh tree of a page (the tests below remove elements, so never the shared one). */
const tree = (html: string): HTMLElement => parse(html);

/** Text of a node with script, style and template removed, spaces collapsed. */
function textOf(el: HTMLElement): string {
  for (const x of el.querySelectorAll('script, style, template')) x.remove();
  return el.text.replace(/\s+/g, ' ').trim();
}

/**
 * Where each provenance label lands: a label inside a sentence has words of the same sentence on both
 * sides of it in its block ("holds its 99% [label] accuracy target"). Beside a sentence is fine: the
 * block ends after it, or the text before ends a sentence and the text after starts a new one. A
 * "(… yet to be confirmed)" written into a sentence is the same fault in words.
 */
/** Elements that run on inside a sentence. */
const INLINE = new Set(['A', 'ABBR', 'B', 'CODE', 'EM', 'I', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME']);

export function labelsInsideSentences(html: string): string[] {
  const root = tree(html);
  const problems: string[] = [];
  for (const label of root.querySelectorAll('[data-provenance]')) {
    const parent = label.parentNode as HTMLElement | null;
    if (!parent) continue;
    // The run of text and inline elements either side of the label, up to a block (a card, a heading).
    const siblings = parent.childNodes;
    const at = siblings.indexOf(label);
    const inline = (n: (typeof siblings)[number]) => n.nodeType === 3 || INLINE.has((n as HTMLElement).tagName);
    let from = at;
    while (from > 0 && inline(siblings[from - 1]!)) from -= 1;
    let to = at;
    while (to < siblings.length - 1 && inline(siblings[to + 1]!)) to += 1;
    const before = siblings.slice(from, at).map((n) => n.text).join('').replace(/\s+/g, ' ').trim();
    const after = siblings.slice(at + 1, to + 1).map((n) => n.text).join('').replace(/\s+/g, ' ').trim();
    if (!before || !after) continue;
    const endsSentence = /[.!?:)]$/.test(before);
    const startsSentence = /^[A-Z(“"]/.test(after);
    if (!(endsSentence && startsSentence)) problems.push(`label "${label.text.trim()}" inside "…${before.slice(-50)} [label] ${after.slice(0, 50)}…"`);
  }
  const main = root.querySelector('main');
  const text = main ? textOf(main) : '';
  for (const m of text.matchAll(/\([^()]*\bto be confirmed\b[^()]*\)\s*[,;:]?\s*[a-z]/g)) problems.push(`"to be confirmed" inside a sentence: "…${m[0]}…"`);
  return problems;
}

/** A page's sentences: visible text of <main>, each element apart from the next (as facts-agree.test.ts reads them). */
function sentencesOf(html: string): string[] {
  const main = tree(html).querySelector('main');
  if (!main) return [];
  for (const el of main.querySelectorAll('script, style, template')) el.remove();
  return main.structuredText
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.;?!:])\s+(?=[A-Z“"(0-9])/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Sentences (or the parts of one either side of a colon) of eight words or more said twice on one page. */
export function repeatedSentences(html: string): string[] {
  const seen = new Map<string, number>();
  for (const s of sentencesOf(html)) {
    const key = s.toLowerCase().replace(/[.;:!?]+$/, '');
    // Headings and link labels repeat by design (a post's contents list): only sentences that end as one.
    if (key.split(' ').length < 8 || !/[.?!]$/.test(s)) continue;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([s, n]) => `said ${n} times: "${s.slice(0, 140)}"`);
}

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * Every count a heading or an introduction states about the list that follows it ("six documents",
 * "Three desks") against the number of items listed: the list is the next element after the stating
 * element, or the next one after its parent (a section's intro and the list below it).
 */
export function countsThatDisagree(html: string): string[] {
  const main = tree(html).querySelector('main');
  if (!main) return [];
  const problems: string[] = [];
  for (const el of main.querySelectorAll('h2, h3, p')) {
    const m = new RegExp(`\\b(${COUNT_WORDS.slice(2).join('|')})\\s+(?:[a-z-]+\\s+)?([a-z]+s)\\b`, 'i').exec(el.text);
    if (!m) continue;
    const list = [el.nextElementSibling, el.parentNode?.nextElementSibling].find((n): n is HTMLElement => !!n && /^(UL|OL)$/.test(n.tagName));
    if (!list) continue;
    const stated = COUNT_WORDS.indexOf(m[1]!.toLowerCase());
    const listed = list.childNodes.filter((n) => (n as HTMLElement).tagName === 'LI').length;
    if (listed !== stated) problems.push(`"${m[0]}" but ${listed} listed, after "${el.text.trim().slice(0, 100)}"`);
  }
  return problems;
}

/**
 * Claims a page may make in any words, each with its label's `data-for`: wherever a page's main text
 * makes one whose provenance is not 'confirmed', the label for it must be in the page's main content.
 */
const CLAIMS = [
  { what: 'the quality standard (content/facts.yml certificate)', says: /\bISO\s?9001\b/i, label: 'certificate', provenance: qualityCertificate.provenance },
  { what: 'a VAT registration (content/markets.ts vatNote)', says: /\bVAT registration\b|\bregistered for VAT\b|\bVAT (?:registration )?number\b/i, label: 'tax', provenance: vatProvenance },
] as const;
const UNCONFIRMED_CLAIMS = CLAIMS.filter((c) => c.provenance !== 'confirmed');

/** Pages that show a price (a currency symbol before a number), a desk's phone number or another unconfirmed claim without the label for it. */
export function unlabelledClaims(html: string, claims: readonly (typeof CLAIMS)[number][] = UNCONFIRMED_CLAIMS): string[] {
  const root = tree(html);
  const problems: string[] = [];
  const main = root.querySelector('main');
  if (main) {
    const labelled = main.querySelector('[data-for="prices"]');
    // The firm's own prices: an amount with its unit or terms (a project's budget is the project's, labelled with it).
    if (!labelled && /[$£€]\s?\d[\d,.]*(?:\s?-\s?[$£€]?\d[\d,.]*)?\s+(?:per|up to|minimum)\b/.test(textOf(main))) problems.push('shows a price without the prices label');
    const text = textOf(tree(main.outerHTML));
    for (const claim of claims) if (claim.says.test(text) && !main.querySelector(`[data-for="${claim.label}"]`)) problems.push(`names ${claim.what} without its label: "…${text.slice(Math.max(0, text.search(claim.says) - 40), text.search(claim.says) + 40)}…"`);
  }
  for (const block of root.querySelectorAll('main, footer')) {
    if (block.querySelector('a[href^="tel:"]') && !block.querySelector('[data-for="desks"]')) problems.push(`a <${block.tagName.toLowerCase()}> shows a desk phone number without its label`);
  }
  return problems;
}

test('no label lands inside a sentence', () => {
  const problems = allHtmlPaths().flatMap((path) => labelsInsideSentences(readPage(path).html).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});

test('no page says a sentence twice', () => {
  const problems = allHtmlPaths().flatMap((path) => repeatedSentences(readPage(path).html).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});

test('every count a page states matches what it lists', () => {
  const problems = allHtmlPaths().flatMap((path) => countsThatDisagree(readPage(path).html).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});

test('every price, sample phone number, quality standard and VAT registration is labelled wherever it is shown', () => {
  const problems = allHtmlPaths().flatMap((path) => unlabelledClaims(readPage(path).html).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});

test('a UK or European project is told in its market\'s words on its own page', () => {
  const british = allProjects.filter((p) => /United Kingdom|England|Scotland|Wales|Ireland|Germany|Netherlands|Austria|Italy|France|Belgium|Spain|Norway|Poland/.test(p.location));
  expect(british.length).toBeGreaterThan(0);
  const problems = british.flatMap((p) => {
    const main = tree(readPage(`/projects/${p.id}/`).html).querySelector('main');
    // Cards of the other projects are theirs, not this one's.
    for (const card of main?.querySelectorAll('article') ?? []) if (card.querySelector(`a[href^="/projects/"]:not([href="/projects/${p.id}/"])`)) card.remove();
    return main ? usOnlyWords(/Germany|Netherlands|Austria|Italy|France|Belgium|Spain|Norway|Poland/.test(p.location) ? 'eu' : 'uk', textOf(main)).map((w) => `/projects/${p.id}/: ${w}`) : [];
  });
  expect(problems).toEqual([]);
});

test('the checks find each fault when it is there', () => {
  expect(labelsInsideSentences('<main><p>holds its 99% <span data-provenance="confirm" data-for="figures">Figures to be confirmed by the firm</span> accuracy target.</p></main>')).toHaveLength(1);
  expect(labelsInsideSentences('<main><p>We hold a 99% accuracy target. <span data-provenance="confirm" data-for="figures">Figures to be confirmed by the firm</span></p></main>')).toEqual([]);
  expect(labelsInsideSentences('<main><p>averaged over our projects (how many is yet to be confirmed), because routes are agreed.</p></main>')).toHaveLength(1);
  expect(repeatedSentences('<main><p>Our US desk is open Monday to Friday from eight to six.</p><p>Our US desk is open Monday to Friday from eight to six.</p></main>')).toHaveLength(1);
  expect(countsThatDisagree('<main><p>We send six documents with every quote.</p><ul><li>a</li><li>b</li></ul></main>')).toHaveLength(1);
  expect(countsThatDisagree('<main><p>We send two documents with every quote.</p><ul><li>a</li><li>b</li></ul></main>')).toEqual([]);
  expect(unlabelledClaims('<main><p>From £395 per project</p></main>')).toHaveLength(1);
  expect(unlabelledClaims('<footer><a href="tel:+12125550147">(212) 555-0147</a></footer>')).toHaveLength(1);
  expect(unlabelledClaims('<main><p>Our quality management system is run to ISO 9001:2015.</p></main>', CLAIMS)).toHaveLength(1);
  expect(unlabelledClaims('<main><p>Run to ISO 9001:2015.</p><span data-provenance="confirm" data-for="certificate">Quality standard to be confirmed by the firm</span></main>', CLAIMS)).toEqual([]);
  expect(unlabelledClaims('<main><p>VAT is added under a UK VAT registration whose number each invoice states.</p></main>', CLAIMS)).toHaveLength(1);
});
