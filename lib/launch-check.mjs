// @ts-check
/**
 * For a build for a real domain: the list of what content/ still marks as illustrative or to confirm
 * (content/launch.ts), printed beside the SITE_URL line by next.config.mjs. A build for the example
 * default prints nothing: it is not a launch. The list comes from a child Node process with the
 * TypeScript hooks (tools/launch-list.mjs), because next.config.mjs cannot import TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_URL } from './site-url.mjs';

/**
 * @param {{ url: string, source: string }} resolved what lib/site-url.mjs resolved
 * @param {Record<string, string | undefined>} env
 * @param {() => string} [list] the list's text (the child process by default; tests pass their own)
 * @returns {string | null}
 */
export function launchCheckWarning(resolved, env, list = runLaunchList) {
  // Build workers load next.config.mjs again with SITE_URL set: the parent already printed the list.
  if (resolved.source === 'default' || resolved.url === DEFAULT_SITE_URL || env.LAUNCH_LIST_SHOWN) return null;
  const text = list().trim();
  return text || null;
}

function runLaunchList() {
  const script = fileURLToPath(new URL('../tools/launch-list.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  if (run.status !== 0) return `Could not list the content still to replace or confirm (tools/launch-list.mjs): ${run.stderr.trim().split('\n')[0]}`;
  return run.stdout;
}
