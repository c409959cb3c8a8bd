/**
 * The paint-first part's face for the app: the boundaries a page hydrates in and the marker the root
 * layout ends with (../README.md).
 */
export { HydrationBoundary } from './hydration-boundary';
export { HydrationMarker } from './hydration-marker';
