import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CREATE_DATABASE_OPTIONS } from '@netline/persistence';
import { createMessagingTables, IdempotencyKeys1764600000001, messagingEntities } from './tables';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface MessagingBed {
  /** The throwaway database, with the messaging tables (outbox, inbox, idempotency keys). */
  dataSource: DataSource;
  databaseUrl: string;
  redis: IORedis;
  /** Redis keys the suite made; deleted when it ends. */
  track(...keys: string[]): void;
}

class Bed implements MessagingBed {
  // Filled in by the suite's `beforeAll` (see messagingBed).
  dataSource!: DataSource;
  redis!: IORedis;

  constructor(
    readonly databaseUrl: string,
    private readonly keys: string[],
  ) {}

  track(...keys: string[]): void {
    this.keys.push(...keys);
  }
}

/**
 * The messaging library's integration suites against real PostgreSQL and Redis: a database of the
 * suite's own with the messaging tables (dropped at the end, with `extraSql` run first for tables a suite
 * needs beside them) and one Redis connection. Call at the top of a `describe`; the bed is filled in
 * `beforeAll`, so read its fields inside hooks and tests only.
 */
export function messagingBed(prefix: string, extraSql: string[] = []): MessagingBed {
  const database = `netline_${prefix}_${randomBytes(4).toString('hex')}`;
  const keys: string[] = [];
  const bed = new Bed(SERVER_URL.replace(/\/[^/]*$/, `/${database}`), keys);

  const admin = async (sql: string) => {
    const client = new Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${database}" ${CREATE_DATABASE_OPTIONS}`);
    bed.dataSource = new DataSource({ type: 'postgres', url: bed.databaseUrl, entities: messagingEntities });
    await bed.dataSource.initialize();
    const runner = bed.dataSource.createQueryRunner();
    await createMessagingTables(runner);
    await new IdempotencyKeys1764600000001().up(runner);
    for (const sql of extraSql) await runner.query(sql);
    await runner.release();
    bed.redis = new IORedis(REDIS_URL);
  });

  afterAll(async () => {
    if (keys.length > 0) await bed.redis?.del(...keys);
    bed.redis?.disconnect();
    await bed.dataSource?.destroy();
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  return bed;
}
