import { messagingMigrations, messagingRetentionRules, RetentionSweeper } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { orphanedUploadsRule } from '../apps/fulfillment/src/app.module';
import { FULFILLMENT_MIGRATIONS } from '../apps/fulfillment/src/migrations';
import { deliveryRetentionRule } from '../apps/webhook-dispatcher/src/app.module';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from '../apps/webhook-dispatcher/src/migrations';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T00:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** Retention against real PostgreSQL: what is old enough goes, everything still needed stays. */
describe('retention sweeps', () => {
  const suffix = randomBytes(4).toString('hex');
  const databases = { dispatcher: `netline_it${suffix}_webhook_dispatcher`, fulfillment: `netline_it${suffix}_fulfillment` };
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  const sources: DataSource[] = [];
  const logger = createLogger('test', 'silent');

  const open = async (database: string, migrations: Array<new () => unknown>) => {
    const source = new DataSource({
      type: 'postgres',
      url: `postgres://postgres@127.0.0.1:5432/${database}`,
      migrations: [...migrations] as Array<new () => never>,
    });
    await source.initialize();
    await source.runMigrations();
    sources.push(source);
    return source;
  };

  beforeAll(async () => {
    await admin.connect();
    for (const database of Object.values(databases)) await admin.query(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    for (const source of sources) await source.destroy();
    for (const database of Object.values(databases)) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('prunes sent outbox rows, old inbox records, old idempotency keys and finished deliveries, keeping pending and recent ones', async () => {
    // Every service's database has the shared core's tables too (idempotency keys).
    const db = await open(databases.dispatcher, [...WEBHOOK_DISPATCHER_MIGRATIONS, ...messagingMigrations]);
    await db.query(
      `INSERT INTO outbox (event_id, type, payload, created_at, sent_at) VALUES
        ('evt_sent_old', 't', '{}', $1, $1), ('evt_unsent_old', 't', '{}', $1, NULL), ('evt_sent_new', 't', '{}', $2, $2)`,
      [ago(10 * DAY), ago(DAY)],
    );
    await db.query(`INSERT INTO inbox (consumer, event_id, type, processed_at) VALUES ('c', 'evt_old', 't', $1), ('c', 'evt_new', 't', $2)`, [
      ago(31 * DAY),
      ago(DAY),
    ]);
    // Keys are answered from for 48 h: one of 49 h goes, one of 47 h stays.
    await db.query(
      `INSERT INTO idempotency_keys (merchant_id, key, subject, fingerprint, created_at) VALUES ('mer_1', 'old', 's', 'f', $1), ('mer_1', 'new', 's', 'f', $2)`,
      [ago(49 * 3_600_000), ago(47 * 3_600_000)],
    );
    const delivery = (id: string, status: string, createdAt: Date) =>
      db.query(
        `INSERT INTO webhook_deliveries (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, status, created_at, updated_at)
         VALUES ($1, 'mer_1', $1, 'customer.created', 'customer', 'wep_1', 'https://example.com/h', '{}', $3, $2, $3, $3)`,
        [id, status, createdAt],
      );
    await delivery('whd_old_done', 'succeeded', ago(91 * DAY));
    await delivery('whd_old_failed', 'failed', ago(91 * DAY));
    await delivery('whd_old_pending', 'pending', ago(91 * DAY));
    await delivery('whd_new_done', 'succeeded', ago(DAY));
    for (const id of ['whd_old_done', 'whd_old_failed', 'whd_new_done']) {
      await db.query(`INSERT INTO webhook_delivery_attempts (merchant_id, delivery_id, number, attempted_at, duration_ms) VALUES ('mer_1', $1, 1, $2, 5)`, [
        id,
        NOW,
      ]);
    }

    const config = { RETENTION_OUTBOX_DAYS: 7, RETENTION_INBOX_DAYS: 30, RETENTION_IDEMPOTENCY_KEYS_HOURS: 48, RETENTION_DELIVERIES_DAYS: 90 };
    const sweeper = new RetentionSweeper(db, logger, [...messagingRetentionRules(config), deliveryRetentionRule(config)], 60_000, () => NOW);
    expect(await sweeper.sweep()).toEqual({ idempotency_keys: 1, outbox: 1, inbox: 1, webhook_deliveries: 2 });
    expect((await db.query('SELECT key FROM idempotency_keys')).map((row: { key: string }) => row.key)).toEqual(['new']);

    expect((await db.query('SELECT event_id FROM outbox ORDER BY event_id')).map((row: { event_id: string }) => row.event_id)).toEqual([
      'evt_sent_new',
      'evt_unsent_old',
    ]);
    expect((await db.query('SELECT event_id FROM inbox')).map((row: { event_id: string }) => row.event_id)).toEqual(['evt_new']);
    expect((await db.query('SELECT id FROM webhook_deliveries ORDER BY id')).map((row: { id: string }) => row.id)).toEqual(['whd_new_done', 'whd_old_pending']);
    expect((await db.query('SELECT delivery_id FROM webhook_delivery_attempts')).map((row: { delivery_id: string }) => row.delivery_id)).toEqual([
      'whd_new_done',
    ]);
    // Nothing left to do: a second pass deletes nothing; 0 days keeps everything.
    expect(await sweeper.sweep()).toEqual({ idempotency_keys: 0, outbox: 0, inbox: 0, webhook_deliveries: 0 });
    const keepAll = new RetentionSweeper(
      db,
      logger,
      messagingRetentionRules({ RETENTION_OUTBOX_DAYS: 0, RETENTION_INBOX_DAYS: 0, RETENTION_IDEMPOTENCY_KEYS_HOURS: 0 }),
      60_000,
      () => new Date(NOW.getTime() + 365 * DAY),
    );
    expect(await keepAll.sweep()).toEqual({});
  });

  it('deletes proof-of-delivery files no shipment refers to once old, never one a shipment uses', async () => {
    const db = await open(databases.fulfillment, FULFILLMENT_MIGRATIONS);
    const file = (id: string, createdAt: Date, uploaded: boolean) =>
      db.query(
        `INSERT INTO shipment_files (id, merchant_id, content_type, declared_size, original_filename, content, size, expires_at, uploaded_at, created_at)
         VALUES ($1, 'mer_1', 'application/pdf', 3, 'pod.pdf', $2, $3, $4, $5, $4)`,
        [id, uploaded ? Buffer.from('pdf') : null, uploaded ? 3 : null, createdAt, uploaded ? createdAt : null],
      );
    await file('file_never_uploaded', ago(2 * DAY), false);
    await file('file_unattached', ago(2 * DAY), true);
    await file('file_attached', ago(2 * DAY), true);
    await file('file_fresh', ago(3_600_000), true);
    await db.query(
      `INSERT INTO shipments (id, merchant_id, merchant_invoice_id, fulfillment_method, file_id, verification_status, created_at, updated_at)
       VALUES ('shp_1', 'mer_1', 'inv_1', 'self_delivery', 'file_attached', 'pending', $1, $1)`,
      [NOW],
    );
    const sweeper = new RetentionSweeper(db, logger, [orphanedUploadsRule({ RETENTION_ORPHANED_UPLOADS_HOURS: 24 })], 60_000, () => NOW);
    expect(await sweeper.sweep()).toEqual({ orphaned_uploads: 2 });
    expect((await db.query('SELECT id FROM shipment_files ORDER BY id')).map((row: { id: string }) => row.id)).toEqual(['file_attached', 'file_fresh']);
  });
});
