// @ts-check
/**
 * What the build, the loader (loader.js, run as text on every page) and the React half (react/) must
 * agree on. The loader's text is built from these values (first-paint.mjs, loaderScript: each `$$NAME`
 * in its source becomes the value below), and the gate and the marker import them, so the halves cannot
 * drift apart; contract.test.tsx runs both in one document and checks that they keep time together.
 */

/** The id of the JSON block the build writes in each page, which the loader reads and runs. */
export const CONFIG_ID = 'paint-first';

/** The attribute of that block holding how many parts (Suspense boundaries with content) the page
 * hydrates in: counted by the build, where React's boundary markers are read under the adapter's guards,
 * so that the marker in the browser only reads a number. */
export const PARTS_ATTRIBUTE = 'data-parts';

/** The presses both halves wait on: the loader before each step of the framework's start, the gate
 * before hydrating a part. */
export const PRESSES = /** @type {const} */ (['pointerdown', 'pointerup', 'keydown', 'click']);

/** How long after the visitor's last press both count the page as unpressed, in ms. */
export const QUIET_MS = 150;

/** Set on <html> by the marker once React has hydrated the page's frame (the root layout's shell).
 * Until then the loader stops, at the window, the events React would hydrate inside. */
export const SHELL_HYDRATED = 'data-shell-hydrated';
