import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_ID, loaderScript, deferredData, deferredScripts, globalPush, paintFirst } from './first-paint.mjs';

// The shape of a page as Next 16 (Turbopack) exports it, trimmed to the parts the rewrite touches.
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<style data-precedence="next" data-href="/_next/static/css/site.css">h1{color:navy}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime-1.js"/>',
  '<script src="/_next/static/chunks/react-2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><h1>Estimates</h1>',
  '<script src="/_next/static/chunks/runtime-1.js" async=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/react-2.js"],"runtimeModuleIds":[7]});</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:\\u003c/script\\u003e"])</script>',
  '</body></html>',
].join('');

const assets: Record<string, string> = {
  '/_next/static/css/site.css': 'h1{color:navy}',
  '/_next/static/chunks/react-2.js': '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,2,(e)=>{}]);',
  '/_next/static/chunks/runtime-1.js': '(()=>{let e;var r=globalThis.TURBOPACK;})();',
  '/_next/static/chunks/react-9.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,9,(e)=>{}]);',
  '/index.txt': '0:{"P":null}\n1:</script>',
  '/stale.txt': '0:{"P":1}\n',
};
const read = (path: string) => {
  const text = assets[path];
  if (text === undefined) throw new Error(`no asset ${path}`);
  return text;
};

/** Every executable inline script of a page (no src, no data type). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

/** The loader's JSON block, parsed. */
const config = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${CONFIG_ID}"[^>]*>(.*?)</script>`).exec(html)![1]!);

describe('paintFirst', () => {
  const out = paintFirst(page, read);

  it('moves every framework script into the loader, once each, Turbopack\'s runtime last', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|runtime)/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(deferredScripts(out)).toEqual(['/_next/static/chunks/react-2.js', '/_next/static/chunks/runtime-1.js']);
    const runtimeFirst = page.replace('<script src="/_next/static/chunks/react-2.js" async=""></script>', '').replace('</body>', '<script src="/_next/static/chunks/react-2.js" async=""></script></body>');
    expect(deferredScripts(paintFirst(runtimeFirst, read))).toEqual(['/_next/static/chunks/react-2.js', '/_next/static/chunks/runtime-1.js']);
  });

  it('stops the build when it cannot tell which script is the runtime', () => {
    const chunkOnly = (path: string) => (path.endsWith('.js') ? assets['/_next/static/chunks/react-2.js']! : read(path));
    expect(() => paintFirst(page, chunkOnly, undefined, 'about/index.html')).toThrow(/about\/index\.html: expected one Turbopack runtime .* found 0/);
    const noChunk = (path: string) => (path.endsWith('.js') ? 'console.log(1)' : read(path));
    expect(() => paintFirst(page, noChunk)).toThrow(/found 2/);
  });

  it('leaves one inline script, the constant loader, whatever the page', () => {
    expect(inlineScripts(out)).toEqual([loaderScript()]);
    const other = page.replace('Estimates', 'Rebar').replace('react-2', 'react-9');
    expect(inlineScripts(paintFirst(other, read))).toEqual([loaderScript()]);
    expect(() => new Function(loaderScript())).not.toThrow();
    // Its comments are for this repository, not for every page's bytes.
    expect(loaderScript()).not.toMatch(/\/\*|\*\//);
  });

  it('turns Next\'s inline pushes into data for the loader, in document order', () => {
    expect(config(out).pushes).toEqual([
      ['TURBOPACK', { otherChunks: ['static/chunks/react-2.js'], runtimeModuleIds: [7] }],
      ['__next_f', [0]],
      ['__next_f', [1, '0:{"P":null}\n']],
      ['__next_f', [1, '1:</script>']],
    ]);
    // A `</script>` inside the data cannot end the block early.
    expect(out).not.toMatch(/id="paint-first"[^>]*>[^<]*<\/script>[^<]/);
  });

  it('leaves data blocks and nomodule polyfills alone', () => {
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(out).toContain('polyfills-3.js" noModule=""');
    expect(deferredData(out)).toBeNull();
  });

  it('drops the hydration data when the file beside the page holds exactly the same text', () => {
    const moved = paintFirst(page, read, '/index.txt');
    expect(deferredData(moved)).toBe('/index.txt');
    expect(config(moved).pushes).toEqual([
      ['TURBOPACK', { otherChunks: ['static/chunks/react-2.js'], runtimeModuleIds: [7] }],
      ['__next_f', [0]],
    ]);
    expect(moved.length).toBeLessThan(out.length);
    expect(paintFirst(moved, read, '/index.txt')).toBe(moved);
  });

  it('keeps the data when the file differs or the page holds data of another kind', () => {
    expect(deferredData(paintFirst(page, read, '/stale.txt'))).toBeNull();
    const binary = page.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    const kept = paintFirst(binary, read, '/index.txt');
    expect(deferredData(kept)).toBeNull();
    expect(config(kept).pushes).toContainEqual(['__next_f', [3, 'AAEC']]);
  });

  it('stops the build on an inline script the CSP would block, naming the page', () => {
    const unknown = page.replace('</body>', '<script>document.title="x"</script></body>');
    expect(() => paintFirst(unknown, read, undefined, 'about/index.html')).toThrow(/about\/index\.html: an inline script/);
  });

  it('is idempotent', () => {
    expect(paintFirst(out, read)).toBe(out);
  });

  it('changes nothing it does not own: the inline stylesheet, the page, the data blocks', () => {
    for (const part of ['<!DOCTYPE html><html lang="en"><head>', '<style data-precedence="next" data-href="/_next/static/css/site.css">h1{color:navy}</style>', '</head><body><h1>Estimates</h1>']) {
      expect(out).toContain(part);
    }
  });

});

