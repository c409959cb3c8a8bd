import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Checks of the built export's files (tests/export/): they read out/, so `npm test` runs them after
 * the build (`npm run test:export`), in Node, with no browser and no server.
 */
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/export'],
  // The HTML checker (Java) runs beside the other files; on CI nothing else runs during this phase.
  maxWorkers: 2,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
