'use client';

import { useEffect } from 'react';
import { CONFIG_ID, PARTS_ATTRIBUTE, SHELL_HYDRATED } from '../contract.mjs';

/**
 * Marks the document once React has hydrated the whole page (`<html data-hydrated="true">`): a public,
 * stable signal for tests, tools and the CSS that swaps script-only controls in (`needs-scripts`,
 * `once-hydrated` in app/globals.css), instead of React's private properties on DOM nodes.
 *
 * The page hydrates in parts: the layout's shell first, then each HydrationBoundary on its own (so a
 * tap hydrates only the part it lands in). The shell's marker and every boundary's report in here; the
 * attribute is set once all of them have. How many parts the page has, the build counted and wrote on
 * the loader's block (PARTS_ATTRIBUTE, ../first-paint.mjs contentBoundaries): React's boundary markers
 * are read there, under the adapter's guards, not here. Where there is no block (`npm run dev`, plain
 * Next output) the count is 0 and the attribute follows the shell alone.
 */
let shellHydrated = false;
let boundariesHydrated = 0;

function partsInDocument(): number {
  return Number(document.getElementById(CONFIG_ID)?.getAttribute(PARTS_ATTRIBUTE) ?? 0);
}

/** Checked in a task after the effects that report: they may run inside a tap that made React hydrate. */
let checkScheduled = false;
function markWhenWhole() {
  if (checkScheduled || document.documentElement.dataset.hydrated) return;
  checkScheduled = true;
  setTimeout(() => {
    checkScheduled = false;
    if (shellHydrated && boundariesHydrated >= partsInDocument()) document.documentElement.dataset.hydrated = 'true';
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
