// @ts-check
/**
 * Next.js build adapter (`adapterPath` in next.config.mjs). Next calls `onBuildComplete` at the end of
 * `next build`, after the static export is written, so a bare `next build` produces the finished site;
 * there is no separate post-build step to forget. Its design and the upgrade procedure: README.md.
 *
 * It leans on Next's, Turbopack's and React's private formats, so it runs only on the Next versions it
 * was verified with (VERIFIED_NEXT): on any other the build stops at its start with one line, unless
 * PLAIN_NEXT_EXPORT=1 asks for Next's own output (then only the search index is added, and the host
 * files' policy lists each page's own inline scripts). Every page data file it leaves is then decoded
 * with React's own Flight client, so a page that could not start fails the build, naming the page.
 *
 * What it does to the export, in order, and why: README.md beside this file ("What it does to the
 * export"). The one place the steps are listed is there; onBuildComplete below runs them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesIn } from './files.mjs';
import { paintFirst } from './first-paint.mjs';
import { checkPageData, sendTextOnce } from './flight-data.mjs';
import { PLAIN_EXPORT_SWITCH, plainExport } from './inline-scripts.mjs';
import { buildSearchIndex } from '../lib/search-index.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The Next versions this adapter was verified with: `npm test` passed on each (paint-first/README.md,
 * "Upgrading Next"). package.json pins next, react and react-dom exactly to the last of them.
 */
export const VERIFIED_NEXT = ['16.4.6'];

export class UnverifiedNextError extends Error {}

/**
 * How this build runs: 'paint-first' on a verified Next, 'plain' when PLAIN_NEXT_EXPORT=1 asks for
 * Next's own output; on any other version, an UnverifiedNextError whose message is one line.
 * @param {string} nextVersion
 * @param {Record<string, string | undefined>} [env]
 * @returns {'paint-first' | 'plain'}
 */
export function buildMode(nextVersion, env = process.env) {
  if (plainExport(env)) return 'plain';
  if (VERIFIED_NEXT.includes(nextVersion)) return 'paint-first';
  throw new UnverifiedNextError(
    `Next ${nextVersion} is not a version the paint-first build adapter was verified with (${VERIFIED_NEXT.join(', ')}): verify it as paint-first/README.md says ("Upgrading Next"), or build plain Next output with ${PLAIN_EXPORT_SWITCH}=1.`,
  );
}

/**
 * Where `next build` wrote the export: `out/`, or `distDir` when one is set (Next's own rule for
 * `output: 'export'`).
 * @param {{ projectDir: string, distDir: string, config: { distDir?: string } }} context
 */
export function exportDir({ projectDir, distDir, config }) {
  return config.distDir && config.distDir !== '.next' ? distDir : join(projectDir, 'out');
}

/**
 * URL paths in the export assume the site is served from the root with its assets beside it.
 * @param {{ basePath?: string, assetPrefix?: string }} config
 */
export function refuseUnsupported(config) {
  for (const key of /** @type {const} */ (['basePath', 'assetPrefix'])) {
    if (config[key]) {
      throw new Error(
        `next.config ${key} (${config[key]}) is not supported by the paint-first adapter: its loader, CSP and host files assume the site is served from / with its own assets. Remove ${key}, or teach paint-first/adapter.mjs about it.`,
      );
    }
  }
}

/**
 * Each page data file the export holds, rewritten so that repeated text is sent once, then decoded in
 * full with React's Flight client. Rejects, naming the file, on any it cannot read.
 * @param {string} outDir
 * @param {string[]} files every file of the export
 * @returns {Promise<number>} how many files were rewritten
 */
export async function rewritePageData(outDir, files) {
  const pageData = files.filter((f) => /(^|[\\/])(index|__next\.[^\\/]+)\.txt$/.test(f));
  let trimmed = 0;
  for (const file of pageData) {
    const page = relative(outDir, file).split(sep).join('/');
    const flight = readFileSync(file, 'utf8');
    const once = sendTextOnce(flight, page);
    await checkPageData(once, page);
    if (once === flight) continue;
    writeFileSync(file, once);
    trimmed++;
  }
  return trimmed;
}

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'paint-first static export',
  // Called whenever Next loads its config: a build on a Next this adapter was not verified with stops
  // here, before it compiles anything, with one line.
  modifyConfig(config, { phase, nextVersion }) {
    if (phase !== 'phase-production-build') return config;
    try {
      buildMode(nextVersion);
    } catch (error) {
      if (!(error instanceof UnverifiedNextError)) throw error;
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    return config;
  },
  async onBuildComplete(context) {
    const { config } = context;
    if (config.output !== 'export') return;
    const outDir = exportDir(context);
    const files = filesIn(outDir);
    const htmlPages = files.filter((f) => f.endsWith(`${sep}index.html`));
    refuseUnsupported(config);
    if (buildMode(context.nextVersion) === 'plain') {
      const indexed = await buildSearchIndex(outDir, htmlPages);
      // The policy in out/_headers lists the inline scripts each page of this build has.
      execFileSync(process.execPath, [fileURLToPath(new URL('../tools/host-files.mjs', import.meta.url)), '--export-only', '--out', outDir], { stdio: 'inherit' });
      console.log(`  ${PLAIN_EXPORT_SWITCH}=1: Next's own output, each page's inline scripts allowed by hash in out/_headers; ${indexed} pages in the search index`);
      return;
    }

    const chunks = files.filter((f) => f.startsWith(join(outDir, '_next', 'static')) && f.endsWith('.js'));
    for (const file of chunks) {
      const code = readFileSync(file, 'utf8');
      if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
    }

    /** @type {Map<string, string>} */
    const cache = new Map();
    const readAsset = (/** @type {string} */ urlPath) => {
      if (!cache.has(urlPath)) cache.set(urlPath, readFileSync(join(outDir, decodeURIComponent(urlPath)), 'utf8'));
      return /** @type {string} */ (cache.get(urlPath));
    };
    const pages = files.filter((f) => f.endsWith('.html'));
    for (const file of pages) {
      // Next exports each page's hydration data beside it: about/index.html has about/index.txt.
      const data = file.replace(/\.html$/, '.txt');
      const dataUrl = existsSync(data) ? `/${relative(outDir, data).split(sep).join('/')}` : undefined;
      writeFileSync(file, paintFirst(readFileSync(file, 'utf8'), readAsset, dataUrl, relative(outDir, file)));
    }

    // After the pages: paintFirst moves a page's data out only if the file still matches it.
    const trimmed = await rewritePageData(outDir, files);

    const indexed = await buildSearchIndex(outDir, htmlPages);
    console.log(`  ${pages.length} pages set to paint from their HTML; ${trimmed} page data files with repeated text sent once; ${chunks.length} scripts marked for eager compilation; every page data file read in full by React's Flight client; ${indexed} pages in the search index`);
  },
};

export default adapter;
