'use client';

import { use } from 'react';
import { PRESSES, QUIET_MS } from '../contract.mjs';

/**
 * While the visitor presses, the page's first hydration waits.
 *
 * A tap or key press that lands while React hydrates shares the main thread with it: the browser holds
 * the tap's events until the running task ends, and a tap on a part not yet hydrated makes React
 * hydrate that part at once, inside the tap. Without scripts the same tap costs only the browser's own
 * work (the menu is a <dialog> opened by invoker commands, the FAQ <details>, the fields native), and
 * everything on the page works from its HTML (paint-first/README.md). So each HydrationBoundary starts with
 * this gate: during the first hydration, a boundary React comes to within QUIET_MS of the visitor's
 * last press suspends until the presses pause, keeping its server HTML, and React hydrates it then.
 * The loader (../loader.js) holds the framework's start the same way and for the same time: both
 * take the presses and QUIET_MS from ../contract.mjs. After the first hydration (`<html
 * data-hydrated>`) the gate never waits, so content a client-side navigation brings is never held back.
 */
let lastPress = -Infinity;
let quiet: Promise<void> | null = null;

if (typeof window !== 'undefined') {
  for (const type of PRESSES) {
    // Capture on window: runs before React's own listener at the document decides to hydrate.
    window.addEventListener(type, () => (lastPress = performance.now()), { capture: true, passive: true });
  }
}

/** A promise that settles once no press has come for QUIET_MS; null when that is already so. */
function presses(): Promise<void> | null {
  if (performance.now() - lastPress >= QUIET_MS) return null;
  quiet ??= new Promise<void>((resolve) => {
    const settle = () => {
      const wait = lastPress + QUIET_MS - performance.now();
      if (wait > 0) return void setTimeout(settle, wait);
      quiet = null;
      resolve();
    };
    settle();
  });
  return quiet;
}

/** Renders nothing; in the browser, during the first hydration, suspends its boundary while the visitor presses. */
export function HydrationGate() {
  if (typeof window === 'undefined' || document.documentElement.dataset.hydrated) return null;
  const pressing = presses();
  if (pressing) use(pressing);
  return null;
}
