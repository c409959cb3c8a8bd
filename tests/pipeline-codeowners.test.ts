/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { editorConfig } from '@/lib/editor-config';
import { EDITOR_PATHS, isEditorPath, outsideEditorPaths } from '@/lib/editor-paths';
import { PHOTO_TYPES } from '@/lib/photos';

/**
 * Code needs a developer's review, content does not: .github/CODEOWNERS gives every path to the firm's
 * developers except the files the editor writes, and that list (lib/editor-paths.ts) is what the editor's
 * configuration writes, so a new collection or upload folder cannot be published past a developer, or
 * be held up by one, without this test saying so.
 */
const TEAM = '@stratum-precon/developers';
const rules = readFileSync('.github/CODEOWNERS', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern: pattern!, owners };
  });

/** GitHub's reading of a CODEOWNERS pattern, for the forms this file may use: `*`, and anchored paths with `*` in a name. */
function matches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  if (!/^\/[\w./*-]+$/.test(pattern) || pattern.includes('**')) throw new Error(`CODEOWNERS pattern ${pattern} is of a form this test does not read: anchor it at / and use * within a name.`);
  return new RegExp(`^${pattern.slice(1).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}${pattern.endsWith('/') ? '.*' : ''}$`).test(path);
}
/** The owners of a path: the last matching rule's (GitHub's rule), none when that rule names none. */
const ownersOf = (path: string) => [...rules].reverse().find((rule) => matches(rule.pattern, path))?.owners ?? [];

test('the list of editor-written paths is what the editor\'s configuration writes', () => {
  const config = editorConfig({});
  const written = config.collections.flatMap((collection) => ('folder' in collection ? [`${collection.folder}/*.${collection.extension}`] : collection.files.map((file) => file.file)));
  const photoExtensions = PHOTO_TYPES.flatMap((type) => (type === 'image/jpeg' ? ['jpg', 'jpeg'] : [type.slice('image/'.length)]));
  const uploads = photoExtensions.map((ext) => `${config.media_folder}/*.${ext}`);
  expect([...EDITOR_PATHS].sort()).toEqual([...written, ...uploads].sort());
});

test('CODEOWNERS gives everything to the developers, once, except exactly the editor\'s files', () => {
  expect(rules[0]).toEqual({ pattern: '*', owners: [TEAM] });
  expect(readFileSync('.github/CODEOWNERS', 'utf8').split(TEAM)).toHaveLength(2);
  expect(rules.slice(1)).toEqual(EDITOR_PATHS.map((path) => ({ pattern: `/${path}`, owners: [] })));
  // Every file in the repository, and what a branch could add beside the editor's files.
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const added = ['content/blogs/new-post.md', 'content/blogs/new.ts', 'content/blogs/sub/x.md', 'content/projects/x.mdx', 'public/images/uploads/p.webp', 'public/images/uploads/p.html', 'public/images/uploads/p.svg', 'content/firm.ts', '.github/CODEOWNERS', 'functions/api/x.ts'];
  for (const file of [...files, ...added]) expect([file, ownersOf(file)]).toEqual([file, isEditorPath(file) ? [] : [TEAM]]);
  expect(files.filter(isEditorPath).length).toBeGreaterThan(10);
});

test('a draft of content alone needs no developer; any other file does', () => {
  expect(outsideEditorPaths(['content/blogs/a.md', 'public/images/uploads/a.webp', 'content/firm.json'])).toEqual([]);
  expect(outsideEditorPaths(['content/blogs/a.md', 'functions/routes/visit.ts', '.ci/run', 'content/blogs/a.html'])).toEqual(['functions/routes/visit.ts', '.ci/run', 'content/blogs/a.html']);
});
