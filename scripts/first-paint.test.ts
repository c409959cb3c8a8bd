import { deferredData, deferredScripts, hydrateAfterPaint, paintFirst } from './first-paint.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/react-2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><h1>Estimates</h1>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:\\u003ch1\\u003e"])</script>',
  '</body></html>',
].join('');

const assets: Record<string, string> = {
  '/_next/static/css/site.css': 'h1{color:navy}',
  '/index.txt': '0:{"P":null}\n1:<h1>',
  '/stale.txt': '0:{"P":1}\n',
};
const read = (path: string) => {
  const text = assets[path];
  if (text === undefined) throw new Error(`no asset ${path}`);
  return text;
};

describe('paintFirst', () => {
  const out = paintFirst(page, read);

  it('inlines the stylesheet and keeps its link disabled, so nothing is fetched before the first paint', () => {
    expect(out).toContain('<style>h1{color:navy}</style>');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next" disabled=""/>');
  });

  it('moves every framework script into the loader, once each, in document order', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|webpack)/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(deferredScripts(out)).toEqual(['/_next/static/chunks/react-2.js', '/_next/static/chunks/webpack-1.js']);
  });

  it('writes a loader that is valid JavaScript and ends the document properly', () => {
    const loader = /<script>(\(function hydrateAfterPaint[\s\S]*?)<\/script><\/body><\/html>$/.exec(out)?.[1];
    expect(loader).toBeDefined();
    expect(() => new Function(loader!)).not.toThrow();
    expect(loader).toContain("'__reactProps$'");
  });

  it('leaves data scripts, inline hydration data and nomodule polyfills alone', () => {
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(out).toContain('self.__next_f.push([1,');
    expect(deferredData(out)).toBeNull();
    expect(out).toContain('polyfills-3.js" noModule=""');
  });

  it('moves the hydration data out when the file beside the page holds exactly the same text', () => {
    const moved = paintFirst(page, read, '/index.txt');
    expect(moved).not.toContain('self.__next_f.push([1,');
    expect(moved).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(deferredData(moved)).toBe('/index.txt');
    expect(deferredScripts(moved)).toEqual(deferredScripts(out));
    expect(paintFirst(moved, read, '/index.txt')).toBe(moved);
  });

  it('keeps the data inline when the file differs or the page holds data of another kind', () => {
    expect(deferredData(paintFirst(page, read, '/stale.txt'))).toBeNull();
    const binary = page.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    const kept = paintFirst(binary, read, '/index.txt');
    expect(deferredData(kept)).toBeNull();
    expect(kept).toContain('self.__next_f.push([1,');
    // Without framework scripts there is no loader to fetch the data, so it cannot leave.
    const scriptless = page.replace(/<script src="[^"]*(react-2|webpack-1)\.js"[^>]*><\/script>/g, '');
    expect(scriptless).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|webpack)/);
    expect(paintFirst(scriptless, read, '/index.txt')).toContain('self.__next_f.push([1,');
  });

  it('is idempotent', () => {
    expect(paintFirst(out, read)).toBe(out);
  });

  it('makes the stylesheet\'s relative URLs absolute, since the page is elsewhere', () => {
    const css = '@font-face{src:url(../media/inter.woff2)}a{background:url("img/a.svg")}b{background:url(data:image/gif;base64,R0)}';
    const inlined = paintFirst(page, () => css);
    expect(inlined).toContain('url(/_next/static/media/inter.woff2)');
    expect(inlined).toContain('url("/_next/static/css/img/a.svg")');
    expect(inlined).toContain('url(data:image/gif;base64,R0)');
  });

  it('cannot be broken out of by CSS that contains a closing style tag', () => {
    const tricky = paintFirst(page, () => 'a::after{content:"</style><script>"}');
    expect(tricky).toContain('content:"<\\/style><script>"');
  });
});

describe('hydrateAfterPaint', () => {
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    document.head.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  // First: every loader a test starts keeps listening on the shared jsdom window.
  it('presses a button again once React has hydrated it, if it was pressed before', () => {
    document.body.innerHTML = '<button type="button">Open menu</button>';
    const button = document.querySelector('button')!;
    const pressed = jest.fn();
    hydrateAfterPaint(['/a.js'], null);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    // What React does on hydration: attach its props and the handler.
    Object.assign(button, { __reactProps$test: {} });
    button.addEventListener('click', pressed);
    jest.advanceTimersByTime(100);
    expect(pressed).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(6000);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('starts the scripts after the page has loaded and painted, not before', () => {
    hydrateAfterPaint(['/a.js', '/b.js'], null);
    // jsdom has finished loading and has no paint timing, so the loader falls back to the next frame.
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('starts them at once when the visitor presses a key, and only once', () => {
    hydrateAfterPaint(['/a.js'], null);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(added()).toEqual(['/a.js']);
    jest.advanceTimersByTime(6000);
    expect(added()).toEqual(['/a.js']);
  });

  it('puts the fetched data where Next reads it before any script runs, preloading the scripts meanwhile', async () => {
    const flight: unknown[] = [[0]];
    Object.assign(window, { __next_f: flight });
    const fetched = jest.fn(async (url: string) => ({ ok: true, status: 200, text: async () => `data of ${url}` }));
    Object.assign(window, { fetch: fetched });
    hydrateAfterPaint(['/a.js'], '/about/index.txt');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(fetched).toHaveBeenCalledWith('/about/index.txt');
    expect(document.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe('/a.js');
    expect(added()).toEqual([]);
    await jest.runAllTimersAsync();
    expect(flight).toEqual([[0], [1, 'data of /about/index.txt']]);
    expect(added()).toEqual(['/a.js']);
  });

  it('leaves the page static, as exported, when its data cannot be fetched', async () => {
    Object.assign(window, { fetch: jest.fn(async () => ({ ok: false, status: 404, text: async () => 'Not found' })) });
    hydrateAfterPaint(['/a.js'], '/gone/index.txt');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await jest.runAllTimersAsync();
    expect(added()).toEqual([]);
  });

  it.each(['wheel', 'scroll', 'mousemove'])('starts them at once on %s, which can end paint reporting', (type) => {
    hydrateAfterPaint(['/a.js'], null);
    window.dispatchEvent(new Event(type));
    expect(added()).toEqual(['/a.js']);
  });
});
