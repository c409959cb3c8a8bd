import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProjects, parseProject } from '@/lib/content/projects';
import { fixture } from '@/tests/content-fixtures';

// A copy of a project (tests/fixtures/content/), never one of the marketer's: she may change or remove any.
const file = fixture('projects/fixture-office-block.md');
const good = readFileSync(file, 'utf8');
/** The project with one frontmatter line replaced (or removed when `line` is empty). */
const withLine = (pattern: RegExp, line: string) => {
  if (!pattern.test(good)) throw new Error(`no line ${pattern} in ${file}`);
  return good.replace(pattern, line ? `${line}\n` : '');
};

describe('project files (content/projects/<id>.md)', () => {
  it('reads a project: its fields, and the case study as Markdown', () => {
    const project = parseProject(file, good);
    expect(project).toMatchObject({ id: 'fixture-office-block', order: 2, year: 2024, budget: '£32M', image: { width: 1200, height: 800 }, building: { stories: 8 } });
    expect(project.caseStudy.outcomes).toHaveLength(4);
    expect(project.body).toMatch(/^## The brief$/m);
    expect(project.body).toContain('[quantity surveying](/services/quantity-surveying)');
  });

  it('keeps the display order of the files\' `order`, not their names\', and a bridge without stories', () => {
    const projects = loadProjects(fixture('projects'));
    expect(projects.map((p) => [p.id, p.order])).toEqual([['fixture-road-bridge', 1], ['fixture-office-block', 2]]);
    expect(projects[0]!.building).toEqual({ stories: null, structure: 'concrete bridge', spans: 3, uses: ['road bridge'] });
  });

  it.each([
    ['a missing title', /^title: .*\n/m, '', `${file}: frontmatter field "title" is missing`],
    ['a year in words', /^year: .*\n/m, 'year: twenty twenty-four', `${file}: frontmatter field "year" must be a whole number (got "twenty twenty-four")`],
    ['a year out of range', /^year: .*\n/m, 'year: 20245', 'frontmatter field "year" must be a whole number from 1990 to 2100 (got 20245)'],
    ['a year after the revision date', /^year: .*\n/m, 'year: 2030', 'frontmatter field "year" (2030) is after the year the page was last revised (2026-11-23)'],
    ['a budget without its currency', /^budget: .*\n/m, 'budget: 32 million', `${file}: frontmatter field "budget" must be a currency sign and an amount, e.g. £32M, $850K or €1.2bn (got "32 million")`],
    ['a budget as a number', /^budget: .*\n/m, 'budget: 32000000', 'frontmatter field "budget" must be a non-empty string (got 32000000)'],
    ['an unknown sector', /^category: .*\n/m, 'category: Retail', 'frontmatter field "category" must be one of "Commercial"'],
    ['a bad date', /^updated: .*\n/m, 'updated: 23 November 2026', 'frontmatter field "updated" must be a date written YYYY-MM-DD'],
    ['a service without a page', /^ {2}- Value Engineering\n/m, '  - Value Sorcery', 'frontmatter field "services[3]" must be the title or menu label of a service page'],
    ['a picture that is not there', /^ {2}src: .*\n/m, '  src: /images/projects/nowhere.svg', 'frontmatter field "image.src" names /images/projects/nowhere.svg, which is not in public/'],
    ['a photo that was never uploaded', /^ {2}src: .*\n/m, '  src: /images/uploads/nowhere.jpg', 'frontmatter field "image.src" names /images/uploads/nowhere.jpg, which is not in public/images/uploads/'],
    ['a picture of a kind the site does not size', /^ {2}src: .*\n/m, '  src: /images/uploads/site.gif', 'frontmatter field "image.src" must be a drawing in /images/projects/ (SVG) or a photo uploaded to /images/uploads/'],
    ['a picture without its size', /^ {2}width: .*\n/m, '', 'frontmatter field "image.width" is missing'],
    ['an outcome without its figure', /^ {4}- value: £32M\n {6}label: .*\n/m, '    - label: contract sum at second stage', 'frontmatter field "caseStudy.outcomes[0].value" is missing'],
    ['a field it does not know', /^client: .*\n/m, 'clientName: Fixture\nclient: Fixture Contractors Ltd', 'frontmatter field "clientName" is not a known field'],
  ])('fails on %s, naming the file and the field', (_, pattern, line, message) => {
    expect(() => parseProject(file, withLine(pattern, line))).toThrow(message);
  });

  it('fails on a file name that is not an id, and on an empty case study', () => {
    expect(() => parseProject('content/projects/Office Block.md', good)).toThrow('content/projects/Office Block.md: frontmatter field "id" is the file name');
    expect(() => parseProject(file, good.replace(/\n---\n[\s\S]*$/, '\n---\n\n'))).toThrow(`${file}: frontmatter field "body" is empty`);
  });

  it('fails when two projects claim the same position, naming both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'projects-'));
    try {
      writeFileSync(join(dir, 'office-block.md'), good);
      writeFileSync(join(dir, 'office-block-copy.md'), good);
      expect(() => loadProjects(dir)).toThrow(/office-block(-copy)?\.md: frontmatter field "order" \(2\) is also .*office-block(-copy)?\.md's/);
      writeFileSync(join(dir, 'office-block-copy.md'), good.replace(/^order: 2$/m, 'order: 7'));
      expect(loadProjects(dir).map((p) => p.id)).toEqual(['office-block', 'office-block-copy']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
