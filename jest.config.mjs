import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * ESM-only packages Jest must compile like our own code: file-type (functions/_shared/file-signature.ts) and the
 * packages it imports, jose (functions/_shared/access.ts) and unzipit (functions/_shared/file-contents.ts).
 */
const ESM_PACKAGES = ['file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit', 'jose', 'unzipit'];

/**
 * Unit tests for pure helpers and content integrity; colocated as *.test.ts(x) outside e2e/. The checks
 * of the built export (tests/export/) need out/: they have their own config, jest.export.config.mjs.
 */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // file-type exports only for `import`; Jest resolves for `require`, so it is named by its file.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^file-type$': '<rootDir>/node_modules/file-type/core.js' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/', '<rootDir>/tests/export/'],
});

// next/jest ignores all of node_modules for transforms; let the packages above through.
async function jestConfig() {
  const resolved = await config();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
}

export default jestConfig;
