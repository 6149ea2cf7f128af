import { baseEnv } from '@netline/config';
import { messagingMigrations } from '@netline/messaging/schema';
import { DATABASE_SERVICES, DatabaseService, dropNamespaceDatabases, provisionServiceDatabase, serviceDataSourceOptions } from '@netline/persistence';
import { testAdminDatabaseUrl } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { DataSource, MigrationInterface } from 'typeorm';
import { BILLING_MIGRATIONS } from '../apps/billing/src/migrations';
import { CREDIT_MIGRATIONS } from '../apps/credit/src/migrations';
import { FULFILLMENT_MIGRATIONS } from '../apps/fulfillment/src/migrations';
import { loadIdentityConfig } from '../apps/identity/src/config';
import { IDENTITY_MIGRATIONS } from '../apps/identity/src/migrations';
import { SealPurpose, sealerFor } from '../apps/identity/src/signing-keys/key-sealer';
import { INSIGHTS_MIGRATIONS } from '../apps/insights/src/migrations';
import { TREASURY_MIGRATIONS } from '../apps/treasury/src/migrations';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from '../apps/webhook-dispatcher/src/migrations';
import { serviceRows } from './migrations/rows';
import { emptyTables, SchemaSnapshot, schemaSnapshot, tableContents } from './migrations/schema';

type MigrationClass = new () => MigrationInterface;

const MIGRATIONS: Record<DatabaseService, MigrationClass[]> = {
  identity: IDENTITY_MIGRATIONS,
  credit: CREDIT_MIGRATIONS,
  billing: BILLING_MIGRATIONS,
  treasury: TREASURY_MIGRATIONS,
  fulfillment: FULFILLMENT_MIGRATIONS,
  'webhook-dispatcher': WEBHOOK_DISPATCHER_MIGRATIONS,
  insights: INSIGHTS_MIGRATIONS,
};

/** What `main.js migrate` applies: the service's list and the messaging kit's, in TypeORM's order (the name's timestamp). */
function migrationsOf(service: DatabaseService): MigrationClass[] {
  const timestamp = (migration: MigrationClass) => Number(/(\d{13})$/.exec(migration.name)?.[1]);
  return [...MIGRATIONS[service], ...messagingMigrations].sort((a, b) => timestamp(a) - timestamp(b));
}

/**
 * Identity's webhook secrets are sealed at rest, and one migration seals the ones it finds in the clear:
 * going down, it opens them again. Those two columns are the only values a down may rewrite; the test
 * checks that they come back in the clear, as they were before the migration sealed them.
 */
const REWRITTEN: Record<string, { table: string; columns: string[] }> = {
  SealWebhookSecrets1764500000001: { table: 'merchants', columns: ['webhook_secret', 'previous_webhook_secret'] },
};

/**
 * Rows a migration derives from the others and takes away with its down, in tables that outlive it: the
 * kept facet counts (`invoices.fully_paid=false`…) beside the tables' own counts, a table's own count first
 * kept by a later migration. They are no one's data,
 * and its up counts them again from the rows.
 */
const DERIVED: Record<string, (table: string, row: string) => boolean> = {
  KeptFacetCounts1767400000000: (table, row) => ['row_counts', 'row_count_changes'].includes(table) && /"table_name","[a-z_]+\.[a-z_]+=/.test(row),
  // The receivables' own row count, kept from this migration on for the day sums' sake.
  KeptAgingSums1767460000000: (table, row) => ['row_counts', 'row_count_changes'].includes(table) && row.includes('"table_name","receivable_invoices"'),
};

/** `contents` without the rows `derived` picks. */
function withoutDerived(contents: Record<string, string[]>, derived: ((table: string, row: string) => boolean) | undefined): Record<string, string[]> {
  if (!derived) return contents;
  return Object.fromEntries(Object.entries(contents).map(([table, rows]) => [table, rows.filter((row) => !derived(table, row))]));
}

/**
 * Every service's migrations, down and up again, on a populated database: after each migration's down the
 * schema is exactly what it was before that migration's up, and every row of every table left keeps its
 * values; once all are down nothing of the services' is left; all up again gives the schema of the first
 * run. Runs as each service's owner role, the role `main.js migrate` uses.
 */
