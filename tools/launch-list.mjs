// @ts-check
/**
 * Prints what content/ still marks as illustrative or to confirm (content/launch.ts), one line each,
 * or nothing when everything is confirmed. lib/launch-check.mjs runs it for a build for a real
 * domain; `node tools/launch-list.mjs` runs it by hand.
 */
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const { launchWarning } = await import(new URL('../content/launch.ts', import.meta.url).href);
const warning = launchWarning();
if (warning) process.stdout.write(`${warning}\n`);
