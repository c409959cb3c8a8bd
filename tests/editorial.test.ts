/**
 * The content guide's cheap rules (content/README.md), checked on the sources: US spelling,
 * drawings that agree with their projects, and no post linking to a newer one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allProjects as projects } from '@/lib/content/projects';
import { services } from '@/lib/content/services';
import { mdxToText } from '@/lib/post-text';
import { people } from '@/lib/content/team';
import { blogPosts, POSTS_DIR } from '@/lib/content/posts';
import { testimonials } from '@/lib/content/testimonials';
import type { Person } from '@/lib/content/team';
import type { Project } from '@/lib/content/projects';
import { usOnlyWords } from './market-words';

/** A UK or European project speaks its market's English wherever it is described (content/README.md, Spelling). */
const UK = /United Kingdom|England|Scotland|Wales|Ireland\b/;
const EUROPE = /Germany|Netherlands|Austria|Italy|France|Belgium|Spain|Norway|Poland/;
const marketOfProject = (p: Project): 'us' | 'uk' | 'eu' => (UK.test(p.location) ? 'uk' : EUROPE.test(p.location) ? 'eu' : 'us');
/** The people whose careers the team page describes in UK terms. */
const UK_PEOPLE = new Set(['laura-bennett']);

const WORDS = ['zero', 'single', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** '8' -> 'eight-story' ('eight-storey' for a UK or European project); 1 -> 'single-story'; 24 -> '24-story' (the copy's own style). */
function storyPhrase(n: number, market: 'us' | 'uk' | 'eu' = 'us'): string {
  return `${n <= 12 ? WORDS[n] : n}-${market === 'us' ? 'story' : 'storey'}`;
}
/** Every "N-story" count a text states, as numbers. */
function storyCounts(text: string): number[] {
  return [...text.toLowerCase().matchAll(/\b(\w+)-stor(?:y|ey)\b/g)].map((m) => {
    const w = m[1] ?? '';
    return /^\d+$/.test(w) ? Number(w) : WORDS.indexOf(w);
  });
}

/** A testimonial's words against its market's: British words in a US client's quote, US words in a UK or European one's. */
function testimonialWordProblems(list: readonly { market: 'us' | 'uk' | 'eu'; testimonial: string; by: { name: string; role: string } }[]): string[] {
  return list.flatMap((t) => {
    const text = `${t.testimonial} ${t.by.role}`;
    const found = t.market === 'us' ? [...text.matchAll(/\b\w*(enquir|storey)\w*/gi)].map((m) => `"${m[0]}" in a US client's quote`) : usOnlyWords(t.market, text);
    return found.map((p) => `${t.by.name} (${t.market}): ${p}`);
  });
}

function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, exts);
    return exts.some((e) => name.endsWith(e)) ? [path] : [];
  });
}

describe('each market\'s English', () => {
  /** The files a UK or European project is told in: its own page and its drawing. */
  const britishFiles = new Set(projects.filter((p) => marketOfProject(p) !== 'us').flatMap((p) => [join('content/projects', `${p.id}.md`), join('public', p.image.src)]));

  /** Words only a UK or European reader's copy may use: a US page, or a US client's quote, says "inquiry" and "story". */
  const BRITISH_ONLY = /\b\w*(enquir|storey)\w*/gi;

  it('never says "enquiry" or "storey" in shared content, components, pages or drawings (UK and European projects and testimonials aside)', () => {
    const files = [
      ...filesUnder('content', ['.ts', '.mdx', '.md', '.yml']).filter((f) => !f.endsWith('README.md')),
      ...filesUnder('components', ['.tsx']),
      ...filesUnder('app', ['.tsx', '.ts']),
      ...filesUnder('public/images', ['.svg']),
    ].filter((f) => !britishFiles.has(f) && f !== join('content', 'testimonials.yml'));
    const hits = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(BRITISH_ONLY)].map((m) => `${f}: ${m[0]}`));
    expect(hits).toEqual([]);
  });

  // Testimonials are read one by one, by their market (content/testimonials.yml `market`): a US client's
  // quote in US English, a UK or European client's in their market's words.
  // A post is in its author's English (content/team.yml `market`): a British author's article says
  // programme and unitised, whatever the shared copy around it says.
  const postWordProblems = (posts: readonly { id: string; author: Person; body: string }[]) =>
    posts.flatMap((post) => {
      const market = post.author.market ?? 'us';
      return market === 'us' ? [] : usOnlyWords(market, post.body).map((p) => `${post.id} (by ${post.author.id}, ${market}): ${p}`);
    });

  it('each post is in its author\'s English', () => {
    const posts = blogPosts.map((p) => ({ id: p.id, author: p.author, body: mdxToText(readFileSync(join(POSTS_DIR, `${p.id}.md`), 'utf8').replace(/^---[\s\S]*?\n---\n/, '')) }));
    expect(posts.filter((p) => p.author.market === 'uk').length).toBeGreaterThan(0);
    expect(postWordProblems(posts)).toEqual([]);
  });

  it('the check finds a British author\'s post in US English', () => {
    const british = people.find((p) => p.market === 'uk')!;
    expect(postWordProblems([{ id: 'x', author: british, body: 'A unitized curtain wall and a tight program.' }])).toEqual([expect.stringContaining('"program"'), expect.stringContaining('"unitized"')]);
  });

  it('each testimonial is in its market\'s English', () => {
    expect(testimonialWordProblems(testimonials)).toEqual([]);
  });

  it('the check finds a testimonial in the other market\'s English', () => {
    const quote = (market: 'us' | 'uk' | 'eu', testimonial: string) => ({ market, testimonial, by: { name: 'A', role: 'B', company: 'C' } });
    expect(testimonialWordProblems([quote('uk', 'a nine-story frame')])).toHaveLength(1);
    expect(testimonialWordProblems([quote('us', 'a nine-storey frame')])).toHaveLength(1);
    expect(testimonialWordProblems([quote('eu', 'one programme, nine storeys')])).toEqual([]);
  });

  // Its services are named by their pages' titles (content/README.md, Projects), which are the site's own.
  it.each(projects.filter((p) => marketOfProject(p) !== 'us').map((p) => [p.id, p] as const))('%s, a UK or European project, is described in British English and its own terms', (_, p) => {
    const copy = [p.title, p.description, p.outcome, p.image.alt, p.caseStudy.problem, ...p.caseStudy.scope, ...p.caseStudy.outcomes.flatMap((o) => [o.value, o.label]), mdxToText(p.body)].join(' \n ');
    expect(usOnlyWords(marketOfProject(p) as 'uk' | 'eu', copy)).toEqual([]);
  });

  it('people whose careers are British are described in British terms', () => {
    for (const person of people.filter((x) => UK_PEOPLE.has(x.id))) expect([person.id, usOnlyWords('uk', `${person.role} ${person.bio}`)]).toEqual([person.id, []]);
  });

  it('the check finds US English in a UK project', () => {
    expect(usOnlyWords('uk', 'an eight-story frame on a construction schedule, 410 metric tons of rebar at 100 mm centers')).toHaveLength(4);
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
    if (b.stories != null) {
      expect(alt.toLowerCase()).toContain(storyPhrase(b.stories, marketOfProject(p)));
      expect(copy.toLowerCase()).toContain(storyPhrase(b.stories, marketOfProject(p)));
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
