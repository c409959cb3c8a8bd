/**
 * The statuses the pipeline posts on a draft's commit (.github/workflows/site.yml), by the names the
 * editor reads them (components/admin/pre-publish.ts, lib/editor-config.ts `preview_context`).
 */
/** tools/check-content.mjs's line: the draft's check, in about a minute. */
export const CONTENT_CHECK = 'Content check';
/** Pending while the whole test suite runs, then the preview's own address, or a failure with the run's link. */
export const PREVIEW_STATUS = 'Cloudflare preview';
