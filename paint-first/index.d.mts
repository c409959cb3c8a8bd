/** Types for index.mjs (plain JavaScript, because Next loads the build adapter uncompiled). */
export { default, COMPILE_HINT } from './adapter.mjs';
export { adapterInlineScripts, exportInlineScripts, plainExport, PLAIN_EXPORT_SWITCH } from './inline-scripts.mjs';
export { deferredData, deferredScripts, loaderScript, scriptHash, warmUp } from './first-paint.mjs';
