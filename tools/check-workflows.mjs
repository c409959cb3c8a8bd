#!/usr/bin/env node
// @ts-check
/**
 * Validates every GitHub Actions workflow in .github/workflows/ against GitHub's schema, offline, with
 * action-validator (@action-validator/core, WebAssembly in the npm package, no download at install):
 * a misspelt key, a wrong trigger or an expression in the wrong place fails `npm run lint` here, not
 * on GitHub after a push. Part of `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';

const dir = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
let failed = false;
for (const name of files) {
  const { errors } = validateWorkflow(readFileSync(join(dir, name), 'utf8'));
  for (const error of errors) {
    failed = true;
    console.error(`.github/workflows/${name}: ${'path' in error ? `${error.path}: ` : ''}${error.title}${error.detail ? ` (${error.detail})` : ''}`);
  }
}
if (!files.length) {
  console.error('No workflow in .github/workflows/: the site has no pipeline.');
  process.exit(1);
}
if (failed) process.exit(1);
console.log(`Workflows valid: ${files.join(', ')}`);
