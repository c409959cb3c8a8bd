// @ts-check
/**
 * Puts every Suspense boundary's content in its place in an exported page, as React's own inline
 * scripts would once the page runs, so the page needs no script to show it.
 *
 * Why there are boundaries: the root layout and every page section are Suspense boundaries so that
 * React hydrates them one by one and a tap hydrates only the part it lands in (docs/interaction.md).
 * Why they need this: when React renders a page on the server, a boundary whose content was not ready
 * when the surrounding HTML was written (a client component still being resolved) or that is large is
 * written later in the document, in `<div hidden id="S:n">`, with a `<template id="B:n">` where it
 * belongs and an inline script (`$RC("B:n","S:n")`, plus React's reveal runtime once) that moves it
 * there. In a static export everything is ready at build time, so the move is done here: the page shows
 * without JavaScript, and the Content-Security-Policy needs no script but the loader's.
 *
 * The result is the DOM React's runtime leaves behind (`<!--$-->content<!--/$-->`), which is what it
 * hydrates. Anything of another form (a boundary with fallback content, a client-rendered or errored
 * boundary, a reveal runtime other than React 19.3's, a segment without its place) stops the build.
 */

/** React 19.3's reveal runtime, written once in a page with outlined boundaries, exactly as Fizz writes it. */
export const REVEAL_RUNTIME =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n' +
  '$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};';

/**
 * React writes this once in a page with boundaries: the time of the first frame, which only the reveal
 * runtime above reads (to pace content streaming in). Nothing streams into a static page.
 */
export const REVEAL_TIMER = 'requestAnimationFrame(function(){$RT=performance.now()});';

const COMPLETE_CALL = /^\$RC\("B:([0-9a-z]+)","S:([0-9a-z]+)"\)$/;

/**
 * The page with every outlined boundary completed in place and React's reveal scripts removed. A page
 * without boundaries comes back unchanged.
 * @param {string} html
 * @param {string} page  the file, for error messages
 * @returns {string}
 */
export function completeBoundaries(html, page = 'page') {
  /** @type {Array<[string, string]>} template id, segment id, in the order React would move them */
  const moves = [];
  let runtimeSeen = false;
  let out = html.replace(/<script>([\s\S]*?)<\/script>/g, (tag, /** @type {string} */ code) => {
    if (code === REVEAL_TIMER) return '';
    let rest = code;
    if (rest.startsWith(REVEAL_RUNTIME)) {
      runtimeSeen = true;
      rest = rest.slice(REVEAL_RUNTIME.length);
    } else if (rest.startsWith('$RB=') || rest.startsWith('$RC=')) {
      throw new Error(
        `${page}: React's boundary-reveal runtime is not the one this build was verified with (React 19.3): ` +
          'compare it with REVEAL_RUNTIME in paint-first/suspense-boundaries.mjs and verify the upgrade as paint-first/README.md says.',
      );
    }
    if (rest === '' && rest !== code) return '';
    const call = COMPLETE_CALL.exec(rest);
    if (!call) return tag; // Not React's: the paint-first rewrite judges it.
    if (!runtimeSeen) throw new Error(`${page}: ${rest} comes before React's reveal runtime`);
    moves.push([`B:${call[1]}`, `S:${call[2]}`]);
    return '';
  });
  if (moves.length === 0) {
    if (/<!--\$[?!~]-->/.test(out)) throw new Error(`${page}: a Suspense boundary that is not complete and no script that completes it`);
    return out;
  }

  /** @type {Map<string, string>} segment id -> its content */
  const segments = new Map();
  out = out.replace(/<div hidden id="(S:[0-9a-z]+)">/g, '\u0000segment $1\u0000');
  for (const [, segmentId] of moves) {
    const marker = `\u0000segment ${segmentId}\u0000`;
    const start = out.indexOf(marker);
    if (start < 0) throw new Error(`${page}: no hidden segment ${segmentId} for React's ${segmentId} move`);
    const end = closingDiv(out, start + marker.length, page, segmentId);
    segments.set(segmentId, out.slice(start + marker.length, end));
    out = out.slice(0, start) + out.slice(end + '</div>'.length);
  }
  if (out.includes('\u0000segment ')) throw new Error(`${page}: a hidden segment that no script moves`);

  for (const [templateId, segmentId] of moves) {
    const place = `<!--$?--><template id="${templateId}"></template><!--/$-->`;
    const content = segments.get(segmentId) ?? '';
    // Segments can hold the places of segments moved after them, so each is put in as it stands now.
    const at = out.indexOf(place);
    if (at < 0 || out.indexOf(place, at + 1) >= 0) {
      throw new Error(`${page}: boundary ${templateId} is not exactly one empty pending boundary (${place}); React's output changed`);
    }
    out = out.slice(0, at) + `<!--$-->${content}<!--/$-->` + out.slice(at + place.length);
  }
  if (/<!--\$[?!~]-->|<template id="B:/.test(out)) throw new Error(`${page}: a Suspense boundary left incomplete after every move`);
  return out;
}

/**
 * The index of the `</div>` that closes a div whose content starts at `from`.
 * @param {string} html @param {number} from @param {string} page @param {string} id
 */
function closingDiv(html, from, page, id) {
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = from;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[0] === '</div>') {
      if (depth === 0) return match.index;
      depth--;
    } else depth++;
  }
  throw new Error(`${page}: hidden segment ${id} has no closing </div>`);
}
