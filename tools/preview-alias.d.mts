/** Types for preview-alias.mjs. */
export const PREVIEW_WORKER: string;
export function previewAlias(branch: string): string;
