'use client';

import { useEffect } from 'react';
import { SHELL_HYDRATED } from '../contract.mjs';

/**
 * Marks the document once React has hydrated the whole page (`<html data-hydrated="true">`): a public,
 * stable signal for tests, tools and the CSS that swaps script-only controls in (`needs-scripts`,
 * `once-hydrated` in app/globals.css), instead of React's private properties on DOM nodes.
 *
 * The page hydrates in parts: the layout's shell first, then each HydrationBoundary on its own (so a
 * tap hydrates only the part it lands in). The shell's marker and every boundary's report in here; the
 * attribute is set once all of them have, counted against the boundaries in the HTML: React marks each
 * with a `<!--$-->` comment. Next's own boundaries (for metadata) are empty, with nothing to hydrate,
 * and are not counted; a boundary of anyone else's with content would hold the attribute back, loudly.
 */
let shellHydrated = false;
let boundariesHydrated = 0;
/** Counted once: walking every comment of the page in each boundary's effect cost ~8 ms at 4x inside a tap. */
let boundaryCount = -1;

function boundariesInDocument(): number {
  if (boundaryCount >= 0) return boundaryCount;
  const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (comments.nextNode()) {
    const node = comments.currentNode;
    if (node.nodeValue === '$' && node.nextSibling?.nodeValue !== '/$') count++;
  }
  boundaryCount = count;
  return count;
}

/** Checked in a task after the effects that report: they may run inside a tap that made React hydrate. */
let checkScheduled = false;
function markWhenWhole() {
  if (checkScheduled || document.documentElement.dataset.hydrated) return;
  checkScheduled = true;
  setTimeout(() => {
    checkScheduled = false;
    if (shellHydrated && boundariesHydrated >= boundariesInDocument()) document.documentElement.dataset.hydrated = 'true';
  }, 0);
}

/**
 * Sits last in the root layout, outside every boundary: its effect runs when the shell has hydrated.
 * `data-shell-hydrated` lets presses through to React from then on (../loader.js).
 */
export function HydrationMarker() {
  useEffect(() => {
    shellHydrated = true;
    document.documentElement.setAttribute(SHELL_HYDRATED, '');
    markWhenWhole();
  }, []);
  return null;
}

/** Sits last in each HydrationBoundary: its effect runs when that boundary has hydrated. */
export function BoundaryHydrated() {
  useEffect(() => {
    boundariesHydrated++;
    markWhenWhole();
  }, []);
  return null;
}
