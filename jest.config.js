const { availableParallelism } = require('node:os');

// Four tiers (README.md, "Tests"): unit (*.spec.ts, pure logic), integration (*.int-spec.ts, real PostgreSQL /
// Redis / NATS), medium (*.medium-spec.ts: one service's real rules and repositories in process, against
// real PostgreSQL, with its peers faked over real NATS and a clock the test moves), end-to-end (test/**/*.e2e-spec.ts, the built processes through HTTP). TypeScript is
// compiled by SWC with decorator metadata, so Nest's dependency injection works under test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const shared = {
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    // A lib's second entry point (a folder with its own package.json, e.g. @netline/messaging/client)
    // is the source file of the same name.
    '^@netline/([^/]+)/([^/]+)$': '<rootDir>/libs/$1/src/$2',
    '^@netline/(.*)$': '<rootDir>/libs/$1/src',
  },
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

module.exports = {
  // Jest's default is one worker per core but one, which on two cores runs the suites one after another.
  // End-to-end suites spend much of their time waiting on their stacks' processes and browsers, and each
  // stack lives in a namespace of its own, so one worker more than there are cores keeps the cores busy:
  // on two cores, three workers ran npm test's suites in 424 s where two took 509 s, and the slow tiers in
  // 300 s where two took 373 s. Capped at eight, past which the concurrent suites' PostgreSQL connections cost more
  // than they save. NETLINE_TEST_WORKERS overrides it.
  maxWorkers: Number(process.env.NETLINE_TEST_WORKERS) || Math.min(8, availableParallelism() + 1),
  // The default reporter, and one that records which suites are running for scripts/run-tests.js to
  // name when a run outlives its budget.
  reporters: ['default', '<rootDir>/test/reporters/running-suites.js'],
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['**/*.spec.ts'], testPathIgnorePatterns: ['\\.int-spec\\.ts$', '\\.e2e-spec\\.ts$', '\\.medium-spec\\.ts$'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/*.int-spec.ts'],
      testPathIgnorePatterns: ['/test/newcomer/'],
      setupFilesAfterEnv: ['<rootDir>/test/int-setup.ts'],
    },
    { ...shared, displayName: 'medium', testMatch: ['**/*.medium-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/int-setup.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['**/*.e2e-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e-setup.ts'],
      // The broker of the shared stack every worker's suites use (libs/testing/src/shared-stack.ts).
      globalSetup: '<rootDir>/test/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e-global-teardown.ts',
    },
    // The slow tiers, outside `npm test` and run by `npm run test:slow` (and CI) after it:
    // - platform (*.platform-spec.ts): properties of a deployment rather than of an operation (replicas,
    //   scaling, crash recovery, production guards, database roles, bus authorization, tracing, secrets
    //   at rest and in logs, upgrades from the previous release, the recovery sweeps, a mail server outage), each on a stack of
    //   its own by nature;
    // - chaos: whole-stack fault tests (test/chaos), minutes long by nature (the outages they stage);
    // - newcomer: the newcomer's clone (test/newcomer), which installs a fresh clone with npm.
    { ...shared, displayName: 'platform', testMatch: ['**/*.platform-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/e2e-setup.ts'] },
    { ...shared, displayName: 'chaos', testMatch: ['**/*.chaos-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/e2e-setup.ts'] },
    { ...shared, displayName: 'newcomer', testMatch: ['<rootDir>/test/newcomer/**/*.int-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/int-setup.ts'] },
  ],
};