describe('paintFirst on pages of this project as Next 16 exports them (paint-first/capture-fixtures.mjs)', () => {
  const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
  const scriptStarts = JSON.parse(fixture('script-starts.json')) as Record<string, string>;
  const readReal = (path: string) => (path === '/blog/index.txt' ? fixture('blog.txt') : (scriptStarts[path] ?? ''));
  const frameworkScripts = (html: string) =>
    [...html.matchAll(/<script src="(\/_next\/static\/[^"]+)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1]);

  it('leaves a page with its data beside it one inline script, the loader, and all its scripts to start', () => {
    const before = fixture('blog.html');
    const after = paintFirst(before, readReal, '/blog/index.txt');
    expect(inlineScripts(after)).toEqual([loaderScript()]);
    expect(deferredData(after)).toBe('/blog/index.txt');
    expect(new Set(deferredScripts(after))).toEqual(new Set(frameworkScripts(before)));
    expect(deferredScripts(after).at(-1)).toMatch(/\/turbopack-[^/]+\.js$/);
    const pushes = config(after).pushes as Array<[string, unknown]>;
    expect(pushes.map(([name]) => name)).toEqual(['TURBOPACK', '__next_f']);
    expect(pushes[1]).toEqual(['__next_f', [0]]);
    expect(after).toContain('<h1');
  });

  it('writes the boundaries React left for its reveal script in their places: the header is in the HTML, not hidden', () => {
    const before = fixture('blog.html');
    expect(before).toContain('<!--$?--><template id="B:');
    const after = paintFirst(before, readReal, '/blog/index.txt');
    expect(after).not.toMatch(/<!--\$[?!~]-->|<template id="B:|<div hidden id="S:/);
    expect(after).toMatch(/<!--\$--><header[^>]*>/);
  });

  it('writes on the loader\'s block how many parts the page hydrates in: its boundaries with content, not Next\'s empty ones', () => {
    const after = paintFirst(fixture('blog.html'), readReal, '/blog/index.txt');
    // The same count read the way a browser sees the page: React's boundary comments in the body.
    const doc = new DOMParser().parseFromString(after, 'text/html');
    const comments = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
    let parts = 0;
    let empty = 0;
    while (comments.nextNode()) {
      const node = comments.currentNode;
      if (node.nodeValue !== '$') continue;
      if (node.nextSibling?.nodeValue === '/$') empty++;
      else parts++;
    }
    expect(parts).toBeGreaterThan(2);
    expect(empty).toBeGreaterThan(0);
    expect(doc.getElementById(CONFIG_ID)?.getAttribute('data-parts')).toBe(String(parts));
  });

  it('keeps the not-found page\'s data, which has no file beside it, in the loader\'s block', () => {
    const after = paintFirst(fixture('not-found.html'), readReal, undefined, '404.html');
    expect(inlineScripts(after)).toEqual([loaderScript()]);
    expect(deferredData(after)).toBeNull();
    const flight = (config(after).pushes as Array<[string, unknown[]]>).filter(([name, value]) => name === '__next_f' && value[0] === 1);
    expect(flight.length).toBeGreaterThan(0);
  });
});

