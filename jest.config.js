const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', transpilation: true }],
  },
  testTimeout: 60000,
  // Jest's default (cores − 1) runs a 2-core CI machine's suites one at a time in band; the main process only
  // schedules, so two workers use both cores.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
