import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BaseConfig } from '@netline/config';
import {
  CREATE_DATABASE_OPTIONS,
  dropNamespaceDatabases,
  migrateServiceDatabase,
  openServiceDataSource,
  provisionServiceDatabase,
  ServiceDataSourceInput,
} from '@netline/persistence';

export interface ProvisionedDatabase {
  /** Logged in as the service's runtime role, as the service itself is. */
  dataSource: DataSource;
  /** The config with the runtime role's password (for more connections as that role). */
  config: ServiceDataSourceInput['config'];
  passwords: { owner: string; runtime: string };
  /** Closes the data source and drops the namespace's databases and roles. */
  drop(): Promise<void>;
}

/** The administrative login of tests (the local PostgreSQL trusts user postgres). */
export const testAdminDatabaseUrl = (): string => process.env.DATABASE_ADMIN_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of one suite's own on the test server, created empty: its name, its URL, and `drop`. */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<random>` on the test server, for a suite that makes its own tables (or runs a service's
 * migrations as the administrative login) rather than provisioning a service's roles.
 */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const adminUrl = testAdminDatabaseUrl();
  const asAdmin = async (statement: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE "${name}" ${CREATE_DATABASE_OPTIONS}`);
  return { name, url: adminUrl.replace(/\/[^/]*$/, `/${name}`), drop: () => asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * For integration tests of one service's repositories: provisions its database and roles in the
 * config's namespace (which must not be empty), migrates as the owner role and opens a data source as
 * the runtime role — the same privileges the running service has.
 */
export async function provisionTestDatabase(input: ServiceDataSourceInput & { config: Pick<BaseConfig, 'NETLINE_NAMESPACE'> }): Promise<ProvisionedDatabase> {
  if (!input.config.NETLINE_NAMESPACE) throw new Error('provisionTestDatabase needs a namespace of its own');
  const adminUrl = testAdminDatabaseUrl();
  const passwords = { owner: randomBytes(18).toString('base64url'), runtime: randomBytes(18).toString('base64url') };
  await provisionServiceDatabase({ adminUrl, config: input.config, service: input.service, passwords });
  await migrateServiceDatabase({ ...input, config: { ...input.config, DB_PASSWORD: passwords.owner } });
  const config = { ...input.config, DB_PASSWORD: passwords.runtime };
  const dataSource = await openServiceDataSource({ ...input, config });
  return {
    dataSource,
    config,
    passwords,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropNamespaceDatabases(adminUrl, input.config as Pick<BaseConfig, 'DB_PREFIX' | 'NETLINE_NAMESPACE'>);
    },
  };
}
