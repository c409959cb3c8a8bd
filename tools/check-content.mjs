#!/usr/bin/env node
// @ts-check
/**
 * The draft's check before publish: everything the build and the tests hold against the files the
 * editor writes, in one run of a few seconds, ending with the first problem in one line that names the
 * file and the field (`content/blogs/x.md: frontmatter field "description" must be 70-160 characters`).
 * The pipeline runs it on every editor's draft (.github/workflows/site.yml) and posts the line as the
 * draft's "Content check" status; the editor reads that status before it publishes
 * (components/admin/pre-publish.ts) and shows the line to the marketer.
 *
 *   node tools/check-content.mjs      exit 0, or 1 with the problem on stdout
 *
 * It sizes uploaded photos first (tools/build-images.mjs), as the build does, then loads every collection
 * through the build's own loaders (the schemas of lib/content/ and the rules across fields and files),
 * then runs the posts' and case studies' checks the tests run (lib/post-checks.ts), on every post,
 * scheduled ones (dated ahead) included: a draft is checked at merge, not on its day.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
register('./ts-hooks.mjs', import.meta.url);

/** @param {string} line */
function refuse(line) {
  console.log(line);
  process.exit(1);
}

const sized = spawnSync(process.execPath, [join(root, 'tools', 'build-images.mjs')], { encoding: 'utf8' });
if (sized.status !== 0) refuse(`A photo could not be read: ${(sized.stderr || sized.stdout).trim().split('\n').pop()}`);

try {
  // Each loader checks every file of its collection when it is first imported, as the build does.
  /** @type {typeof import('../lib/content/posts')} */
  const { allPosts } = await import(new URL('../lib/content/posts.ts', import.meta.url).href);
  /** @type {typeof import('../lib/content/projects')} */
  const { allProjects } = await import(new URL('../lib/content/projects.ts', import.meta.url).href);
  await import(new URL('../lib/content/testimonials.ts', import.meta.url).href);
  await import(new URL('../lib/content/faqs.ts', import.meta.url).href);
  // The firm's facts (content/firm.json, content/facts.yml), which every page reads.
  await import(new URL('../lib/content/facts.ts', import.meta.url).href);
  /** @type {typeof import('../lib/pages')} */
  const { siteRegistrations } = await import(new URL('../lib/pages.ts', import.meta.url).href);
  /** @type {typeof import('../lib/post-checks')} */
  const { caseStudyProblems, linkResolver, postProblems } = await import(new URL('../lib/post-checks.ts', import.meta.url).href);
  const resolves = linkResolver(siteRegistrations);
  const fileOf = (/** @type {string} */ folder, /** @type {string} */ id) => ['md', 'mdx'].map((ext) => `${folder}/${id}.${ext}`).find((file) => existsSync(file)) ?? `${folder}/${id}.md`;
  const problems = [
    ...postProblems(allPosts, resolves, (src) => existsSync(join(root, 'public', src))).map((p) => `${fileOf('content/blogs', p.split(':')[0] ?? '')}: ${p.slice(p.indexOf(':') + 2)}`),
    ...caseStudyProblems(allProjects, resolves).map((p) => `${fileOf('content/projects', p.split(':')[0] ?? '')}: ${p.slice(p.indexOf(':') + 2)}`),
  ];
  if (problems[0]) refuse(problems[0]);
} catch (error) {
  // A loader's one line (ContentFileError), or the unexpected, said as plainly.
  refuse(error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error));
}
console.log('Every content file passes the build\'s checks.');
