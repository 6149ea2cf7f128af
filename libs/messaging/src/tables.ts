import { Column, CreateDateColumn, Entity, Index, MigrationInterface, PrimaryColumn, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';

/** A domain event waiting to be published, written in the same transaction as the change it reports. */
@Entity({ name: 'outbox' })
@Index('outbox_unsent_idx', ['seq'], { where: 'sent_at IS NULL' })
export class OutboxRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  seq!: string;

  @Column({ type: 'text', unique: true })
  eventId!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}

/** An event this app has already applied, so a redelivery changes nothing (exactly-once effects). */
@Entity({ name: 'inbox' })
export class InboxRecord {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ type: 'text' })
  eventId!: string;

  @Column({ type: 'text' })
  type!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  processedAt!: Date;
}

export const messagingEntities = [OutboxRecord, InboxRecord];

/** DDL for the two tables, used by each app's first migration. */
export async function createMessagingTables(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE TABLE outbox (
      seq bigserial PRIMARY KEY,
      event_id text NOT NULL UNIQUE,
      type text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`);
  await runner.query('CREATE INDEX outbox_unsent_idx ON outbox (seq) WHERE sent_at IS NULL');
  await runner.query(`
    CREATE TABLE inbox (
      consumer text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
}

export async function dropMessagingTables(runner: QueryRunner): Promise<void> {
  await runner.query('DROP TABLE inbox');
  await runner.query('DROP TABLE outbox');
}

/** The `idempotency_keys` table (idempotency.ts), added to every service's migrations by the service core. */
export class IdempotencyKeys1764600000001 implements MigrationInterface {
  name = 'IdempotencyKeys1764600000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE idempotency_keys (
        merchant_id text NOT NULL,
        key text NOT NULL,
        subject text NOT NULL,
        fingerprint text NOT NULL,
        reply jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (merchant_id, key)
      )`);
    await runner.query('CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE idempotency_keys');
  }
}

export const messagingMigrations = [IdempotencyKeys1764600000001];
