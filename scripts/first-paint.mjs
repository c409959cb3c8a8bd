/**
 * Makes an exported page paint from its HTML alone, then hydrate.
 *
 * Next's static export puts the framework's scripts (~140 kB gzip on every page) and the stylesheet in
 * the <head>. On a slow phone the scripts compete with the page's own text for the network and the main
 * thread, and the stylesheet costs a round trip before anything shows. This rewrite, run on every
 * exported .html file by the build adapter (scripts/export-adapter.mjs), changes two things:
 *
 * 1. The stylesheet is inlined as a <style> element. Its <link> stays, `disabled`, so the browser does
 *    not fetch it but React still finds it on hydration and does not insert it again.
 * 2. The scripts start after the page's largest paint is on screen (or on the visitor's first key press,
 *    touch, scroll or mouse move, or at the latest 5 s after the HTML is parsed), from a small inline
 *    loader. A button tapped before React has hydrated it (a menu toggle, say) is pressed again once
 *    it has, so the tap is not lost.
 * 3. The page's hydration data, which Next inlines, is fetched by the loader from the copy Next
 *    exports beside the page, so the HTML a phone waits for is about a quarter smaller (compressed).
 *
 * Nothing on the page depends on JavaScript to be read or followed (DECISIONS.md: the static HTML is
 * complete), so this moves only when motion and menus wake up, by a frame or two.
 */

/**
 * Runs in the browser (serialised into each page): appends the framework's scripts once the page has
 * painted its largest element, after fetching the page's hydration data if `data` names its file.
 * Plain ES5 syntax so that it parses wherever the HTML is read.
 */
export function hydrateAfterPaint(sources, data) {
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function appendScripts() {
    for (var i = 0; i < sources.length; i++) add('script', { src: sources[i], async: '' });
  }
  function start() {
    if (started) return;
    started = true;
    if (!data) return appendScripts();
    // Next reads the page's data when its first script runs, so the data goes in first; the scripts
    // download meanwhile. Without its data the page cannot hydrate: it stays the static page it is.
    for (var i = 0; i < sources.length; i++) add('link', { rel: 'preload', as: 'script', href: sources[i] });
    fetch(data)
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.text();
      })
      .then(function (text) {
        (self.__next_f = self.__next_f || []).push([1, text]);
        appendScripts();
      })
      .catch(function () {});
  }
  function afterLargestPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') >= 0) {
      // Entries arrive once a paint is on screen; buffered ones say it already happened.
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
  }
  if (document.readyState === 'complete') afterLargestPaint();
  else window.addEventListener('load', afterLargestPaint);
  // A visitor who reaches for the page first should not wait; nor should a tab that never paints.
  // Scrolling counts too: input before the first paint ends largest-paint reporting, so no entry
  // would ever arrive, and the header's scroll behaviour would wait for the 5 s fallback.
  ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'mousemove'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  setTimeout(start, 5000);

  // Links and forms work without JavaScript; a script button does nothing until React owns it (React
  // puts its props on the element). Remember such a press and repeat it then, for up to 5 s.
  function hydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function replayWhenHydrated(event) {
    var button = event.target.closest && event.target.closest('button[type="button"]');
    if (!button || hydrated(button)) return;
    window.removeEventListener('click', replayWhenHydrated, true);
    var waited = 0;
    var timer = setInterval(function () {
      waited += 50;
      if (hydrated(button)) {
        clearInterval(timer);
        button.click();
      } else if (waited >= 5000) clearInterval(timer);
    }, 50);
  }
  window.addEventListener('click', replayWhenHydrated, true);
}

/** The loader's source on one line: its comments dropped, its indentation collapsed. */
function compact(source) {
  return source
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ');
}

const SCRIPT_TAG = /<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"[^>]*?\/?>/g;

/**
 * A stylesheet's relative `url(...)`s resolve against the stylesheet's own address; once the CSS is
 * inline they would resolve against the page's, so they are made absolute first.
 */
function absoluteUrls(css, href) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, url) =>
    /^(data:|[a-z]+:\/\/|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, `https://site.invalid${href}`).pathname}${quote})`,
  );
}

const LOADER_CALL = /hydrateAfterPaint\(sources, data\)[\s\S]*?\}\)\((\[[^\]]*\]),("[^"]*"|null)\)<\/script>/;

/** The script URLs a rewritten page's loader starts, in order (used by the tests' JS budget). */
export function deferredScripts(html) {
  const match = LOADER_CALL.exec(html);
  return match ? JSON.parse(match[1]) : [];
}

/** The URL of the hydration data a rewritten page's loader fetches, or null if it is inline. */
export function deferredData(html) {
  const match = LOADER_CALL.exec(html);
  return match ? JSON.parse(match[2]) : null;
}

// Next inlines the page's hydration data (its React Server Components payload) as a series of
// `self.__next_f.push([1,"…"])` scripts; `[0]` is the bootstrap. Next escapes `<` inside them, so
// `</script>` cannot occur before the script's own end.
const DATA_CHUNK = /<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g;
const ANY_PUSH = /self\.__next_f\.push\(\[(?!0\])/g;

/**
 * The inline data is about 40% of a page's HTML (a quarter once compressed), and all of it arrives
 * before the page can finish loading, though Next also exports the same text beside the page as
 * index.txt. When the two match exactly, the inline copy goes and the loader fetches the file.
 * Anything else (binary chunks, a mismatch) stays inline, as Next wrote it.
 */
function moveDataOut(html, readAsset, dataUrl) {
  if (!dataUrl) return { html, data: null };
  const chunks = [...html.matchAll(DATA_CHUNK)].map((match) => JSON.parse(match[1]));
  const text = chunks.map((chunk) => chunk[1]).join('');
  const onlyText = chunks.length > 0 && chunks.length === (html.match(ANY_PUSH) ?? []).length;
  if (!onlyText || chunks.some((chunk) => typeof chunk[1] !== 'string') || text !== readAsset(dataUrl)) {
    return { html, data: null };
  }
  return { html: html.replace(DATA_CHUNK, ''), data: dataUrl };
}

/**
 * Rewrites one page. `readAsset(path)` returns the text of a file of the export by URL path;
 * `dataUrl`, if given, is the file that should hold the same hydration data as the page (index.txt).
 * Idempotent: a page without Next's script tags or stylesheet links is returned unchanged.
 */
export function paintFirst(html, readAsset, dataUrl) {
  const sources = [];
  let out = html.replace(SCRIPT_TAG, (tag, src) => {
    // Legacy polyfills only old browsers fetch; they stay as they are.
    if (/\bnomodule\b/i.test(tag)) return tag;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  out = out.replace(SCRIPT_PRELOAD, '');
  out = out.replace(STYLESHEET, (tag, href) => {
    if (/\bdisabled\b/.test(tag)) return tag;
    // `</style` cannot appear inside a style element; CSS never needs it, so escaping is safe.
    const css = absoluteUrls(readAsset(href), href).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
  if (sources.length) {
    // Only a page with a loader can give up its inline data: the loader is what fetches it.
    const moved = moveDataOut(out, readAsset, dataUrl);
    out = moved.html;
    const call = `${JSON.stringify(sources)},${JSON.stringify(moved.data)}`;
    const loader = `<script>(${compact(hydrateAfterPaint.toString())})(${call})</script>`;
    // A function, so that `$'` and the like in the loader are not read as replacement patterns.
    out = out.replace('</body>', () => `${loader}</body>`);
  }
  return out;
}
