import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The project boundaries of eslint.config.js (README.md, "Project boundaries") bite: each case
 * lints one import as if it were written in the given file, with the repository's own configuration.
 * The HTTP edges' import restrictions (no TypeORM through the messaging kit) are probed the same way.
 */
const root = join(__dirname, '..');

describe('project boundaries', () => {
  /** Each probe's lint messages, in the order the probes were declared. */
  let verdicts: string[][];
  const probes: Array<{ file: string; source: string }> = [];
  /** Declares one probe: `source` linted as if it were `file`. Answers its index in `verdicts`. */
  const probe = (file: string, source: string): number => probes.push({ file, source: `${source}\nexport const probe = 1;\n` }) - 1;

  /**
   * ESLint loads its configuration with a dynamic import, which Jest's module sandbox refuses, so the
   * probes are linted in one child process with ESLint's API (only the boundary rule: the type-aware
   * rules would need a whole program for the snippets).
   */
  function lintProbes(): string[][] {
    // The rule reads Nx's project graph, which `npm run lint` also computes first.
    execFileSync(process.execPath, [require.resolve('nx/bin/nx.js'), 'show', 'projects'], { cwd: root, stdio: 'ignore' });
    const script = `
      const { ESLint } = require('eslint');
      const { join } = require('node:path');
      (async () => {
        const eslint = new ESLint({
          cwd: process.cwd(),
          overrideConfig: { languageOptions: { parserOptions: { project: null } } },
          ruleFilter: ({ ruleId }) => ruleId === '@nx/enforce-module-boundaries' || ruleId === 'no-restricted-imports',
        });
        const out = [];
        for (const { file, source } of JSON.parse(process.argv[1])) {
          const [result] = await eslint.lintText(source, { filePath: join(process.cwd(), file) });
          out.push(result.messages.map((message) => message.message));
        }
        process.stdout.write(JSON.stringify(out));
      })().catch((error) => { console.error(error); process.exit(1); });`;
    return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(probes)], { cwd: root, encoding: 'utf8' })) as string[][];
  }

  const refused = [
    probe('libs/contracts/src/boundary-probe.ts', "import { RpcClient } from '@netline/messaging';"),
    probe('libs/auth/src/boundary-probe.ts', "import { sql } from '@netline/persistence';"),
    probe('apps/billing/src/boundary-probe.ts', "import { Stack } from '@netline/testing';"),
    probe('apps/billing/src/boundary-probe.ts', "import { CreditConfig } from '../../credit/src/config';"),
    probe('apps/gateway/src/boundary-probe.ts', "import { RpcClient } from '@netline/messaging';"),
    probe('libs/edge/src/boundary-probe.ts', "import { sql } from '@netline/persistence';"),
    probe('libs/web-kit/src/boundary-probe.tsx', "import { sql } from '@netline/persistence';"),
  ];
  const allowed = [
    probe(
      'apps/billing/src/boundary-probe.ts',
      "import { RpcClient } from '@netline/messaging';\nimport { Logger } from '@netline/observability';\nimport { ErrorType } from '@netline/contracts';",
    ),
    probe('apps/billing/test/boundary-probe.e2e-spec.ts', "import { Stack } from '@netline/testing';"),
    probe('libs/edge/src/boundary-probe.ts', "import { canRead } from '@netline/auth';\nimport { redisKey } from '@netline/config';"),
    probe('apps/mcp/src/boundary-probe.ts', "import { RpcClient } from '@netline/messaging/client';"),
    probe('apps/portal/src/boundary-probe.tsx', "import { money } from '@netline/web-kit';\nimport { ErrorType } from '@netline/contracts';"),
  ];

  beforeAll(() => {
    verdicts = lintProbes();
  }, 120_000);

  it.each([
    ['a model (contracts) importing data access', refused[0]],
    ['a util (auth) importing data access', refused[1]],
    ['an app importing the testing library outside its tests', refused[2]],
    ['an app importing another app', refused[3]],
    ['an HTTP edge importing the whole messaging kit (it would load TypeORM)', refused[4]],
    ['an HTTP edge importing the persistence library', refused[5]],
    ["the browser apps' kit importing data access", refused[6]],
  ])('refuses %s', (_case, index) => {
    expect(verdicts[index]).toEqual([expect.any(String)]);
  });

  it.each([
    ['an app importing data access, utils and models', allowed[0]],
    ["an app's test importing the testing library", allowed[1]],
    ['data access importing a util and a model', allowed[2]],
    ["an HTTP edge importing the messaging kit's client entry point", allowed[3]],
    ['a browser app importing the web kit and a model', allowed[4]],
  ])('allows %s', (_case, index) => {
    expect(verdicts[index]).toEqual([]);
  });
});