describe('migrations down and up again', () => {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const config = baseEnv.parse({ ...process.env, NETLINE_NAMESPACE: namespace });
  const adminUrl = testAdminDatabaseUrl();
  const identityConfig = loadIdentityConfig({ ...process.env, NETLINE_NAMESPACE: namespace });
  const sealer = sealerFor(identityConfig, SealPurpose.WebhookSecret);
  const clearSecrets = { current: 'whsec_rows_current_4f9c2a', previous: 'whsec_rows_previous_81d3e7' };

  afterAll(async () => {
    await dropNamespaceDatabases(adminUrl, config);
  });

  async function ownerDataSource(service: DatabaseService, migrations: MigrationClass[]): Promise<DataSource> {
    const passwords = { owner: randomBytes(18).toString('base64url'), runtime: randomBytes(18).toString('base64url') };
    await provisionServiceDatabase({ adminUrl, config, service, passwords });
    const options = serviceDataSourceOptions({ config: { ...config, DB_PASSWORD: passwords.owner }, service, entities: [], migrations }, 'owner');
    const dataSource = new DataSource(options);
    await dataSource.initialize();
    return dataSource;
  }

  async function applied(dataSource: DataSource): Promise<string[]> {
    const rows: Array<{ name: string }> = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    return rows.map((row) => row.name);
  }

  it.each([...DATABASE_SERVICES])('%s', async (service) => {
    const migrations = migrationsOf(service);
    const names = migrations.map((migration) => migration.name);
    const dataSource = await ownerDataSource(service, migrations);
    try {
      // TypeORM's bookkeeping table, made as the first run makes it: the one table an empty schema keeps.
      await dataSource.showMigrations();
      // Up one migration at a time: the schema after each is what its down must give back.
      const steps: SchemaSnapshot[] = [await schemaSnapshot(dataSource)];
      for (let index = 0; index < migrations.length; index++) {
        const step = new DataSource({ ...dataSource.options, migrations: migrations.slice(0, index + 1) });
        await step.initialize();
        try {
          expect((await step.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual([names[index]]);
        } finally {
          await step.destroy();
        }
        steps.push(await schemaSnapshot(dataSource));
      }
      expect(await applied(dataSource)).toEqual(names);

      // A populated database, as the service leaves it: every table holds rows.
      const sealed = { current: sealer.seal(clearSecrets.current), previous: sealer.seal(clearSecrets.previous) };
      for (const statement of serviceRows(service, sealed)) await dataSource.query(statement);
      expect(await emptyTables(dataSource, steps[migrations.length])).toEqual([]);

      // Down one at a time, newest first.
      for (let index = migrations.length - 1; index >= 0; index--) {
        const name = names[index];
        const rewritten = REWRITTEN[name];
        const kept = rewritten ? withoutColumns(steps[index].tables, rewritten.table, rewritten.columns) : steps[index].tables;
        const before = withoutDerived(await tableContents(dataSource, kept), DERIVED[name]);
        await dataSource.undoLastMigration({ transaction: 'each' });
        expect({ down: name, applied: await applied(dataSource) }).toEqual({ down: name, applied: names.slice(0, index) });
        expect({ down: name, schema: await schemaSnapshot(dataSource) }).toEqual({ down: name, schema: steps[index] });
        expect({ down: name, rows: await tableContents(dataSource, kept) }).toEqual({ down: name, rows: before });
        if (rewritten) {
          // The sealed secrets come back as they were before the up sealed them.
          expect(await dataSource.query(`SELECT ${rewritten.columns.join(', ')} FROM ${rewritten.table} ORDER BY id`)).toEqual([
            { webhook_secret: clearSecrets.current, previous_webhook_secret: null },
            { webhook_secret: clearSecrets.current, previous_webhook_secret: clearSecrets.previous },
          ]);
        }
      }
      // Nothing of the service's is left: only TypeORM's own bookkeeping, empty.
      expect(steps[0].tables).toEqual({ migrations: expect.anything() });
      expect(await applied(dataSource)).toEqual([]);

      // All up again, in one run as `main.js migrate` does it: the schema of the first run.
      expect((await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(names);
      expect(await schemaSnapshot(dataSource)).toEqual(steps[migrations.length]);
    } finally {
      await dataSource.destroy();
    }
  });
});

/** `tables` without some columns of one table. */
function withoutColumns(tables: SchemaSnapshot['tables'], table: string, columns: string[]): SchemaSnapshot['tables'] {
  const kept = Object.fromEntries(Object.entries(tables[table].columns).filter(([name]) => !columns.includes(name)));
  return { ...tables, [table]: { ...tables[table], columns: kept } };
}
