// @ts-check
/**
 * Prints what content/ still marks as illustrative or to confirm (lib/content/launch.ts), one line each,
 * or nothing when everything is confirmed. The last step of `npm run build`: it prints the list for a
 * build for a real domain (SITE_URL anything but the example default) and nothing otherwise.
 *
 * `--gate` (the pipeline, before a production deployment): exits 1 with what stops a launch (the
 * example address, placeholder contact details: launchBlockers), else 0; the rest is printed as a
 * warning either way, whatever the address.
 */
import { register } from 'node:module';
import { resolveSiteUrl } from '../lib/site-url.mjs';

register('./ts-hooks.mjs', import.meta.url);
const gate = process.argv.includes('--gate');
const { isLaunchBuild, launchBlockers, launchWarning } = await import(new URL('../lib/content/launch.ts', import.meta.url).href);
if (!gate && !isLaunchBuild(resolveSiteUrl(process.env))) process.exit(0);
const warning = launchWarning();
if (warning) console.warn(`\n⚠ ${warning}\n`);
if (gate) {
  /** @type {string[]} */
  const blockers = launchBlockers();
  if (blockers.length) {
    console.error(`Not deployed to production: ${blockers.length} thing${blockers.length === 1 ? '' : 's'} a buyer would meet ${blockers.length === 1 ? 'is' : 'are'} still a placeholder:`);
    for (const blocker of blockers) console.error(`  - ${blocker}`);
    process.exit(1);
  }
  console.log('Launch gate: the address and the contact details are the firm\'s own.');
}
