import { isPublishedDefault } from '@netline/config';
import { DATABASE_SERVICES, provisionServiceDatabase, ProvisionResult } from '@netline/persistence/provision';
import { Command, InvalidArgumentError } from 'commander';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { output } from '../cli';
import { AdminDatabaseConfig, loadAdminDatabaseConfig, passwordSetting } from '../config';

const run = promisify(execFile);

/** The apps' directory: this file is apps/admin/dist/commands/db.js (or src/commands/db.ts under test). */
const APPS_DIR = join(__dirname, '..', '..', '..');

/** Migrations Jobs on a cluster are one per service; here at most this many run side by side. */
const MIGRATE_CONCURRENCY = 3;

const serviceList = (value: string): string[] => {
  const services = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = services.filter((service) => !(DATABASE_SERVICES as readonly string[]).includes(service));
  if (unknown.length > 0) throw new InvalidArgumentError(`no database for ${unknown.join(', ')}; services with one: ${DATABASE_SERVICES.join(', ')}`);
  return services;
};

function passwordsOf(config: AdminDatabaseConfig, service: string): { owner: string; runtime: string } {
  // The settings are named after the service (`DB_PASSWORD_<SERVICE>`, `DB_OWNER_PASSWORD_<SERVICE>`); each has a default.
  const settings: Record<string, unknown> = config;
  const setting = (name: string): string => {
    const value = settings[name];
    return typeof value === 'string' ? value : '';
  };
  return { owner: setting(passwordSetting(service, 'owner')), runtime: setting(passwordSetting(service, 'runtime')) };
}

/** A deployed environment (APP_ENV or NODE_ENV production) may not give its roles the published passwords. */
function assertPasswordsChosen(config: AdminDatabaseConfig, services: string[]): void {
  if (config.APP_ENV !== 'production' && config.NODE_ENV !== 'production') return;
  const problems = services.flatMap((service) =>
    (['runtime', 'owner'] as const)
      .filter((role) => isPublishedDefault(passwordsOf(config, service)[role]))
      .map((role) => `${passwordSetting(service, role)} is a published development default; set a secret value of your own`),
  );
  if (problems.length > 0) throw new Error(`refusing to provision a deployed environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}

/** Runs `node apps/<service>/dist/main.js migrate` as the service's owner role; returns the migrations it applied. */
async function migrateService(config: AdminDatabaseConfig & { DATABASE_ADMIN_URL: string }, service: string): Promise<string[]> {
  const main = join(APPS_DIR, service, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build)`);
  const env = {
    ...process.env,
    // The same server as provisioning; the migrate command logs in as the owner role whatever the URL's user.
    DATABASE_URL: process.env.DATABASE_URL || config.DATABASE_ADMIN_URL,
    DB_PASSWORD: passwordsOf(config, service).owner,
  };
  try {
    const { stdout } = await run(process.execPath, [main, 'migrate'], { env, maxBuffer: 16 * 1024 * 1024 });
    const last = stdout.trim().split('\n').pop() ?? '{}';
    return (JSON.parse(last) as { applied?: string[] }).applied ?? [];
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    const said = `${failure.stdout ?? ''}\n${failure.stderr ?? ''}`.trim().split('\n').slice(-5).join('\n');
    throw new Error(`${service} migrations failed:\n${said || failure.message}`);
  }
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += size) results.push(...(await Promise.all(items.slice(index, index + size).map(work))));
  return results;
}

interface ServiceOutcome extends Partial<ProvisionResult> {
  service: string;
  applied?: string[];
}

export async function provisionDatabases(
  options: { services: string[]; provision: boolean; migrate: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceOutcome[]> {
  const config = loadAdminDatabaseConfig(env);
  const outcomes: ServiceOutcome[] = options.services.map((service) => ({ service }));
  if (options.provision) {
    assertPasswordsChosen(config, options.services);
    for (const outcome of outcomes) {
      Object.assign(
        outcome,
        await provisionServiceDatabase({
          adminUrl: config.DATABASE_ADMIN_URL,
          config,
          service: outcome.service,
          passwords: passwordsOf(config, outcome.service),
        }),
      );
    }
  }
  if (options.migrate) {
    const applied = await inBatches(options.services, MIGRATE_CONCURRENCY, (service) => migrateService(config, service));
    outcomes.forEach((outcome, index) => (outcome.applied = applied[index]));
  }
  return outcomes;
}

const human = (outcomes: ServiceOutcome[]) =>
  outcomes
    .map((outcome) => {
      const parts = [outcome.service.padEnd(20)];
      if (outcome.database)
        parts.push(
          `${outcome.database}${outcome.created_database ? ' (created)' : ''}  roles ${outcome.owner}, ${outcome.runtime}${outcome.created_roles?.length ? ` (created ${outcome.created_roles.join(', ')})` : ''}`,
        );
      if (outcome.applied) parts.push(outcome.applied.length > 0 ? `applied ${outcome.applied.join(', ')}` : 'schema current');
      return parts.join('  ');
    })
    .join('\n');

/**
 * `db provision` and `db migrate`: the step before any service starts (npm start and the test stacks run
 * it first; a cluster runs the db-provision Job and each service's migrations Job). See docs/security.md.
 */
export function registerDatabaseCommands(program: Command): void {
  const db = program.command('db').description("the services' PostgreSQL databases and roles");
  db.command('provision')
    .description("create or repair each service's database, owner role and runtime role (idempotent); --migrate applies migrations too")
    .option('--migrate', "then apply each service's pending migrations as its owner role")
    .option('--services <list>', 'comma-separated services (default: every service with a database)', serviceList)
    .action(async (options: { migrate?: boolean; services?: string[] }, command: Command) => {
      const outcomes = await provisionDatabases({ services: options.services ?? [...DATABASE_SERVICES], provision: true, migrate: Boolean(options.migrate) });
      output(command, { services: outcomes }, (value) => human(value.services));
    });
  db.command('migrate')
    .description("apply each service's pending migrations as its owner role (after db provision)")
    .option('--services <list>', 'comma-separated services (default: every service with a database)', serviceList)
    .action(async (options: { services?: string[] }, command: Command) => {
      const outcomes = await provisionDatabases({ services: options.services ?? [...DATABASE_SERVICES], provision: false, migrate: true });
      output(command, { services: outcomes }, (value) => human(value.services));
    });
}
