/**
 * `@netline/messaging/schema`: the kit's own tables (outbox, inbox, idempotency keys) and the migrate
 * step, without NestJS, NATS or the server transport. `node dist/main.js migrate` loads this alone.
 */
import { BaseConfig } from '@netline/config';
import { migrateServiceDatabase, ServiceDataSourceInput } from '@netline/persistence';
import { messagingMigrations } from './tables';

export * from './tables';

/**
 * `node dist/main.js migrate`: apply this service's pending migrations (and the kit's) as its owner role
 * and exit. The Kubernetes migrations Job and `npm run db:provision` run it; a service never migrates
 * itself. Migrations are SQL and need no entity metadata, so none is loaded.
 */
export async function migrateOnly(options: { config: BaseConfig; service: string; migrations: ServiceDataSourceInput['migrations'] }): Promise<string[]> {
  return migrateServiceDatabase({
    config: options.config,
    service: options.service,
    entities: [],
    migrations: [...(options.migrations as unknown[]), ...messagingMigrations] as ServiceDataSourceInput['migrations'],
  });
}
