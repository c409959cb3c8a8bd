/**
 * The content guide's cheap rules (content/README.md), checked on the sources: US spelling,
 * drawings that agree with their projects, and no post linking to a newer one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allProjects as projects } from '@/lib/projects';
import { services } from '@/content/services';
import { mdxToText } from '@/lib/post-text';

const WORDS = ['zero', 'single', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** '8' -> 'eight-story'; 1 -> 'single-story'; 24 -> '24-story' (the copy's own style). */
function storyPhrase(n: number): string {
  return `${n <= 12 ? WORDS[n] : n}-story`;
}
/** Every "N-story" count a text states, as numbers. */
function storyCounts(text: string): number[] {
  return [...text.toLowerCase().matchAll(/\b(\w+)-stor(?:y|ey)\b/g)].map((m) => {
    const w = m[1] ?? '';
    return /^\d+$/.test(w) ? Number(w) : WORDS.indexOf(w);
  });
}

function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, exts);
    return exts.some((e) => name.endsWith(e)) ? [path] : [];
  });
}

describe('US English', () => {
  it('never says "enquiry" or "storey" in content, components, pages or drawings', () => {
    const files = [
      ...filesUnder('content', ['.ts', '.mdx', '.md', '.yml']).filter((f) => !f.endsWith('README.md')),
      ...filesUnder('components', ['.tsx']),
      ...filesUnder('app', ['.tsx', '.ts']),
      ...filesUnder('public/images', ['.svg']),
    ];
    const hits = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\b\w*(enquir|storey)\w*/gi)].map((m) => `${f}: ${m[0]}`),
    );
    expect(hits).toEqual([]);
  });
});

describe('heading case', () => {
  /** Names that keep their capital inside a sentence-case heading. */
  const PROPER = new Set(['Revit', 'Tekla', 'Navisworks', 'Primavera', 'Bluebeam', 'Autodesk', 'Excel']);
  it('service feature and process headings are sentence case (acronyms and product names aside)', () => {
    const titleCase = services.flatMap((s) =>
      [...s.features, ...s.process]
        .map((f) => f.title)
        .filter((t) => t.split(/[\s-]+/).slice(1).some((w) => /^[A-Z][a-z]/.test(w) && !PROPER.has(w)))
        .map((t) => `${s.slug}: ${t}`),
    );
    expect(titleCase).toEqual([]);
  });
});

describe('project drawings agree with their projects', () => {
  it.each(projects.map((p) => [p.id, p] as const))('%s: alt text, SVG title and copy say the same stories, structure and use', (_, p) => {
    const alt = p.image.alt;
    const copy = `${p.description} ${mdxToText(p.body)}`;
    if (p.image.src.endsWith('.svg')) {
      // The drawing's accessible title is the alt text, so one description serves both (a photo has none).
      const svg = readFileSync(join('public', p.image.src), 'utf8');
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1]).toBe(alt);
    }
    const b = p.building;
    if (b.stories !== null) {
      expect(alt.toLowerCase()).toContain(storyPhrase(b.stories));
      expect(copy.toLowerCase()).toContain(storyPhrase(b.stories));
      // Nothing in the drawing is taller than the building (the copy may mention undrawn parts).
      for (const n of storyCounts(alt)) expect(n).toBeLessThanOrEqual(b.stories);
    } else {
      expect(storyCounts(alt)).toEqual([]);
    }
    if (b.spans) {
      const spans = `${WORDS[b.spans]}-span`;
      expect(alt).toContain(spans);
      expect(copy).toContain(spans);
    }
    const structureWords = { 'concrete frame': ['concrete'], 'steel frame': ['steel'], 'concrete bridge': ['concrete', 'bridge'] }[b.structure];
    for (const w of structureWords) expect(alt.toLowerCase()).toContain(w);
    for (const w of structureWords) expect(copy.toLowerCase()).toContain(w);
    for (const use of b.uses) {
      expect(alt.toLowerCase()).toContain(use);
      expect(copy.toLowerCase()).toContain(use);
    }
  });
});
