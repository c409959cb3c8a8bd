// @ts-check
/**
 * Which of the app's modules the loader runs a task ahead of the app's entry (paint-first/README.md, step 8).
 *
 * Turbopack starts the app in one task: the entry module requires everything it needs, module after
 * module. On a phone (4x CPU) that task took 60-100 ms, and a tap that landed in it waited for the rest.
 * React's own packages (react, react-dom and its client, the page-data client, the scheduler) are about
 * half of it, and they are libraries: running them earlier, each with what it requires, in an order that
 * has every module after what it requires, does what the entry would have done, in smaller tasks.
 *
 * The loader pushes each group as a Turbopack runtime entry (`{ otherChunks: [], runtimeModuleIds }`),
 * which the runtime runs at once from the chunks it has registered, and keeps the module for the app's
 * entry to find. React's modules are found by the text every React production build carries in its
 * error messages. No group may hold a module that reads the page's data (`__next_f`): the loader pushes
 * the data after the app's entry, and a data reader started before it would close the stream empty.
 */
import vm from 'node:vm';

/** Every React production module formats its errors with this address. */
const REACT_SIGNATURE = 'https://react.dev/errors/';

/** @type {Map<string, Map<number | string, Function>>} */
const factoriesByChunk = new Map();

/**
 * The module factories a Turbopack chunk registers, by module id. A chunk's code only pushes an array
 * `[script, id, (id, ...) factory, ...]` onto `globalThis.TURBOPACK`; it is run in a bare context to
 * read that array, never in the build's own.
 * @param {string} code
 */
function chunkFactories(code) {
  let factories = factoriesByChunk.get(code);
  if (factories) return factories;
  factories = new Map();
  /** @type {{ TURBOPACK: unknown[][], document: { currentScript: null }, globalThis?: unknown, self?: unknown }} */
  const sandbox = { TURBOPACK: [], document: { currentScript: null } };
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  try {
    vm.runInNewContext(code, sandbox, { timeout: 2000 });
  } catch {
    // Not a whole chunk (the unit tests' fixtures keep only how each script starts): nothing to warm.
    // The export tests check that every page of the real build warms React.
    sandbox.TURBOPACK = [];
  }
  for (const chunk of sandbox.TURBOPACK) {
    if (!Array.isArray(chunk)) continue;
    /** @type {Array<number | string>} */
    let ids = [];
    for (const item of chunk.slice(1)) {
      if (typeof item === 'function') {
        for (const id of ids) factories.set(id, item);
        ids = [];
      } else ids.push(/** @type {number | string} */ (item));
    }
  }
  factoriesByChunk.set(code, factories);
  return factories;
}

/**
 * The modules a factory requires or imports at once (`ctx.r(id)`, `ctx.i(id)`), in source order.
 * @param {Function} factory
 */
function requiredBy(factory) {
  const text = factory.toString();
  const context = /^\(?\s*([A-Za-z_$][\w$]*)/.exec(text)?.[1];
  if (!context) return [];
  const call = new RegExp(`(?<![\\w$.])${context.replace(/\$/g, '\\$')}\\.[ri]\\((\\d+)\\)`, 'g');
  return [...text.matchAll(call)].map((match) => Number(match[1]));
}

/**
 * Groups of module ids for the loader to run ahead of the entry, in order: one group for each React
 * module the entry reaches, with whatever it requires that no earlier group ran.
 * @param {{ runtimeModuleIds?: Array<number | string> }} entry Turbopack's entry push
 * @param {string[]} chunkCodes the code of every chunk the page loads before the runtime
 * @param {string} page names the page in errors
 * @returns {number[][]}
 */
export function warmUpGroups(entry, chunkCodes, page) {
  /** @type {Map<number | string, Function>} */
  const factories = new Map();
  for (const code of chunkCodes) for (const [id, factory] of chunkFactories(code)) factories.set(id, factory);

  // Every module the entry reaches, each after the modules it requires (depth first, in source order).
  /** @type {Set<number | string>} */
  const seen = new Set();
  /** @type {Array<number | string>} */
  const order = [];
  /** @type {Map<number | string, number[]>} */
  const requires = new Map();
  const visit = (/** @type {number | string} */ id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const factory = factories.get(id);
    const deps = factory ? requiredBy(factory) : [];
    requires.set(id, deps);
    for (const dep of deps) visit(dep);
    order.push(id);
  };
  const entries = entry.runtimeModuleIds ?? [];
  for (const id of entries) visit(id);

  /** @type {number[][]} */
  const groups = [];
  /** @type {Set<number | string>} */
  const warmed = new Set();
  for (const id of order) {
    if (entries.includes(id) || !factories.get(id)?.toString().includes(REACT_SIGNATURE)) continue;
    /** @type {number[]} */
    const group = [];
    const add = (/** @type {number | string} */ module) => {
      if (warmed.has(module)) return;
      warmed.add(module);
      for (const dep of requires.get(module) ?? []) add(dep);
      const text = factories.get(module)?.toString();
      if (text === undefined || typeof module !== 'number') {
        throw new Error(`${page}: module ${module}, which React's module ${id} requires, is not in the page's chunks.`);
      }
      if (text.includes('__next_f')) {
        throw new Error(
          `${page}: module ${module}, which React's module ${id} requires, reads the page data (__next_f); the loader pushes that data after the app's entry, so it cannot run ahead of it. Teach paint-first/module-warmup.mjs where React ends.`,
        );
      }
      group.push(module);
    };
    add(id);
    if (group.length > 0) groups.push(group);
  }
  return groups;
}
