/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import adapter, { buildMode, exportDir, refuseUnsupported, rewritePageData, VERIFIED_NEXT } from './adapter.mjs';

describe('the build adapter', () => {
  it('rewrites the export where Next wrote it: out/, or distDir when one is set', () => {
    expect(exportDir({ projectDir: '/site', distDir: '/site/.next', config: { distDir: '.next' } })).toBe('/site/out');
    expect(exportDir({ projectDir: '/site', distDir: '/site/public-html', config: { distDir: 'public-html' } })).toBe('/site/public-html');
  });

  it('refuses basePath and assetPrefix with a build error that says what to do', () => {
    expect(() => refuseUnsupported({})).not.toThrow();
    expect(() => refuseUnsupported({ basePath: '/site' })).toThrow(/basePath \(\/site\) is not supported by the paint-first adapter.*Remove basePath/);
    expect(() => refuseUnsupported({ assetPrefix: 'https://cdn.example.com' })).toThrow(/assetPrefix/);
  });
});

describe('the Next versions the adapter runs on', () => {
  it('is the version package.json pins and node_modules holds', () => {
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
    const installed = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', 'next', 'package.json'), 'utf8')).version;
    expect(VERIFIED_NEXT).toContain(pkg.dependencies.next);
    expect(pkg.dependencies.next).toBe(installed);
    for (const name of ['react', 'react-dom']) expect(pkg.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(buildMode(installed, {})).toBe('paint-first');
  });

  it('stops a build on any other Next with one line saying which version and how to verify it', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const context = { phase: 'phase-production-build', nextVersion: '16.5.0', projectDir: '/site' };
      expect(() => adapter.modifyConfig!({} as never, context as never)).toThrow('exit 1');
      expect(error).toHaveBeenCalledTimes(1);
      const line = String(error.mock.calls[0]![0]).trim();
      expect(line.split('\n')).toHaveLength(1);
      expect(line).toMatch(/^✖ Next 16\.5\.0 is not a version the paint-first build adapter was verified with \(16\.4\.6\): verify it as paint-first\/README\.md says .*PLAIN_NEXT_EXPORT=1/);
      // `next dev` and the other commands are not builds: they go on.
      expect(adapter.modifyConfig!({ a: 1 } as never, { ...context, phase: 'phase-development-server' } as never)).toEqual({ a: 1 });
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it('builds plain Next output on any version when PLAIN_NEXT_EXPORT=1 asks for it', () => {
    expect(buildMode('16.5.0', { PLAIN_NEXT_EXPORT: '1' })).toBe('plain');
    expect(buildMode(VERIFIED_NEXT[0]!, { PLAIN_NEXT_EXPORT: '1' })).toBe('plain');
    expect(() => buildMode('16.5.0', { PLAIN_NEXT_EXPORT: 'yes' })).toThrow(/Next 16\.5\.0 is not a version/);
  });
});

describe('the page data check at the end of the build', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'adapter-'));
    mkdirSync(join(out, 'about'));
    mkdirSync(join(out, 'blog'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('rewrites and passes real page data', async () => {
    const blog = join(out, 'blog', 'index.txt');
    writeFileSync(blog, readFileSync(join(__dirname, 'fixtures', 'blog.txt')));
    await expect(rewritePageData(out, [blog])).resolves.toBe(1);
  });

  it('fails the build, naming the page, on a page data file with a reference form the rewriter does not know', async () => {
    const about = join(out, 'about', 'index.txt');
    const blog = join(out, 'blog', 'index.txt');
    writeFileSync(blog, readFileSync(join(__dirname, 'fixtures', 'blog.txt')));
    writeFileSync(about, '0:["$","main",null,{"children":"$Y1"}]\n1:"About us"\n');
    await expect(rewritePageData(out, [blog, about])).rejects.toThrow(/^about\/index\.txt: row 0 holds the reference form "\$Y1", which it does not know/);
  });
});
