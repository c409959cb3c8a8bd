import { exportDir, refuseUnsupported } from './export-adapter.mjs';

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
