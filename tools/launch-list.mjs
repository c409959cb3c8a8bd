// @ts-check
/**
 * Prints what content/ still marks as illustrative or to confirm (content/launch.ts), one line each,
 * or nothing when everything is confirmed. lib/launch-check.mjs runs it for a build for a real
 * domain; `node tools/launch-list.mjs` runs it by hand.
 *
 * `--gate` (the pipeline, before a production deployment): exits 1 with what stops a launch (the
 * example address, placeholder contact details: launchBlockers), else 0; the rest is printed as a
 * warning either way.
 */
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const { launchBlockers, launchWarning } = await import(new URL('../content/launch.ts', import.meta.url).href);
const warning = launchWarning();
if (warning) process.stdout.write(`${warning}\n`);
if (process.argv.includes('--gate')) {
  /** @type {string[]} */
  const blockers = launchBlockers();
  if (blockers.length) {
    console.error(`Not deployed to production: ${blockers.length} thing${blockers.length === 1 ? '' : 's'} a buyer would meet ${blockers.length === 1 ? 'is' : 'are'} still a placeholder:`);
    for (const blocker of blockers) console.error(`  - ${blocker}`);
    process.exit(1);
  }
  console.log('Launch gate: the address and the contact details are the firm\'s own.');
}
