/**
 * framer-motion, fetched after the page has hydrated and only where something moves, never with the
 * page's first scripts: the whole library is ~31 kB gzip, and no first paint or first tap waits for it.
 * Everything that animates goes through here (docs/product-rules.md, "Motion: framer-motion, after the paint").
 */
export const loadMotion = () => import('framer-motion');

/**
 * framer-motion's `animate()` for elements alone (`framer-motion/dom/mini`, straight onto Web
 * Animations): a few kB to run where the whole library is a 20-50 ms task on a phone.
 */
export const loadAnimateMini = () => import('framer-motion/dom/mini').then((mini) => mini.animate);

/** The counters' ease-out (cubic): quick start, gentle landing on the final figure. */
export const EASE_OUT_CUBIC = [0.33, 1, 0.68, 1] as const;
