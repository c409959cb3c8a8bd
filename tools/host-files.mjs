#!/usr/bin/env node
// @ts-check
/**
 * Writes the host files lib/hosting.ts generates that hosts read from the repository before they build:
 * vercel.json and deploy/nginx.conf (tools/host-files.test.ts checks they are up to date).
 *
 *   npm run host-files
 *
 * Plain Next output (PLAIN_NEXT_EXPORT=1, paint-first/README.md) has per-page inline scripts whose text
 * changes with every build: then the policies list the hashes of the scripts each page of the export
 * in out/ actually has, and out/_headers is rewritten too. `--export-only` writes out/_headers alone
 * (the build adapter does that at the end of a plain build).
 */
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { adapterInlineScripts, exportInlineScripts, plainExport } from '../paint-first/index.mjs';

register('./ts-hooks.mjs', import.meta.url);
/** @typedef {{ site: string[], pages?: Record<string, string[]> }} InlineScripts */
/** @type {{ headersFile: (inline: InlineScripts) => string, vercelJson: (inline: InlineScripts) => string, nginxConf: (inline: InlineScripts) => string }} */
const { headersFile, nginxConf, vercelJson } = await import(new URL('../lib/hosting.ts', import.meta.url).href);

const args = process.argv.slice(2);
const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] ?? 'out' : 'out';
const inline = plainExport() ? exportInlineScripts(outDir) : adapterInlineScripts();
/** @type {Array<[string, string]>} */
const files = plainExport() ? [[join(outDir, '_headers'), headersFile(inline)]] : [];
if (!args.includes('--export-only')) files.push(['vercel.json', vercelJson(inline)], [join('deploy', 'nginx.conf'), nginxConf(inline)]);
for (const [file, text] of files) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
