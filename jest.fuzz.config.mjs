import jestConfig from './jest.config.mjs';

/**
 * `npm run fuzz`: only the property tests (`*.fuzz.test.ts`), each property FUZZ_RUNS cases (tests/fuzz.ts;
 * the script sets 10,000 unless given). `npm test` runs the same files with their own small counts.
 */
async function fuzzConfig() {
  const config = await jestConfig();
  return { ...config, testMatch: ['<rootDir>/**/*.fuzz.test.ts'], testTimeout: 3_600_000 };
}

export default fuzzConfig;
