#!/usr/bin/env node
// @ts-check
/**
 * Says which Node the project's scripts run on, and stops them on anything older than the project's
 * own: npm scripts run the Node pinned in package.json (the registry's `node` package, first on their
 * PATH), whatever Node the machine has. A shell that runs a tool without npm gets the machine's Node;
 * this line says so before anything fails in a stranger way.
 */
import { readFileSync } from 'node:fs';

const pinned = readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim();
console.log(`Node ${process.version} (project pin ${pinned}, .node-version)`);
if (Number(process.versions.node.split('.')[0]) < Number(pinned.split('.')[0])) {
  console.error(`This runs on Node ${process.version}; the project needs ${pinned}. Run it through npm (npm start, npm test, npm run …), which uses node_modules/.bin/node after npm install.`);
  process.exit(1);
}
