// @ts-check
/**
 * Node module hooks that let a plain Node script import the site's TypeScript (lib/, content/) without
 * a build step or another package: `@/` resolves to the repository root, an import without an extension
 * finds its `.ts`, `.tsx` or `index.ts`, and TypeScript (a devDependency already) strips the types. Only
 * files of this repository are touched; node_modules load as usual. JSON (content/firm.json) is imported
 * with `with { type: 'json' }`, which Node reads itself. Registered by tools/host-files.mjs and
 * tools/worker-dev.mjs.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../', import.meta.url).href;
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * @param {string} specifier
 * @param {{ parentURL?: string }} context
 * @param {(specifier: string, context: object) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
  let url = null;
  if (specifier.startsWith('@/')) url = new URL(specifier.slice(2), root).href;
  else if (/^\.\.?\//.test(specifier) && context.parentURL?.startsWith(root)) url = new URL(specifier, context.parentURL).href;
  if (url && !url.includes('/node_modules/')) {
    for (const suffix of SUFFIXES) {
      const candidate = url + suffix;
      if (statSync(fileURLToPath(candidate), { throwIfNoEntry: false })?.isFile()) return { url: candidate, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<object>} next
 */
export async function load(url, context, next) {
  if (!url.startsWith(root) || !/\.tsx?$/.test(url)) return next(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}

