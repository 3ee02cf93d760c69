// Jest runs the backend as native ES modules (the @nestjs packages are ESM-only): the scripts
// start Node with --experimental-vm-modules, SWC strips the types and keeps the decorator
// metadata Nest's dependency injection reads (@swc/jest emits ES modules or CommonJS as jest
// asks).

import { fileURLToPath } from 'node:url';

// Absolute, so that the config works from any folder (`--config backend/jest.config.mjs`).
const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
const shared = {
  rootDir,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
        },
        sourceMaps: 'inline',
      },
    ],
    // Only for the ESM-only packages below.
    '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  // CommonJS packages that require() an ESM-only one work on Node 20 (require(esm)) but not in
  // jest before Node 24.9: compile those few to CommonJS (@fastify/static → content-disposition).
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  moduleNameMapper: {
    '^@goalcoach/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@goalcoach/coach$': '<rootDir>/../libs/coach/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

/** @type {import('jest').Config} */
export default {
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      // The offline coach (libs/coach) has no runner of its own: its specs run with the backend's.
      roots: ['<rootDir>/src', '<rootDir>/../libs/coach/src'],
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/../libs/coach/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.mjs',
      globalTeardown: '<rootDir>/test/global-teardown.mjs',
    },
  ],
};
