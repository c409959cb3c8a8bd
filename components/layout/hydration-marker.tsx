'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated="true">`). A public,
 * stable signal for tests and tools, instead of React's private properties on DOM nodes. It sits last
 * in the root layout, and React runs a parent's effects after its children's, so by then every island
 * of the page has hydrated.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
