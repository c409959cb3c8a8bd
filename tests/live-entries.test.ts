/**
 * No unit test names one of the marketer's entries. She edits, renames and deletes posts, projects,
 * people, testimonials and questions in the editor, and every draft runs these tests: a test that starts
 * from `benefits-of-bim.md` or asserts Hannah Whitfield's company turns her draft red for a reason she
 * cannot see. Tests that break a rule start from the copies in tests/fixtures/content/; the checks of the
 * live content read content/ as a whole and name no entry. This reads every test's string, template and
 * regular expression literals (comments may name anything) for the live entries' names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

const ROOT = join(__dirname, '..');
const SKIP = new Set(['node_modules', '.next', 'out', '.git']);

/** A name of a live entry, and the file it is from. */
interface LiveName {
  text: string;
  entry: string;
}

/** A slug or id alone only when it is more than one word: one word ("services") is any test's word too. */
const distinct = (value: unknown): value is string => typeof value === 'string' && /[-\s]/.test(value.trim());

/** The names a test could pin an entry by: file names, paths, slugs and ids, titles, people's names. */
function liveNames(): LiveName[] {
  const names: LiveName[] = [];
  const add = (entry: string, ...values: unknown[]) => {
    for (const value of values) if (typeof value === 'string' && value.trim()) names.push({ text: value.trim(), entry });
  };
  const frontmatter = (file: string): Record<string, unknown> => {
    try {
      return (parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(ROOT, file), 'utf8'))?.[1] ?? '') as Record<string, unknown>) ?? {};
    } catch {
      return {}; // A file the build refuses is the loaders' tests' to report; its name still counts.
    }
  };
  const yaml = (file: string): Record<string, unknown> => {
    try {
      return (parseYaml(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>) ?? {};
    } catch {
      return {};
    }
  };
  for (const [folder, route] of [['content/blogs', '/blogs/'], ['content/projects', '/projects/']] as const) {
    for (const name of readdirSync(join(ROOT, folder)).filter((n) => /\.mdx?$/.test(n))) {
      const file = `${folder}/${name}`;
      const slug = name.replace(/\.mdx?$/, '');
      const fields = frontmatter(file);
      add(file, name, `${route}${slug}`, ...[slug, fields.title, fields.seoTitle, fields.client].filter(distinct));
    }
  }
  const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  for (const person of list(yaml('content/team.yml').people)) add('content/team.yml', ...[person.id, person.name].filter(distinct));
  for (const t of list(yaml('content/testimonials.yml').testimonials)) {
    const by = (t.by ?? {}) as Record<string, unknown>;
    add('content/testimonials.yml', ...[by.name, by.company].filter(distinct));
  }
  const faqs = yaml('content/faqs.yml');
  for (const q of list(faqs.home)) add('content/faqs.yml', ...[q.id].filter(distinct));
  for (const topic of list(faqs.topics)) {
    add('content/faqs.yml', ...[topic.id, topic.title].filter(distinct));
    for (const q of list(topic.faqs)) add('content/faqs.yml', ...[q.id].filter(distinct));
  }
  return names;
}

/** Every unit test file, the tests' own helpers in tests/, and the browser tests and their helpers in e2e/ (her drafts run them too). */
function testFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : testFiles(path);
    const file = relative(ROOT, path).split('\\').join('/');
    return /\.test\.tsx?$/.test(file) || (/^(tests|e2e)\//.test(file) && /\.tsx?$/.test(file)) ? [file] : [];
  });
}

/** The literals of a TypeScript source: strings, template parts and regular expressions, with their lines. */
function literals(file: string, source: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node) || ts.isJsxText(node)) {
      found.push({ text: ts.isRegularExpressionLiteral(node) ? node.text : (node as ts.LiteralLikeNode).text, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const WORD = /[\p{L}\p{N}]/u;
/** `name` in `text` as a whole: not inside a longer word, slug or file name. */
function names(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + name.length] ?? ' ';
    const edge = (outside: string, inside: string) => !WORD.test(inside) || !(WORD.test(outside) || outside === '-');
    if (edge(before, name[0]!) && edge(after, name.at(-1)!)) return true;
  }
  return false;
}

/**
 * The names a test may hold, each with its reason. None may be a test breaking a rule or reading an
 * entry's values: those start from the fixtures.
 */
const ALLOWED: { file: string; name: string; why: string }[] = [
  {
    file: 'tests/editorial.test.ts',
    name: 'laura-bennett',
    why: 'A check of the live content that names whom it covers: the people whose careers are British, whose words are checked in British English (content/README.md). Nothing in team.yml says whose career is British. Removed or renamed, the person is no longer checked and the test still passes: it can fail only on her words.',
  },
];

/** Where a source's literals name a live entry. */
function liveNamesIn(file: string, source: string, live: LiveName[]): string[] {
  // This file names what it allows, and nothing else.
  const allowed = new Set(ALLOWED.filter((a) => a.file === file || file === 'tests/live-entries.test.ts').map((a) => a.name));
  return literals(file, source).flatMap(({ text, line }) => {
    const entries = new Map<string, string>();
    for (const n of live) if (!entries.has(n.entry) && !allowed.has(n.text) && names(text, n.text)) entries.set(n.entry, n.text);
    return [...entries].map(([entry, name]) => `${file}:${line}: "${name}" names ${entry}: start from a copy in tests/fixtures/content/, or check every entry alike`);
  });
}

describe('unit tests use fixture copies, never the marketer\'s entries', () => {
  const live = liveNames();

  it('finds the live entries\' names', () => {
    const entries = new Set(live.map((n) => n.entry.replace(/\/[^/]+\.mdx?$/, '/')));
    expect([...entries].sort()).toEqual(['content/blogs/', 'content/faqs.yml', 'content/projects/', 'content/team.yml', 'content/testimonials.yml']);
  });

  it('no test names one', () => {
    const files = testFiles();
    expect(files).toEqual(expect.arrayContaining(['lib/content/projects.test.ts', 'tests/registration.test.ts', 'lib/content/rules.test.ts']));
    expect(files.flatMap((file) => liveNamesIn(file, readFileSync(join(ROOT, file), 'utf8'), live))).toEqual([]);
  });

  it('catches a name in a string, a template or a pattern, and not in a comment or inside a longer name', () => {
    const sample: LiveName[] = [{ text: 'north-quay-offices', entry: 'content/projects/north-quay-offices.md' }, { text: 'Ada Lovelace', entry: 'content/team.yml' }];
    const found = (source: string) => liveNamesIn('x.test.ts', source, sample);
    expect(found("read('content/projects/north-quay-offices.md');")).toHaveLength(1);
    expect(found('const a = `/projects/north-quay-offices/${x}`;')).toHaveLength(1);
    expect(found('const b = /^name: Ada Lovelace\\n/m;')).toHaveLength(1);
    expect(found('// north-quay-offices, Ada Lovelace\nconst c = 1;')).toEqual([]);
    expect(found("const d = ['north-quay-offices-2', 'Ada Lovelaces'];")).toEqual([]);
  });
});
