#!/usr/bin/env node
// @ts-check
/**
 * The preview address's name for a branch (the pipeline's `wrangler versions upload --preview-alias`).
 * Cloudflare serves a preview at <alias>-<worker>.<account>.workers.dev, and the whole first label may
 * hold 63 characters: lower-case letters, digits and dashes, starting with a letter. A name cut to fit
 * ends in a hash of the whole branch, so two drafts with slugs alike in their first words never share
 * one preview.
 *
 *   node tools/preview-alias.mjs cms/posts/my-post     prints `alias=cms-posts-my-post` (for $GITHUB_OUTPUT)
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The preview Worker's name (wrangler.toml, [env.preview]). */
export const PREVIEW_WORKER = 'stratum-precon-preview';
const MAX_ALIAS = 63 - PREVIEW_WORKER.length - 1;

/** @param {string} branch */
export function previewAlias(branch) {
  const plain = `b-${branch.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`.replace(/^b-(?=[a-z])/, '');
  if (plain.length <= MAX_ALIAS) return plain;
  const hash = createHash('sha256').update(branch).digest('hex').slice(0, 8);
  return `${plain.slice(0, MAX_ALIAS - hash.length - 1).replace(/-+$/, '')}-${hash}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const branch = process.argv[2];
  if (!branch) {
    console.error('usage: node tools/preview-alias.mjs <branch>');
    process.exit(2);
  }
  console.log(`alias=${previewAlias(branch)}`);
}
