// @ts-check
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir`, recursively (used by the build adapter and the export tests).
 * @param {string} dir
 * @param {string[]} [found]
 * @returns {string[]}
 */
export function filesIn(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesIn(path, found);
    else found.push(path);
  }
  return found;
}
