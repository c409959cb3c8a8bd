// @ts-check
/**
 * The paint-first part's one face for Node: what next.config.mjs (`adapterPath`), the host files,
 * the bench and the export tests use. Everything else in this folder is its inside (README.md).
 * The React half has its own face, ./react/index.ts, because it runs in the browser and this one in
 * the build.
 */
export { default, COMPILE_HINT } from './adapter.mjs';
export { adapterInlineScripts, exportInlineScripts, plainExport, PLAIN_EXPORT_SWITCH } from './inline-scripts.mjs';
export { deferredData, deferredScripts, loaderScript, scriptHash, warmUp } from './first-paint.mjs';