describe('globalPush', () => {
  it.each([
    ['(self.__next_f=self.__next_f||[]).push([0])', ['__next_f', [0]]],
    ['self.__next_f.push([1,"a"]);', ['__next_f', [1, 'a']]],
    ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});', ['TURBOPACK', { a: 1 }]],
  ])('reads %s', (code, push) => expect(globalPush(code)).toEqual(push));

  it.each(['self.__next_f.push(alert(1))', 'alert(1);self.__next_f.push([0])', 'window.x.push([0])'])(
    'refuses %s',
    (code) => expect(globalPush(code)).toBeNull(),
  );
});

describe('the loader', () => {
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const win = window as unknown as Record<string, unknown>;

  /** Puts a page's loader config in the document and runs the loader, as the browser would. */
  function runLoader(scripts: string[], data: string | null, pushes: Array<[string, unknown]> = [], warm: number[][] = []) {
    document.body.innerHTML = `<script type="application/json" id="${CONFIG_ID}">${JSON.stringify({ scripts, data, pushes, warm })}</script>`;
    window.eval(loaderScript());
  }

  beforeEach(() => {
    document.documentElement.removeAttribute('data-shell-hydrated');
    document.head.innerHTML = '';
    delete win.__next_f;
    delete win.TURBOPACK;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  /** A frame and the task after it, where each next step of the start runs. */
  const afterFrame = () => jest.advanceTimersByTime(17);

  it('waits for the next frame before each step, or 100 ms where no frame comes (a background tab)', () => {
    runLoader(['/a.js', '/runtime.js'], null);
    jest.advanceTimersByTime(100);
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    finish('/a.js');
    jest.advanceTimersByTime(99);
    expect(added()).toEqual(['/a.js']);
    jest.advanceTimersByTime(5);
    expect(added()).toEqual(['/a.js', '/runtime.js']);
    window.requestAnimationFrame = frame;
  });

  /** Fires a script element's load or error event, as the browser does once it has run or failed. */
  const finish = (src: string, type: 'load' | 'error' = 'load') =>
    document.head.querySelector(`script[src="${src}"]`)!.dispatchEvent(new Event(type));

  it('makes the pushes of Next\'s inline scripts at once, but Turbopack\'s entry only once the runtime has run, and the data after it', () => {
    runLoader(['/a.js', '/runtime.js'], null, [['TURBOPACK', { otherChunks: ['a.js'] }], ['__next_f', [0]], ['__next_f', [1, 'x']], ['__next_f', [2, 'form']]]);
    expect(win.__next_f).toEqual([[0], [2, 'form']]);
    expect(win.TURBOPACK).toBeUndefined();
    jest.advanceTimersByTime(100);
    finish('/a.js');
    afterFrame();
    expect(win.TURBOPACK).toBeUndefined();
    finish('/runtime.js');
    // After a frame, in a task of its own: the app's start-up does not share one with the runtime's registration.
    jest.advanceTimersToNextTimer();
    expect(win.TURBOPACK).toBeUndefined();
    jest.advanceTimersToNextTimer();
    expect(win.TURBOPACK).toEqual([{ otherChunks: ['a.js'] }]);
    // The page data comes in the task after the entry's: decoding it is not part of the modules' task.
    expect(win.__next_f).toEqual([[0], [2, 'form']]);
    jest.advanceTimersToNextTimer();
    expect(win.__next_f).toEqual([[0], [2, 'form'], [1, 'x']]);
  });

  it('runs React\'s modules a group a task, each after the visitor\'s presses, then the app\'s entry', () => {
    runLoader(['/runtime.js'], null, [['TURBOPACK', { otherChunks: [], runtimeModuleIds: [9] }]], [[1, 2], [3]]);
    jest.advanceTimersByTime(100);
    finish('/runtime.js');
    const pushed = () => (win.TURBOPACK as Array<{ runtimeModuleIds: number[] }> | undefined)?.map((e) => e.runtimeModuleIds);
    expect(pushed()).toBeUndefined();
    afterFrame();
    expect(pushed()).toEqual([[1, 2]]);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(100);
    expect(pushed()).toEqual([[1, 2]]);
    jest.advanceTimersByTime(50);
    expect(pushed()).toEqual([[1, 2], [3]]);
    afterFrame();
    expect(pushed()).toEqual([[1, 2], [3], [9]]);
  });

  it('gives Next\'s client every row of the page data before the timer it sets while it starts, which closes the stream', () => {
    const seenWhenClosed: unknown[][] = [];
    // Turbopack's runtime runs the entry at once; Next's client then sets the timer that closes its stream.
    win.TURBOPACK = {
      push: () =>
        setTimeout(() => {
          seenWhenClosed.push([...(win.__next_f as unknown[])]);
        }, 0),
    };
    runLoader(['/runtime.js'], null, [['TURBOPACK', {}], ['__next_f', [0]], ['__next_f', [1, 'a']], ['__next_f', [1, 'b']]]);
    jest.advanceTimersByTime(100);
    finish('/runtime.js');
    jest.advanceTimersByTime(100);
    expect(seenWhenClosed).toEqual([[[0], [1, 'a'], [1, 'b']]]);
  });

  it('keeps presses from React\'s listeners until the page\'s frame has hydrated, and leaves their defaults to the browser', () => {
    runLoader(['/a.js'], null);
    const reached: string[] = [];
    // React listens on the document it hydrates, in the capture and the bubble phase.
    const listen = (event: Event) => reached.push(`${event.type}${event.eventPhase === Event.CAPTURING_PHASE ? ' capture' : ''}`);
    for (const type of ['pointerdown', 'click', 'keydown', 'input', 'focusin']) {
      document.addEventListener(type, listen, true);
      document.addEventListener(type, listen);
    }
    const button = document.createElement('button');
    document.body.append(button);
    const press = (type: string) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      button.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(['pointerdown', 'click', 'keydown', 'input'].map(press)).toEqual([false, false, false, false]);
    // Focus is not one React hydrates for: it queues it for later itself.
    press('focusin');
    expect(reached).toEqual(['focusin capture', 'focusin']);
    reached.length = 0;
    document.documentElement.setAttribute('data-shell-hydrated', '');
    press('pointerdown');
    press('click');
    expect(reached).toEqual(['pointerdown capture', 'pointerdown', 'click capture', 'click']);
    for (const type of ['pointerdown', 'click', 'keydown', 'input', 'focusin']) {
      document.removeEventListener(type, listen, true);
      document.removeEventListener(type, listen);
    }
    button.remove();
  });

  it('starts the scripts after the page has loaded and painted, not before', () => {
    runLoader(['/a.js', '/runtime.js'], null);
    // jsdom has finished loading and has no paint timing, so the loader falls back to the next frame.
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(['/a.js']);
  });

  it('starts the runtime, the last script, only once every other script has run', () => {
    runLoader(['/a.js', '/b.js', '/runtime.js'], null);
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(['/a.js', '/b.js']);
    finish('/b.js');
    expect(added()).toEqual(['/a.js', '/b.js']);
    finish('/a.js');
    // After a frame, in a task of its own, after whatever the last chunk's task was doing.
    expect(added()).toEqual(['/a.js', '/b.js']);
    afterFrame();
    expect(added()).toEqual(['/a.js', '/b.js', '/runtime.js']);
  });

  it('holds each next step while the visitor presses: until 150 ms after the last press, a second at most', () => {
    runLoader(['/a.js', '/runtime.js'], null, [['TURBOPACK', { otherChunks: ['a.js'] }]]);
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new Event('pointerdown'));
    finish('/a.js');
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(['/a.js']);
    jest.advanceTimersByTime(60);
    expect(added()).toEqual(['/a.js', '/runtime.js']);
    // A visitor who keeps pressing holds the app's start back by a second at most.
    window.dispatchEvent(new Event('keydown'));
    const presses = setInterval(() => window.dispatchEvent(new Event('keydown')), 50);
    finish('/runtime.js');
    jest.advanceTimersByTime(900);
    expect(win.TURBOPACK).toBeUndefined();
    jest.advanceTimersByTime(200);
    expect(win.TURBOPACK).toEqual([{ otherChunks: ['a.js'] }]);
    clearInterval(presses);
  });

  it('takes out a script that failed, so that the runtime asks for it again, and still starts the runtime', () => {
    runLoader(['/a.js', '/b.js', '/runtime.js'], null);
    jest.advanceTimersByTime(100);
    finish('/a.js', 'error');
    finish('/b.js');
    afterFrame();
    expect(added()).toEqual(['/b.js', '/runtime.js']);
  });

  it('starts a page\'s only script, its runtime, at once', () => {
    runLoader(['/runtime.js'], null);
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(['/runtime.js']);
  });

  it('starts them when the visitor presses a key, once the press has been answered, and only once', () => {
    runLoader(['/a.js'], null);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    // Not in the press's own task, nor while the presses go on: 150 ms after the last one.
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    jest.advanceTimersByTime(140);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/a.js']);
    jest.advanceTimersByTime(6000);
    expect(added()).toEqual(['/a.js']);
  });

  it('starts them a second after the first press at most, however long the visitor keeps pressing', () => {
    runLoader(['/a.js'], null);
    window.dispatchEvent(new Event('pointerdown'));
    const presses = setInterval(() => window.dispatchEvent(new Event('pointerdown')), 50);
    jest.advanceTimersByTime(990);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(60);
    expect(added()).toEqual(['/a.js']);
    clearInterval(presses);
  });

  it('fetches the data before any script runs, preloading the scripts meanwhile, and gives it to Next after its entry', async () => {
    const fetched = jest.fn(async (url: string) => ({ ok: true, status: 200, text: async () => `data of ${url}` }));
    Object.assign(window, { fetch: fetched });
    runLoader(['/a.js'], '/about/index.txt', [['__next_f', [0]]]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    while (fetched.mock.calls.length === 0) jest.advanceTimersToNextTimer();
    expect(fetched).toHaveBeenCalledWith('/about/index.txt');
    // The preloads come in a task of their own, right after the data request.
    expect(document.head.querySelector('link[rel="preload"][as="script"]')).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(document.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe('/a.js');
    expect(added()).toEqual([]);
    await jest.runAllTimersAsync();
    expect(added()).toEqual(['/a.js']);
    // The data waits for the app's entry, which waits for the runtime (here the page's only script).
    expect(win.__next_f).toEqual([[0]]);
    finish('/a.js');
    await jest.runAllTimersAsync();
    expect(win.__next_f).toEqual([[0], [1, 'data of /about/index.txt']]);
  });

  it('tries the data once more when the first request fails', async () => {
    const responses = [{ ok: false, status: 503 }, { ok: true, status: 200, text: async () => 'data' }];
    const fetched = jest.fn(async () => responses.shift());
    Object.assign(window, { fetch: fetched });
    runLoader(['/a.js'], '/about/index.txt');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await jest.runAllTimersAsync();
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(added()).toEqual(['/a.js']);
  });

  it('says so in the console and leaves the page static, as exported, when its data cannot be fetched', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    Object.assign(window, { fetch: jest.fn(async () => ({ ok: false, status: 404, text: async () => 'Not found' })) });
    runLoader(['/a.js'], '/gone/index.txt');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await jest.runAllTimersAsync();
    expect(added()).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not load /gone/index.txt (HTTP 404)'));
    error.mockRestore();
  });

  it.each(['wheel', 'scroll'])('starts them on %s, which can end paint reporting, once the scrolling has paused', (type) => {
    runLoader(['/a.js'], null);
    window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(140);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/a.js']);
  });

  it('starts them on a mouse move after the next frame, without waiting for the pointer to rest', () => {
    runLoader(['/a.js'], null);
    window.dispatchEvent(new Event('mousemove'));
    expect(added()).toEqual([]);
    afterFrame();
    expect(added()).toEqual(['/a.js']);
  });
});
