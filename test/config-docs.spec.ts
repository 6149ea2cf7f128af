import { baseEnv } from '@netline/config';
import { ConfigSource, EnvSection, renderEnvExample, renderReadmeTable, replaceReadmeBlock, SettingDoc, settingsOf } from '../libs/config/src/config-docs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { adminDatabaseEnv } from '../apps/admin/src/config';
import { billingEnv } from '../apps/billing/src/config';
import { creditEnv } from '../apps/credit/src/config';
import { fulfillmentEnv } from '../apps/fulfillment/src/config';
import { gatewayEnv } from '../apps/gateway/src/config';
import { identityEnv } from '../apps/identity/src/config';
import { insightsEnv } from '../apps/insights/src/config';
import { mcpEnv } from '../apps/mcp/src/config';
import { treasuryEnv } from '../apps/treasury/src/config';
import { webhookDispatcherEnv } from '../apps/webhook-dispatcher/src/config';

/**
 * Configuration is documented once, in the zod schemas that validate it (libs/config `config-docs.ts`):
 * this checks that `.env.example` and every app README's settings table are what the schemas render, and
 * `npm run config:docs` (this file with UPDATE_CONFIG_DOCS=1) rewrites them.
 */
const ROOT = join(__dirname, '..');
const UPDATE = process.env.UPDATE_CONFIG_DOCS === '1';
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const source = (path: string) => ({ path, text: read(path) });
const BASE_SOURCE = source('libs/config/src/index.ts');

/** The apps in the order `.env.example` lists them, each with the schema it boots with. */
const APPS: Array<{ app: string; title: string; schema: z.ZodObject; note?: string }> = [
  { app: 'gateway', title: 'gateway', schema: gatewayEnv },
  { app: 'identity', title: 'identity', schema: identityEnv },
  {
    app: 'mcp',
    title: 'mcp (the tool-protocol endpoint)',
    schema: mcpEnv,
    note: "Give AUTH_CACHE_TTL_MS, RATE_LIMIT_PER_MINUTE and IDEMPOTENCY_TTL_HOURS the gateway's values.",
  },
  { app: 'credit', title: 'credit', schema: creditEnv },
  { app: 'billing', title: 'billing', schema: billingEnv },
  { app: 'treasury', title: 'treasury', schema: treasuryEnv },
  { app: 'fulfillment', title: 'fulfillment', schema: fulfillmentEnv },
  { app: 'webhook-dispatcher', title: 'webhook-dispatcher', schema: webhookDispatcherEnv },
  { app: 'insights', title: 'insights', schema: insightsEnv },
  {
    app: 'admin',
    title: 'provisioning (npm run db:provision, admin db …; never a service)',
    schema: adminDatabaseEnv,
    note: 'Services never migrate at boot: `npm run db:provision` (npm start runs it) makes the databases and roles and applies the migrations; a cluster runs the db-provision and <app>-migrate Jobs (docs/security.md).',
  },
];

/** An app's own settings: those it adds to the shared ones, or declares again with a default of its own. */
function ownSettings(schema: z.ZodObject, app: string): SettingDoc[] {
  const own = Object.fromEntries(Object.entries(schema.shape).filter(([name, field]) => (baseEnv.shape as Record<string, unknown>)[name] !== field));
  return settingsOf({ schema: z.object(own), sources: [source(`apps/${app}/src/config.ts`), BASE_SOURCE] } satisfies ConfigSource);
}

const HEADER = [
  "Netline's settings, rendered from each app's configuration schema (apps/*/src/config.ts, libs/config) by",
  '`npm run config:docs`: edit the schema and its doc comment, not this file.',
  'Every setting has a default that runs on a developer machine; uncomment only what you change. Each app',
  'validates its own settings at boot and stops with the list of problems.',
];

const OTEL: EnvSection = {
  title: 'tracing (every process)',
  note: "OpenTelemetry's standard variables, read by the SDK itself: OTEL_EXPORTER_OTLP_ENDPOINT names an OTLP/HTTP collector (e.g. http://127.0.0.1:4318) and turns trace export on; unset, traces are not exported (trace context still propagates). Every OTEL_* setting Netline reads: libs/observability/README.md.",
  settings: [],
};

function rendered(): Map<string, string> {
  const files = new Map<string, string>();
  const shared = settingsOf({ schema: baseEnv, sources: [BASE_SOURCE] });
  const sections: EnvSection[] = [{ title: 'shared by every process (libs/config)', settings: shared }];
  for (const { app, title, schema, note } of APPS) {
    const settings = ownSettings(schema, app);
    sections.push({ title, note, settings });
    const sharedNote =
      app === 'admin'
        ? 'The CLI also reads the shared connection settings (`DATABASE_URL`, `DB_PREFIX`, `NETLINE_NAMESPACE`, `REDIS_URL`, `REDIS_USERNAME` / `REDIS_PASSWORD` (its Redis user is `admin`), `REDIS_TLS_*`, `NATS_*`, `RPC_TIMEOUT_MS`): the first section of `.env.example`.'
        : `Besides these, every shared setting (database, Redis, NATS, namespace, retention, proxies, logging) applies: the first section of \`.env.example\`. \`DB_PASSWORD\` is the password of ${app}'s own database role: its runtime role when serving, its owner role for \`main.js migrate\` (docs/security.md, "Database access"). Tracing: \`OTEL_*\`, libs/observability/README.md.`;
    const path = `apps/${app}/README.md`;
    files.set(path, replaceReadmeBlock(read(path), renderReadmeTable(settings, sharedNote), path));
  }
  sections.push(OTEL);
  files.set('.env.example', renderEnvExample(sections, HEADER));
  return files;
}

describe('configuration documentation', () => {
  const files = rendered();

  it.each([...files.keys()])('%s is what the schemas render (npm run config:docs rewrites it)', (path) => {
    if (UPDATE) writeFileSync(join(ROOT, path), files.get(path) as string);
    expect(read(path)).toBe(files.get(path));
  });

  it('documents every setting of every app with its schema default', () => {
    const example = read('.env.example');
    for (const { schema } of [{ schema: baseEnv as z.ZodObject }, ...APPS]) {
      for (const [name, field] of Object.entries(schema.shape)) {
        const documented = [...example.matchAll(new RegExp(`^# ${name}=(.*)$`, 'gm'))].map((match) => match[1]);
        expect(documented.length).toBeGreaterThan(0);
        const parsed = (field as z.ZodType).safeParse(undefined);
        // Where the schema has a default, one documented value of the setting parses to that same default.
        if (parsed.success && parsed.data !== undefined) {
          const matches = documented.some((value) => JSON.stringify((field as z.ZodType).safeParse(value).data) === JSON.stringify(parsed.data));
          expect({ name, matches }).toEqual({ name, matches: true });
        }
      }
    }
  });
});
