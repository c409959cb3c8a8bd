/**
 * The unit tests' fixture copies (tests/fixtures/content/, tests/content-fixtures.ts) pass everything
 * the build and the draft's check (tools/check-content.mjs) hold against the marketer's files: the
 * loaders' schemas and rules, and the posts' and case studies' checks. A change to a schema the copies
 * no longer meet fails here, naming the fixture and the field, rather than as a puzzle in the tests
 * that start from them. And the copies cover every file and folder the editor writes.
 */
import { existsSync, readdirSync } from 'node:fs';
import { editorConfig } from '@/lib/editor-config';
import { parsePost } from '@/lib/content/posts';
import { checkFirm, parseFacts } from '@/lib/content/facts';
import { loadFaqs } from '@/lib/content/faqs';
import { siteRegistrations } from '@/lib/pages';
import { caseStudyProblems, linkResolver, postProblems } from '@/lib/post-checks';
import { loadProjects } from '@/lib/content/projects';
import { loadTeam } from '@/lib/content/team';
import { loadTestimonials } from '@/lib/content/testimonials';
import { fixture, FIXTURES, fixtureFileExists, readFixture } from './content-fixtures';

const postFiles = readdirSync(fixture('blogs')).filter((name) => /\.mdx?$/.test(name));
const posts = postFiles.map((name) => ({ ...parsePost(fixture(`blogs/${name}`), readFixture(`blogs/${name}`)), ogImage: '/og/default.png' }));
const projects = loadProjects(fixture('projects'));
const resolves = linkResolver({ ...siteRegistrations, posts, projects });

describe('the fixture copies pass the build\'s checks', () => {
  it('copy every file and folder the editor writes, laid out as content/ is', () => {
    const collections = editorConfig({}).collections as { folder?: string; files?: { file: string }[] }[];
    const paths = collections.flatMap((c) => (c.folder ? [c.folder] : (c.files ?? []).map((f) => f.file)));
    expect(paths.length).toBeGreaterThanOrEqual(7);
    expect(paths.map((path) => [path, existsSync(path.replace(/^content\//, `${FIXTURES}/`))])).toEqual(paths.map((path) => [path, true]));
    // A post with its own drawing and one the editor's way (the default drawing), one linking to the other.
    expect(posts.map((p) => p.image.src === '/images/blog/default.svg').sort()).toEqual([false, true]);
    expect(posts.some((p) => /\]\(\/blogs\//.test(p.body))).toBe(true);
  });

  it('posts: the schema, the rules across fields, and whole (long enough, links resolving, drawing present)', () => {
    expect(postProblems(posts, resolves, fixtureFileExists)).toEqual([]);
  });

  it('projects: the schema, their own positions, and case studies worth reading whose links resolve', () => {
    expect(projects.length).toBeGreaterThanOrEqual(2);
    expect(caseStudyProblems(projects, resolves)).toEqual([]);
  });

  it('testimonials, FAQs, team and the firm\'s facts', () => {
    expect(loadTestimonials(fixture('testimonials.yml')).length).toBeGreaterThanOrEqual(2);
    expect(loadFaqs(fixture('faqs.yml')).topics.length).toBeGreaterThanOrEqual(2);
    expect(loadTeam(fixture('team.yml')).length).toBeGreaterThanOrEqual(3);
    expect(() => parseFacts(fixture('facts.yml'), readFixture('facts.yml'))).not.toThrow();
    expect(() => checkFirm(fixture('firm.json'), JSON.parse(readFixture('firm.json')))).not.toThrow();
  });
});
