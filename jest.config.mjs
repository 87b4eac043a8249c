import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests run in node; component tests (*.test.tsx) in jsdom; database tests are serial. */
const config = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.js',
    // An ES module only: Node loads it for Jest (test/music-metadata.cjs says why).
    '^music-metadata$': '<rootDir>/test/music-metadata.cjs',
    '^redis$': '<rootDir>/test/lazy-redis.cjs',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '<rootDir>/data/'],
  modulePathIgnorePatterns: ['/.next/', '<rootDir>/data/'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // The migrated and the seeded database are built once; each test file starts from a copy.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testEnvironment: 'node',
  // Jest's 5 s default fails a form test driven by userEvent when both cores are busy with the
  // database suites beside it; a test that hangs still fails.
  testTimeout: 20_000,
};

export default createJestConfig(config);
