import { readFileSync } from 'node:fs';
import { parse, NodeType, type HTMLElement, type Node } from 'node-html-parser';
import { allHtmlPaths, fileForPath, requireExport } from './out';

/**
 * A tap that lands before the page has hydrated makes React hydrate, inside the tap, the page's frame
 * (everything outside its Suspense boundaries) and each boundary around the tapped element, but not
 * the boundaries nested in those (docs/interaction.md). The boundaries are marked in the HTML by
 * `<!--$-->` ... `<!--/$-->`, so how many elements such a tap costs can be read from the export.
 *
 * Budgets: what each tap hydrates today plus a margin (home has about 970 elements; a tap on its menu
 * button hydrates about 60, the frame's 36 among them).
 */

beforeAll(requireExport);

/** Every element of a page with the boundaries it is inside, outermost first. */
function boundariesOf(html: string): { root: HTMLElement; inside: Map<HTMLElement, number[]> } {
  const root = parse(html, { comment: true });
  const inside = new Map<HTMLElement, number[]>();
  const open: number[] = [];
  let next = 0;
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.COMMENT_NODE) {
        const text = child.rawText;
        if (text === '$') open.push(next++);
        else if (text === '/$') open.pop();
        else if (/^\$[?!]/.test(text)) throw new Error(`A boundary the build did not complete ("<!--${text}-->")`);
      } else if (child.nodeType === NodeType.ELEMENT_NODE) {
        inside.set(child as HTMLElement, [...open]);
        walk(child);
      }
    }
  };
  walk(root);
  return { root, inside };
}

/** How many elements React hydrates for a tap on `selector` before the page has hydrated. */
function hydratedByTap(path: string, selector: string): { tapped: number; all: number } {
  const { root, inside } = boundariesOf(readFileSync(fileForPath(path), 'utf8'));
  const target = root.querySelector(selector);
  if (!target) throw new Error(`${path} has no ${selector}`);
  const chain = inside.get(target)!;
  // An element is hydrated with the tap when every boundary it is inside is one the target is inside.
  const tapped = [...inside.values()].filter((boundaries) => boundaries.every((b, i) => chain[i] === b)).length;
  return { tapped, all: inside.size };
}

const TAPS: Array<{ path: string; selector: string; what: string; budget: number }> = [
  { path: '/', selector: 'button[aria-controls="mobile-menu"]', what: 'the menu button', budget: 70 },
  // A section is a boundary: these are the frame and the section (the gate keeps even that out of a
  // tap while the visitor presses; paint-first/react/hydration-gate.tsx).
  { path: '/', selector: '#faq summary', what: 'the first FAQ question', budget: 180 },
  { path: '/contact/', selector: 'textarea[name="message"]', what: 'the message field', budget: 200 },
  { path: '/pricing/', selector: 'input[name="quantity"]', what: 'the calculator', budget: 140 },
];

test.each(TAPS)('a tap on $what of $path before hydration hydrates at most $budget elements', ({ path, selector, budget }) => {
  const { tapped, all } = hydratedByTap(path, selector);
  expect(tapped).toBeLessThan(all);
  expect(tapped).toBeLessThanOrEqual(budget);
});

test('every page is hydrated in parts: its header, content and footer at least', () => {
  for (const path of allHtmlPaths()) {
    const { inside } = boundariesOf(readFileSync(fileForPath(path), 'utf8'));
    for (const tag of ['HEADER', 'MAIN', 'FOOTER']) {
      const element = [...inside.keys()].find((e) => e.tagName === tag);
      // <main> is the frame; its content is a boundary.
      const part = tag === 'MAIN' ? element?.children[0] : element;
      expect({ path, tag, boundaries: part ? inside.get(part)!.length : 'missing' }).toEqual({ path, tag, boundaries: expect.any(Number) });
      expect({ path, tag, inBoundary: inside.get(part!)!.length > 0 }).toEqual({ path, tag, inBoundary: true });
    }
  }
});

test('every page tells the marker how many parts it hydrates in: each boundary with content, counted once', () => {
  for (const path of allHtmlPaths()) {
    const html = readFileSync(fileForPath(path), 'utf8');
    const root = parse(html, { comment: true });
    let parts = 0;
    const walk = (node: Node) => {
      node.childNodes.forEach((child, i) => {
        const next = node.childNodes[i + 1];
        if (child.nodeType === NodeType.COMMENT_NODE && child.rawText === '$' && !(next?.nodeType === NodeType.COMMENT_NODE && next.rawText === '/$')) parts++;
        if (child.nodeType === NodeType.ELEMENT_NODE) walk(child);
      });
    };
    walk(root.querySelector('body')!);
    const written = root.querySelector('script#paint-first')?.getAttribute('data-parts');
    expect({ path, parts: written === undefined ? 'missing' : Number(written) }).toEqual({ path, parts });
  }
});
