import fc from 'fast-check';

/**
 * Property-based tests of the parsers of outside input (`*.fuzz.test.ts`, beside each parser). In
 * `npm test` each property runs its own small number of cases from a fresh seed; `npm run fuzz` runs
 * only these files, FUZZ_RUNS cases a property (jest.fuzz.config.mjs). A failure prints its seed and
 * path: `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx jest <file>` replays that very case.
 */

const seed = Number(process.env.FUZZ_SEED) || (Date.now() ^ (Math.random() * 0x100000000)) | 0;
const path = process.env.FUZZ_PATH || undefined;
const runs = Number(process.env.FUZZ_RUNS) || 0;

/** The most one case may take, in ms: generous for a busy 2-core machine, far under a hang. */
const CASE_MS = 2_000;

// A property of a few hundred cases takes a few seconds, more beside the rest of `npm test`; under
// `npm run fuzz` the config's own ceiling holds.
if (!runs) jest.setTimeout(60_000);

/** Runs a property with the shared seed: `cases` of them in `npm test`, FUZZ_RUNS under `npm run fuzz`. */
export async function holds<T>(property: fc.IPropertyWithHooks<T> | fc.IAsyncPropertyWithHooks<T>, cases: number): Promise<void> {
  try {
    await fc.assert(property as fc.IAsyncPropertyWithHooks<T>, { seed, path, numRuns: runs || cases, timeout: CASE_MS, endOnFailure: !!path });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Property failed (replay: FUZZ_SEED=${seed}, FUZZ_PATH from "path" below).\n${message}`, { cause: error });
  }
}

/** `fn`'s result, failing the case when it takes longer than CASE_MS (for synchronous parsers, which fast-check's timeout cannot stop). */
export function timed<R>(fn: () => R): R {
  const start = performance.now();
  const result = fn();
  const took = performance.now() - start;
  if (took > CASE_MS) throw new Error(`took ${Math.round(took)} ms, over ${CASE_MS}`);
  return result;
}

/** What parsers split on, escapes, and the control, bidi and invisible format characters a random code point seldom is. */
const SPECIALS = [...'./\\%:?#&=+-@<>"\'`*_[]()~|! \t\r\n\0a1', '\u202e', '\u2066', '\u200b', '\u200e', '\ufeff', '\u00ad', '\u0085', '\u2028', '\ud800', '\udc00'];

/** Text as outside input comes: any code points, lone surrogates, control and bidi characters. */
export const anyText = (maxLength = 300) => fc.oneof(fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }), fc.string({ maxLength }), fc.string({ unit: fc.constantFrom(...SPECIALS), maxLength }));

/** Any JSON value, and the odd non-JSON value a field could hold once parsed. */
export const anyValue = () => fc.oneof(fc.jsonValue(), anyText(), fc.constantFrom(null, undefined, NaN, Infinity, -1, 0, 1e300, -0, ''));
