// Lint rules that catch what review keeps missing: promises nobody awaits, and imports that cross app
// boundaries (apps talk over NATS and share code only through libs; contracts import no framework).
const nx = require('@nx/eslint-plugin');
const tseslint = require('typescript-eslint');
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Which project may import which, in two dimensions (README.md, "Project boundaries"):
 *
 * - `type:` — what a project is. `model` (plain data and schemas: contracts, config, the operation
 *   catalogue) imports only models; `util` (framework-light helpers: auth, observability, outbound,
 *   files) adds utils; `data-access` (PostgreSQL, Redis, NATS: persistence, messaging, edge) adds
 *   data-access; an `app` takes any of those; `testing` is for tests and the bench only; `web` (the
 *   browser apps' kit, web-kit) runs in the browser and imports only models.
 * - `scope:` — whose it is. An app imports only shared libraries, never another app (apps talk over
 *   NATS); a shared library imports only shared libraries.
 */
function boundaries({ tests }) {
  const layers = {
    'type:model': ['type:model'],
    'type:util': ['type:model', 'type:util'],
    'type:data-access': ['type:model', 'type:util', 'type:data-access'],
    'type:app': ['type:model', 'type:util', 'type:data-access', 'type:client', 'type:web'],
    'type:testing': ['type:model', 'type:util', 'type:data-access', 'type:testing', 'type:client'],
    // The published SDK stands alone: it imports nothing of Netline's own.
    'type:client': [],
    // The merchant CLI (libs/cli) is a client of the API like any merchant's code: the SDK alone.
    'type:cli': ['type:client'],
    // The browser apps' kit is compiled into the dashboard and the portal: types and schemas only.
    'type:web': ['type:model'],
  };
  const appScopes = readdirSync(join(__dirname, 'apps')).flatMap((app) => {
    try {
      return (JSON.parse(readFileSync(join(__dirname, 'apps', app, 'project.json'), 'utf8')).tags ?? []).filter((tag) => tag.startsWith('scope:'));
    } catch {
      return [];
    }
  });
  return [
    ...Object.entries(layers).map(([sourceTag, allowed]) => ({
      sourceTag,
      onlyDependOnLibsWithTags: tests && sourceTag !== 'type:testing' ? [...allowed, 'type:testing'] : allowed,
    })),
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...appScopes.map((scope) => ({ sourceTag: scope, onlyDependOnLibsWithTags: ['scope:shared'] })),
  ];
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'var/**',
      'bench/results/**',
      '**/*.js',
      'libs/sdk/src/generated/**',
      'apps/dashboard/src/generated/**',
      'libs/testing/src/generated/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: __dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: boundaries({ tests: false }) }],
    },
  },
  {
    // The browser apps and their kit are .tsx, outside the services' program: each app's own tsconfig
    // gives the type-aware rules their types (the kit is part of both apps' programs), and the
    // boundaries hold there too: web-kit takes models only.
    files: ['apps/*/src/**/*.tsx', 'libs/*/src/**/*.tsx'],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { project: ['./apps/dashboard/tsconfig.json', './apps/portal/tsconfig.json'], tsconfigRootDir: __dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: boundaries({ tests: false }) }],
    },
  },
  {
    // Tests (and the fixtures they share) may also use the testing library.
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.medium-spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.platform-spec.ts',
      '**/*.chaos-spec.ts',
      '**/*.int-fixture.ts',
      '**/*.medium-fixture.ts',
      '**/test/**/*.ts',
    ],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: boundaries({ tests: true }) }],
    },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*', 'typeorm', 'ioredis', 'bullmq', 'nats', 'pg', 'fastify'], message: 'contracts are plain data: no framework imports' },
          ],
        },
      ],
    },
  },
  {
    // The HTTP edges keep no data in PostgreSQL: through the whole messaging kit or the persistence
    // library they would load TypeORM, about 25 MB of resident memory per replica (libs/messaging/README.md,
    // "Entry points").
    files: ['apps/gateway/src/**/*.ts', 'apps/mcp/src/**/*.ts', 'libs/edge/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.medium-spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@netline/messaging', message: 'import from @netline/messaging/client or /bootstrap: the whole kit loads TypeORM' },
            { name: '@netline/persistence', message: 'the HTTP edges have no database' },
            { name: 'typeorm', message: 'the HTTP edges have no database' },
          ],
        },
      ],
    },
  },
);
