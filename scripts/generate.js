#!/usr/bin/env node
'use strict';
// Writes every generated file of the repository from its source, in one command (`npm run generate`):
// build first (the generators read the built catalogue), then each generator below. Run it after changing
// an operation, a subject, an event, a Redis key, a setting or an MCP tool, and commit what it wrote. Each
// artefact has a test that fails while the committed copy differs from what its generator writes (named
// beside each step), so a forgotten run is caught by `npm test`. `npm run build` itself writes nothing
// that is tracked.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');

/** What is generated, from what, and the test that keeps it current. */
const STEPS = [
  // docs/events.asyncapi.json and the event list of docs/events.md (libs/catalogue/src/event-docs.spec.ts)
  { what: 'event documentation', command: ['node', 'scripts/events-docs.js'] },
  // libs/contracts/events.snapshot.json; refuses a breaking change whose event version was not raised
  // (libs/contracts/src/event-catalogue.spec.ts)
  { what: 'event catalogue snapshot', command: ['node', 'scripts/events-snapshot.js'] },
  // the SDK's webhook topics and test event, libs/sdk/src/generated/events.ts (test/sdk-events.spec.ts)
  { what: 'SDK webhook events', command: ['node', 'scripts/sdk-events.js'] },
  // deploy/nats/<env>.conf (test/deploy/nats-config.spec.ts)
  { what: 'NATS permissions', command: ['node', 'scripts/nats-config.js'] },
  // deploy/redis/<env>.acl (test/deploy/redis-acl.spec.ts)
  { what: 'Redis ACLs', command: ['node', 'scripts/redis-acl.js'] },
  // docs/openapi.json and the SDK's types generated from it, libs/sdk/src/generated/openapi.ts, and the
  // dashboard's typed client, apps/dashboard/src/generated/api.ts, and the partners API's types for the tests,
  // libs/testing/src/generated/partners-api.ts (test/openapi-sdk.spec.ts)
  { what: 'OpenAPI document, SDK, dashboard and partners API types', command: ['node', 'scripts/openapi-sdk.js'] },
  // the tool tables of apps/mcp/README.md (apps/mcp/src/tools/tool-list.spec.ts)
  { what: 'MCP tool tables', command: ['node', 'apps/mcp/scripts/write-tool-list.js'] },
  // the settings table of every app's README (test/config-docs.spec.ts)
  {
    what: 'settings tables',
    command: ['node', require.resolve('jest/bin/jest'), 'test/config-docs.spec.ts', '--selectProjects', 'unit', '--silent'],
    env: { UPDATE_CONFIG_DOCS: '1' },
  },
];

function run(what, [command, ...args], env = {}) {
  process.stdout.write(`• ${what}\n`);
  const result = spawnSync(command === 'node' ? process.execPath : command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`✗ ${what} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status || 1);
  }
}

run('build', ['node', require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json']);
for (const step of STEPS) run(step.what, step.command, step.env);
