import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BaseConfig } from '@netline/config';
import { createLogger, HealthRegistry, Logger } from '@netline/observability';
import type { ServiceDataSourceInput } from '@netline/persistence';
import type { Registry } from 'prom-client';
import { plaintextStoreProblems } from './store-links';

/**
 * `@netline/messaging/service-main`: the whole `main.ts` of a service, kept apart from the rest of the kit so
 * that what a process loads depends on what it was asked to do. `node dist/main.js migrate` loads the
 * service's config and migrations and `schema.ts`, well under half of what serving loads (NestJS, NATS,
 * the service's modules); the operator CLI runs it once per service before every start.
 */

/** Runs `main`, and on a boot failure prints why in one line and exits non-zero. */
export function runMain(service: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    const logger = createLogger(service);
    logger.fatal({ err: error }, `${service} failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

export interface ServiceMainOptions<C extends BaseConfig & { HTTP_PORT: number; HTTP_HOST: string }> {
  service: string;
  loadConfig: () => C;
  migrations: ServiceDataSourceInput['migrations'];
  /** The root module; import the app's modules inside it, so that `migrate` does not load them. */
  module: (config: C, parts: { logger: Logger; health: HealthRegistry; metrics: Registry }) => Promise<DynamicModule>;
  /**
   * What this service needs in production beyond the shared guards (production-guards.ts), as problems
   * to name; checked before serving, not for `migrate`, which runs without the service's outside peers.
   */
  productionProblems?: (config: C) => string[];
  /** Extra HTTP routes on the service's own port (e.g. an operator dashboard). */
  beforeListen?: (app: NestFastifyApplication, logger: Logger, config: C) => Promise<void>;
}

/**
 * `node dist/main.js` serves (HTTP ops routes + NATS handlers); `node dist/main.js migrate` applies the
 * service's migrations (as its owner role, `DB_PASSWORD` being that role's password), prints what it
 * applied, and exits.
 */
export function runService<C extends BaseConfig & { HTTP_PORT: number; HTTP_HOST: string }>(options: ServiceMainOptions<C>): void {
  runMain(options.service, async () => {
    const config = options.loadConfig();
    if (process.argv[2] === 'migrate') {
      // The migrations log in to PostgreSQL alone; that link too is encrypted in production (store-links.ts).
      const links = config.APP_ENV === 'production' ? plaintextStoreProblems(config, { postgres: true, redis: false, nats: false }) : [];
      if (links.length > 0) throw new Error(`refusing to migrate with APP_ENV=production:\n${links.map((problem) => `  - ${problem}`).join('\n')}`);
      const { migrateOnly } = await import('./schema');
      const applied = await migrateOnly({ config, service: options.service, migrations: options.migrations });
      process.stdout.write(`${JSON.stringify({ service: options.service, applied })}\n`);
      return;
    }
    const problems = config.APP_ENV === 'production' ? (options.productionProblems?.(config) ?? []) : [];
    if (problems.length > 0) throw new Error(`refusing to start with APP_ENV=production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    const { bootstrapService } = await import('./bootstrap');
    await bootstrapService({
      service: options.service,
      config,
      rpc: true,
      module: (parts) => options.module(config, parts),
      beforeListen: options.beforeListen && ((app, logger) => options.beforeListen!(app, logger, config)),
    });
  });
}
